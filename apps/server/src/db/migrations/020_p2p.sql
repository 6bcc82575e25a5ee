-- Fiat P2P: merchants publish ads to buy or sell a coin for a fiat currency; a taker's order reserves
-- the coin (a sell ad's escrow, held in the merchant's legal account since publishing, or the taker's
-- own coin for a buy ad) until the seller confirms the buyer's payment. Every coin movement is a money
-- command; the rows below are the product's own record, written in the same transaction.

-- The fiat currencies ads may be priced in (operator list); the rate (fiat per USDT) prices floating ads.
CREATE TABLE p2p_fiats (
  id         serial PRIMARY KEY,
  code       text NOT NULL UNIQUE CHECK (code ~ '^[A-Z]{3}$'),
  name       text NOT NULL,
  symbol     text NOT NULL,
  usdt_rate  numeric(38, 18) NOT NULL CHECK (usdt_rate > 0),
  enabled    boolean NOT NULL DEFAULT true,
  sort       integer NOT NULL DEFAULT 0
);
INSERT INTO p2p_fiats (code, name, symbol, usdt_rate, sort) VALUES
  ('USD', 'US Dollar', '$', 1, 1),
  ('EUR', 'Euro', '€', 0.92, 2),
  ('CNY', 'Chinese Yuan', '¥', 7.2, 3),
  ('VND', 'Vietnamese Dong', '₫', 25400, 4),
  ('JPY', 'Japanese Yen', '¥', 150, 5);

-- Where a user receives fiat, per payment method kind: shown to the other party of an open order only.
-- `details` holds the kind's fields (see the p2p module's METHOD_FIELDS).
CREATE TABLE p2p_payment_methods (
  user_id     bigint NOT NULL REFERENCES users(id),
  kind        text NOT NULL CHECK (kind IN ('bank', 'intl_bank', 'alipay', 'wechat', 'paypal', 'momo')),
  details     jsonb NOT NULL,
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (user_id, kind)
);

-- Merchants: a user who applied and whom an operator approved runs a store.
-- The security deposit (setting `p2p_merchant_deposit`, in USDT) is held from the applicant's legal
-- account with the application, kept while it is a merchant, and released when it is rejected.
CREATE TABLE p2p_merchants (
  user_id      bigint PRIMARY KEY REFERENCES users(id),
  store_name   text NOT NULL,
  status       text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'suspended')),
  deposit      numeric(38, 18) NOT NULL DEFAULT 0 CHECK (deposit >= 0),
  deposit_currency integer REFERENCES currencies(id),
  hold_id      text REFERENCES ledger_holds(id),
  entry_id     bigint REFERENCES journal_entries(id),
  applied_at   timestamptz NOT NULL,
  reviewed_at  timestamptz,
  reviewed_by  bigint REFERENCES operators(id),
  reason       text
);

