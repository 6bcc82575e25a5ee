import { hexToBytes } from "@noble/hashes/utils.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addressFamily,
  base58CheckAddress,
  checkAddress,
  checkSegwitAddress,
  eip55,
  evmAddress,
  segwitAddress,
  solanaAddress,
  tronAddress,
} from "./address.ts";

const bytes20 = fc.uint8Array({ minLength: 20, maxLength: 20 });
const bytes32 = fc.uint8Array({ minLength: 32, maxLength: 32 });
const accepted = { ok: true };

/** Every address the text could become by changing one character to another printable ASCII one. */
const oneCharChange = (address: string) =>
  fc
    .tuple(fc.nat({ max: address.length - 1 }), fc.integer({ min: 0x21, max: 0x7e }))
    .filter(([at, code]) => address[at] !== String.fromCharCode(code))
    .map(([at, code]) => address.slice(0, at) + String.fromCharCode(code) + address.slice(at + 1));

describe("network families", () => {
  it("knows the seeded networks by name, in any case", () => {
    expect(addressFamily("ERC20")).toBe("evm");
    expect(addressFamily("bep20")).toBe("evm");
    expect(addressFamily("TRC20")).toBe("tron");
    expect(addressFamily("BTC")).toBe("bitcoin");
    expect(addressFamily("DOGE")).toBe("dogecoin");
    expect(addressFamily("XRP")).toBe("xrp");
    expect(addressFamily("SOL")).toBe("solana");
    expect(addressFamily("Lightning")).toBeNull();
  });

  it("checks a network without known rules by the generic form only", () => {
    expect(checkAddress("Lightning", "any_address-of:20chars")).toEqual(accepted);
    expect(checkAddress("Lightning", "short")).toEqual({ ok: false, problem: "format" });
    expect(checkAddress("Lightning", "has*a*star*in*it*0000000")).toEqual({ ok: false, problem: "format" });
  });
});

describe("EVM addresses (EIP-55)", () => {
  // the published test vectors of EIP-55
  const checksummed = [
    "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
    "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
    "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
    "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
  ];
  const allCaps = [
    "0x52908400098527886E0F7030069857D2E4169EE7",
    "0x8617E340B3D01FA5F11F306F4090FD50E238070D",
  ];
  const allLower = [
    "0xde709f2102306220921060314715629080e2fb77",
    "0x27b1fdb04752bbc536007a920d24acb045561c26",
  ];

  it("accepts the EIP-55 vectors and computes their checksum", () => {
    for (const a of [...checksummed, ...allCaps, ...allLower])
      expect(checkAddress("ERC20", a), a).toEqual(accepted);
    for (const a of checksummed) expect(eip55(a.slice(2).toLowerCase())).toBe(a);
  });

  it("refuses mixed case that does not match the checksum, and anything not 0x + 40 hex digits", () => {
    expect(checkAddress("ERC20", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD")).toEqual({
      ok: false,
      problem: "checksum",
    });
    expect(checkAddress("BEP20", "0xB0u75E0000000000000000000000000000dE0a5D")).toEqual({
      ok: false,
      problem: "format",
    });
    expect(checkAddress("ERC20", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA")).toEqual({
      ok: false,
      problem: "format",
    });
    expect(checkAddress("ERC20", "5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed00")).toEqual({
      ok: false,
      problem: "format",
    });
  });

  it("accepts the checksummed form of any 20 bytes, and its lowercase and uppercase forms", () => {
    fc.assert(
      fc.property(bytes20, (b) => {
        const a = evmAddress(b);
        expect(checkAddress("ERC20", a)).toEqual(accepted);
        expect(checkAddress("ERC20", a.toLowerCase())).toEqual(accepted);
        expect(checkAddress("ERC20", `0x${a.slice(2).toUpperCase()}`)).toEqual(accepted);
      }),
    );
  });

  it("refuses a checksummed address with one letter's case changed", () => {
    fc.assert(
      fc.property(
        bytes20.map(evmAddress).chain((a) => fc.tuple(fc.constant(a), fc.nat({ max: 39 }))),
        ([a, i]) => {
          const at = i + 2;
          const c = a[at]!;
          fc.pre(/[a-fA-F]/.test(c));
          const flipped =
            a.slice(0, at) + (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) + a.slice(at + 1);
          const digits = flipped.slice(2);
          // a single letter flipped to the case of all the others is an address without a checksum
          fc.pre(digits !== digits.toLowerCase() && digits !== digits.toUpperCase());
          expect(checkAddress("ERC20", flipped)).toEqual({ ok: false, problem: "checksum" });
        },
      ),
    );
  });
});

