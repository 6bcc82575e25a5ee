import {
  Decimal,
  Envelope,
  Int4,
  OkText,
  RefIdParams,
  SecondsAdminDuration,
  SecondsStakeCurrency,
  Text,
} from "@bourse/contract";
import { toPlainString } from "@bourse/money";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { operatorOf } from "../../http/auth.ts";
import { confirm, envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
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
  const tags = ["admin"];
  const admin = app.operatorWith("admin");
  const config = seconds.config;

  app.get(
    "/admin/seconds/durations",
    {
      schema: {
        tags,
        summary: "Seconds-contract durations, offered or not",
        response: { 200: Envelope(Type.Array(SecondsAdminDuration)) },
      },
      preHandler: admin,
    },
    async (request) =>
      envelope(
        request,
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
      ),
  );
  app.put(
    "/admin/seconds/durations/:seconds",
    {
      schema: {
        tags,
        summary: "Change a duration's payout rate, stake limits and whether it is offered",
        params: Type.Object({ seconds: Type.Integer({ minimum: 1, maximum: 86_400 }) }),
        body: Type.Object(DurationTerms),
        response: { 200: OkText },
      },
      preHandler: admin,
    },
    async (request) => {
      const done = await config.updateDuration(
        operatorOf(request),
        request.params.seconds,
        request.body,
        request.ip,
      );
      return confirm(request, done, "OK_SAVED");
    },
  );
  app.post(
    "/admin/seconds/durations",
    {
      schema: {
        tags,
        summary: "Offer a new duration",
        body: Type.Object({ seconds: Type.Integer({ minimum: 1, maximum: 86_400 }), ...DurationTerms }),
        response: { 200: OkText },
      },
      preHandler: admin,
    },
    async (request) => {
      const { seconds: length, ...terms } = request.body;
      const done = await config.addDuration(operatorOf(request), length, terms, request.ip);
      return confirm(request, done, "OK_SAVED");
    },
  );

  app.get(
    "/admin/seconds/currencies",
    {
      schema: {
        tags,
        summary: "Currencies stakes can be paid in, with their preset stakes",
        response: { 200: Envelope(Type.Array(SecondsStakeCurrency)) },
      },
      preHandler: admin,
    },
    async (request) =>
      envelope(
        request,
        success(
          (await config.currencies(true)).map((c) => ({
            id: c.id,
            name: c.name,
            numbers: c.numbers.join(","),
            enabled: c.enabled,
          })),
        ),
      ),
  );
  app.put(
    "/admin/seconds/currencies/:id",
    {
      schema: {
        tags,
        summary: "Set a stake currency's preset stakes and whether stakes can be paid in it",
        params: RefIdParams,
        body: Type.Object({
          numbers: Text(400, { description: "preset stakes, comma-separated" }),
          enabled: Type.Boolean(),
        }),
        response: { 200: OkText },
      },
      preHandler: admin,
    },
    async (request) => {
      const done = await config.updateCurrency(
        operatorOf(request),
        request.params.id,
        request.body,
        request.ip,
      );
      return confirm(request, done, "OK_SAVED");
    },
  );
};
