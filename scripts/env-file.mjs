// A KEY=VALUE file's variables (blank lines and # comments skipped, a value's surrounding quotes
// removed), or undefined when the file does not exist.
import { readFileSync } from "node:fs";

/** @param {string} path @returns {Record<string, string> | undefined} */
export function readEnvFile(path) {
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    if (err && typeof err === "object" && "code" in err && err.code === "ENOENT") return undefined;
    throw err;
  }
  /** @type {Record<string, string>} */
  const vars = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const eq = line.indexOf("=");
    if (eq <= 0) continue;
    const key = line.slice(0, eq).trim();
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) continue;
    let value = line.slice(eq + 1).trim();
    if (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.at(-1) === value[0]) {
      value = value.slice(1, -1);
    }
    vars[key] = value;
  }
  return vars;
}
