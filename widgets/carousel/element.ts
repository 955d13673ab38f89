// Placeholder until the widget lands (issue 4): defines nothing, so authored markup stays as written.
export {};
