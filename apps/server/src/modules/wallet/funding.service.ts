import type { BankCard, DepositRequest, SavedAddress, WithdrawalRequest } from "@bourse/contract";
import { type AccountKind, withdrawalNeedsSecondApproval } from "@bourse/engine";
import { add, compare, fromUnits, lt, toPlainString } from "@bourse/money";
import { requestSubject, writeAudit } from "../../audit/audit.ts";
import type { Core } from "../../core/core.ts";
import { iso, num } from "../../db/columns.ts";
import type { Db } from "../../db/db.ts";
import type { SessionOperator } from "../../http/auth.ts";
import { keyedLock } from "../../http/keyed-lock.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { offsetOf, pageOf } from "../../http/pagination.ts";
import { checkTotp } from "../../security/totp.ts";
import { readSetting } from "../../settings/settings.read.ts";
import type { AskApproval } from "../approvals/index.ts";
import { verifyPassword } from "../auth/index.ts";
import type { FilesService } from "../files/index.ts";
import { userMatches } from "../user/index.ts";
import { addressRefusal } from "./addresses.ts";
import {
  configAmount,
  currencies,
  currency,
  type LivePrice,
  network,
  usdtPriceOf,
  usdtValue,
  userAmount,
} from "./currencies.ts";
import { fundingCommands } from "./wallet.commands.ts";
import { trimZeros } from "./wallet.service.ts";

/** What a second operator's approval of a big withdrawal applies: the first operator's approval. */
export interface WithdrawalApproval {
  withdrawal: number;
  /** the payment's transaction id; empty on a network watched on a chain (the venue sends it) */
  txid: string;
}

/** 24 h withdrawal limits by verification level, in BTC-equivalent (PRODUCT-RULES "Limits by level"). */
const DAILY_LIMIT_BTC: Record<number, string> = { 0: "0", 1: "200", 2: "500" };
const MAX_ADDRESSES = 3;

/**
 * What the chain line tells the wallet when a chain is configured: which networks it watches (their
 * deposits are credited from the chain and their withdrawals sent on it), and each user's address there.
 */
export interface ChainHooks {
  watched(networkId: number): { family: "evm"; confirmations: number; token: string } | undefined;
  address(userId: number): Promise<Outcome<string>>;
}

