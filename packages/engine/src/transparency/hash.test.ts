import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ClearPosting,
  canonicalAmount,
  canonicalJson,
  type EntryFields,
  entryHash,
  entryText,
  sha256Hex,
} from "./hash.ts";

/**
 * SHA-256 by the platform (WebCrypto: OpenSSL under Node, the same code as node:crypto, which the engine's
 * import rules keep out of packages/engine even in tests), independent of @noble/hashes.
 */
async function platformSha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The server's entry hash as apps/server/src/core/journal.ts writes it (Date.toISOString, the platform's
 * SHA-256), copied here so the engine's version is checked against it byte for byte.
 */
function serverEntryHash(e: Omit<EntryFields, "createdAt"> & { createdAt: Date }): Promise<string> {
  const canonical = (amount: string) => {
    if (!amount.includes(".")) return amount === "-0" ? "0" : amount;
    const trimmed = amount.replace(/0+$/, "").replace(/\.$/, "");
    return trimmed === "-0" ? "0" : trimmed;
  };
  const json = (value: unknown): string => {
    if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
    if (Array.isArray(value)) return `[${value.map(json).join(",")}]`;
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${json(v)}`).join(",")}}`;
  };
  const postings = (e.postings as ClearPosting[])
    .map((p) => `${p.account},${p.currency},${canonical(p.amount)}`)
    .join(";");
  const text = [
    e.prevHash,
    e.id,
    e.kind,
    e.reference ?? "",
    e.idempotencyKey ?? "",
    e.userId ?? "",
    e.createdAt.toISOString(),
    postings,
    ...(e.command ? [json(e.command)] : []),
  ].join("|");
  return platformSha256(text);
}

/** Hand-made entries: a genesis deposit without a command, a spot fill with a command, odd amounts. */
const ENTRIES = [
  {
    prevHash: "0".repeat(64),
    id: 1,
    kind: "deposit",
    reference: "dep:1",
    idempotencyKey: null,
    userId: 7,
    createdAt: new Date("2025-03-01T10:00:00.000Z"),
    postings: [
      { account: "s:deposits", currency: 3, amount: "-1000.000000" },
      { account: "u:7:legal:available", currency: 3, amount: "1000.000000" },
    ],
  },
  {
    prevHash: "ab".repeat(32),
    id: 2,
    kind: "spot_fill",
    reference: "spot:42",
    idempotencyKey: "k-é-🙂",
    userId: 7,
    createdAt: new Date("2025-03-01T10:00:01.234Z"),
    postings: [
      { account: "u:7:change:frozen", currency: 3, amount: "-50.5" },
      { account: "u:9:change:available", currency: 3, amount: "50.4495" },
      { account: "s:fees", currency: 3, amount: "0.0505" },
      { account: "u:9:change:frozen", currency: 1, amount: "-0.00100000" },
      { account: "u:7:change:available", currency: 1, amount: "0.001" },
    ],
    command: {
      kind: "spot.place",
      caller: { user: 7 },
      args: { side: "buy", price: "50500", quantity: "0.001", note: undefined, tags: ["b", "a", null] },
    },
  },
  {
    prevHash: "cd".repeat(32),
    id: 3,
    kind: "adjust",
    reference: null,
    idempotencyKey: null,
    userId: null,
    createdAt: new Date("2025-12-31T23:59:59.999Z"),
    postings: [
      { account: "s:house", currency: 1, amount: "-0" },
      { account: "s:fees", currency: 1, amount: "0.000" },
    ],
    command: { kind: "admin.adjust", caller: { operator: 1 }, args: { ü: 1, a: { z: 1, b: [1.5, "x"] } } },
  },
];

describe("entryHash", () => {
  it("is the server's hash, from a Date or from its ISO text", async () => {
    for (const e of ENTRIES) {
      const expected = await serverEntryHash(e);
      expect(entryHash(e)).toBe(expected);
      expect(entryHash({ ...e, createdAt: e.createdAt.toISOString() })).toBe(expected);
      expect(await platformSha256(entryText(e))).toBe(expected);
    }
  });

  it("writes the text the chain commits to", () => {
    expect(entryText({ ...ENTRIES[0]!, createdAt: "2025-03-01T10:00:00.000Z" })).toBe(
      `${"0".repeat(64)}|1|deposit|dep:1||7|2025-03-01T10:00:00.000Z|s:deposits,3,-1000;u:7:legal:available,3,1000`,
    );
  });

  it("changes with any field, and not with trailing zeros", () => {
    const e = ENTRIES[1]!;
    const h = entryHash(e);
    expect(entryHash({ ...e, id: 3 })).not.toBe(h);
    expect(entryHash({ ...e, command: null })).not.toBe(h);
    expect(
      entryHash({ ...e, postings: e.postings.map((p, i) => (i ? p : { ...p, amount: "-50.50" })) }),
    ).toBe(h);
    expect(
      entryHash({ ...e, postings: e.postings.map((p, i) => (i ? p : { ...p, amount: "-50.51" })) }),
    ).not.toBe(h);
  });

  it("matches the server on random entries", async () => {
    const arbAmount = fc
      .tuple(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 0, max: 12 }))
      .map(([u, s]) => {
        const digits = (u < 0n ? -u : u).toString().padStart(s + 1, "0");
        const text = s ? `${digits.slice(0, -s)}.${digits.slice(-s)}` : digits;
        return u < 0n ? `-${text}` : text;
      });
    const arbEntry = fc.record({
      prevHash: fc.stringMatching(/^[0-9a-f]{64}$/),
      id: fc.integer({ min: 1, max: 2 ** 40 }),
      kind: fc.string(),
      reference: fc.option(fc.string()),
      idempotencyKey: fc.option(fc.string({ unit: "binary" })),
      userId: fc.option(fc.integer({ min: 1, max: 10 ** 9 })),
      createdAt: fc.date({ min: new Date(0), max: new Date("2100-01-01"), noInvalidDate: true }),
      postings: fc.array(
        fc.record({ account: fc.string(), currency: fc.integer({ min: 1, max: 99 }), amount: arbAmount }),
      ),
      command: fc.option(fc.jsonValue()),
    });
    await fc.assert(fc.asyncProperty(arbEntry, async (e) => entryHash(e) === (await serverEntryHash(e))));
  });
});

