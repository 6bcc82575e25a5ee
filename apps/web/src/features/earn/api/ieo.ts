import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiBase, type Params, request } from "../../../api/client";
import { clockOffset } from "../../../ui/server-clock";
import { allocationUrl, awaitsServer, countdownOf, type IeoTab } from "../model/ieo";
import { earnKey, mineKey } from "./earn";

/**
 * The IEO launchpad's calls (docs/earn-api.md "IEO calls", contract `packages/contract/src/ieo.ts`).
 * Amounts are decimal text in the payment coin or the token, shown as sent; times are ISO 8601 UTC.
 *
 * Projects are public and live under `ieoKey` (inside `earnKey`). One's subscriptions live under
 * `ieoMineKey`, inside `["wallet"]`: the user channel refetches them on every balance event (a
 * subscription's hold, its allocation and refund, the tokens' release each move the financial account).
 *
 * Every answer carries the server's `now`; each read keeps `offset` (server time − this device's time
 * when it came), and the countdowns run on `Date.now() + offset`.
 */
export const ieoKey = [...earnKey, "ieo"] as const;
export const ieoMineKey = [...mineKey, "ieo"] as const;

/** Pages of `GET /project` and `GET /user/project/order`; a short page is the last one. */
export const IEO_PAGE_LIMIT = 10;
/** How often a screen asks again while the server is due to change a project on its own (ms). */
export const IEO_POLL_MS = 15_000;

/** A project of `GET /project` (docs/earn-api.md "A project"). */
export interface IeoProject {
  id: number;
  name: string;
  /** the token's symbol */
  token: string;
  /** the token's currency */
  currency_id: number;
  token_decimals: number;
  /** the logo's URL, or empty */
  logo: string;
  pay_currency_id: number;
  pay_currency_name: string;
  pay_decimals: number;
  /** the issue price of one whole token, in the payment coin */
  price: string;
  /** the tokens for sale */
  supply: string;
  /** one user's total, least and most, in the payment coin */
  min_amount: string;
  max_amount: string;
  /** the verification level required (0: none) */
  kyc_level: number;
  warmup_at: string;
  start_at: string;
  end_at: string;
  unlock_at: string;
  status: IeoTab;
  /** the allocation has run */
  settled: boolean;
  /** the tokens are available */
  released: boolean;
  /** the payment frozen by every subscription */
  subscribed: string;
  subscribers: number;
  /** supply × price */
  raise: string;
  /** subscribed ÷ raise, a percent with 2 decimals; may pass 100 */
  progress: string;
}

/** The allocation's totals, once it has run: tokens, then payment-coin amounts. */
export interface IeoTotals {
  demand: string;
  allocated: string;
  remainder: string;
  subscribed: string;
  paid: string;
  refunded: string;
  oversubscribed: boolean;
}

/** `GET /project/detail`: a project with its presentation and, once settled, its totals. */
export interface IeoProjectDetail extends IeoProject {
  intro: string;
  whitepaper_article_id: number | null;
  totals?: IeoTotals | null;
}

/** One's subscription to a project (one per user and project). */
export interface IeoSubscription {
  id: number;
  project_id: number;
  name: string;
  token: string;
  token_decimals: number;
  pay_currency_name: string;
  price: string;
  /** frozen in all, in the payment coin */
  amount: string;
  /** each order that added to it */
  orders: { id: number; amount: string; created_at: string }[];
  status: string;
  /** null until allocated */
  tokens: string | null;
  paid: string | null;
  refund: string | null;
  unlock_at: string;
  /** the tokens are available */
  released: boolean;
  /** one's line in the published list: sha256 of `<project>:<user id>:<salt>`, hex */
  hashed_id: string;
  salt: string;
}

/** A page as the server sends it, with the offset of its clock. */
export interface IeoPage<T> {
  now: string;
  page: number;
  data: T[];
  offset: number;
}

export interface IeoDetail {
  now: string;
  project: IeoProjectDetail;
  offset: number;
}

