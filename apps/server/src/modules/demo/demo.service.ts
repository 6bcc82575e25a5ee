import { DEMO_START_USDT } from "@bourse/engine";
import { parse } from "@bourse/money";
import type { Core } from "../../core/core.ts";
import type { Db } from "../../db/db.ts";
import { accountOf, type SessionUser } from "../../http/auth.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { registerDemoCommands } from "./demo.commands.ts";

/** What a product closes of a user for a demo reset; answers how many things it ended. */
export type Closer = (userId: number) => Promise<number>;

export interface DemoDeps {
  db: Db;
  core: Core;
  /** makes a session act as the user's demo account, or as the user (null) */
  actAs: (user: SessionUser, demo: number | null) => Promise<void>;
}

/** What a reset closes first, each told by its product line: open spot orders, perpetual positions and orders, seconds orders. */
export type ResetCloser = "spot" | "lever" | "seconds";

/**
 * Demo accounts (PRODUCT-RULES "Growth"): one per user, a user row of its own (`demo_of` its owner)
 * whose money is in the ledger's demo namespace; a session switches between the user and the demo
 * account; a reset closes everything open and restores exactly the start funds.
 */
export async function createDemoService({ db, core, actAs }: DemoDeps) {
  const closers = new Map<ResetCloser, Closer>();
  const close = async (kind: ResetCloser, demo: number) => (await closers.get(kind)?.(demo)) ?? 0;
  const commands = registerDemoCommands(core);
  const [usdt] = await db.query<{ id: number; decimals: number }>(
    "SELECT id, decimals FROM currencies WHERE name = 'USDT'",
  );
  if (!usdt) throw new Error("demo accounts: the USDT currency is missing");
  const start = parse(DEMO_START_USDT, usdt.decimals);
  if (!start.ok) throw new Error("demo accounts: the start funds are not a USDT amount");
  const funds = { currency: usdt.id, amount: start.value.units.toString() };

  const demoOf = async (owner: number) =>
    (await db.query<{ id: number }>("SELECT id FROM users WHERE demo_of = $1", [owner]))[0]?.id;

  /** Opens (once) a demo account of `owner`; `demo` is its row, which the caller made. */
  async function openFor(demo: number, owner: number) {
    return core.submit(commands.open, { user: demo, owner, funds }, { user: owner }, `demo-open:${demo}`);
  }

  /**
   * The row of `owner`'s demo account, made on the first call (a user row of its own, with no way to
   * sign in); `demo.open` makes it a demo account.
   */
  async function rowOf(owner: number): Promise<{ id: number; created: boolean }> {
    const [made] = await db.query<{ id: number }>(
      `INSERT INTO users (password_hash, invite_code, demo_of) VALUES ('!', $2, $1)
       ON CONFLICT (demo_of) DO NOTHING RETURNING id`,
      [owner, `demo-${owner}`],
    );
    const id = made?.id ?? (await demoOf(owner));
    if (id === undefined) throw new Error(`the demo account of user ${owner} vanished`);
    return { id: Number(id), created: made !== undefined };
  }

  /** The user's demo account, created with its start funds on the first call. */
  async function open(user: SessionUser): Promise<Outcome<{ user_id: number; created: boolean }>> {
    const owner = user.owner ?? user.id;
    const row = await rowOf(owner);
    // the row and its opening are two steps: a repeat of the keyed command finishes what a crash cut short
    const opened = await openFor(row.id, owner);
    return opened.ok ? success({ user_id: row.id, created: row.created }) : opened;
  }

  /** Makes the session act as the demo account or the real one; without `to`, the other one. */
  async function change(
    user: SessionUser,
    to?: "real" | "demo",
  ): Promise<Outcome<{ account: "real" | "demo"; user_id: number }>> {
    const owner = user.owner ?? user.id;
    const target = to ?? (accountOf(user) === "demo" ? "real" : "demo");
    if (target === "real") {
      await actAs(user, null);
      return success({ account: "real", user_id: owner });
    }
    const demo = await demoOf(owner);
    if (demo === undefined || !core.isDemoUser(demo)) return failure("DEMO_NOT_OPENED");
    await actAs(user, demo);
    return success({ account: "demo", user_id: demo });
  }

  /**
   * Closes everything the demo account has open (its spot orders, perpetual positions and orders,
   * seconds orders) and brings its money back to exactly the start funds. Only the owner's own demo
   * account can be reset.
   */
  async function reset(user: SessionUser, userId: number) {
    const owner = user.owner ?? user.id;
    const demo = await demoOf(owner);
    if (demo === undefined || demo !== userId || !core.isDemoUser(demo))
      return failure("DEMO_RESET_NOT_ALLOWED");
    const closed = {
      spot_orders: await close("spot", demo),
      positions: await close("lever", demo),
      seconds_orders: await close("seconds", demo),
    };
    const answer = await core.submit(commands.reset, { funds }, { user: demo });
    return answer.ok ? success({ ...answer.reply, closed }) : answer;
  }

  /** A product line tells what of a demo account's it closes before a reset. */
  const closeOnReset = (kind: ResetCloser, closer: Closer) => void closers.set(kind, closer);

  return { rowOf, open, openFor, change, reset, closeOnReset, startFunds: () => DEMO_START_USDT };
}

export type DemoService = Awaited<ReturnType<typeof createDemoService>>;
