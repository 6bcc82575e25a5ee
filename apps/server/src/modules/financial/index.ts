export { financialLine } from "./financial.plugin.ts";
export { type EarnSummaries, financialRoutes } from "./financial.routes.ts";
