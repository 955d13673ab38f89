export function chromiumExecutable(): string;
export const CHROMIUM_ARGS: string[];