export async function createFundingService(deps: {
  db: Db;
  core: Core;
  files: FilesService;
  clock: () => Date;
  livePrice: LivePrice;
}) {
  const { db, core, clock } = deps;
  const withdrawalLock = keyedLock();
  const commands = await fundingCommands(core, db);
  let chain: ChainHooks | undefined;
  let secondApproval: AskApproval<WithdrawalApproval> | undefined;

  async function accountFor(key: "deposit_account" | "withdraw_account"): Promise<AccountKind> {
    return readSetting(db, key);
  }

  /**
   * The venue's deposit address for a currency and network, with its QR text and minimum. A stored
   * address that is not a valid address of the network (kept from before addresses were checked) is
   * never shown: deposits on that network are unavailable until an operator sets a valid one.
   */
  async function depositAddress(currencyId: number, networkId: number | undefined, userId: number) {
    const c = await currency(db, currencyId);
    if (!c) return failure("WALLET_UNKNOWN_CURRENCY");
    const n = await network(db, currencyId, networkId);
    if (!n) return failure("WALLET_UNKNOWN_NETWORK");
    // a watched network: the user's own address, credited from the chain after its confirmations
    const watched = chain?.watched(n.id);
    if (chain && watched) {
      const own = await chain.address(userId);
      if (!own.ok) return own;
      return success({
        currency: c.id,
        currency_name: c.name,
        network: n.id,
        network_name: n.name,
        address: own.value,
        min_number: trimZeros(n.deposit_min),
        chain: {
          family: watched.family,
          confirmations: watched.confirmations,
          token_contract: watched.token,
        },
      });
    }
    if (!n.deposit_address.trim() || addressRefusal("deposit_address", n.name, n.deposit_address)) {
      return failure("WALLET_DEPOSIT_UNAVAILABLE", { network: n.name });
    }
    return success({
      currency: c.id,
      currency_name: c.name,
      network: n.id,
      network_name: n.name,
      address: n.deposit_address,
      min_number: trimZeros(n.deposit_min),
    });
  }

  /** A deposit claim with its voucher; money moves only when an operator approves it. */
  async function requestDeposit(
    userId: number,
    b: { currency: number; network?: number; amount: string; voucher?: string; account?: string },
  ): Promise<Outcome<{ id: number }>> {
    const c = await currency(db, b.currency);
    if (!c) return failure("WALLET_UNKNOWN_CURRENCY");
    const n = await network(db, b.currency, b.network);
    if (!n) return failure("WALLET_UNKNOWN_NETWORK");
    if (chain?.watched(n.id)) return failure("WALLET_DEPOSIT_ON_CHAIN", { network: n.name });
    const amount = userAmount(b.amount, c.decimals);
    if (!amount.ok) return amount;
    const min = configAmount(n.deposit_min, c.decimals);
    if (lt(amount.value, min)) return failure("WALLET_BELOW_MINIMUM", { min: toPlainString(min) });
    const voucher = await deps.files.owned(userId, b.voucher ?? b.account);
    if (!voucher) return failure("WALLET_VOUCHER_REQUIRED");
    const [row] = await db.query<{ id: number }>(
      "INSERT INTO deposit_requests (user_id, currency_id, network_id, amount, voucher, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
      [userId, c.id, n.id, toPlainString(amount.value), `/api/files/${voucher}`, clock()],
    );
    return success({ id: row!.id });
  }

  const DEPOSIT_SELECT = `SELECT d.id, d.user_id, COALESCE(u.email, '+' || COALESCE(u.area_code, '') || u.phone) AS account,
      d.currency_id, c.name AS currency_name, n.name AS network_name, ${num("d.amount")} AS amount,
      CASE WHEN d.state = 'approved' THEN ${num("COALESCE(d.credited_amount, d.amount)")} END AS credited_amount,
      d.credit_reason, d.txid, d.voucher, d.state,
      d.reject_reason, d.entry_id, o.username AS reviewed_by, ${iso("d.reviewed_at")} AS reviewed_at,
      ${iso("d.created_at")} AS created_at
    FROM deposit_requests d JOIN users u ON u.id = d.user_id JOIN currencies c ON c.id = d.currency_id
    JOIN currency_networks n ON n.id = d.network_id LEFT JOIN operators o ON o.id = d.reviewed_by`;

  /**
   * `q` is the console's search (a user's id, part of an email, mobile number or KYC name, or a
   * document number: `userMatches`); the queue (review) lists oldest first, every other list newest first.
   */
  async function deposits(
    filter: { userId?: number; state?: string; q?: string },
    page: number,
    limit: number,
  ) {
    const where = `($1::bigint IS NULL OR d.user_id = $1) AND ($2::text IS NULL OR d.state = $2)
      AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM users su WHERE su.id = d.user_id AND ${userMatches("su", 3)}))`;
    const params = [filter.userId ?? null, filter.state ?? null, filter.q?.trim() || null];
    const order = filter.state === "review" ? "ASC" : "DESC";
    const rows = await db.query<DepositRequest>(
      `${DEPOSIT_SELECT} WHERE ${where} ORDER BY d.id ${order} LIMIT $4 OFFSET $5`,
      [...params, limit, offsetOf(page, limit)],
    );
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM deposit_requests d WHERE ${where}`,
      params,
    );
    return pageOf(rows, count?.n ?? 0, page, limit);
  }

  /**
   * Credits the deposit once (its id is the idempotency key), recording the review with the money.
   * `amount` left out credits the claimed amount; another amount needs a reason of 10–500 characters,
   * which the user sees. `txid` is the transfer's hash, kept with the request.
   */
  async function approveDeposit(
    operator: SessionOperator,
    id: number,
    ip: string,
    credit: { amount?: string; reason?: string; txid?: string } = {},
  ): Promise<Outcome<null>> {
    const [d] = await db.query<{ user_id: number; currency_id: number; amount: string; state: string }>(
      "SELECT user_id, currency_id, amount::text AS amount, state FROM deposit_requests WHERE id = $1",
      [id],
    );
    if (!d) return failure("WALLET_REQUEST_NOT_FOUND");
    if (d.state !== "review") return failure("WALLET_REQUEST_CLOSED");
    const c = await currency(db, d.currency_id, true);
    if (!c) return failure("WALLET_UNKNOWN_CURRENCY");
    const claimed = configAmount(d.amount, c.decimals);
    let amount = claimed;
    if (credit.amount !== undefined && credit.amount.trim() !== "") {
      const parsed = userAmount(credit.amount, c.decimals);
      if (!parsed.ok) return { ...parsed, params: { ...parsed.params, field: "amount" } };
      amount = parsed.value;
    }
    const reason = credit.reason?.trim() ?? "";
    const differs = compare(amount, claimed) !== 0;
    if (differs && (reason.length < 10 || reason.length > 500))
      return failure("WALLET_CREDIT_REASON_REQUIRED", { field: "reason" });
    const txid = credit.txid?.trim() ?? "";
    const account = await accountFor("deposit_account");
    const done = await core.submit(
      commands.approveDeposit,
      {
        deposit: id,
        user: d.user_id,
        currency: c.id,
        account,
        amount: String(amount.units),
        ip,
        // the reason is kept only when it explains another amount
        ...(differs ? { reason } : {}),
        ...(txid ? { txid } : {}),
      },
      { operator: operator.id },
      `deposit:${id}`,
    );
    if (!done.ok) return done;
    return success(null);
  }

  async function rejectDeposit(
    operator: SessionOperator,
    id: number,
    reason: string,
    ip: string,
  ): Promise<Outcome<null>> {
    return db.tx(async (q) => {
      const rows = await q.query(
        "UPDATE deposit_requests SET state = 'rejected', reject_reason = $2, reviewed_by = $3, reviewed_at = $4 WHERE id = $1 AND state = 'review' RETURNING id",
        [id, reason.trim(), operator.id, clock()],
      );
      if (rows.length === 0) {
        const exists = await q.query("SELECT 1 FROM deposit_requests WHERE id = $1", [id]);
        return failure(exists.length ? "WALLET_REQUEST_CLOSED" : "WALLET_REQUEST_NOT_FOUND");
      }
      await writeAudit(q, {
        operatorId: operator.id,
        action: "deposit.reject",
        targetType: "deposit",
        targetId: id,
        before: { state: "review" },
        after: { state: "rejected", reject_reason: reason.trim() },
        ip,
        ...(await requestSubject(q, "deposit", id)),
      });
      return success(null);
    });
  }

  // ---- withdrawal destinations

  async function addresses(userId: number) {
    return db.query<SavedAddress>(
      `SELECT a.id, a.currency_id AS currency, c.name AS currency_name, a.network_id AS network, n.name AS network_name,
         a.name, a.address, ${iso("a.created_at")} AS created_at FROM wallet_addresses a JOIN currencies c ON c.id = a.currency_id
         JOIN currency_networks n ON n.id = a.network_id WHERE a.user_id = $1 ORDER BY a.id`,
      [userId],
    );
  }

  /** Saves (or with `id`, edits) one of at most three addresses, each a valid address of its network. */
  async function saveAddress(
    userId: number,
    b: { id?: number; currency: number; network?: number; name: string; address: string },
  ): Promise<Outcome<{ id: number }>> {
    const address = b.address.trim();
    const n = await network(db, b.currency, b.network);
    if (!n) return failure("WALLET_UNKNOWN_NETWORK");
    const refused = addressRefusal("address", n.name, address);
    if (refused) return refused;
    return db.tx(async (q) => {
      // one writer per user at a time, so two parallel saves cannot both pass the limit
      await q.query("SELECT id FROM users WHERE id = $1 FOR UPDATE", [userId]);
      if (b.id !== undefined) {
        const rows = await q.query<{ id: number }>(
          "UPDATE wallet_addresses SET currency_id = $3, network_id = $4, name = $5, address = $6 WHERE id = $1 AND user_id = $2 RETURNING id",
          [b.id, userId, b.currency, n.id, b.name.trim(), address],
        );
        return rows[0] ? success({ id: rows[0].id }) : failure("WALLET_ADDRESS_NOT_FOUND");
      }
      const [count] = await q.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM wallet_addresses WHERE user_id = $1",
        [userId],
      );
      if ((count?.n ?? 0) >= MAX_ADDRESSES) return failure("WALLET_ADDRESS_LIMIT");
      const [row] = await q.query<{ id: number }>(
        "INSERT INTO wallet_addresses (user_id, currency_id, network_id, name, address) VALUES ($1, $2, $3, $4, $5) RETURNING id",
        [userId, b.currency, n.id, b.name.trim(), address],
      );
      return success({ id: row!.id });
    });
  }

  async function deleteAddress(userId: number, id: number): Promise<Outcome<null>> {
    const rows = await db.query("DELETE FROM wallet_addresses WHERE id = $1 AND user_id = $2 RETURNING id", [
      id,
      userId,
    ]);
    return rows.length ? success(null) : failure("WALLET_ADDRESS_NOT_FOUND");
  }

  async function bankCard(userId: number): Promise<BankCard | null> {
    const [card] = await db.query<BankCard>(
      `SELECT real_name, bank_account, bank_name, bank_address, swift_code, aba_number, post_code, holder_address,
         payee_phone, payee_address, branch_name, bank_code, ${iso("updated_at")} AS updated_at
       FROM bank_cards WHERE user_id = $1`,
      [userId],
    );
    return card ?? null;
  }

  /** One card per user: digits only, 13 or more; the name and bank are required. */
  async function saveBankCard(userId: number, b: Record<string, string | undefined>): Promise<Outcome<null>> {
    const account = (b.bank_account ?? "").replace(/\s/g, "");
    if (!/^\d{13,40}$/.test(account)) return failure("WALLET_INVALID_BANK_CARD", { field: "bank_account" });
    for (const field of ["real_name", "bank_name"]) {
      if (!b[field] || b[field].trim().length < 2) return failure("WALLET_INVALID_BANK_CARD", { field });
    }
    const optional = [
      "bank_address",
      "swift_code",
      "aba_number",
      "post_code",
      "holder_address",
      "payee_phone",
      "payee_address",
      "branch_name",
      "bank_code",
    ];
    const values = optional.map((f) => (b[f] ?? "").trim());
    await db.query(
      `INSERT INTO bank_cards (user_id, real_name, bank_account, bank_name, ${optional.join(", ")}, updated_at)
       VALUES ($1, $2, $3, $4, ${optional.map((_, i) => `$${i + 5}`).join(", ")}, $${optional.length + 5})
       ON CONFLICT (user_id) DO UPDATE SET real_name = EXCLUDED.real_name, bank_account = EXCLUDED.bank_account,
         bank_name = EXCLUDED.bank_name, ${optional.map((f) => `${f} = EXCLUDED.${f}`).join(", ")}, updated_at = EXCLUDED.updated_at`,
      [userId, b.real_name!.trim(), account, b.bank_name!.trim(), ...values, clock()],
    );
    return success(null);
  }

  // ---- withdrawals

  /**
   * Everything a withdrawal needs before money is frozen: the fund password, the authenticator code
   * when bound (each code once), no security lock, and the 24 h limit of the user's level. A request
   * `byApiKey` (its caller checked the key's withdraw permission and IP allowlist) stands in for the
   * fund password and the code; the account must then be verified, as the app's route requires.
   */
  async function authorize(
    userId: number,
    payPassword: string | undefined,
    googleCode: string | undefined,
    usdValue: string,
    byApiKey = false,
  ) {
    const [u] = await db.query<{
      pay_password_hash: string | null;
      google_secret: string | null;
      google_last_step: number | null;
      withdraw_locked_until: Date | null;
      kyc_level: number;
    }>(
      "SELECT pay_password_hash, google_secret, google_last_step, withdraw_locked_until, kyc_level FROM users WHERE id = $1",
      [userId],
    );
    if (!u) return failure("AUTH_NOT_LOGGED_IN");
    const now = clock();
    if (u.withdraw_locked_until && u.withdraw_locked_until > now) {
      return failure("WALLET_SECURITY_LOCK", {
        until: u.withdraw_locked_until.toISOString().slice(0, 16).replace("T", " "),
      });
    }
    if (byApiKey && u.kyc_level < 1) return failure("AUTH_KYC_REQUIRED");
    if (!byApiKey) {
      if (!u.pay_password_hash) return failure("WALLET_PAY_PASSWORD_NOT_SET");
      if (!payPassword || !(await verifyPassword(payPassword, u.pay_password_hash)))
        return failure("WALLET_WRONG_PAY_PASSWORD");
      if (u.google_secret) {
        if (!googleCode) return failure("AUTH_GOOGLE_CODE_REQUIRED");
        const step = await checkTotp(u.google_secret, googleCode.trim(), now, u.google_last_step);
        if (step === undefined) return failure("SECURITY_GOOGLE_WRONG_CODE");
        await db.query("UPDATE users SET google_last_step = $2 WHERE id = $1", [userId, step]);
      }
    }
    const limitBtc = DAILY_LIMIT_BTC[u.kyc_level] ?? "0";
    const btc = (await currencies(db, true)).find((c) => c.name === "BTC");
    const limitUsd = usdtValue(
      configAmount(limitBtc, 8).units,
      8,
      btc ? usdtPriceOf(btc, deps.livePrice) : "0",
    );
    const [used] = await db.query<{ total: string }>(
      "SELECT COALESCE(sum(usd_value), 0)::text AS total FROM withdrawal_requests WHERE user_id = $1 AND state <> 'rejected' AND created_at > $2",
      [userId, new Date(now.getTime() - 24 * 3600_000)],
    );
    const after = add(configAmount(used?.total ?? "0", 18), configAmount(usdValue, 18));
    if (compare(after, configAmount(limitUsd, 18)) > 0)
      return failure("WALLET_DAILY_LIMIT", { limit: limitBtc });
    return success(null);
  }

  /**
   * Freezes the amount and records the request in the same transaction; an operator pays or rejects it.
   * One user's requests run one at a time, so two at once cannot both pass the 24 h limit.
   */
  function requestWithdrawal(
    userId: number,
    b: Parameters<typeof requestWithdrawalNow>[1],
  ): Promise<Outcome<{ id: number; fee: string; receive: string }>> {
    return withdrawalLock(`user:${userId}`, () => requestWithdrawalNow(userId, b));
  }

  async function requestWithdrawalNow(
    userId: number,
    b: {
      currency: number;
      number: string;
      network?: number;
      destination: string;
      method: "address" | "bank";
      payPassword?: string;
      googleCode?: string;
      /** authorized by an API key holding the withdraw permission, instead of the password and code */
      byApiKey?: boolean;
    },
  ): Promise<Outcome<{ id: number; fee: string; receive: string }>> {
    const c = await currency(db, b.currency);
    if (!c) return failure("WALLET_UNKNOWN_CURRENCY");
    const n = await network(db, b.currency, b.network);
    if (!n) return failure("WALLET_UNKNOWN_NETWORK");
    // an address saved before addresses were checked is refused here, so the user can correct it
    const refused = b.method === "address" ? addressRefusal("address", n.name, b.destination) : null;
    if (refused) return refused;
    const amount = userAmount(b.number, c.decimals);
    if (!amount.ok) return amount;
    const min = configAmount(n.withdraw_min, c.decimals);
    if (lt(amount.value, min)) return failure("WALLET_BELOW_MINIMUM", { min: toPlainString(min) });
    const fee = b.method === "bank" ? fromUnits(0n, c.decimals) : configAmount(n.withdraw_fee, c.decimals);
    if (compare(amount.value, fee) <= 0) return failure("WALLET_BELOW_MINIMUM", { min: toPlainString(fee) });
    const usdValue = usdtValue(amount.value.units, c.decimals, usdtPriceOf(c, deps.livePrice));
    const allowed = await authorize(userId, b.payPassword, b.googleCode, usdValue, b.byApiKey === true);
    if (!allowed.ok) return allowed;

    const done = await core.submit(
      commands.requestWithdrawal,
      {
        currency: c.id,
        network: b.method === "bank" ? null : n.id,
        method: b.method,
        destination: b.destination,
        account: await accountFor("withdraw_account"),
        amount: String(amount.value.units),
        fee: String(fee.units),
        usd_value: usdValue,
      },
      { user: userId },
    );
    return done.ok ? success(done.reply) : done;
  }

  const WITHDRAWAL_SELECT = `SELECT w.id, w.user_id, COALESCE(u.email, '+' || COALESCE(u.area_code, '') || u.phone) AS account,
      w.currency_id, c.name AS currency_name, n.name AS network_name, w.method, w.destination, ${num("w.amount")} AS amount,
      ${num("w.fee")} AS fee, ${num("w.amount - w.fee")} AS receive, w.state, w.txid, w.chain_state,
      CASE WHEN w.txid IS NOT NULL AND n.explorer_tx_url <> '' AND w.chain_state IS NOT NULL
        THEN replace(n.explorer_tx_url, '{tx}', w.txid) END AS explorer_url, w.reject_reason,
      o.username AS reviewed_by, ${iso("w.reviewed_at")} AS reviewed_at, ${iso("w.created_at")} AS created_at
    FROM withdrawal_requests w JOIN users u ON u.id = w.user_id JOIN currencies c ON c.id = w.currency_id
    LEFT JOIN currency_networks n ON n.id = w.network_id LEFT JOIN operators o ON o.id = w.reviewed_by`;

  /**
   * `q` is the console's search (a user's id, part of an email, mobile number or KYC name, or a
   * document number: `userMatches`); the queue (pending) lists oldest first, every other list newest first.
   */
  async function withdrawals(
    filter: { userId?: number; state?: string; q?: string },
    page: number,
    limit: number,
  ) {
    const where = `($1::bigint IS NULL OR w.user_id = $1) AND ($2::text IS NULL OR w.state = $2)
      AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM users su WHERE su.id = w.user_id AND ${userMatches("su", 3)}))`;
    const params = [filter.userId ?? null, filter.state ?? null, filter.q?.trim() || null];
    const order = filter.state === "pending" ? "ASC" : "DESC";
    const rows = await db.query<WithdrawalRequest>(
      `${WITHDRAWAL_SELECT} WHERE ${where} ORDER BY w.id ${order} LIMIT $4 OFFSET $5`,
      [...params, limit, offsetOf(page, limit)],
    );
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM withdrawal_requests w WHERE ${where}`,
      params,
    );
    return pageOf(rows, count?.n ?? 0, page, limit);
  }

  /** Pays (the hold goes to withdrawals in transit) or rejects (the hold is voided) a pending request. */
  /**
   * Pays (or approves for the chain) or rejects a pending withdrawal. Approving one above its currency's
   * `second_approval_above` asks a second operator instead (`APPROVAL_PENDING`); `secondApproved` is that
   * operator's approval applying it.
   */
  async function reviewWithdrawal(
    operator: SessionOperator,
    id: number,
    decision: { approve: true; txid: string } | { approve: false; reason: string },
    ip: string,
    secondApproved = false,
  ): Promise<Outcome<null>> {
    const [w] = await db.query<{
      user_id: number;
      hold_id: string;
      state: string;
      network_id: number | null;
      method: string;
      chain_state: string | null;
      amount: string;
      currency: string;
      second_approval_above: string | null;
    }>(
      `SELECT w.user_id, w.hold_id, w.state, w.network_id, w.method, w.chain_state, ${num("w.amount")} AS amount,
         c.name AS currency, ${num("c.second_approval_above")} AS second_approval_above
       FROM withdrawal_requests w JOIN currencies c ON c.id = w.currency_id WHERE w.id = $1`,
      [id],
    );
    if (!w) return failure("WALLET_REQUEST_NOT_FOUND");
    // once approved for the chain, the sender settles it: paid when confirmed, given back when it fails
    if (w.state !== "pending" || w.chain_state !== null) return failure("WALLET_REQUEST_CLOSED");
    const forChain =
      w.method === "address" && w.network_id !== null && chain?.watched(w.network_id) !== undefined;
    if (
      decision.approve &&
      !secondApproved &&
      secondApproval &&
      withdrawalNeedsSecondApproval(w.amount, w.second_approval_above)
    ) {
      if (!forChain && decision.txid.trim() === "") return failure("WALLET_TXID_REQUIRED");
      return secondApproval({
        maker: operator,
        subject: `withdrawal:${id}`,
        payload: { withdrawal: id, txid: decision.txid.trim() },
        summary: { target: `Withdrawal #${id}`, user_id: w.user_id, currency: w.currency, amount: w.amount },
        ip,
      });
    }
    if (decision.approve && forChain) return approveForChain(operator, id, ip);
    if (decision.approve && decision.txid.trim() === "") return failure("WALLET_TXID_REQUIRED");
    if (!decision.approve && decision.reason.trim() === "")
      return failure("REQUEST_INVALID_FIELD", { field: "reason" });
    const review = { withdrawal: id, user: w.user_id, hold: w.hold_id, ip };
    const caller = { operator: operator.id };
    const done = decision.approve
      ? await core.submit(commands.payWithdrawal, { ...review, txid: decision.txid.trim() }, caller)
      : await core.submit(commands.rejectWithdrawal, { ...review, reason: decision.reason.trim() }, caller);
    if (!done.ok) return done;
    return success(null);
  }

  /** Approves a withdrawal on a watched network: the sender signs it, broadcasts it and follows it. */
  async function approveForChain(operator: SessionOperator, id: number, ip: string): Promise<Outcome<null>> {
    return db.tx(async (q) => {
      const rows = await q.query(
        "UPDATE withdrawal_requests SET chain_state = 'approved', reviewed_by = $2, reviewed_at = $3 WHERE id = $1 AND state = 'pending' AND chain_state IS NULL RETURNING id",
        [id, operator.id, clock()],
      );
      if (rows.length === 0) return failure("WALLET_REQUEST_CLOSED");
      await writeAudit(q, {
        operatorId: operator.id,
        action: "withdrawal.approve",
        targetType: "withdrawal",
        targetId: id,
        before: { state: "pending" },
        after: { state: "pending", chain_state: "approved" },
        ip,
        ...(await requestSubject(q, "withdrawal", id)),
      });
      return success(null);
    });
  }

  return {
    /** The chain line, when a chain is configured, hands its hooks in here. */
    useChain(hooks: ChainHooks) {
      chain = hooks;
    },
    /** Big withdrawals' approvals go to a second operator through this (see `reviewWithdrawal`). */
    useSecondApproval(ask: AskApproval<WithdrawalApproval>) {
      secondApproval = ask;
    },
    /** The network is watched on a chain. */
    onChain: (networkId: number) => chain?.watched(networkId) !== undefined,
    depositAddress,
    requestDeposit,
    deposits,
    approveDeposit,
    rejectDeposit,
    addresses,
    saveAddress,
    deleteAddress,
    bankCard,
    saveBankCard,
    requestWithdrawal,
    withdrawals,
    reviewWithdrawal,
  };
}

export type FundingService = Awaited<ReturnType<typeof createFundingService>>;
