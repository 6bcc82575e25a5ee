-- Spot trading: per-market trading rules, orders, trades, and the market maker's house account.

ALTER TABLE markets
  ADD COLUMN min_notional numeric(38, 18) NOT NULL DEFAULT 5 CHECK (min_notional >= 0),
  ADD COLUMN maker_fee numeric(10, 8) NOT NULL DEFAULT 0.001 CHECK (maker_fee >= 0 AND maker_fee < 1),
  ADD COLUMN taker_fee numeric(10, 8) NOT NULL DEFAULT 0.001 CHECK (taker_fee >= 0 AND taker_fee < 1),
  -- a limit price further than this from the index price (in percent) is refused
  ADD COLUMN price_band numeric(6, 2) NOT NULL DEFAULT 20 CHECK (price_band > 0),
  ADD COLUMN open_spot boolean NOT NULL DEFAULT true;

-- The market maker trades from an ordinary user account (it cannot sign in: no usable password).
ALTER TABLE users DROP CONSTRAINT users_status_check;
ALTER TABLE users ADD CONSTRAINT users_status_check CHECK (status IN ('active', 'locked', 'system'));
INSERT INTO users (email, password_hash, invite_code, nickname, status)
  VALUES ('market-maker@bourse.local', '!', 'HOUSEMM1', 'Market maker', 'system');

-- Spot settings the operator can change.
INSERT INTO settings (key, value, public) VALUES
  ('spot_maker_levels', '8', false),
  ('spot_maker_spread_bps', '10', false),
  ('spot_maker_step_bps', '5', false),
  ('spot_maker_quote_size', '2000', false)
ON CONFLICT (key) DO NOTHING;

CREATE TABLE spot_orders (
  id           bigint PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users(id),
  market_id    integer NOT NULL REFERENCES markets(id),
  side         text NOT NULL CHECK (side IN ('buy', 'sell')),
  type         text NOT NULL CHECK (type IN ('limit', 'market')),
  tif          text NOT NULL CHECK (tif IN ('GTC', 'IOC', 'FOK')),
  post_only    boolean NOT NULL DEFAULT false,
  price        numeric(38, 18),
  quantity     numeric(38, 18),
  quote_budget numeric(38, 18),
  filled       numeric(38, 18) NOT NULL DEFAULT 0,
  filled_quote numeric(38, 18) NOT NULL DEFAULT 0,
  fee          numeric(38, 18) NOT NULL DEFAULT 0,
  status       text NOT NULL CHECK (status IN ('open', 'filled', 'cancelled', 'rejected')),
  cancel_reason text,
  hold_id      text,
  entry_id     bigint NOT NULL REFERENCES journal_entries(id),
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL
);
CREATE INDEX spot_orders_user_idx ON spot_orders (user_id, status, id DESC);
CREATE INDEX spot_orders_open_idx ON spot_orders (market_id, id) WHERE status = 'open';

CREATE TABLE spot_trades (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  market_id    integer NOT NULL REFERENCES markets(id),
  price        numeric(38, 18) NOT NULL,
  quantity     numeric(38, 18) NOT NULL,
  quote        numeric(38, 18) NOT NULL,
  taker_side   text NOT NULL,
  maker_order  bigint NOT NULL REFERENCES spot_orders(id),
  taker_order  bigint NOT NULL REFERENCES spot_orders(id),
  maker_fee    numeric(38, 18) NOT NULL,
  taker_fee    numeric(38, 18) NOT NULL,
  entry_id     bigint NOT NULL REFERENCES journal_entries(id),
  created_at   timestamptz NOT NULL
);
CREATE INDEX spot_trades_market_idx ON spot_trades (market_id, id DESC);