-- Ads. `side` is the merchant's: 'sell' (takers buy) or 'buy' (takers sell). Amounts are in the coin.
-- A sell ad's escrow is the hold `hold_id` (its total at publishing); `left_amount` is what takers may
-- still take, `reserved` what open orders hold of it.
CREATE TABLE p2p_ads (
  id            bigint PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES users(id),
  side          text NOT NULL CHECK (side IN ('sell', 'buy')),
  currency_id   integer NOT NULL REFERENCES currencies(id),
  fiat_id       integer NOT NULL REFERENCES p2p_fiats(id),
  price         numeric(38, 18) NOT NULL CHECK (price > 0),
  -- a floating ad's price is the index price in the fiat × margin (e.g. 1.02), taken when an order is;
  -- `price` is then the price when it was published. NULL: a fixed price.
  margin        numeric(38, 18) CHECK (margin BETWEEN 0.8 AND 1.2),
  total         numeric(38, 18) NOT NULL CHECK (total > 0),
  min_amount    numeric(38, 18) NOT NULL CHECK (min_amount > 0),
  max_amount    numeric(38, 18) NOT NULL CHECK (max_amount >= min_amount),
  left_amount   numeric(38, 18) NOT NULL CHECK (left_amount >= 0),
  reserved      numeric(38, 18) NOT NULL DEFAULT 0 CHECK (reserved >= 0),
  sold          numeric(38, 18) NOT NULL DEFAULT 0 CHECK (sold >= 0),
  methods       text[] NOT NULL,
  pay_minutes   integer NOT NULL CHECK (pay_minutes BETWEEN 5 AND 120),
  terms         text NOT NULL DEFAULT '',
  min_kyc       smallint NOT NULL DEFAULT 1 CHECK (min_kyc BETWEEN 0 AND 2),
  hold_id       text REFERENCES ledger_holds(id),
  status        text NOT NULL CHECK (status IN ('online', 'offline')),
  entry_id      bigint NOT NULL REFERENCES journal_entries(id),
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX p2p_ads_market_idx ON p2p_ads (side, currency_id, fiat_id, price) WHERE status = 'online';
CREATE INDEX p2p_ads_merchant_idx ON p2p_ads (merchant_id, id DESC);

-- Orders: a taker's deal on an ad. `hold_id` is the taker's own escrow on a buy ad.
CREATE TABLE p2p_orders (
  id            bigint PRIMARY KEY,
  ad_id         bigint NOT NULL REFERENCES p2p_ads(id),
  merchant_id   bigint NOT NULL REFERENCES users(id),
  taker_id      bigint NOT NULL REFERENCES users(id),
  buyer_id      bigint NOT NULL REFERENCES users(id),
  seller_id     bigint NOT NULL REFERENCES users(id),
  currency_id   integer NOT NULL REFERENCES currencies(id),
  fiat_id       integer NOT NULL REFERENCES p2p_fiats(id),
  price         numeric(38, 18) NOT NULL,
  amount        numeric(38, 18) NOT NULL CHECK (amount > 0),
  fiat_total    numeric(38, 18) NOT NULL CHECK (fiat_total > 0),
  fee           numeric(38, 18) NOT NULL DEFAULT 0 CHECK (fee >= 0),
  method        text NOT NULL,
  status        text NOT NULL CHECK (status IN ('unpaid', 'paid', 'appeal', 'completed', 'cancelled')),
  hold_id       text REFERENCES ledger_holds(id),
  pay_deadline  timestamptz NOT NULL,
  proof         text,
  paid_at       timestamptz,
  completed_at  timestamptz,
  cancelled_at  timestamptz,
  cancel_reason text CHECK (cancel_reason IN ('buyer', 'timeout', 'appeal')),
  appealed_by   bigint REFERENCES users(id),
  appeal_reason text,
  decided_by    bigint REFERENCES operators(id),
  entry_id      bigint NOT NULL REFERENCES journal_entries(id),
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX p2p_orders_taker_idx ON p2p_orders (taker_id, id DESC);
CREATE INDEX p2p_orders_merchant_idx ON p2p_orders (merchant_id, id DESC);
CREATE INDEX p2p_orders_open_idx ON p2p_orders (pay_deadline) WHERE status = 'unpaid';

-- Who changed an order's state, when, from what to what (system messages of the order's chat too).
CREATE TABLE p2p_order_events (
  order_id     bigint NOT NULL REFERENCES p2p_orders(id),
  entry_id     bigint NOT NULL REFERENCES journal_entries(id),
  at           timestamptz NOT NULL,
  actor        text NOT NULL,
  status       text NOT NULL,
  PRIMARY KEY (order_id, entry_id)
);

-- The chat of an order between its two parties: text or an image (an upload's path). What each party
-- has read is the last message id it acknowledged. The order's state changes (p2p_order_events) are
-- shown in the same thread as system messages.
CREATE TABLE p2p_messages (
  id          bigserial PRIMARY KEY,
  order_id    bigint NOT NULL REFERENCES p2p_orders(id),
  sender_id   bigint NOT NULL REFERENCES users(id),
  body        text NOT NULL DEFAULT '',
  image       text,
  created_at  timestamptz NOT NULL,
  CHECK (body <> '' OR image IS NOT NULL)
);
CREATE INDEX p2p_messages_order_idx ON p2p_messages (order_id, id);
CREATE TABLE p2p_chat_reads (
  order_id    bigint NOT NULL REFERENCES p2p_orders(id),
  user_id     bigint NOT NULL REFERENCES users(id),
  last_read   bigint NOT NULL,
  PRIMARY KEY (order_id, user_id)
);

INSERT INTO settings (key, value, public) VALUES
  ('p2p_fee_rate', '0', true),
  ('p2p_pay_minutes', '15', true),
  ('p2p_daily_cancel_limit', '3', true),
  ('p2p_appeal_wait_minutes', '10', true),
  ('p2p_merchant_deposit', '0', true)
ON CONFLICT (key) DO NOTHING;
