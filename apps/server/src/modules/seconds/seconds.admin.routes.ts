import {
  Decimal,
  Int4,
  RefIdParams,
  SecondsAdminDuration,
  SecondsStakeCurrency,
  Text,
} from "@bourse/contract";
import { toPlainString } from "@bourse/money";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { success } from "../../http/outcome.ts";
import { confirmation, routeKit } from "../../http/routes.ts";
import type { SecondsService } from "./seconds.service.ts";

const DurationTerms = {
  profit_ratio: Decimal("seconds_durations.profit_ratio", "percent paid on a win, above 0 and at most 1000"),
  min_num: Decimal("seconds_durations.min_num", "smallest stake"),
  max_num: Decimal("seconds_durations.max_num", "largest stake, at least min_num"),
  enabled: Type.Boolean(),
  sort: Type.Optional(Int4),
};
/** The console's seconds-contract configuration: durations (rate, stake limits) and stake currencies. */
export const secondsAdminRoutes: FastifyPluginAsyncTypebox<{ seconds: SecondsService }> = async (
  app,
  { seconds },
) => {
  const route = routeKit(app, ["admin"]);
  const config = seconds.config;

  route.get(
    "/admin/seconds/durations",
    {
      summary: "Seconds-contract durations, offered or not",
      caller: { operator: ["admin"] },
      answer: Type.Array(SecondsAdminDuration),
    },
    async () =>
      success(
        (await config.durations(true)).map((d) => ({
          seconds: d.seconds,
          profit_ratio: d.profitRatio,
          min_num: toPlainString(d.min),
          max_num: toPlainString(d.max),
          enabled: d.enabled,
          sort: d.sort,
        })),
      ),
  );
  route.put(
    "/admin/seconds/durations/:seconds",
    {
      summary: "Change a duration's payout rate, stake limits and whether it is offered",
      caller: { operator: ["admin"] },
      params: Type.Object({ seconds: Type.Integer({ minimum: 1, maximum: 86_400 }) }),
      body: Type.Object(DurationTerms),
      answer: Type.String(),
    },
    async ({ operator, body, params, request }) => {
      const done = await config.updateDuration(operator, params.seconds, body, request.ip);
      return confirmation(request, done, "OK_SAVED");
    },
  );
  route.post(
    "/admin/seconds/durations",
    {
      summary: "Offer a new duration",
      caller: { operator: ["admin"] },
      body: Type.Object({ seconds: Type.Integer({ minimum: 1, maximum: 86_400 }), ...DurationTerms }),
      answer: Type.String(),
    },
    async ({ operator, body, request }) => {
      const { seconds: length, ...terms } = body;
      const done = await config.addDuration(operator, length, terms, request.ip);
      return confirmation(request, done, "OK_SAVED");
    },
  );

  route.get(
    "/admin/seconds/currencies",
    {
      summary: "Currencies stakes can be paid in, with their preset stakes",
      caller: { operator: ["admin"] },
      answer: Type.Array(SecondsStakeCurrency),
    },
    async () =>
      success(
        (await config.currencies(true)).map((c) => ({
          id: c.id,
          name: c.name,
          numbers: c.numbers.join(","),
          enabled: c.enabled,
        })),
      ),
  );
  route.put(
    "/admin/seconds/currencies/:id",
    {
      summary: "Set a stake currency's preset stakes and whether stakes can be paid in it",
      caller: { operator: ["admin"] },
      params: RefIdParams,
      body: Type.Object({
        numbers: Text(400, { description: "preset stakes, comma-separated" }),
        enabled: Type.Boolean(),
      }),
      answer: Type.String(),
    },
    async ({ operator, body, params, request }) => {
      const done = await config.updateCurrency(operator, params.id, body, request.ip);
      return confirmation(request, done, "OK_SAVED");
    },
  );
};