describe("TRON addresses (base58check, version 0x41)", () => {
  it("accepts known mainnet addresses and encodes their bytes the same way", () => {
    // the USDT contract on TRON, whose hex form is 41a614f803b6fd780986a42c78ec9c7f77e6ded13c
    expect(tronAddress(hexToBytes("a614f803b6fd780986a42c78ec9c7f77e6ded13c"))).toBe(
      "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
    );
    expect(checkAddress("TRC20", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t")).toEqual(accepted);
  });

  it("refuses a wrong checksum, another version byte and what is not base58", () => {
    expect(checkAddress("TRC20", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u")).toEqual({
      ok: false,
      problem: "checksum",
    });
    expect(checkAddress("TRC20", "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa")).toEqual({
      ok: false,
      problem: "version",
    });
    expect(checkAddress("TRC20", "TBourseDemoDepositAddressTRC20usdt00")).toEqual({
      ok: false,
      problem: "format",
    });
    expect(checkAddress("TRC20", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60")).toEqual({
      ok: false,
      problem: "format",
    });
  });

  it("accepts any 20 bytes encoded, and refuses any one-character change", () => {
    fc.assert(
      fc.property(
        bytes20.map(tronAddress).chain((a) => fc.tuple(fc.constant(a), oneCharChange(a))),
        ([a, changed]) => {
          expect(a).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
          expect(checkAddress("TRC20", a)).toEqual(accepted);
          expect(checkAddress("TRC20", changed).ok).toBe(false);
        },
      ),
    );
  });
});

describe("Bitcoin addresses", () => {
  it("accepts the base58check P2PKH and P2SH forms", () => {
    // hash160 of the generator point's public key (BIP-173 uses the same hash for its first vector)
    expect(base58CheckAddress(0x00, hexToBytes("751e76e8199196d454941c45d1b3a323f1433bd6"))).toBe(
      "1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH",
    );
    for (const a of [
      "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa",
      "1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH",
      "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy",
    ]) {
      expect(checkAddress("BTC", a), a).toEqual(accepted);
    }
    expect(checkAddress("BTC", "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb")).toEqual({
      ok: false,
      problem: "checksum",
    });
    // a TRON address is base58check too, with another version byte
    expect(checkAddress("BTC", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t")).toEqual({
      ok: false,
      problem: "version",
    });
  });

  // BIP-350's valid vectors: the mainnet ones are accepted, the testnet ones (tb1…) are another network's
  it.each([
    ["BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4", true],
    ["tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7", false],
    ["bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y", true],
    ["BC1SW50QGDZ25J", true],
    ["bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs", true],
    ["tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy", false],
    ["tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c", false],
    ["bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0", true],
  ])("BIP-350 valid %s", (address, mainnet) => {
    expect(checkSegwitAddress(address, mainnet ? "bc" : "tb")).toEqual(accepted);
    expect(checkAddress("BTC", address).ok).toBe(mainnet);
  });

  // BIP-173's and BIP-350's invalid vectors
  it.each([
    "tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty",
    "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5",
    "BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2",
    "bc1rw5uspcuh",
    "bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90",
    "BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P",
    "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7",
    "bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du",
    "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv",
    "bc1gmk9yu",
    "tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut",
    "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd",
    "tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf",
    "BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL",
    "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh",
    "tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47",
    "bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4",
    "BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R",
    "bc1pw5dgrnzv",
    "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav",
    "tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq",
    "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf",
    "tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j",
  ])("BIP-173/350 invalid %s", (address) => {
    expect(checkAddress("BTC", address).ok).toBe(false);
    expect(checkSegwitAddress(address, "bc").ok).toBe(false);
    expect(checkSegwitAddress(address, "tb").ok).toBe(false);
  });

  it("accepts any 20- or 32-byte segwit v0 program and any 32-byte taproot key, and refuses any one-character change", () => {
    const addresses = fc.oneof(
      bytes20.map((b) => segwitAddress("bc", 0, b)),
      bytes32.map((b) => segwitAddress("bc", 0, b)),
      bytes32.map((b) => segwitAddress("bc", 1, b)),
      bytes20.map((b) => base58CheckAddress(0x00, b)),
      bytes20.map((b) => base58CheckAddress(0x05, b)),
    );
    fc.assert(
      fc.property(
        addresses.chain((a) => fc.tuple(fc.constant(a), oneCharChange(a))),
        ([a, changed]) => {
          expect(checkAddress("BTC", a)).toEqual(accepted);
          expect(checkAddress("BTC", a.toUpperCase()).ok).toBe(a.startsWith("bc1"));
          expect(checkAddress("BTC", changed).ok).toBe(false);
        },
      ),
    );
  });
});

describe("Dogecoin and XRP addresses", () => {
  it("accepts the XRP Ledger's well-known accounts and refuses a wrong checksum", () => {
    for (const a of [
      "rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh",
      "rrrrrrrrrrrrrrrrrrrrrhoLvTp",
      "rrrrrrrrrrrrrrrrrrrrBZbvji",
    ]) {
      expect(checkAddress("XRP", a), a).toEqual(accepted);
    }
    // account zero is twenty zero bytes; account one ends in 0x01
    expect(base58CheckAddress(0x00, new Uint8Array(20), "xrp")).toBe("rrrrrrrrrrrrrrrrrrrrrhoLvTp");
    expect(checkAddress("XRP", "rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTi")).toEqual({
      ok: false,
      problem: "checksum",
    });
    // a Bitcoin address is the same bytes in another alphabet
    expect(checkAddress("XRP", "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa").ok).toBe(false);
  });

  it("accepts Dogecoin P2PKH (D…) and P2SH, and refuses Bitcoin's version bytes", () => {
    const key = hexToBytes("751e76e8199196d454941c45d1b3a323f1433bd6");
    expect(base58CheckAddress(0x1e, key)).toMatch(/^D/);
    expect(checkAddress("DOGE", base58CheckAddress(0x1e, key))).toEqual(accepted);
    expect(checkAddress("DOGE", base58CheckAddress(0x16, key))).toEqual(accepted);
    expect(checkAddress("DOGE", "1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH")).toEqual({
      ok: false,
      problem: "version",
    });
  });

  it("accepts any 20 bytes encoded, and refuses any one-character change", () => {
    const cases = fc.oneof(
      bytes20.map((b) => ["DOGE", base58CheckAddress(0x1e, b)] as const),
      bytes20.map((b) => ["XRP", base58CheckAddress(0x00, b, "xrp")] as const),
    );
    fc.assert(
      fc.property(
        cases.chain(([network, a]) => fc.tuple(fc.constant(network), fc.constant(a), oneCharChange(a))),
        ([network, a, changed]) => {
          expect(checkAddress(network, a)).toEqual(accepted);
          expect(checkAddress(network, changed).ok).toBe(false);
        },
      ),
    );
  });
});

describe("Solana addresses (base58 of 32 bytes, no checksum)", () => {
  it("accepts program ids and any 32-byte key, refuses other lengths and alphabets", () => {
    expect(checkAddress("SOL", "11111111111111111111111111111111")).toEqual(accepted);
    expect(checkAddress("SOL", "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")).toEqual(accepted);
    expect(checkAddress("SOL", "BourseDemoDepositAddressSolana1111111111111")).toEqual({
      ok: false,
      problem: "format",
    });
    expect(checkAddress("SOL", "0OIl1111111111111111111111111111")).toEqual({ ok: false, problem: "format" });
    fc.assert(
      fc.property(bytes32, (b) => {
        expect(checkAddress("SOL", solanaAddress(b))).toEqual(accepted);
      }),
    );
  });
});

it("ignores surrounding spaces, as the forms do", () => {
  expect(checkAddress("TRC20", "  TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ")).toEqual(accepted);
});
