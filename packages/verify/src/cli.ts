import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { verified } from "@bourse/engine";
import {
  headOf,
  InputError,
  isKey,
  isTreeHead,
  type Proof,
  recognise,
  type Step,
  statedKeys,
  titleOf,
  verifyProof,
} from "./proofs.ts";

/**
 * `bourse-verify <proof-file-or-url> [--key <hex>] [--token <token>] [--json]`: checks one of the venue's
 * proofs with the engine's own verifiers and prints one line per step, then a summary.
 * `bourse-verify <older-head> <newer-head> [--proof <file-or-url>] [--venue <url>]`: checks two heads one
 * kept, and that the newer tree holds the older one (a consistency proof; for an old chain head, its
 * entry's inclusion proof), fetched from the venue unless given.
 *
 * Exit codes: 0 every step passed, 1 a step failed, 2 the input could not be checked (unreadable, not a
 * proof, no key to check a signature with, or a usage error).
 */

export const USAGE = `usage: bourse-verify <proof-file-or-url> [--key <hex>] [--token <token>] [--json]
       bourse-verify <older-head> <newer-head> [--proof <file-or-url>] [--venue <url>] [--key <hex>] [--json]

  <proof-file-or-url>  a JSON file, or an http(s) URL answering one (the {type, message} envelope is unwrapped):
                       an entry's inclusion proof, a consistency proof, a chain head's proof, a chain proof,
                       a liabilities bundle, an outcome proof, or published heads
  <older-head> <newer-head>
                       two heads one saved (files or URLs), the older first: checks both signatures and that
                       the newer tree holds the older (for an old chain head, that its entry is in the newer tree)
  --proof <file-or-url>  the proof between the two heads; otherwise fetched from the venue
                       (/api/transparency/consistency or /api/transparency/chain-heads/<entry>/proof)
  --venue <url>        the venue's address, for the proof and the key (default: the origin of a URL given)
  --key <hex>          the venue's Ed25519 public key (64 hex digits); otherwise fetched from the venue's
                       /api/transparency/key when a URL or --venue names it
  --token <token>      sent as "Authorization: Bearer <token>" for the signed-in proof URLs
  --json               print {ok, kind, keys, key_source, warnings, steps}

exit codes: 0 verified, 1 a step failed, 2 the input could not be checked`;

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

export interface Io {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  /** defaults to the global fetch */
  fetch?: Fetch;
}

/** Where the public key that signatures were checked against came from. */
type KeySource = "--key" | "venue" | "proof";

const isUrl = (input: string) => /^https?:\/\//i.test(input);

const reason = (error: unknown): string =>
  error instanceof Error
    ? error.cause instanceof Error
      ? `${error.message} (${error.cause.message})`
      : error.message
    : String(error);

/** The body of the `{type, message}` envelope; its message as an InputError when it is a failure. */
function unwrap(body: unknown, from: string): unknown {
  if (typeof body !== "object" || body === null || !("type" in body) || !("message" in body)) return body;
  if (body.type === "ok") return body.message;
  const code = "code" in body && typeof body.code === "string" ? ` (${body.code})` : "";
  throw new InputError(`${from} answered an error: ${String(body.message)}${code}`);
}

function parseJson(text: string, from: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InputError(`${from} is not JSON: ${reason(error)}`);
  }
}

async function fetchJson(fetcher: Fetch, url: string, token: string | undefined): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(url, {
      headers: { accept: "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    throw new InputError(`cannot fetch ${url}: ${reason(error)}`);
  }
  const text = await response.text();
  if (!response.ok) {
    const body = (() => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    })();
    // the server answers its envelope with HTTP 200; anything else is a transport failure
    unwrap(body, url);
    throw new InputError(`${url} answered HTTP ${response.status}`);
  }
  return unwrap(parseJson(text, url), url);
}

async function readInput(input: string, fetcher: Fetch, token: string | undefined): Promise<unknown> {
  if (isUrl(input)) return fetchJson(fetcher, input, token);
  let text: string;
  try {
    text = await readFile(input, "utf8");
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw new InputError(
      code === "ENOENT" ? `no such file: ${input}` : `cannot read ${input}: ${reason(error)}`,
    );
  }
  return unwrap(parseJson(text, input), input);
}

/** The venue's key from `<origin>/api/transparency/key`. */
async function venueKey(fetcher: Fetch, venue: string): Promise<string> {
  const url = new URL("/api/transparency/key", venue).href;
  const body = await fetchJson(fetcher, url, undefined);
  const key = typeof body === "object" && body !== null && "public_key" in body ? body.public_key : undefined;
  if (!isKey(key)) throw new InputError(`${url} did not answer a public key; pass --key <hex>`);
  return key;
}

/** The key to check the proof's signatures with, and where it came from; none when nothing is signed. */
async function keyFor(
  proof: Proof,
  given: string | undefined,
  venue: string | undefined,
  fetcher: Fetch,
): Promise<{ key?: string; source?: KeySource }> {
  const stated = statedKeys(proof);
  if (stated.length === 0) return {};
  if (given) return { key: given, source: "--key" };
  if (venue) return { key: await venueKey(fetcher, venue), source: "venue" };
  if (stated.every((k) => k !== undefined)) return { source: "proof" };
  throw new InputError("the proof's signatures need the venue's public key: pass --key <hex>");
}

/**
 * Two heads one kept, the older first, and the proof between them: from `--proof`, or asked of the
 * venue (a consistency proof between two tree heads; an old chain head's proof in the newer tree head).
 */
