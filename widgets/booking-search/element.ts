// Placeholder until the widget lands (issue 6): defines nothing, so authored markup stays as written.
export {};
