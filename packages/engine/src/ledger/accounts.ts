/**
 * A user's accounts per currency (PRODUCT-RULES "Accounts"); money moves between them only by transfer.
 * `experience` holds the new-user bonus's experience funds (PRODUCT-RULES "Growth"): margin for contracts
 * only, so no transfer moves money into or out of it ({@link TRANSFERABLE}).
 */
export const ACCOUNT_KINDS = [
  "legal",
  "change",
  "lever",
  "micro",
  "financial",
  "copy",
  "experience",
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
/** Whether a transfer may move money from or to accounts of this kind. */
export const TRANSFERABLE = (kind: AccountKind) => kind !== "experience";

export type Bucket = "available" | "frozen";

/**
 * The venue's own accounts. They may go negative (deposits in transit is minus everything users
 * have deposited): their balances are what make every flow visible and every journal sum to zero.
 */
export const SYSTEM_ACCOUNTS = [
  "deposits",
  "withdrawals",
  "fees",
  "house",
  "escrow",
  "bonus_expense",
  "rebate_expense",
  "loans",
  // IEO: the tokens a project issues come out of it (minus the supply sold) and the payments for them
  // go in (the proceeds owed to the project)
  "ieo",
  // NFT: first sales' proceeds, forfeited margins of first sales, royalties held for artists without an account
  "nft",
] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

/** `u:<user>:<kind>:<bucket>` or `s:<name>`: the ledger's account key, the same in memory and in SQL. */
export type AccountKey = string;

export const userAccount = (user: number, kind: AccountKind, bucket: Bucket = "available"): AccountKey =>
  `u:${user}:${kind}:${bucket}`;
export const systemAccount = (name: SystemAccount): AccountKey => `s:${name}`;

/**
 * Demo accounts (PRODUCT-RULES "Growth", demo account) are a second namespace of the ledger: the accounts
 * of demo users (users the ledger was told are demo) and the venue's demo accounts `s:demo:<name>`. An
 * entry stays in one namespace; see {@link Ledger}.
 */
export const demoSystemAccount = (name: SystemAccount): AccountKey => `s:demo:${name}`;

export function parseAccountKey(
  key: AccountKey,
): { user: number; kind: AccountKind; bucket: Bucket } | { system: SystemAccount; demo?: true } | undefined {
  const parts = key.split(":");
  if (
    parts[0] === "s" &&
    parts.length === 2 &&
    (SYSTEM_ACCOUNTS as readonly string[]).includes(parts[1] ?? "")
  ) {
    return { system: parts[1] as SystemAccount };
  }
  if (
    parts[0] === "s" &&
    parts.length === 3 &&
    parts[1] === "demo" &&
    (SYSTEM_ACCOUNTS as readonly string[]).includes(parts[2] ?? "")
  ) {
    return { system: parts[2] as SystemAccount, demo: true };
  }
  if (parts[0] !== "u" || parts.length !== 4) return undefined;
  const user = Number(parts[1]);
  const kind = parts[2] as AccountKind;
  const bucket = parts[3] as Bucket;
  if (
    !Number.isSafeInteger(user) ||
    !ACCOUNT_KINDS.includes(kind) ||
    (bucket !== "available" && bucket !== "frozen")
  ) {
    return undefined;
  }
  return { user, kind, bucket };
}

export const isUserAccount = (key: AccountKey) => key.startsWith("u:");
