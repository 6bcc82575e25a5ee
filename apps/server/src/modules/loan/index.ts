export { loanAdminRoutes } from "./loan.admin.routes.ts";
export { loanRoutes } from "./loan.routes.ts";
export { createLoanService, type LoanService } from "./loan.service.ts";
