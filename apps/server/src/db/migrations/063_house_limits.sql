-- Limits on the house's exposure (docs/product-decisions.md "House exposure"). The house is the counterparty of
-- every lever position and every seconds order; these cap how much it takes on. Every limit is
-- nullable: null is no limit. A refused order names the limit and the figures; reducing or closing is
-- never refused.

-- Per lever market: the house's net position valued at the index (quote currency), and one user's net
-- position (lots, open positions and pending limit orders together).
CREATE TABLE house_lever_limits (
  market_id      integer PRIMARY KEY REFERENCES markets(id),
  max_net_quote  numeric(38, 18) CHECK (max_net_quote >= 0),
  max_user_lots  numeric(38, 18) CHECK (max_user_lots >= 0),
  updated_at     timestamptz NOT NULL DEFAULT now()
);

-- Per seconds market and stake currency (a seconds market is a market of `markets`; stakes are in one
-- of `seconds_currencies`): the most the house may lose on the orders settling on one expiry.
CREATE TABLE house_seconds_limits (
  market_id          integer NOT NULL REFERENCES markets(id),
  currency_id        integer NOT NULL REFERENCES currencies(id),
  max_expiry_payout  numeric(38, 18) CHECK (max_expiry_payout >= 0),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (market_id, currency_id)
);

-- A figure that reached 80 % (level 80) or 100 % (level 100) of its limit: recorded once as it crosses
-- upward, open until an operator resolves it.
CREATE TABLE house_limit_alerts (
  id           bigserial PRIMARY KEY,
  market_id    integer NOT NULL REFERENCES markets(id),
  -- the stake currency of a seconds alert; null for lever
  currency_id  integer REFERENCES currencies(id),
  kind         text NOT NULL CHECK (kind IN ('house_exposure', 'user_position', 'seconds_payout')),
  level        smallint NOT NULL CHECK (level IN (80, 100)),
  -- the figure and the limit when it fired, as decimal text in the limit's unit
  figure       numeric(38, 18) NOT NULL,
  limit_value  numeric(38, 18) NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  resolved_at  timestamptz,
  resolved_by  bigint REFERENCES operators(id)
);
-- one open alert per figure and level
CREATE UNIQUE INDEX house_limit_alerts_open
  ON house_limit_alerts (market_id, (coalesce(currency_id, 0)), kind, level) WHERE resolved_at IS NULL;
