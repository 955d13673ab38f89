// Placeholder until the widget lands (issue 3): defines nothing, so authored markup stays as written.
export {};
