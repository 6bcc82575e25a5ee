import { Type } from "typebox";
import { Envelope } from "./envelope.ts";

export const GetSettingQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 64 })),
  lang: Type.Optional(Type.String({ maxLength: 8 })),
});
export const GetSettingResponse = Envelope(
  Type.Union([Type.String(), Type.Record(Type.String(), Type.String())]),
);

export const KycLevel = Type.Object({
  level: Type.Integer(),
  name: Type.String(),
  withdraw_limit_btc: Type.String({ description: "per rolling 24 h, BTC-equivalent" }),
  fiat_order_limit_usdt: Type.String({ description: "per fiat order" }),
});
export const LevelListResponse = Envelope(Type.Array(KycLevel));