describe("sha256Hex, canonicalJson, canonicalAmount", () => {
  it("hashes UTF-8 like the platform, lone surrogates included", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: "binary" }),
        async (s) => sha256Hex(s) === (await platformSha256(s)),
      ),
    );
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    for (const long of [
      "a".repeat(1024),
      "b".repeat(1025),
      `${"c".repeat(2000)}é`,
      "d".repeat(55),
      "e".repeat(64),
    ])
      expect(sha256Hex(long)).toBe(await platformSha256(long));
  });

  it("sorts keys at every depth and drops undefined", () => {
    expect(canonicalJson({ b: 1, a: { d: undefined, c: [2, { y: 1, x: null }] } })).toBe(
      '{"a":{"c":[2,{"x":null,"y":1}]},"b":1}',
    );
    expect(canonicalJson([undefined])).toBe("[null]");
    expect(canonicalJson(undefined)).toBe("null");
  });

  it("canonical amounts drop trailing zeros only", () => {
    expect(["12.500", "12.0", "-0", "-0.00", "100", "0.010"].map(canonicalAmount)).toEqual([
      "12.5",
      "12",
      "0",
      "0",
      "100",
      "0.01",
    ]);
  });
});

describe("entries of the Merkle log (scheme 3)", () => {
  const e3 = {
    prevHash: "ab".repeat(32),
    id: 7,
    kind: "spot_fill",
    reference: "spot:42",
    idempotencyKey: null,
    userId: 7,
    createdAt: "2025-03-01T10:00:01.234Z",
    postings: [
      { account: "u:7:change:frozen", currency: 3, amount: "-50.50" },
      { account: "u:9:change:available", currency: 3, amount: "50.5" },
    ],
    command: { kind: "spot.place", caller: { user: 7 }, args: { side: "buy" } },
    scheme: 3 as const,
  };
  const digestOf = (p: ClearPosting) => sha256Hex(`${p.account},${p.currency},${canonicalAmount(p.amount)}`);

  it("writes v3, no previous hash, each posting and the command by its digest", () => {
    expect(entryText(e3)).toBe(
      [
        "v3",
        "7",
        "spot_fill",
        "spot:42",
        "",
        "7",
        "2025-03-01T10:00:01.234Z",
        `${sha256Hex("u:7:change:frozen,3,-50.5")};${sha256Hex("u:9:change:available,3,50.5")}`,
        sha256Hex(canonicalJson(e3.command)),
      ].join("|"),
    );
    // scheme 2's text of the same fields, less its version and previous hash
    const v2 = entryText({ ...e3, scheme: 2 }).split("|");
    expect(v2.slice(0, 2)).toEqual(["v2", e3.prevHash]);
    expect(entryText(e3)).toBe(["v3", ...v2.slice(2)].join("|"));
    expect(entryHash(e3)).not.toBe(entryHash({ ...e3, scheme: 2 }));
  });

  it("does not depend on the previous hash, and does on every other field", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{64}$/), (prevHash) => {
        expect(entryHash({ ...e3, prevHash })).toBe(entryHash(e3));
      }),
    );
    const h = entryHash(e3);
    expect(entryHash({ ...e3, id: 8 })).not.toBe(h);
    expect(entryHash({ ...e3, userId: null })).not.toBe(h);
    expect(entryHash({ ...e3, command: null })).not.toBe(h);
    expect(entryHash({ ...e3, postings: e3.postings.slice(1) })).not.toBe(h);
    expect(entryHash({ ...e3, postings: [...e3.postings].reverse() })).not.toBe(h);
  });

  it("is recomputed the same with other users' postings and the command as digests", () => {
    const redacted = {
      ...e3,
      postings: [e3.postings[0]!, { redacted: digestOf(e3.postings[1]!) }],
      command: undefined,
      commandDigest: sha256Hex(canonicalJson(e3.command)),
    };
    expect(entryHash(redacted)).toBe(entryHash(e3));
    expect(entryHash({ ...redacted, commandDigest: sha256Hex("another") })).not.toBe(entryHash(e3));
    // scheme 1 has no digests to show
    expect(() => entryText({ ...redacted, scheme: 1 })).toThrow(RangeError);
  });
});
