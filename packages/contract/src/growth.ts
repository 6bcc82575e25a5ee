import { Type } from "typebox";
import { PageQuery } from "./bounds.ts";

/**
 * Growth (spec §7 "User": invitations and rebates). `docs/growth-api.md` maps every call.
 */

/** `POST /user/getRebate`: the rebates one received, optionally of one level. */
export const GrowthRebateBody = Type.Object({
  level: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  ...PageQuery,
});
