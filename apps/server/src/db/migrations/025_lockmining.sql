-- Lock mining: an operator's plans (coin, daily yield rate, days, single-order limits, total quota,
-- early-redemption penalty rate); a user's order locks the amount in its financial account, earns the
-- plan's daily yield at each 00:00 UTC (scheduler job lock-yield) and gets the principal back at
-- maturity, or earlier minus the penalty.
CREATE TABLE lock_plans (
  id            serial PRIMARY KEY,
  currency_id   integer NOT NULL REFERENCES currencies(id),
  daily_rate    numeric(12, 8) NOT NULL CHECK (daily_rate >= 0 AND daily_rate < 1),
  days          integer NOT NULL CHECK (days > 0 AND days <= 3650),
  min_amount    numeric(36, 18) NOT NULL CHECK (min_amount > 0),
  max_amount    numeric(36, 18) NOT NULL CHECK (max_amount >= min_amount),
  -- the most all orders of the plan may lock together (0: no limit)
  quota         numeric(36, 18) NOT NULL DEFAULT 0 CHECK (quota >= 0),
  penalty_rate  numeric(6, 4) NOT NULL CHECK (penalty_rate >= 0 AND penalty_rate <= 1),
  enabled       boolean NOT NULL DEFAULT true,
  sort          integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE lock_orders (
  id            bigint PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users(id),
  plan_id       integer NOT NULL REFERENCES lock_plans(id),
  currency_id   integer NOT NULL REFERENCES currencies(id),
  amount        numeric(36, 18) NOT NULL,
  -- the plan's terms when the order was made
  daily_rate    numeric(12, 8) NOT NULL,
  days          integer NOT NULL,
  penalty_rate  numeric(6, 4) NOT NULL,
  -- the UTC day it started (day 1); yield for day k is paid at 00:00 UTC of start_day + k
  start_day     date NOT NULL,
  maturity      date NOT NULL,
  status        text NOT NULL CHECK (status IN ('active', 'matured', 'redeemed')),
  hold_id       text NOT NULL,
  yield_paid    numeric(36, 18) NOT NULL DEFAULT 0,
  days_paid     integer NOT NULL DEFAULT 0,
  penalty       numeric(36, 18),
  created_at    timestamptz NOT NULL,
  ended_at      timestamptz
);
CREATE INDEX lock_orders_user ON lock_orders (user_id, id DESC);

CREATE TABLE lock_yields (
  order_id  bigint NOT NULL REFERENCES lock_orders(id),
  day       date NOT NULL,
  amount    numeric(36, 18) NOT NULL,
  entry_id  bigint NOT NULL,
  PRIMARY KEY (order_id, day)
);

INSERT INTO lock_plans (currency_id, daily_rate, days, min_amount, max_amount, quota, penalty_rate, sort)
SELECT id, 0.001, 7, 100, 100000, 1000000, 0.05, 2 FROM currencies WHERE name = 'USDT'
UNION ALL
SELECT id, 0.0015, 30, 500, 500000, 5000000, 0.08, 1 FROM currencies WHERE name = 'USDT';
