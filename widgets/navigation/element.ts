// Placeholder until the widget lands (issue 5): defines nothing, so authored markup stays as written.
export {};
