import { useQuery } from "@tanstack/react-query";
import { request } from "./client";
import { useToken } from "./session";
import type { Operator, Role } from "./types";

export const meKey = ["admin", "me"] as const;

/** `GET /admin/me`: the signed-in operator and whether an authenticator is bound. */
export function useMe() {
  const token = useToken();
  return useQuery({
    queryKey: [...meKey, token],
    queryFn: () => request<Operator>("/admin/me"),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}

const everyone: readonly Role[] = ["admin", "reviewer", "support"];

/**
 * Which roles may use what; mirrors the server's operator guards, which stay the authority (a
 * forbidden call answers ADMIN_FORBIDDEN). The console only hides what would fail.
 */
export const access = {
  /** The first page: what waits, the day's figures, the house's result (every operator). */
  dashboard: everyone,
  users: everyone,
  lockUser: ["admin", "support"],
  kyc: ["admin", "reviewer"],
  /** Deposits, withdrawals, currencies and a user's balances and bills: to look at. */
  funds: ["admin", "support"],
  /** Approving or rejecting deposits and withdrawals, editing currencies and networks. */
  moveFunds: ["admin"],
  /** Requests waiting for a second operator: every operator sees them; each kind names who decides. */
  approvals: everyone,
  /** Contract terms: lever terms to look at. */
  contracts: ["admin", "support"],
  /** Changing lever terms, and the seconds-contract configuration (the server shows it to admins only). */
  editContracts: ["admin"],
  /** Fiat P2P: orders, chats and proofs, and ads to look at. */
  p2p: everyone,
  /** Deciding P2P appeals, and merchant applications (to look at as well: the server lists them to these roles). */
  decideP2p: ["admin", "reviewer"],
  /** Taking ads offline, fiat currencies and the P2P settings. */
  editP2p: ["admin"],
  /** Copy trading's traders and applications, to look at. */
  copy: everyone,
  /** Approving, rejecting and suspending traders (the server's roles for it). */
  decideCopy: ["admin", "reviewer"],
  /** Earn products: lock mining's plans and orders, IEO projects and subscriptions, to look at. */
  earn: ["admin", "support"],
  /** Adding, changing and closing lock mining plans and IEO projects. */
  editEarn: ["admin"],
  /** The NFT market's catalogue, sales, blind-box series and won auctions' payments, to look at. */
  nft: ["admin", "support"],
  /** Adding and changing artists, collections and artworks, opening sales and series, revealing seeds. */
  editNft: ["admin"],
  /** Copy trading's settings (minimum assets, profit-share cap, follower cap). */
  editCopy: ["admin"],
  /**
   * Growth: invitation trees, rebate rates and their history, king manager applications, the new-user
   * bonus rules, coupon issues and the campaign report, to look at.
   */
  growth: ["admin", "support"],
  /** Changing rebate rates and bonus rules, deciding king manager applications, issuing coupons (money). */
  editGrowth: ["admin"],
  ledger: ["admin"],
  /** The scheduler's daily jobs and their runs. */
  jobs: ["admin"],
  content: ["admin"],
  settings: ["admin"],
  editSetting: ["admin"],
  audit: ["admin"],
  outbox: ["admin", "support"],
  /** The live support chat: the inbox, conversations, replies and the canned replies to send. */
  support: ["admin", "support"],
  /** Adding, changing and removing canned replies. */
  editSupport: ["admin"],
  security: everyone,
  /** The console's operators: create, disable and enable, reset a password, change a role. */
  operators: ["admin"],
} satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof access;

export function can(operator: Operator | undefined, capability: Capability): boolean {
  return Boolean(operator && (access[capability] as readonly string[]).includes(operator.role));
}

/** Whether the signed-in operator may do `capability` (false while the operator is loading). */
export function useCan(capability: Capability): boolean {
  return can(useMe().data, capability);
}
