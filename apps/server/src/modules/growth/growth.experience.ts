import { type Posting, settleExperience, userAccount } from "@bourse/engine";

/**
 * Experience funds in the contract commands (PRODUCT-RULES "Growth"): they live in the owner's
 * `experience` account, go into a margin (a stake) before real money, and come back from it when the money
 * does, a loss taking them first (engine `growth/experience.ts`).
 */

/** `amount` from one account to another, or nothing for 0. */
export const move = (from: string, to: string, currency: number, amount: bigint): Posting[] =>
  amount === 0n
    ? []
    : [
        { account: from, currency, amount: -amount },
        { account: to, currency, amount },
      ];

/** Experience funds going into a margin account (`to`) of `owner`. */
export const experienceInto = (owner: number, to: string, currency: number, amount: bigint) =>
  move(userAccount(owner, "experience"), to, currency, amount);

/**
 * The experience funds that go back to the owner's experience account when margin that held `experience`
 * of them comes back to the margin account `from`: `committed` is the margin they were part of, `returned`
 * what of it (with the result) comes back. A loss takes the experience part first; a profit is real money.
 */
export function experienceBack(
  owner: number,
  from: string,
  currency: number,
  experience: bigint,
  committed: bigint,
  returned: bigint,
): Posting[] {
  if (experience === 0n) return [];
  const back = settleExperience(experience, committed - experience, returned - committed).experience;
  return move(from, userAccount(owner, "experience"), currency, back);
}
