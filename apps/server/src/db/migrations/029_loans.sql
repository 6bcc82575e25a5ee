-- Collateral loans: an operator's loan terms (coin, cycle, daily and overdue interest, limits) and the
-- coins accepted as collateral with their loan-to-value steps. A loan holds its collateral in the
-- borrower's financial account; once approved the principal is credited there from the venue's loans
-- account; interest accrues each day (scheduler job loan-interest); repaying principal + interest releases
-- the collateral; the LTV is recomputed on every index tick of the collateral's market and past the
-- liquidation step the collateral is sold at that tick's price.
CREATE TABLE loan_configs (
  id                  serial PRIMARY KEY,
  currency_id         integer NOT NULL REFERENCES currencies(id),
  cycle_days          integer NOT NULL CHECK (cycle_days BETWEEN 1 AND 365),
  daily_rate          numeric(12, 8) NOT NULL CHECK (daily_rate >= 0 AND daily_rate < 1),
  overdue_rate        numeric(12, 8) NOT NULL CHECK (overdue_rate >= 0 AND overdue_rate < 1),
  min_amount          numeric(36, 18) NOT NULL CHECK (min_amount > 0),
  max_amount          numeric(36, 18) NOT NULL CHECK (max_amount >= min_amount),
  -- a loan is at most the borrower's available assets (in USDT) × this
  asset_limit         numeric(8, 4) NOT NULL CHECK (asset_limit > 0),
  -- loans up to this amount are approved at once (0: every loan is reviewed)
  auto_approve_below  numeric(36, 18) NOT NULL DEFAULT 0 CHECK (auto_approve_below >= 0),
  -- a repayment waits for an operator's confirmation
  confirm_repay       boolean NOT NULL DEFAULT false,
  enabled             boolean NOT NULL DEFAULT true,
  created_at          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE loan_collaterals (
  currency_id   integer PRIMARY KEY REFERENCES currencies(id),
  -- the market whose index values the collateral (in the loan coin)
  market_id     integer NOT NULL REFERENCES markets(id),
  initial_ltv   numeric(6, 4) NOT NULL CHECK (initial_ltv > 0 AND initial_ltv <= 1),
  margin_call   numeric(6, 4) NOT NULL,
  top_up        numeric(6, 4) NOT NULL,
  liquidate     numeric(6, 4) NOT NULL CHECK (liquidate <= 1),
  enabled       boolean NOT NULL DEFAULT true,
  CHECK (initial_ltv < margin_call AND margin_call < top_up AND top_up < liquidate)
);

CREATE TABLE loans (
  id                      bigint PRIMARY KEY,
  user_id                 bigint NOT NULL REFERENCES users(id),
  config_id               integer NOT NULL REFERENCES loan_configs(id),
  currency_id             integer NOT NULL REFERENCES currencies(id),
  amount                  numeric(36, 18) NOT NULL CHECK (amount > 0),
  -- the terms when applied for
  daily_rate              numeric(12, 8) NOT NULL,
  overdue_rate            numeric(12, 8) NOT NULL,
  cycle_days              integer NOT NULL,
  collateral_currency_id  integer NOT NULL REFERENCES currencies(id),
  market_id               integer NOT NULL REFERENCES markets(id),
  collateral              numeric(36, 18) NOT NULL CHECK (collateral > 0),
  collateral_hold         text NOT NULL,
  initial_ltv             numeric(6, 4) NOT NULL,
  margin_call             numeric(6, 4) NOT NULL,
  top_up                  numeric(6, 4) NOT NULL,
  liquidate               numeric(6, 4) NOT NULL,
  state                   text NOT NULL CHECK (state IN ('review', 'rejected', 'active', 'repaying', 'repaid', 'liquidated')),
  -- the last LTV step the borrower was told of
  step                    text NOT NULL DEFAULT 'ok',
  start_day               date,
  due_day                 date,
  interest                numeric(36, 18) NOT NULL DEFAULT 0,
  repay_hold              text,
  repay_failed            boolean NOT NULL DEFAULT false,
  reason                  text,
  -- the liquidation: the tick used and what the sale did
  liq_seq                 bigint,
  liq_price               numeric(36, 18),
  sold                    numeric(36, 18),
  proceeds                numeric(36, 18),
  shortfall               numeric(36, 18),
  surplus                 numeric(36, 18),
  created_at              timestamptz NOT NULL,
  ended_at                timestamptz
);
CREATE INDEX loans_user ON loans (user_id, id DESC);

CREATE TABLE loan_interest (
  loan_id   bigint NOT NULL REFERENCES loans(id),
  day       date NOT NULL,
  amount    numeric(36, 18) NOT NULL,
  overdue   boolean NOT NULL,
  PRIMARY KEY (loan_id, day)
);

INSERT INTO loan_configs (currency_id, cycle_days, daily_rate, overdue_rate, min_amount, max_amount, asset_limit, auto_approve_below)
SELECT id, 7, 0.0003, 0.001, 100, 100000, 0.8, 1000 FROM currencies WHERE name = 'USDT'
UNION ALL
SELECT id, 30, 0.00025, 0.001, 100, 500000, 0.8, 1000 FROM currencies WHERE name = 'USDT';

INSERT INTO loan_collaterals (currency_id, market_id, initial_ltv, margin_call, top_up, liquidate)
SELECT c.id, m.id, 0.65, 0.80, 0.85, 0.92 FROM currencies c JOIN markets m ON m.currency_id = c.id
  WHERE c.name IN ('BTC', 'ETH') AND m.legal_id = (SELECT id FROM currencies WHERE name = 'USDT');
