export { riskAdminRoutes } from "./risk.admin.routes.ts";
export { riskLine } from "./risk.plugin.ts";
export { createRiskService, type ExposureSnapshot, type RiskService } from "./risk.service.ts";
