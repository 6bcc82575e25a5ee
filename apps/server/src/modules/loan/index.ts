export { loanAdminRoutes } from "./loan.admin.routes.ts";
export { loanLine } from "./loan.plugin.ts";
export { loanRoutes } from "./loan.routes.ts";
export { createLoanService, type LoanService } from "./loan.service.ts";
