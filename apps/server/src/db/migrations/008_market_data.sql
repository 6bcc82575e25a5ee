-- Market data: the index tick log (append-only, public), candles built from it, and the simulated
-- feed's resumable state.

CREATE TABLE ticks (
  market_id  integer NOT NULL REFERENCES markets(id),
  seq        bigint NOT NULL,
  price      numeric(38, 18) NOT NULL CHECK (price > 0),
  ts         timestamptz NOT NULL,
  PRIMARY KEY (market_id, seq)
);
CREATE INDEX ticks_time_idx ON ticks (market_id, ts);
CREATE TRIGGER ticks_append_only BEFORE UPDATE OR DELETE ON ticks
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

CREATE TABLE candles (
  market_id  integer NOT NULL REFERENCES markets(id),
  period     text NOT NULL,
  start      timestamptz NOT NULL,
  open       numeric(38, 18) NOT NULL,
  high       numeric(38, 18) NOT NULL,
  low        numeric(38, 18) NOT NULL,
  close      numeric(38, 18) NOT NULL,
  volume     numeric(38, 18) NOT NULL DEFAULT 0,
  ticks      integer NOT NULL,
  PRIMARY KEY (market_id, period, start)
);

CREATE TABLE feed_state (
  market_id  integer PRIMARY KEY REFERENCES markets(id),
  vol_ppm    integer NOT NULL,
  rng        bigint NOT NULL
);

ALTER TABLE markets ADD COLUMN feed_seed integer NOT NULL DEFAULT 1;
UPDATE markets SET feed_seed = id * 7919;
