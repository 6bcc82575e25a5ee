-- On-chain deposits and withdrawals. A currency network with `chain` set is watched on that chain when
-- the server is configured with one (CHAIN_RPC_URL); without it, the network keeps payment vouchers.
ALTER TABLE currency_networks
  ADD COLUMN chain text CHECK (chain IN ('evm')),
  -- the ERC-20 contract of a token network ('' for the chain's own coin), set in the console
  ADD COLUMN token_contract text NOT NULL DEFAULT '',
  -- the asset's decimals on the chain (ETH 18, USDT 6); the venue credits at the currency's own scale
  ADD COLUMN chain_decimals smallint CHECK (chain_decimals BETWEEN 0 AND 36),
  ADD COLUMN confirmations integer NOT NULL DEFAULT 12 CHECK (confirmations BETWEEN 1 AND 1000),
  -- a withdrawal at or under this amount goes out without an operator (0: every one is reviewed)
  ADD COLUMN auto_approve_max numeric(38, 18) NOT NULL DEFAULT 0 CHECK (auto_approve_max >= 0),
  -- the explorer's page of a transaction, `{tx}` standing for its hash ('' shows the hash alone)
  ADD COLUMN explorer_tx_url text NOT NULL DEFAULT '',
  -- the console warns when the hot wallet holds less than this
  ADD COLUMN hot_wallet_min numeric(38, 18) NOT NULL DEFAULT 0 CHECK (hot_wallet_min >= 0);

UPDATE currency_networks SET chain = 'evm', chain_decimals = 18, explorer_tx_url = 'https://etherscan.io/tx/{tx}' WHERE id = 2;
UPDATE currency_networks SET chain = 'evm', chain_decimals = 6, explorer_tx_url = 'https://etherscan.io/tx/{tx}' WHERE id = 3;

-- Each user's permanent deposit address on a chain, derived from the venue's extended public key at
-- the next free index (BIP-44: account xpub / 0 / index; dense, so the signer knows every venue
-- address by deriving as many as there are). One address serves every network of the chain.
CREATE TABLE chain_addresses (
  chain      text NOT NULL,
  user_id    bigint NOT NULL REFERENCES users(id),
  idx        integer NOT NULL CHECK (idx >= 0),
  address    text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (chain, user_id),
  UNIQUE (chain, idx),
  UNIQUE (chain, address)
);

-- The blocks the watcher scanned, newest kept (for finding where a reorganisation forked); the highest
-- is where the next scan resumes.
CREATE TABLE chain_blocks (
  chain       text NOT NULL,
  number      bigint NOT NULL,
  hash        text NOT NULL,
  parent_hash text NOT NULL,
  scanned_at  timestamptz NOT NULL,
  PRIMARY KEY (chain, number)
);

-- A transfer to a user's deposit address, from the block it was seen in: pending until the network's
-- confirmations, then credited once (the core command's key is chain:tx:log); dropped when a
-- reorganisation removes it before then; below_minimum is recorded and shown, never credited.
CREATE TABLE chain_deposits (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  chain         text NOT NULL,
  network_id    integer NOT NULL REFERENCES currency_networks(id),
  currency_id   integer NOT NULL REFERENCES currencies(id),
  user_id       bigint NOT NULL REFERENCES users(id),
  address       text NOT NULL,
  tx_hash       text NOT NULL,
  -- the log's index in its block for a token transfer, -1 for a transfer of the chain's coin
  log_index     integer NOT NULL,
  sender        text NOT NULL,
  block_number  bigint NOT NULL,
  block_hash    text NOT NULL,
  -- the amount on the chain, in its smallest units, and what the venue credits at its scale
  chain_units   numeric(78, 0) NOT NULL CHECK (chain_units > 0),
  amount        numeric(38, 18) NOT NULL CHECK (amount >= 0),
  state         text NOT NULL CHECK (state IN ('pending', 'credited', 'dropped', 'below_minimum')),
  confirmations integer NOT NULL DEFAULT 0,
  entry_id      bigint,
  -- the outgoing transfer that collected it into the hot wallet
  sweep_id      bigint,
  created_at    timestamptz NOT NULL,
  credited_at   timestamptz,
  UNIQUE (chain, tx_hash, log_index)
);
CREATE INDEX chain_deposits_user ON chain_deposits (user_id, id DESC);
CREATE INDEX chain_deposits_open ON chain_deposits (chain, state) WHERE state = 'pending';
CREATE INDEX chain_deposits_unswept ON chain_deposits (chain, address) WHERE state = 'credited' AND sweep_id IS NULL;

-- Every transaction the venue sends: withdrawals from the hot wallet, sweeps from deposit addresses,
-- and the gas a token sweep needs first. Its nonce is the sender's; a stuck one is sent again with the
-- same nonce and a higher fee (replaced_by names the new row).
CREATE TABLE chain_transfers (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  chain           text NOT NULL,
  kind            text NOT NULL CHECK (kind IN ('withdrawal', 'sweep', 'gas')),
  withdrawal_id   bigint REFERENCES withdrawal_requests(id),
  network_id      integer NOT NULL REFERENCES currency_networks(id),
  from_address    text NOT NULL,
  -- the sender's derivation: 'hot' or the user index of a deposit address
  from_key        text NOT NULL,
  to_address      text NOT NULL,
  chain_units     numeric(78, 0) NOT NULL CHECK (chain_units >= 0),
  nonce           bigint,
  max_fee         numeric(78, 0),
  priority_fee    numeric(78, 0),
  gas_limit       numeric(78, 0),
  tx_hash         text,
  raw_tx          text,
  state           text NOT NULL CHECK (state IN ('approved', 'signed', 'broadcast', 'confirmed', 'failed', 'replaced')),
  error           text,
  replaced_by     bigint REFERENCES chain_transfers(id),
  block_number    bigint,
  created_at      timestamptz NOT NULL,
  broadcast_at    timestamptz,
  confirmed_at    timestamptz
);
CREATE INDEX chain_transfers_open ON chain_transfers (chain, state) WHERE state IN ('approved', 'signed', 'broadcast');
CREATE UNIQUE INDEX chain_transfers_withdrawal ON chain_transfers (withdrawal_id) WHERE withdrawal_id IS NOT NULL AND state <> 'replaced';

-- A withdrawal on a watched network goes out on the chain: its progress there, shown to the user.
ALTER TABLE withdrawal_requests ADD COLUMN chain_state text
  CHECK (chain_state IN ('approved', 'signed', 'broadcast', 'confirmed', 'failed'));

-- What the watcher and sender tell an operator: a reorganisation deeper than the confirmations, a
-- watcher behind the node, a hot wallet running low.
CREATE TABLE chain_alerts (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  chain      text NOT NULL,
  kind       text NOT NULL,
  detail     jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  resolved_at timestamptz
);
