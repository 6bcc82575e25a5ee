export { createWalletConfigService } from "./config.service.ts";
export { configAmount } from "./currencies.ts";
export { createFundingService } from "./funding.service.ts";
export { walletAdminRoutes } from "./wallet.admin.routes.ts";
export { walletLine } from "./wallet.plugin.ts";
export { walletRoutes } from "./wallet.routes.ts";
export { createWalletService } from "./wallet.service.ts";
