import { type LiabilityProof, type SignedRoot, verified, verifyLiabilities } from "@bourse/engine";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundedUser, USDT_TRC20 } from "../../testing/funds-kit.ts";
import { operatorToken, type TestApp, testApp } from "../../testing/harness.ts";

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await testApp();
  key = (await t.get("/api/transparency/key")).message.public_key;
});
afterAll(() => t.close());

const ACCOUNTS = ["change", "lever", "micro", "legal"] as const;

/** What the journal says each currency's (real) users are owed, in units. */
async function owedByJournal(): Promise<Map<string, bigint>> {
  const rows = await t.db.query<{ name: string; total: string }>(
    `SELECT c.name, (sum(p.amount) * power(10::numeric, c.decimals))::numeric(40, 0)::text AS total
     FROM postings p JOIN currencies c ON c.id = p.currency_id
     WHERE p.account LIKE 'u:%' AND p.user_id NOT IN (SELECT id FROM users WHERE demo_of IS NOT NULL)
     GROUP BY c.name, c.decimals`,
  );
  return new Map(rows.filter((r) => r.total !== "0").map((r) => [r.name, BigInt(r.total)]));
}

describe("proof of liabilities after random activity", () => {
  it("publishes, after any mix of deposits and transfers, totals equal to the journal's and proofs every user can verify", async () => {
    const users: { id: number; token: string }[] = [];
    for (const n of [1, 2, 3])
      users.push(await fundedUser(t, `tr-prop-${n}@example.com`, [[...USDT_TRC20, "1000"]]));
    const admin = await operatorToken(t);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            user: fc.integer({ min: 0, max: 2 }),
            from: fc.constantFrom(...ACCOUNTS),
            to: fc.constantFrom(...ACCOUNTS),
            amount: fc.integer({ min: 1, max: 400 }),
          }),
          { maxLength: 6 },
        ),
        async (moves) => {
          for (const m of moves) {
            if (m.from === m.to) continue;
            // a refused move (not enough in that account) changes nothing: the property holds either way
            await t.form(
              "/api/wallet/change",
              { currency_id: "3", number: String(m.amount), from_field: m.from, to_field: m.to },
              users[m.user]!.token,
            );
          }
          const done = await t.form("/api/admin/transparency/liabilities", {}, admin);
          expect(done.type).toBe("ok");
          const roots = (await t.get("/api/transparency/liabilities")).message as unknown as SignedRoot[];
          const owed = await owedByJournal();
          expect(new Map(roots.map((r) => [r.currency, BigInt(r.total)]))).toEqual(owed);
          for (const u of users) {
            const mine = (await t.get("/api/transparency/liabilities/me", u.token)).message as unknown as {
              secret: string;
              proofs: { root: SignedRoot; proof: LiabilityProof }[];
            };
            for (const p of mine.proofs)
              expect(verified(verifyLiabilities(p.proof, mine.secret, p.root, key))).toBe(true);
          }
        },
      ),
      { numRuns: 4 },
    );
  });
});
