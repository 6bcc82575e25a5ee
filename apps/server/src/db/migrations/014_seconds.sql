-- Seconds contracts (micro account): the durations on offer with their payout rates and stake limits,
-- the currencies a stake can be paid in, and the orders with the two index ticks each one settles on.

CREATE TABLE seconds_durations (
  seconds      integer PRIMARY KEY CHECK (seconds > 0 AND seconds <= 86400),
  -- percent paid on a win: 20 pays stake × 20 % on top of the stake
  profit_ratio numeric(10, 4) NOT NULL CHECK (profit_ratio > 0 AND profit_ratio <= 1000),
  -- stake limits, in the stake's currency
  min_num      numeric(38, 18) NOT NULL CHECK (min_num > 0),
  max_num      numeric(38, 18) NOT NULL,
  enabled      boolean NOT NULL DEFAULT true,
  sort         integer NOT NULL DEFAULT 0,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (max_num >= min_num)
);

INSERT INTO seconds_durations (seconds, profit_ratio, min_num, max_num, sort) VALUES
  (30, 20, 10, 50000, 1),
  (60, 30, 10, 50000, 2),
  (120, 40, 10, 50000, 3),
  (300, 50, 10, 50000, 4);

CREATE TABLE seconds_currencies (
  currency_id integer PRIMARY KEY REFERENCES currencies(id),
  -- preset stakes the app offers as buttons, comma-separated
  numbers     text NOT NULL DEFAULT '10,50,100,500,1000',
  enabled     boolean NOT NULL DEFAULT true,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

INSERT INTO seconds_currencies (currency_id, numbers) VALUES (3, '10,50,100,500,1000');

INSERT INTO settings (key, value, public) VALUES
  -- how long after placing an order the user may still cancel it; 0: never
  ('seconds_cancel_grace_seconds', '0', false)
ON CONFLICT (key) DO NOTHING;

CREATE TABLE seconds_orders (
  id              bigint PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users(id),
  market_id       integer NOT NULL REFERENCES markets(id),
  -- the stake's currency (held in the user's micro account)
  currency_id     integer NOT NULL REFERENCES currencies(id),
  direction       text NOT NULL CHECK (direction IN ('up', 'down')),
  seconds         integer NOT NULL CHECK (seconds > 0),
  stake           numeric(38, 18) NOT NULL CHECK (stake > 0),
  -- the rate the order was placed under (percent), so its payout can be recomputed
  profit_ratio    numeric(10, 4) NOT NULL,
  -- 1 open, 3 settled, 4 cancelled
  status          smallint NOT NULL CHECK (status IN (1, 3, 4)),
  result          text CHECK (result IN ('win', 'loss', 'tie')),
  -- the last index tick at submit
  open_seq        bigint NOT NULL,
  open_price      numeric(38, 18) NOT NULL,
  open_ts         timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  -- the first index tick at or after expires_at
  end_seq         bigint,
  end_price       numeric(38, 18),
  end_ts          timestamptz,
  -- what came back to the micro account, and payout − stake
  payout          numeric(38, 18),
  profit          numeric(38, 18),
  hold_id         text NOT NULL,
  entry_id        bigint NOT NULL REFERENCES journal_entries(id),
  -- the entry that closed the hold: the settlement or the cancellation
  settle_entry_id bigint REFERENCES journal_entries(id),
  created_at      timestamptz NOT NULL,
  settled_at      timestamptz,
  cancelled_at    timestamptz,
  CHECK ((status = 3) = (result IS NOT NULL AND end_seq IS NOT NULL))
);
CREATE INDEX seconds_orders_user_idx ON seconds_orders (user_id, id DESC);
CREATE INDEX seconds_orders_open_idx ON seconds_orders (market_id, expires_at) WHERE status = 1;