/** `POST /project/order`'s answer: the order, the subscription, this order's amount and the new total. */
export interface IeoOrderDone {
  id: number;
  subscription: number;
  amount: string;
  total: string;
}

/** Reads a GET call and keeps the offset of the server's clock. */
async function clocked<T extends { now: string }>(
  path: string,
  params: Params,
): Promise<T & { offset: number }> {
  const answer = await request<T>(path, { method: "GET", params, silent: true });
  return { ...answer, offset: clockOffset(answer.now, Date.now()) };
}

/** Asks again every {@link IEO_POLL_MS} while a shown project is due to change on the server. */
function pollWhile(projects: readonly IeoProject[], offset: number): number | false {
  const now = Date.now() + offset;
  return projects.some((p) => awaitsServer(countdownOf(p, now))) ? IEO_POLL_MS : false;
}

const nextPage = <T>(last: IeoPage<T>, all: IeoPage<T>[]) =>
  last.data.length >= IEO_PAGE_LIMIT ? all.length + 1 : undefined;

/** `GET /project?status=`, page by page: the projects of a state, newest window first. */
export function useIeoProjects(tab: IeoTab) {
  return useInfiniteQuery({
    queryKey: [...ieoKey, "projects", tab],
    queryFn: ({ pageParam }) =>
      clocked<IeoPage<IeoProject>>("/project", { status: tab, page: pageParam, limit: IEO_PAGE_LIMIT }),
    initialPageParam: 1,
    getNextPageParam: nextPage<IeoProject>,
    refetchInterval: (query) => {
      const pages = query.state.data?.pages ?? [];
      const last = pages[pages.length - 1];
      return last
        ? pollWhile(
            pages.flatMap((p) => p.data),
            last.offset,
          )
        : false;
    },
    staleTime: 0,
  });
}

/** `GET /project/detail?id=`: one project; null id (a bad link) fetches nothing. */
export function useIeoProject(id: number | null) {
  return useQuery({
    queryKey: [...ieoKey, "project", id],
    queryFn: () => clocked<Omit<IeoDetail, "offset">>("/project/detail", { id }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const d = query.state.data;
      return d ? pollWhile([d.project], d.offset) : false;
    },
    staleTime: 0,
  });
}

/** One's subscription to a project (`GET /user/project/order?project_id=`), or null before any. */
export function useMySubscription(projectId: number | null, signedIn: boolean) {
  return useQuery({
    queryKey: [...ieoMineKey, "subscription", projectId],
    queryFn: async () => {
      const page = await clocked<Omit<IeoPage<IeoSubscription>, "offset">>("/user/project/order", {
        project_id: projectId,
        page: 1,
        limit: 1,
      });
      return page.data.find((s) => s.project_id === projectId) ?? null;
    },
    enabled: signedIn && projectId !== null,
    staleTime: 0,
  });
}

/** `GET /user/project/order`, page by page: one's subscriptions, newest first. */
export function useMySubscriptions() {
  return useInfiniteQuery({
    queryKey: [...ieoMineKey, "subscriptions"],
    queryFn: ({ pageParam }) =>
      clocked<IeoPage<IeoSubscription>>("/user/project/order", { page: pageParam, limit: IEO_PAGE_LIMIT }),
    initialPageParam: 1,
    getNextPageParam: nextPage<IeoSubscription>,
    staleTime: 0,
  });
}

/** The published allocation of a project: a public JSON document, opened as a plain link. */
export const publishedAllocation = (projectId: number) => allocationUrl(apiBase(), projectId);

/**
 * `POST /project/order`: subscribes `amount` of the payment coin, sending the payment coin and the
 * price the screen showed (the server refuses them if the terms changed since). Silent: the screen
 * shows a refusal beside the amount or in an alert.
 */
export const ieoCalls = {
  subscribe: (project: Pick<IeoProject, "id" | "pay_currency_id" | "price">, amount: string) =>
    request<IeoOrderDone>("/project/order", {
      params: {
        project_id: project.id,
        amount,
        pay_currency: project.pay_currency_id,
        price: project.price,
      },
      silent: true,
    }),
};
