/** Hash routes of the console (the server serves it at /admin/, routing happens after the #). */
export const paths = {
  login: "/login",
  users: "/users",
  kyc: "/kyc",
  deposits: "/deposits",
  withdrawals: "/withdrawals",
  p2p: "/p2p",
  copy: "/copy",
  currencies: "/currencies",
  contracts: "/contracts",
  ledger: "/ledger",
  jobs: "/jobs",
  content: "/content",
  settings: "/settings",
  audit: "/audit",
  outbox: "/outbox",
  security: "/security",
} as const;
