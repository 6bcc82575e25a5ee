/**
 * Shapes the console reads. The schemas live in @bourse/contract (shared with the server); only
 * their types are imported, so no schema code reaches the bundle.
 */
import type * as contract from "@bourse/contract";
import type { Static } from "typebox";

export type Operator = Static<typeof contract.OperatorInfo>;
export type OperatorEntry = Static<typeof contract.OperatorEntry>;
export type AdminUser = Static<typeof contract.AdminUser>;
export type AdminUserDetail = Static<typeof contract.AdminUserDetail>;
export type KycApplication = Static<typeof contract.KycApplication>;
export type AuditEntry = Static<typeof contract.AuditEntry>;
export type OutboxMessage = Static<typeof contract.OutboxMessage>;

/** Paginated lists: `{ data, total, page, pages }` (contract `Page`). */
export type { Page, TotpSetup } from "@bourse/contract";

export type Role = "admin" | "reviewer" | "support";
export type AdminArticle = Static<typeof contract.AdminArticle>;
export type SaveArticleInput = Static<typeof contract.SaveArticleBody>;
export type SettingRow = Static<typeof contract.SettingRow>;
