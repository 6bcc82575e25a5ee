import { resetPostings } from "@bourse/engine";
import { Type } from "typebox";
import type { Caller, Handler } from "../../core/command.ts";
import type { Core } from "../../core/core.ts";
import { unitsToDecimal } from "../../core/units.ts";
import { failure } from "../../http/outcome.ts";

const Id = Type.Integer({ minimum: 1 });
const Funds = Type.Object(
  { currency: Id, amount: Type.String({ pattern: "^[1-9][0-9]{0,30}$" }) },
  { additionalProperties: false },
);

/** `demo.open`: by the owner, makes `user` (its demo account's row) a demo account and credits its start funds. */
export const OpenArgs = Type.Object({ user: Id, owner: Id, funds: Funds }, { additionalProperties: false });
/** `demo.reset`: by the demo account, brings it back to exactly its start funds. */
export const ResetArgs = Type.Object({ funds: Funds }, { additionalProperties: false });

const userOf = (caller: Caller) => ("user" in caller ? caller.user : undefined);

/**
 * The demo account's two money commands. Opening puts the account in the ledger's demo namespace before
 * its first entry, so its start funds come from the venue's demo house, and from then on the money core
 * refuses any entry between it and real money, whatever product asks (`DEMO_BOUNDARY`).
 */
export function registerDemoCommands(core: Core) {
  const open: Handler<typeof OpenArgs, { user_id: number; balance: string }> = {
    kind: "demo.open",
    args: OpenArgs,
    run({ user, owner, funds }, { ledger, caller }) {
      const scale = core.scales.get(funds.currency);
      if (userOf(caller) !== owner || user === owner || ledger.isDemoUser(owner) || scale === undefined)
        return failure("COMMAND_INVALID");
      // a user with real money can never become a demo account
      if (!ledger.isDemoUser(user) && !ledger.balancesOf(user).next().done) return failure("COMMAND_INVALID");
      ledger.addDemoUser(user);
      const credited = ledger.credit({
        user,
        kind: "change",
        currency: funds.currency,
        amount: BigInt(funds.amount),
        from: "house",
        entryKind: "demo_open",
      });
      if (!credited.ok) return credited;
      return {
        ...credited,
        userId: user,
        reference: "demo account opened",
        reply: { user_id: user, balance: unitsToDecimal(BigInt(funds.amount), scale) },
      };
    },
  };

  const reset: Handler<typeof ResetArgs, { user_id: number; balance: string }> = {
    kind: "demo.reset",
    args: ResetArgs,
    run({ funds }, { ledger, caller }) {
      const user = userOf(caller);
      const scale = core.scales.get(funds.currency);
      if (user === undefined || !ledger.isDemoUser(user) || scale === undefined)
        return failure("COMMAND_INVALID");
      // what an open order or position holds is released by closing it first
      if (ledger.openHolds().some((h) => h.user === user)) return failure("DEMO_RESET_BUSY");
      const applied = ledger.exchange({
        entryKind: "demo_reset",
        pay: resetPostings(user, ledger.balancesOf(user), {
          currency: funds.currency,
          amount: BigInt(funds.amount),
        }),
      });
      if (!applied.ok) return applied;
      return {
        ...applied,
        reference: "demo account reset",
        reply: { user_id: user, balance: unitsToDecimal(BigInt(funds.amount), scale) },
      };
    },
  };

  return { open: core.register(open), reset: core.register(reset) };
}

export type DemoCommands = ReturnType<typeof registerDemoCommands>;
