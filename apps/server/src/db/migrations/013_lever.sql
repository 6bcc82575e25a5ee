-- Leveraged contracts dealt by the house at the index price: each market's terms (operator
-- configuration), orders and positions (one row each, from submit to close), and liquidations.

CREATE TABLE lever_terms (
  market_id      integer PRIMARY KEY REFERENCES markets(id),
  -- base asset per lot
  lot_size       numeric(38, 18) NOT NULL CHECK (lot_size > 0),
  lot_decimals   smallint NOT NULL DEFAULT 2 CHECK (lot_decimals BETWEEN 0 AND 4),
  min_lots       numeric(38, 18) NOT NULL CHECK (min_lots > 0),
  max_lots       numeric(38, 18) NOT NULL,
  multiples      text NOT NULL DEFAULT '1,2,3,5,10,20,50,100',
  spread_rate    numeric(12, 10) NOT NULL DEFAULT 0.0001 CHECK (spread_rate >= 0 AND spread_rate < 0.1),
  fee_rate       numeric(12, 10) NOT NULL DEFAULT 0.0005 CHECK (fee_rate >= 0 AND fee_rate < 0.1),
  overnight_rate numeric(12, 10) NOT NULL DEFAULT 0.0003 CHECK (overnight_rate >= 0 AND overnight_rate < 0.1),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (max_lots >= min_lots)
);

INSERT INTO lever_terms (market_id, lot_size, min_lots, max_lots) VALUES
  (1, 0.01, 0.1, 200),  -- BTC/USDT: 0.01 BTC a lot
  (2, 0.1, 0.1, 500),   -- ETH/USDT
  (3, 1, 0.1, 1000),    -- SOL/USDT
  (4, 0.1, 0.1, 1000),  -- BNB/USDT
  (5, 100, 0.1, 1000),  -- XRP/USDT
  (6, 1000, 0.1, 1000); -- DOGE/USDT

INSERT INTO settings (key, value, public) VALUES
  -- risk rate (equity ÷ used margin, percent) at or below which the whole lever account is closed
  ('lever_liquidation_risk_rate', '20', true)
ON CONFLICT (key) DO NOTHING;

CREATE TABLE lever_trades (
  id             bigint PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users(id),
  market_id      integer NOT NULL REFERENCES markets(id),
  -- the margin currency (the market's quote)
  currency_id    integer NOT NULL REFERENCES currencies(id),
  direction      text NOT NULL CHECK (direction IN ('long', 'short')),
  order_type     text NOT NULL CHECK (order_type IN ('market', 'limit')),
  -- deal_status: 0 pending, 1 open, 3 closed, 4 cancelled
  status         smallint NOT NULL CHECK (status IN (0, 1, 3, 4)),
  lots           numeric(38, 18) NOT NULL CHECK (lots > 0),
  lot_size       numeric(38, 18) NOT NULL,
  multiple       integer NOT NULL CHECK (multiple > 0),
  -- the terms the order was placed under, so every figure can be recomputed
  spread_rate    numeric(12, 10) NOT NULL,
  fee_rate       numeric(12, 10) NOT NULL,
  overnight_rate numeric(12, 10) NOT NULL,
  target_price   numeric(38, 18),
  open_price     numeric(38, 18),
  open_index     numeric(38, 18),
  open_seq       bigint,
  open_ts        timestamptz,
  take_profit    numeric(38, 18),
  stop_loss      numeric(38, 18),
  margin         numeric(38, 18) NOT NULL,
  origin_margin  numeric(38, 18) NOT NULL,
  fee            numeric(38, 18) NOT NULL,
  overnight      numeric(38, 18) NOT NULL DEFAULT 0,
  -- the last UTC day whose overnight fee is settled
  overnight_through date,
  close_price    numeric(38, 18),
  close_index    numeric(38, 18),
  close_seq      bigint,
  close_ts       timestamptz,
  close_reason   text CHECK (close_reason IN ('user', 'take_profit', 'stop_loss', 'liquidation')),
  pnl            numeric(38, 18),
  -- a loss beyond what the account held, absorbed by the house
  absorbed       numeric(38, 18) NOT NULL DEFAULT 0,
  hold_id        text NOT NULL,
  entry_id       bigint NOT NULL REFERENCES journal_entries(id),
  close_entry_id bigint REFERENCES journal_entries(id),
  created_at     timestamptz NOT NULL,
  opened_at      timestamptz,
  closed_at      timestamptz
);
CREATE INDEX lever_trades_user_idx ON lever_trades (user_id, status, id DESC);
CREATE INDEX lever_trades_live_idx ON lever_trades (id) WHERE status IN (0, 1);

CREATE TABLE lever_liquidations (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users(id),
  currency_id    integer NOT NULL REFERENCES currencies(id),
  -- the tick that brought the account to the threshold
  market_id      integer NOT NULL REFERENCES markets(id),
  tick_seq       bigint NOT NULL,
  tick_price     numeric(38, 18) NOT NULL,
  balance        numeric(38, 18) NOT NULL,
  used_margin    numeric(38, 18) NOT NULL,
  equity         numeric(38, 18) NOT NULL,
  paid           numeric(38, 18) NOT NULL,
  absorbed       numeric(38, 18) NOT NULL,
  positions      integer NOT NULL,
  entry_id       bigint NOT NULL REFERENCES journal_entries(id),
  created_at     timestamptz NOT NULL
);
CREATE INDEX lever_liquidations_user_idx ON lever_liquidations (user_id, id DESC);
