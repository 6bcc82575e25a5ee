/**
 * The texts the console's lists share: the CSV export, the review queues' bulk decisions and the live
 * queue counts, `key: [en, zh]` like the rest; i18n.ts merges them into the one table.
 */
export const listMessages = {
  "list.exportCsv": ["Export CSV", "导出 CSV"],
  "list.exportCapped": [
    "Only the first {rows} rows were exported: narrow the filters for the rest.",
    "仅导出了前 {rows} 行，请缩小筛选范围导出其余部分。",
  ],
  "list.exportFailed": ["The export failed", "导出失败"],
  "bulk.selected": ["{count} selected", "已选 {count} 项"],
  "bulk.approve": ["Approve selected", "批量通过"],
  "bulk.reject": ["Reject selected", "批量拒绝"],
  "bulk.clear": ["Clear selection", "取消选择"],
  "bulk.approveTitle": ["Approve {count} requests", "批量通过 {count} 项"],
  "bulk.approveHelp": [
    "Each is decided as if approved on its own: one that cannot be is listed, the others stand.",
    "每一项都按单独审核处理：无法通过的会列出，其余照常生效。",
  ],
  "bulk.note": ["Note (optional, kept in the audit log)", "备注（可选，记入审计日志）"],
  "bulk.rejectTitle": ["Reject {count} requests", "批量拒绝 {count} 项"],
  "bulk.rejectHelp": [
    "Every user reads this reason. Each is decided on its own: one that cannot be is listed, the others stand.",
    "每位用户都会看到此原因。每一项单独处理：无法拒绝的会列出，其余照常生效。",
  ],
  "bulk.done": ["{decided} decided, {failed} refused", "已处理 {decided} 项，{failed} 项未通过"],
  "bulk.failedItem": ["#{id}: {message}", "#{id}：{message}"],
} as const;
