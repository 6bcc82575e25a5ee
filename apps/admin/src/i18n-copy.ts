/**
 * The texts of the copy trading page (traders and their applications), `key: [en, zh]` like the rest;
 * i18n.ts merges them into the one table of the console.
 */
export const copyMessages = {
  "nav.copy": ["Copy trading", "跟单交易"],
  "copy.tab.pending": ["Applications", "待审核"],
  "copy.tab.approved": ["Traders", "交易员"],
  "copy.tab.suspended": ["Suspended", "已暂停"],
  "copy.tab.rejected": ["Rejected", "已驳回"],
  "copy.help": [
    "Applicants have verification level 1, the available assets of the setting copy_trader_min_assets and accepted the agreement. A suspended trader's new positions are not copied; its open copies still close with it.",
    "申请人已完成 1 级认证，可用资产达到设置项 copy_trader_min_assets 并同意了跟单协议。被暂停的交易员新开仓位不会被跟单，已有跟单仍随其平仓。",
  ],
  "copy.empty": ["No traders here", "暂无交易员"],
  "copy.trader.name": ["Trader", "交易员"],
  "copy.trader.user": ["User", "用户"],
  "copy.trader.share": ["Profit share", "分润比例"],
  "copy.trader.followers": ["Followers / cap", "跟单人数 / 上限"],
  "copy.trader.appliedAt": ["Applied", "申请时间"],
  "copy.trader.reason": ["Reason", "原因"],
  "copy.trader.approve": ["Approve", "通过"],
  "copy.trader.reinstate": ["Reinstate", "恢复"],
  "copy.trader.reject": ["Reject", "驳回"],
  "copy.trader.suspend": ["Suspend", "暂停"],
  "copy.trader.suspendConfirm": [
    "Suspend {name}? Their new positions will not be copied until they are reinstated.",
    "确定暂停 {name}？恢复之前其新开仓位不会被跟单。",
  ],
  "copy.trader.rejectTitle": ["Reject {name}", "驳回 {name}"],
  "copy.trader.rejectHelp": ["The applicant reads this reason.", "申请人会看到此原因。"],
  "copy.trader.approveTitle": ["Approve {name}", "通过 {name}"],
  "copy.trader.capHelp": ["The most followers this trader may have.", "该交易员最多可有的跟单人数。"],
  "copy.trader.cap": ["Follower cap", "跟单上限"],
  "copy.done.approve": ["Trader approved", "已通过"],
  "copy.done.reject": ["Application rejected", "已驳回"],
  "copy.done.suspend": ["Trader suspended", "已暂停"],
} as const;
