-- Hedge orders (docs/product-decisions.md "Hedging"): spot market orders on an outside venue that offset the
-- house's lever exposure past the operator's threshold. Each is recorded before it is sent (state 'sent'),
-- then its fill ('filled') or the venue's refusal ('failed'). What a market is hedged is the sum of the
-- filled amounts, bought positive. Amounts are in the base currency, money in the quote currency, as the
-- outside venue reported them.
CREATE TABLE hedge_orders (
  id               bigserial PRIMARY KEY,
  market_id        integer NOT NULL REFERENCES markets(id),
  -- the CCXT exchange id and the outside market's symbol the order went to
  exchange         text NOT NULL,
  symbol           text NOT NULL,
  side             text NOT NULL CHECK (side IN ('buy', 'sell')),
  amount           numeric(38, 18) NOT NULL CHECK (amount > 0),
  -- 'excess': the hedge grows (the house's own position passed the threshold); 'unwind': it shrinks
  reason           text NOT NULL CHECK (reason IN ('excess', 'unwind')),
  -- the figures the order was decided on: the house's net position (base, negative: short), what was
  -- hedged before it (base, bought positive), the hedge aimed at, the index and the threshold (quote)
  house_net        numeric(38, 18) NOT NULL,
  hedged_before    numeric(38, 18) NOT NULL,
  target           numeric(38, 18) NOT NULL,
  index_price      numeric(38, 18) NOT NULL,
  threshold        numeric(38, 18) NOT NULL,
  state            text NOT NULL DEFAULT 'sent' CHECK (state IN ('sent', 'filled', 'failed')),
  -- the id the order is sent under, so that an order whose answer was lost can be looked up
  client_order_id  text NOT NULL UNIQUE,
  outside_id       text,
  filled           numeric(38, 18) NOT NULL DEFAULT 0 CHECK (filled >= 0),
  average_price    numeric(38, 18),
  cost             numeric(38, 18),
  fee              numeric(38, 18),
  fee_currency     text,
  error            text,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL
);
CREATE INDEX hedge_orders_market ON hedge_orders (market_id, id);
CREATE INDEX hedge_orders_sent ON hedge_orders (id) WHERE state = 'sent';
