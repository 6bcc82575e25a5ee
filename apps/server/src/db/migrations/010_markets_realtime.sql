-- More listed markets, favourites, hot-search counts, turnover in candles, resumable replay
-- positions, and pruning of raw ticks past their retention period.

INSERT INTO currencies (id, name, decimals, sort, reference_price) VALUES
  (4, 'SOL', 8, 4, 150),
  (5, 'BNB', 8, 5, 580),
  (6, 'XRP', 6, 6, 0.52),
  (7, 'DOGE', 8, 7, 0.12);

INSERT INTO currency_networks (id, currency_id, name, deposit_address, deposit_min, withdraw_min, withdraw_fee) VALUES
  (5, 4, 'SOL', 'BourseDemoDepositAddressSolana1111111111111', 0.01, 0.1, 0.01),
  (6, 5, 'BEP20', '0xB0u75E0000000000000000000000000000dE0b5C', 0.01, 0.05, 0.001),
  (7, 6, 'XRP', 'rBourseDemoDepositAddressXRPLedger11', 1, 20, 0.25),
  (8, 7, 'DOGE', 'DBourseDemoDepositAddressDogecoin111', 10, 50, 4);

INSERT INTO markets (id, currency_id, legal_id, price_decimals, amount_decimals, sort, feed_seed) VALUES
  (3, 4, 3, 2, 4, 3, 3 * 7919),
  (4, 5, 3, 2, 4, 4, 4 * 7919),
  (5, 6, 3, 4, 1, 5, 5 * 7919),
  (6, 7, 3, 5, 0, 6, 6 * 7919);

-- Spot trades add their quote amount here (base amount in volume).
ALTER TABLE candles ADD COLUMN turnover numeric(38, 18) NOT NULL DEFAULT 0;

ALTER TABLE feed_state ALTER COLUMN vol_ppm DROP NOT NULL;
ALTER TABLE feed_state ALTER COLUMN rng DROP NOT NULL;
ALTER TABLE feed_state ADD COLUMN position bigint;

-- The tick log stays append-only; the one exception is the retention job, which deletes old ticks in a
-- transaction that sets bourse.tick_prune.
CREATE FUNCTION ticks_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('bourse.tick_prune', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'the tick log is append-only (% refused)', TG_OP;
END $$;
DROP TRIGGER ticks_append_only ON ticks;
CREATE TRIGGER ticks_append_only BEFORE UPDATE OR DELETE ON ticks
  FOR EACH ROW EXECUTE FUNCTION ticks_guard();

CREATE TABLE favourites (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id),
  market_id   integer NOT NULL REFERENCES markets(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, market_id)
);

-- Views of a market opened from search, per hour: the hot list sums the last 7 days.
CREATE TABLE market_views (
  market_id  integer NOT NULL REFERENCES markets(id),
  hour       timestamptz NOT NULL,
  views      integer NOT NULL DEFAULT 0,
  PRIMARY KEY (market_id, hour)
);
