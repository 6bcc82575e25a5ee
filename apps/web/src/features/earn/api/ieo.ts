import type {
  IeoDetail,
  IeoOrderDone,
  IeoProject,
  IeoProjectPage,
  IeoSubscription,
  IeoSubscriptionPage,
} from "@bourse/contract";
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

/**
 * The answers' shapes, declared once in the contract (`packages/contract/src/ieo.ts`): a project of
 * `GET /project` and `/project/detail` (with its presentation and, once allocated, its totals), one's
 * subscription of `GET /user/project/order` with its orders, and what `POST /project/order` answers.
 */
export type { IeoOrderDone, IeoProject, IeoSubscription, IeoTotals } from "@bourse/contract";

/** An answer with the offset of the server's clock when it came. */
type Clocked<T> = T & { offset: number };

/** Reads a GET call and keeps the offset of the server's clock. */
async function clocked<T extends { now: string }>(path: string, params: Params): Promise<Clocked<T>> {
  const answer = await request<T>(path, { method: "GET", params, silent: true });
  return { ...answer, offset: clockOffset(answer.now, Date.now()) };
}

/** Asks again every {@link IEO_POLL_MS} while a shown project is due to change on the server. */
function pollWhile(projects: readonly IeoProject[], offset: number): number | false {
  const now = Date.now() + offset;
  return projects.some((p) => awaitsServer(countdownOf(p, now))) ? IEO_POLL_MS : false;
}

const nextPage = <T>(last: Clocked<{ data: T[] }>, all: Clocked<{ data: T[] }>[]) =>
  last.data.length >= IEO_PAGE_LIMIT ? all.length + 1 : undefined;

/** `GET /project?status=`, page by page: the projects of a state, newest window first. */
export function useIeoProjects(tab: IeoTab) {
  return useInfiniteQuery({
    queryKey: [...ieoKey, "projects", tab],
    queryFn: ({ pageParam }) =>
      clocked<IeoProjectPage>("/project", { status: tab, page: pageParam, limit: IEO_PAGE_LIMIT }),
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
    queryFn: () => clocked<IeoDetail>("/project/detail", { id }),
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
      const page = await clocked<IeoSubscriptionPage>("/user/project/order", {
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
      clocked<IeoSubscriptionPage>("/user/project/order", { page: pageParam, limit: IEO_PAGE_LIMIT }),
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
