/**
 * Earn products' hash-route paths (spec §2 `lockming`, `financial`, `ieo`, `invest`, `loan`): the lock
 * mining plans, locking under one, one's orders, the financial account, the IEO launchpad's projects,
 * subscribing and one's subscriptions, dual investment's products, purchase, one's investments and its
 * rules, and collateral loans' offers, applying and one's loans. Apart from app/paths.ts, so that they
 * stay out of the first screen.
 */
export const earnPaths = {
  /** The lock mining plans open to orders; guests may look. */
  lockming: "/pages/lockming/lockming",
  /** Locks an amount under a plan (`?id=`). */
  lockmingBuy: "/pages/lockming/buy",
  /** One's lock mining orders (`?tab=active|ended`), with early redemption. */
  lockmingOrder: "/pages/lockming/order",
  /** The financial account: balances, yield to date, and the ways in and out. */
  financial: "/pages/financial/index",
  /** The IEO projects by state (`?tab=active|warmup|finished|closed`); guests may look. */
  ieo: "/pages/ieo/ieo",
  /** One project (`?id=`): its terms, and subscribing while it is in progress; guests may look. */
  ieoSubscribe: "/pages/ieo/subscribe",
  /** One's IEO subscriptions: allocation, refund, tokens, and one's line in the published list. */
  ieoOrder: "/pages/ieo/order",
  /** Dual investment's products by pair and type (`?pair=<currency id>&type=call|put`); guests may look. */
  dual: "/pages/invest/invest",
  /** One product (`?id=`): its terms, the two payouts, and buying shares; guests may look. */
  dualPurchase: "/pages/invest/purchase",
  /** One's dual investments (`?tab=purchased|completed`), each settled one with its public proof. */
  dualMine: "/pages/invest/mine",
  /** How dual investment works: the two types, the settlement price, the payout rule, the proofs. */
  dualHelp: "/pages/invest/help",
  /** The loan offers with their collateral coins and a calculator; guests may look. */
  loan: "/pages/loan/loan",
  /** One offer (`?id=`): its terms and applying for a loan against collateral; guests may look. */
  loanBuy: "/pages/loan/buy",
  /** One's loans (`?tab=open|ended`): LTV, debt, repaying and adding collateral. */
  loanOrder: "/pages/loan/order",
} as const;

/** The buy screen of a plan. */
export const withPlan = (planId: number) => `${earnPaths.lockmingBuy}?id=${planId}`;

/** One's orders on a tab. */
export const ordersTab = (tab: "active" | "ended") => `${earnPaths.lockmingOrder}?tab=${tab}`;

/** The subscribe screen of an IEO project. */
export const withProject = (projectId: number) => `${earnPaths.ieoSubscribe}?id=${projectId}`;

/** The IEO projects of a state. */
export const ieoTab = (tab: "active" | "warmup" | "finished" | "closed") => `${earnPaths.ieo}?tab=${tab}`;

/** The purchase screen of a dual investment product. */
export const withDualProduct = (productId: number) => `${earnPaths.dualPurchase}?id=${productId}`;

/** One's dual investments on a tab. */
export const dualMineTab = (tab: "purchased" | "completed") => `${earnPaths.dualMine}?tab=${tab}`;

/** The apply screen of a loan offer. */
export const withLoanOffer = (offerId: number) => `${earnPaths.loanBuy}?id=${offerId}`;

/** One's loans on a tab. */
export const loanOrderTab = (tab: "open" | "ended") => `${earnPaths.loanOrder}?tab=${tab}`;
