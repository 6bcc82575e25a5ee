import { type Static, Type } from "typebox";
import { Page } from "./admin.ts";
import { Nullable, PageQuery } from "./bounds.ts";

const Amount = (description: string) => Type.String({ description: `${description}, decimal text` });
const Time = (what: string) => Type.String({ description: `when ${what}, ISO 8601` });
const DepositState = Type.Union(
  ["pending", "credited", "dropped", "below_minimum"].map((s) => Type.Literal(s)),
  {
    description:
      "pending (waiting for confirmations), credited, dropped (a reorganisation removed it before it was credited), below_minimum (recorded, not credited)",
  },
);

/** A transfer seen on the chain to a user's deposit address (`GET /wallet/chain_deposits`, the console's list). */
export const ChainDeposit = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  currency_id: Type.Integer(),
  currency_name: Type.String(),
  network_id: Type.Integer(),
  network_name: Type.String(),
  address: Type.String({ description: "the user's deposit address" }),
  sender: Type.String(),
  tx_hash: Type.String(),
  log_index: Type.Integer({ description: "the token transfer's log index, -1 for the chain's coin" }),
  block_number: Type.Integer(),
  amount: Amount("what is (or would be) credited"),
  state: DepositState,
  confirmations: Type.Integer(),
  required: Type.Integer({ description: "confirmations the network needs" }),
  explorer_url: Nullable(Type.String()),
  swept: Type.Boolean({ description: "collected into the hot wallet" }),
  created_at: Time("seen"),
  credited_at: Nullable(Time("credited")),
});
export type ChainDeposit = Static<typeof ChainDeposit>;
export const ChainDepositPage = Page(ChainDeposit);
export type ChainDepositPage = Static<typeof ChainDepositPage>;

/** A transaction the venue sent: a withdrawal, a sweep into the hot wallet, or the gas a token sweep needs. */
export const ChainTransfer = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal("withdrawal"), Type.Literal("sweep"), Type.Literal("gas")]),
  withdrawal_id: Nullable(Type.Integer()),
  network_id: Type.Integer(),
  network_name: Type.String(),
  currency_name: Type.String(),
  from_address: Type.String(),
  to_address: Type.String(),
  amount: Amount("the amount on the chain"),
  nonce: Nullable(Type.Integer()),
  tx_hash: Nullable(Type.String()),
  state: Type.Union(
    ["approved", "signed", "broadcast", "confirmed", "failed", "replaced"].map((s) => Type.Literal(s)),
  ),
  error: Nullable(Type.String()),
  explorer_url: Nullable(Type.String()),
  created_at: Time("created"),
  confirmed_at: Nullable(Time("confirmed")),
});
export type ChainTransfer = Static<typeof ChainTransfer>;
export const ChainTransferPage = Page(ChainTransfer);
export type ChainTransferPage = Static<typeof ChainTransferPage>;

/** Something an operator must look at: a reorganisation deeper than the confirmations, a watcher behind, a hot wallet low. */
export const ChainAlert = Type.Object({
  id: Type.Integer(),
  kind: Type.String({ description: "deep_reorg, watcher_lag, hot_wallet_low, rpc_down" }),
  detail: Type.String({ description: "the alert's facts (blocks, deposits, balances), as JSON text" }),
  created_at: Time("raised"),
  resolved_at: Nullable(Time("resolved")),
});
export type ChainAlert = Static<typeof ChainAlert>;

/** One watched network, as the console's chain page shows it (`GET /admin/chain/networks`). */
export const ChainNetworkStatus = Type.Object({
  network_id: Type.Integer(),
  network_name: Type.String(),
  currency_name: Type.String(),
  token_contract: Type.String(),
  confirmations: Type.Integer(),
  auto_approve_max: Amount("withdrawals at or under this go out without an operator"),
  hot_address: Type.String(),
  hot_balance: Nullable(Amount("the hot wallet's balance on the chain")),
  hot_wallet_min: Amount("the console warns under this"),
  liabilities: Amount("what users hold in this currency on the venue"),
  deposits: Type.Object({ pending: Type.Integer(), credited: Type.Integer(), unswept: Type.Integer() }),
  withdrawals: Type.Record(Type.String(), Type.Integer(), { description: "withdrawals by chain state" }),
});

/** The chain as the watcher sees it, with its networks and open alerts. */
export const ChainStatus = Type.Object({
  configured: Type.Boolean({ description: "false: no chain is configured, deposits use vouchers" }),
  family: Type.String(),
  chain_id: Nullable(Type.Integer()),
  head: Nullable(Type.Integer({ description: "the node's newest block" })),
  scanned: Nullable(Type.Integer({ description: "the newest block the watcher scanned" })),
  lag: Nullable(Type.Integer({ description: "blocks the watcher is behind the node" })),
  rpc_ok: Type.Boolean(),
  rpc_error: Nullable(Type.String()),
  last_scan_at: Nullable(Time("last scanned")),
  signer: Type.Boolean({ description: "a signer is configured: withdrawals and sweeps go out" }),
  networks: Type.Array(ChainNetworkStatus),
  alerts: Type.Array(ChainAlert),
});
export type ChainStatus = Static<typeof ChainStatus>;

/** `GET /wallet/chain_deposits`: the user's own. */
export const ChainDepositQuery = Type.Object({ ...PageQuery, state: Type.Optional(DepositState) });
/** The console's list: anyone's, or one user's. */
export const AdminChainDepositQuery = Type.Object({
  ...PageQuery,
  state: Type.Optional(DepositState),
  user_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
export const ChainTransferQuery = Type.Object({
  ...PageQuery,
  kind: Type.Optional(Type.Union([Type.Literal("withdrawal"), Type.Literal("sweep"), Type.Literal("gas")])),
  state: Type.Optional(
    Type.Union(
      ["approved", "signed", "broadcast", "confirmed", "failed", "replaced"].map((s) => Type.Literal(s)),
    ),
  ),
});
