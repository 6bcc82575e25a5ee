/**
 * The texts of two-person approval (the Approvals page, the balance adjustment asked from a user's page
 * and the warnings before a risky save), `key: [en, zh]` like the rest; i18n.ts merges them in.
 */
export const approvalMessages = {
  "nav.approvals": ["Approvals", "双人审批"],
  "approvals.tab.pending": ["Waiting", "待审批"],
  "approvals.tab.approved": ["Approved", "已批准"],
  "approvals.tab.rejected": ["Rejected", "已驳回"],
  "approvals.empty.pending": ["Nothing waits for a second operator", "没有待第二人审批的申请"],
  "approvals.empty.approved": ["No approved requests", "没有已批准的申请"],
  "approvals.empty.rejected": ["No rejected requests", "没有已驳回的申请"],
  "approvals.help": [
    "Changes another operator asked for wait here: big withdrawals, balance adjustments and terms outside their usual range. Approving applies the change once; rejecting changes nothing. Your own requests need someone else.",
    "其他运营人员提交的变更在此等待：大额提现、余额调整及超出常规范围的条款。批准后变更执行一次；驳回则不做任何更改。您自己的申请须由他人处理。",
  ],
  "approvals.kind": ["Kind", "类型"],
  "approvals.kind.withdrawal.pay": ["Big withdrawal", "大额提现"],
  "approvals.kind.balance.adjust": ["Balance adjustment", "余额调整"],
  "approvals.kind.seconds.duration": ["Seconds payout rate", "秒合约赔率"],
  "approvals.kind.lock.plan": ["Lock mining daily rate", "锁仓挖矿日利率"],
  "approvals.kind.network.terms": ["Withdrawal fee or limit", "提现手续费或限额"],
  "approvals.kind.spot.market": ["Spot market terms", "现货市场参数"],
  "approvals.summary": ["What changes", "变更内容"],
  "approvals.maker": ["Asked by", "申请人"],
  "approvals.reason": ["Reason", "原因"],
  "approvals.checker": ["Decided", "处理"],
  "approvals.note": ["Rejection reason", "驳回原因"],
  "approvals.yours": ["Your request: another operator decides", "您的申请：须由其他运营人员处理"],
  "approvals.notYourRole": ["Another role decides", "须由其他角色处理"],
  "approvals.approve": ["Approve", "批准"],
  "approvals.approveConfirm": [
    "Approve request #{id}? Its change applies now.",
    "批准申请 #{id}？变更将立即生效。",
  ],
  "approvals.rejectTitle": ["Reject request #{id}", "驳回申请 #{id}"],
  "approvals.rejectHelp": [
    "Nothing the request asks for changes. The reason is kept with it and in the audit log.",
    "申请内容不会执行。原因将随申请及审计日志保存。",
  ],
  "approvals.riskyWarning": [
    "Above {limit}: saving will not apply it at once, it will wait for a second operator's approval.",
    "高于 {limit}：保存后不会立即生效，须等待第二位运营人员批准。",
  ],
  "approvals.networkHint": [
    "A fee or limit outside its usual range waits for a second operator's approval.",
    "超出常规范围的手续费或限额须等待第二位运营人员批准。",
  ],
  "approvals.pending": ["Waiting for a second operator", "等待第二人审批"],
  "adjust.button": ["Adjust balance", "调整余额"],
  "adjust.title": ["Adjust the balance of user #{id}", "调整用户 #{id} 的余额"],
  "adjust.help": [
    "Nothing moves now: a second operator approves the adjustment under Approvals. A debit beyond the available balance is refused then.",
    "不会立即变动：须由第二位运营人员在「双人审批」中批准。扣减超过可用余额时将被拒绝。",
  ],
  "adjust.submit": ["Ask for approval", "提交审批"],
  "adjust.direction": ["Direction", "方向"],
  "adjust.credit": ["Credit", "增加"],
  "adjust.debit": ["Debit", "扣减"],
  "adjust.account": ["Account", "账户"],
  "adjust.currencyRequired": ["Choose a currency", "请选择币种"],
  "adjust.amountInvalid": [
    "Enter a positive amount with at most {decimals} decimals",
    "请输入正数，最多 {decimals} 位小数",
  ],
  "adjust.reason": ["Reason (audited, 10 to 500 characters)", "原因（记入审计，10 至 500 个字符）"],
  "adjust.reasonRequired": ["Give a reason of 10 to 500 characters", "请填写 10 至 500 个字符的原因"],
  "adjust.asked": ["Request #{id} waits for a second operator", "申请 #{id} 等待第二位运营人员审批"],
  "currency.secondApprovalAbove": ["Second approval above", "超过此金额需二次审批"],
  "currency.secondApprovalAboveHelp": [
    "A withdrawal above this amount is paid only when a second operator approves it. Empty: never.",
    "超过此金额的提现须第二位运营人员批准后才会支付。留空：不需要。",
  ],
} as const;
