import { randomUUID } from "node:crypto";
import { parse, toPlainString } from "@bourse/money";
import type { Core } from "../../core/core.ts";
import type { Db } from "../../db/db.ts";
import type { SessionOperator } from "../../http/auth.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { type AdjustAccount, adjustCommand } from "./approvals.commands.ts";
import type { ApprovalsService } from "./approvals.service.ts";

/** The accounts as the console and the apps name them, for the request's summary. */
const ACCOUNT_NAMES: Record<AdjustAccount, string> = { change: "spot", legal: "fiat", financial: "earn" };

/** What an adjustment's request keeps, and its approval applies. */
interface AdjustPayload {
  user: number;
  currency: number;
  code: string;
  account: AdjustAccount;
  direction: "credit" | "debit";
  /** units of the currency's scale */
  units: string;
  amount: string;
  reason: string;
}

/**
 * Manual balance adjustments: they exist only as approval requests. An operator asks for a credit or a
 * debit of a user's available balance with a reason; a second operator's approval applies it through the
 * core (`balance.adjust`, once).
 */
export function createAdjustments(deps: { db: Db; core: Core; approvals: ApprovalsService }) {
  const { db, core, approvals } = deps;
  const command = adjustCommand(core);
  const KIND = "balance.adjust";

  approvals.register<AdjustPayload>({
    kind: KIND,
    roles: ["admin"],
    async apply(p, by) {
      const done = await core.submit(
        command,
        {
          request: by.request,
          user: p.user,
          currency: p.currency,
          code: p.code,
          account: p.account,
          direction: p.direction,
          amount: p.units,
          maker: by.maker,
          reason: p.reason,
          ip: by.ip.slice(0, 64),
        },
        { operator: by.operator.id },
        `approval:${by.request}`,
      );
      return done.ok ? success(null) : done;
    },
  });

  /** Asks for an adjustment; answers the request's id. */
  async function request(
    maker: SessionOperator,
    userId: number,
    b: {
      currency: number;
      direction: "credit" | "debit";
      amount: string;
      account?: AdjustAccount | undefined;
      reason: string;
    },
    ip: string,
  ): Promise<Outcome<{ id: number }>> {
    const [user] = await db.query<{ id: number }>("SELECT id::int AS id FROM users WHERE id = $1", [userId]);
    if (!user) return failure("ADMIN_USER_NOT_FOUND");
    const [c] = await db.query<{ name: string; decimals: number }>(
      "SELECT name, decimals FROM currencies WHERE id = $1",
      [b.currency],
    );
    if (!c) return failure("WALLET_UNKNOWN_CURRENCY");
    const parsed = parse(b.amount.trim(), c.decimals);
    if (!parsed.ok)
      return parsed.code === "MONEY_TOO_PRECISE"
        ? failure("WALLET_AMOUNT_TOO_PRECISE", { decimals: c.decimals })
        : failure("WALLET_INVALID_AMOUNT");
    if (parsed.value.units <= 0n) return failure("WALLET_INVALID_AMOUNT");
    const reason = b.reason.trim();
    if (reason.length < 10) return failure("REQUEST_INVALID_FIELD", { field: "reason" });
    const amount = toPlainString(parsed.value);
    const account = b.account ?? "change";
    const id = await approvals.ask<AdjustPayload>(KIND, {
      maker,
      // each adjustment is its own request
      subject: `user:${userId}:${randomUUID()}`,
      payload: {
        user: userId,
        currency: b.currency,
        code: c.name,
        account,
        direction: b.direction,
        units: String(parsed.value.units),
        amount,
        reason,
      },
      summary: {
        target: `${b.direction === "credit" ? "Credit" : "Debit"} · ${ACCOUNT_NAMES[account]}`,
        user_id: userId,
        currency: c.name,
        amount: b.direction === "debit" ? `-${amount}` : amount,
      },
      reason,
      ip,
    });
    return success({ id });
  }

  return { request };
}

export type Adjustments = ReturnType<typeof createAdjustments>;
