-- Dual investment: an operator's products on a market (call: sell high, the user invests the base coin;
-- put: buy low, the user invests the quote coin), each with a linked price, an APR, days, a share price
-- and shares for sale. An order holds its investment in the financial account until its maturity (the
-- purchase's UTC day + days, at the product's settlement time); it settles on the first recorded index
-- tick at or after the maturity, paid per PRODUCT-RULES, and names that tick.
CREATE TABLE dual_products (
  id            serial PRIMARY KEY,
  market_id     integer NOT NULL REFERENCES markets(id),
  type          text NOT NULL CHECK (type IN ('call', 'put')),
  linked_price  numeric(36, 18) NOT NULL CHECK (linked_price > 0),
  apr           numeric(12, 8) NOT NULL CHECK (apr > 0 AND apr < 100),
  days          integer NOT NULL CHECK (days BETWEEN 1 AND 365),
  share_price   numeric(36, 18) NOT NULL CHECK (share_price > 0),
  shares        integer NOT NULL CHECK (shares > 0),
  -- 'HH:MM' UTC
  settle_time   text NOT NULL DEFAULT '08:00' CHECK (settle_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  enabled       boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE dual_orders (
  id                  bigint PRIMARY KEY,
  -- the order's name in public (its proof): random, never derived from the id
  public_id           text NOT NULL UNIQUE,
  user_id             bigint NOT NULL REFERENCES users(id),
  product_id          integer NOT NULL REFERENCES dual_products(id),
  market_id           integer NOT NULL REFERENCES markets(id),
  -- the product's terms when bought
  type                text NOT NULL,
  linked_price        numeric(36, 18) NOT NULL,
  apr                 numeric(12, 8) NOT NULL,
  days                integer NOT NULL,
  shares              integer NOT NULL CHECK (shares > 0),
  invest_currency_id  integer NOT NULL REFERENCES currencies(id),
  investment          numeric(36, 18) NOT NULL CHECK (investment > 0),
  maturity_at         timestamptz NOT NULL,
  hold_id             text NOT NULL,
  status              text NOT NULL CHECK (status IN ('purchased', 'completed')),
  -- the settlement: the tick used, and what was paid
  settle_seq          bigint,
  settle_price        numeric(36, 18),
  settle_tick_at      timestamptz,
  payout_currency_id  integer REFERENCES currencies(id),
  payout              numeric(36, 18),
  converted           boolean,
  settled_entry       bigint,
  created_at          timestamptz NOT NULL
);
CREATE INDEX dual_orders_user ON dual_orders (user_id, id DESC);

INSERT INTO dual_products (market_id, type, linked_price, apr, days, share_price, shares)
SELECT m.id, 'put', 60000, 0.35, 7, 100, 10000 FROM markets m JOIN currencies c ON c.id = m.currency_id
  WHERE c.name = 'BTC' AND m.legal_id = (SELECT id FROM currencies WHERE name = 'USDT')
UNION ALL
SELECT m.id, 'call', 70000, 0.30, 7, 0.01, 10000 FROM markets m JOIN currencies c ON c.id = m.currency_id
  WHERE c.name = 'BTC' AND m.legal_id = (SELECT id FROM currencies WHERE name = 'USDT');
