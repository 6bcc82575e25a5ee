import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  generateKeyPair,
  type Head,
  headMessage,
  type LiabilitiesRoot,
  publicKeyOf,
  rootMessage,
  signHead,
  signRoot,
  signTreeHead,
  type TreeHead,
  treeHeadMessage,
  verifyHead,
  verifyRoot,
  verifyTreeHead,
} from "./sign.ts";

const HEAD: Head = { entry_id: 1234, hash: "9f".repeat(32), time: "2025-03-01T10:00:00.000Z" };
const TREE: TreeHead = { size: 1_000_000, root: "5d".repeat(32), time: "2025-03-01T10:00:00.000Z" };
const ROOT: LiabilitiesRoot = {
  currency: "USDT",
  root: "3c".repeat(32),
  total: "123456789000000",
  time: "2025-03-01T00:00:00.000Z",
  users: 1000,
};

/** Flips one bit of one byte of a hex string. */
const flip = (hex: string, byte: number) =>
  hex.slice(0, byte * 2) +
  (Number.parseInt(hex.slice(byte * 2, byte * 2 + 2), 16) ^ 1).toString(16).padStart(2, "0") +
  hex.slice(byte * 2 + 2);

describe("ed25519 heads and roots", () => {
  it("derives the RFC 8032 public key (test 1)", () => {
    expect(publicKeyOf("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")).toBe(
      "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a",
    );
  });

  it("signs fixed, readable lines", () => {
    expect(headMessage(HEAD)).toBe(`bourse-head|1234|${"9f".repeat(32)}|2025-03-01T10:00:00.000Z`);
    expect(rootMessage(ROOT)).toBe(
      `bourse-liabilities|USDT|${"3c".repeat(32)}|123456789000000|2025-03-01T00:00:00.000Z|1000`,
    );
    expect(() => headMessage({ ...HEAD, time: "a|b" })).toThrow(RangeError);
    expect(() => headMessage({ ...HEAD, hash: "9F".repeat(32) })).toThrow(RangeError);
    expect(() => rootMessage({ ...ROOT, total: "-1" })).toThrow(RangeError);
    expect(() => rootMessage({ ...ROOT, users: 1.5 })).toThrow(RangeError);
  });

  it("accepts the venue's signature and nothing else", () => {
    const keys = generateKeyPair();
    expect(publicKeyOf(keys.privateKey)).toBe(keys.publicKey);
    const head = signHead(keys.privateKey, HEAD);
    const root = signRoot(keys.privateKey, ROOT);
    expect(head).toMatch(/^[0-9a-f]{128}$/);
    expect(verifyHead(keys.publicKey, HEAD, head)).toBe(true);
    expect(verifyRoot(keys.publicKey, ROOT, root)).toBe(true);

    expect(verifyHead(keys.publicKey, { ...HEAD, entry_id: 1235 }, head)).toBe(false);
    expect(verifyHead(keys.publicKey, { ...HEAD, time: "2025-03-01T10:00:00.001Z" }, head)).toBe(false);
    expect(verifyRoot(keys.publicKey, { ...ROOT, total: "123456789000001" }, root)).toBe(false);
    expect(verifyRoot(keys.publicKey, { ...ROOT, users: 999 }, root)).toBe(false);
    // a head's signature is not a root's, and another key's signature is not the venue's
    expect(verifyRoot(keys.publicKey, ROOT, head)).toBe(false);
    expect(verifyHead(generateKeyPair().publicKey, HEAD, head)).toBe(false);
    for (const byte of [0, 31, 32, 63])
      expect(verifyHead(keys.publicKey, HEAD, flip(head, byte))).toBe(false);
  });

  it("answers false, never throws, on malformed keys, signatures and heads", () => {
    const keys = generateKeyPair();
    const good = signHead(keys.privateKey, HEAD);
    expect(verifyHead(keys.publicKey, HEAD, `${good}00`)).toBe(false);
    expect(verifyHead(keys.publicKey, HEAD, good.slice(0, -1))).toBe(false);
    expect(verifyHead(`${keys.publicKey.slice(0, -2)}zz`, HEAD, good)).toBe(false);
    expect(verifyHead(keys.publicKey, { ...HEAD, hash: "nothex" }, good)).toBe(false);
    expect(verifyHead(keys.publicKey, null as unknown as Head, good)).toBe(false);
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (key, sig, time) => {
        expect(verifyHead(key, { ...HEAD, time }, sig)).toBe(false);
        expect(verifyRoot(key, { ...ROOT, time }, sig)).toBe(false);
      }),
    );
  });

  it("signs the Merkle log's tree heads in their own line", () => {
    expect(treeHeadMessage(TREE)).toBe(
      `bourse-tree-head|v1|1000000|${"5d".repeat(32)}|2025-03-01T10:00:00.000Z`,
    );
    expect(treeHeadMessage({ ...TREE, size: 0 })).toBe(
      `bourse-tree-head|v1|0|${"5d".repeat(32)}|2025-03-01T10:00:00.000Z`,
    );
    for (const bad of [
      { size: -1 },
      { size: 1.5 },
      { root: "5D".repeat(32) },
      { root: "5d" },
      { time: "" },
      { time: "a|b" },
    ])
      expect(() => treeHeadMessage({ ...TREE, ...bad })).toThrow(RangeError);

    const keys = generateKeyPair();
    const signature = signTreeHead(keys.privateKey, TREE);
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    expect(verifyTreeHead(keys.publicKey, TREE, signature)).toBe(true);
    expect(verifyTreeHead(keys.publicKey, { ...TREE, size: 999_999 }, signature)).toBe(false);
    expect(verifyTreeHead(keys.publicKey, { ...TREE, root: "5e".repeat(32) }, signature)).toBe(false);
    expect(verifyTreeHead(keys.publicKey, { ...TREE, time: "2025-03-01T10:00:00.001Z" }, signature)).toBe(
      false,
    );
    expect(verifyTreeHead(generateKeyPair().publicKey, TREE, signature)).toBe(false);
    for (const byte of [0, 31, 32, 63])
      expect(verifyTreeHead(keys.publicKey, TREE, flip(signature, byte))).toBe(false);
    // a chain head's signature is not a tree head's, even over the same numbers
    const head = { entry_id: TREE.size, hash: TREE.root, time: TREE.time };
    expect(verifyTreeHead(keys.publicKey, TREE, signHead(keys.privateKey, head))).toBe(false);
    expect(verifyHead(keys.publicKey, head, signature)).toBe(false);
    expect(verifyTreeHead(keys.publicKey, null as unknown as TreeHead, signature)).toBe(false);
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.anything(), (key, sig, size) => {
        expect(verifyTreeHead(key, { ...TREE, size: size as number }, sig)).toBe(false);
      }),
    );
  });
});
