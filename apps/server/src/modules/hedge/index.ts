export { hedgeLine } from "./hedge.plugin.ts";
export { createHedgeService, type HedgeService } from "./hedge.service.ts";
