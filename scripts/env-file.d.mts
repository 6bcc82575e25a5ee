/** A KEY=VALUE file's variables, or undefined when the file does not exist. */
export function readEnvFile(path: string): Record<string, string> | undefined;