async function savedHeads(
  inputs: readonly [string, string],
  proofInput: string | undefined,
  venue: string | undefined,
  fetcher: Fetch,
  token: string | undefined,
): Promise<Proof> {
  const [older, newer] = await Promise.all([
    readInput(inputs[0], fetcher, token).then((body) => headOf(body, inputs[0])),
    readInput(inputs[1], fetcher, token).then((body) => headOf(body, inputs[1])),
  ]);
  if (!isTreeHead(newer))
    throw new InputError(`${inputs[1]}: the newer head must be a tree head {size, root, time, signature}`);
  const fromVenue = (path: string) => {
    if (!venue) throw new InputError("the proof between the two heads is needed: pass --proof or --venue");
    return new URL(path, venue).href;
  };
  if (isTreeHead(older)) {
    if (older.size > newer.size)
      throw new InputError(`give the older head first: tree ${older.size} is larger than tree ${newer.size}`);
    const body = await readInput(
      proofInput ?? fromVenue(`/api/transparency/consistency?from=${older.size}&to=${newer.size}`),
      fetcher,
      token,
    );
    const proof = typeof body === "object" && body !== null && "proof" in body ? body.proof : undefined;
    if (!Array.isArray(proof)) throw new InputError("not a consistency proof: expected {from, to, proof}");
    return { kind: "saved-heads", older, newer, proof: proof as string[] };
  }
  const body = recognise(
    await readInput(
      proofInput ?? fromVenue(`/api/transparency/chain-heads/${older.entry_id}/proof?size=${newer.size}`),
      fetcher,
      token,
    ),
  );
  if (body.kind !== "chain-head")
    throw new InputError("not a chain head's proof: expected {chain_head, leaf_index, proof, head}");
  return { ...body, saved: { chain: older, head: newer } };
}

const SELF_ASSERTED =
  "the public key is the one the proof states about itself: a self-asserted key proves nothing about " +
  "who signed. Compare it with the venue's published key, or pass --key <hex>";

const SOURCES: Record<KeySource, string> = {
  "--key": "--key",
  venue: "the venue's key endpoint",
  proof: "stated by the proof",
};

/** What `--json` prints: `keys` are the public keys signatures were checked against, `key_source` whose. */
function report(proof: Proof, steps: Step[], key: string | undefined, source: KeySource | undefined) {
  const keys = source === "proof" ? [...new Set(statedKeys(proof) as string[])] : key ? [key] : [];
  return {
    ok: verified(steps),
    kind: proof.kind,
    keys,
    key_source: source ?? null,
    warnings: source === "proof" ? [SELF_ASSERTED] : [],
    steps,
  };
}

function text(proof: Proof, r: ReturnType<typeof report>): string {
  const lines = [titleOf(proof)];
  for (const k of r.keys) lines.push(`key ${k} (${SOURCES[r.key_source!]})`);
  for (const w of r.warnings) lines.push(`! ${w}`);
  for (const s of r.steps) {
    const detail = [s.of, s.detail].filter(Boolean).join(": ");
    lines.push(`${s.ok ? "✓" : "✗"} ${s.name}${detail ? `  ${detail}` : ""}`);
  }
  const failed = r.steps.filter((s) => !s.ok);
  if (r.steps.length === 0) lines.push("✗ not verified: the input holds nothing to check");
  else if (failed.length === 0) lines.push(`✓ verified: all ${r.steps.length} steps passed`);
  else
    lines.push(
      `✗ not verified: ${failed.length} of ${r.steps.length} steps failed (${[...new Set(failed.map((s) => s.name))].join(", ")})`,
    );
  return `${lines.join("\n")}\n`;
}

/** Runs the verifier on command-line arguments (without node and the script); answers the exit code. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  let inputs: string[];
  let options: {
    key?: string;
    token?: string;
    json?: boolean;
    help?: boolean;
    proof?: string;
    venue?: string;
  };
  try {
    const parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        key: { type: "string" },
        token: { type: "string" },
        proof: { type: "string" },
        venue: { type: "string" },
        json: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
    options = parsed.values;
    if (options.help) {
      io.stdout.write(`${USAGE}\n`);
      return 0;
    }
    inputs = parsed.positionals;
    if (inputs.length !== 1 && inputs.length !== 2)
      throw new InputError("give one proof file or URL, or two saved heads (the older first)");
    if (options.proof !== undefined && inputs.length !== 2)
      throw new InputError("--proof is the proof between two saved heads: give both heads");
    if (options.venue !== undefined && !isUrl(options.venue))
      throw new InputError(`--venue must be an http(s) URL, not ${options.venue}`);
    if (options.key !== undefined && !isKey(options.key.toLowerCase()))
      throw new InputError(`--key must be 64 hex digits (an Ed25519 public key), not ${options.key}`);
  } catch (error) {
    io.stderr.write(`bourse-verify: ${reason(error)}\n\n${USAGE}\n`);
    return 2;
  }

  try {
    const fetcher = io.fetch ?? fetch;
    const venue = options.venue ?? inputs.find(isUrl);
    const proof =
      inputs.length === 2
        ? await savedHeads([inputs[0]!, inputs[1]!], options.proof, venue, fetcher, options.token)
        : recognise(await readInput(inputs[0]!, fetcher, options.token));
    const { key, source } = await keyFor(proof, options.key?.toLowerCase(), venue, fetcher);
    const r = report(proof, verifyProof(proof, key), key, source);
    io.stdout.write(options.json ? `${JSON.stringify(r, null, 2)}\n` : text(proof, r));
    return r.ok ? 0 : 1;
  } catch (error) {
    const message = error instanceof InputError ? error.message : `cannot check the proof: ${reason(error)}`;
    io.stderr.write(`bourse-verify: ${message}\n`);
    return 2;
  }
}
