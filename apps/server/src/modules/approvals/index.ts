export { approvalsLine, registerApprovalKind } from "./approvals.plugin.ts";
export type {
  ApprovalAsk,
  ApprovalKind,
  ApprovalsService,
  ApprovedBy,
  AskApproval,
} from "./approvals.service.ts";
