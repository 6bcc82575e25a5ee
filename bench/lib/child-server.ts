import { type ChildProcess, type StdioOptions, spawn } from "node:child_process";

/**
 * Starts a bench server (a script run through tsx) as a child process and answers once it prints its
 * first JSON line (the port and whatever else it reports), merged with the child.
 */
export function startChildServer<T extends object>(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdio: StdioOptions = ["ignore", "pipe", "inherit"],
): Promise<{ child: ChildProcess } & T> {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], { stdio, env });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk) => {
      out += chunk;
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (line) resolve({ child, ...(JSON.parse(line) as T) });
    });
    child.once("exit", (code) => reject(new Error(`bench server exited (${code})`)));
  });
}
