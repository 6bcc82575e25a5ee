// approvals: where a change of terms waits for a second operator
export {
  lockDailyRateRisky,
  RISKY_TERMS,
  secondsPayoutRisky,
  spotFeeRisky,
  type WithdrawalTerms,
  withdrawalNeedsSecondApproval,
  withdrawalTermsRisky,
} from "./approvals/terms.ts";
// chain: deposits watched on a chain, units between the chain's and the venue's, fees of the venue's transfers
export {
  confirmations,
  type DepositAction,
  type DepositCheck,
  type DepositState,
  depositDecision,
  forkPoint,
  type StoredBlock,
} from "./chain/deposit.ts";
export { type GasFees, gasToFund, MIN_REPLACEMENT_BUMP, replacementFees, sweepable } from "./chain/fees.ts";
export { toChainUnits, toVenueUnits } from "./chain/units.ts";
export {
  type NetShare,
  NO_SHARE_MARK,
  netResult,
  type ShareMark,
  shareOnNet,
} from "./copy/share.ts";
export {
  type CopyLimits,
  type CopyMode,
  type CopySize,
  type CopySkip,
  copiedLots,
  profitShare,
  sizeCopy,
} from "./copy/size.ts";
export { DEMO_START_USDT, resetPostings } from "./demo/reset.ts";
// earn
export {
  allocateIeo,
  type IeoAllocation,
  type IeoPrice,
  type IeoResult,
  type IeoSubscription,
  type IeoTotals,
  type PublishedSubscription,
  paymentFor,
  recompute,
  tokensFor,
} from "./earn/allocation.ts";
export {
  type DualPayout,
  type DualTerms,
  type DualType,
  dualFactor,
  dualPayout,
  dualScenarios,
} from "./earn/dual.ts";
export {
  collateralFor,
  collateralValue,
  interestFor,
  interestForDay,
  type Liquidation,
  type LtvStep,
  type LtvSteps,
  liquidate,
  ltv,
  ltvStep,
  maxBorrow,
  priceAtLtv,
} from "./earn/loan.ts";
export {
  daysPaidBy,
  type EarlyRedemption,
  earlyRedemption,
  type LockSchedule,
  lockSchedule,
  totalYield,
  yieldForDay,
} from "./earn/lock.ts";
// exposure: the house's position against its users per market, seconds worst cases, limits and alerts
export {
  type AccountExposure,
  ALERT_PERCENT,
  alertLevel,
  type ExposurePosition,
  type LimitVerdict,
  limitCheck,
  type MarketExposure,
  marketExposure,
  type SecondsExpiry,
  type SecondsExposureOrder,
  type SecondsOpenOrder,
  type SecondsWorstCase,
  secondsExpiries,
  secondsWorstCase,
  usePercent,
  userNetLots,
} from "./exposure/exposure.ts";
// growth
export {
  type BonusRule,
  type BonusTask,
  bonusFor,
  claimable,
  claimWindow,
  DEFAULT_BONUS_RULES,
} from "./growth/bonus.ts";
export { type Coupon, type CouponState, couponState, discountedFee } from "./growth/coupon.ts";
export { marginSources, settleExperience } from "./growth/experience.ts";
export { DEFAULT_KING_THRESHOLDS, type KingStats, type KingThresholds, kingEligible } from "./growth/king.ts";
export {
  DEFAULT_REBATE_RATES,
  type Inviter,
  type RebateRates,
  type RebateShare,
  rebateCap,
  rebates,
} from "./growth/rebate.ts";
// hedge: the order that offsets the house's exposure past its threshold on an outside venue
export {
  type HedgeInput,
  type HedgeOrder,
  type HedgeReason,
  type HedgeSide,
  hedgeOrder,
  hedgeTarget,
  thresholdAmount,
} from "./hedge/hedge.ts";
export * from "./ledger/accounts.ts";
export {
  type Entry,
  type Exchange,
  type Hold,
  type HoldChanges,
  Ledger,
  type LedgerFailure,
  type LedgerResult,
  type Posting,
} from "./ledger/ledger.ts";
export {
  type AccountRisk,
  accountRisk,
  atLiquidation,
  ceilDiv,
  closeSettlement,
  dealingPrice,
  feeFor,
  floorDiv,
  type LeverDirection,
  type LeverPosition,
  type LeverTerms,
  limitReached,
  liquidationPrice,
  liquidationSettlement,
  marginFor,
  notional as leverNotional,
  notionalFraction,
  overnightCharge,
  parseRate,
  pnlAt,
  type Rate,
  riskRateBasisPoints,
  sizeUnits,
  stopReached,
  stopSideError,
  unrealizedAt,
} from "./lever/math.ts";
export {
  LeverTriggerIndex,
  type LiquidationTrigger,
  liquidationTriggers,
  type TriggerCandidates,
  type TriggerSide,
} from "./lever/triggers.ts";
export { applyTick, barStart, type Candle, PERIODS, type Period } from "./market/candles.ts";
export {
  HISTORY_SPAN,
  type HistoryOptions,
  type HistoryPoint,
  historyBars,
  historyPath,
  simulatedHistory,
} from "./market/history.ts";
export { type SeededRandom, seededRandom } from "./market/random.ts";
export {
  DEFAULT_SIMULATOR,
  type SimulatorParams,
  type SimulatorState,
  startSimulator,
  stepSimulator,
} from "./market/simulated.ts";
// nft
export {
  type AuctionBid,
  type AuctionOutcome,
  type AuctionRefusal,
  type AuctionState,
  type AuctionTerms,
  auctionOutcome,
  auctionStart,
  isPaymentLate,
  joinAuction,
  minimumBid,
  placeBid,
} from "./nft/auction.ts";
export { drawBox, drawBoxes, drawValue, type RaritySlot, seedCommitment } from "./nft/blindbox.ts";
export { type SaleSplit, saleSplit } from "./nft/sale.ts";
export { amountFor, feeOn, fiatFor, floatingPrice, indexInFiat, withinLimits } from "./p2p/quote.ts";
export { type Direction, type SecondsResult, type SecondsSettlement, settleSeconds } from "./seconds.ts";
export { applyCommand, type SpotCommand } from "./spot/command.ts";
export { type FilteredOrder, type FilterRefusal, filterRefusal, type OrderFilters } from "./spot/filters.ts";
export { hashOrders } from "./spot/hash.ts";
export { OrderBook } from "./spot/order-book.ts";
export { ReferenceBook } from "./spot/reference-book.ts";
export {
  baseAmount,
  buyHold,
  type FeeRates,
  type FillSettlement,
  notionalFromQuote,
  quoteAmount,
  quoteFromNotional,
  type SpotMarket,
  sellHold,
  settleFill,
} from "./spot/settlement.ts";
export {
  type BookConfig,
  type BookEvent,
  type BookResult,
  type CancelEvent,
  type CancelOrder,
  type CancelReason,
  copyResult,
  type Depth,
  type FillEvent,
  type MoveOrder,
  notional,
  type OrderStatus,
  type PlaceOrder,
  type RestEvent,
  type RestingOrder,
  type Side,
  type SpotBook,
  SpotCode,
  type TimeInForce,
} from "./spot/types.ts";
// transparency: the verifiable venue's proofs, checked the same way in the server, the browser and scripts
export {
  type ChainEntry,
  type ChainPosting,
  type ChainProof,
  postingDigest,
  type RedactedPosting,
  redactPosting,
  type SignedHead,
  verifyChain,
} from "./transparency/chain.ts";
export {
  type ClearPosting,
  canonicalAmount,
  canonicalJson,
  type EntryFields,
  entryHash,
  entryText,
  postingText,
  sha256Hex,
} from "./transparency/hash.ts";
export {
  type ChainHeadProof,
  type ConsistencyAnswer,
  type EntryProof,
  type SignedChainHead,
  type SignedTreeHead,
  verifyChainHeadProof,
  verifyConsistencyAnswer,
  verifyConsistencyProof,
  verifyEntryProof,
} from "./transparency/log-proof.ts";
// the journal's Merkle log (RFC 9162); its leafHash and nodeHash are named apart from the liabilities tree's
export {
  type CompleteTile,
  consistencyProof,
  emptyRoot,
  type FrontierState,
  fromHex,
  HASH_SIZE,
  inclusionProof,
  leafHash as logLeafHash,
  MerkleFrontier,
  type NodeId,
  type NodeSource,
  neededNodes,
  nodeFromTile,
  nodeHash as logNodeHash,
  rangeHash,
  rootOf,
  TILE_WIDTH,
  type TileSpan,
  tileOf,
  toHex,
  verifyConsistency,
  verifyInclusion,
} from "./transparency/merkle.ts";
export {
  buildTree,
  buildTreeSteps,
  HASHES_PER_STEP,
  type LiabilityLeaf,
  type LiabilityProof,
  type LiabilityTree,
  leafHash,
  PADDING,
  type PathStep,
  parentOf,
  proofAt,
  proofFor,
  type SignedRoot,
  type SumNode,
  verifyLiabilities,
  verifyLiabilityProof,
} from "./transparency/merkle-sum.ts";
export { type OutcomeProof, type TickInput, verifyOutcome } from "./transparency/outcome.ts";
export {
  generateKeyPair,
  type Head,
  headMessage,
  type KeyPair,
  type LiabilitiesRoot,
  publicKeyOf,
  rootMessage,
  signHead,
  signRoot,
  signTreeHead,
  type TreeHead,
  treeHeadMessage,
  verifyHead,
  verifyRoot,
  verifyTreeHead,
} from "./transparency/sign.ts";
export { type VerifyStep, verified } from "./transparency/steps.ts";
// wallet: blockchain addresses by their network's rules
export {
  type AddressCheck,
  type AddressFamily,
  type AddressProblem,
  addressFamily,
  base58CheckAddress,
  checkAddress,
  evmAddress,
  segwitAddress,
  solanaAddress,
  tronAddress,
} from "./wallet/address.ts";
