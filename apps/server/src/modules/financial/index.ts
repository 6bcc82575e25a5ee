export { type EarnSummaries, financialRoutes } from "./financial.routes.ts";
