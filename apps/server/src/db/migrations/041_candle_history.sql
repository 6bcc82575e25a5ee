-- History drawn before a market's first tick: bars the venue made up (the simulated feed's walk run
-- backwards) or took from the replay recording, marked so that nobody mistakes them for recorded prices.
-- They carry no volume and are never index ticks (the public tick log never holds them).

ALTER TABLE candles ADD COLUMN synthetic boolean NOT NULL DEFAULT false;

-- One row per market whose history was filled, written in the transaction of its bars: a second start
-- (or a second node) finds it and fills nothing.
CREATE TABLE candle_backfills (
  market_id   integer PRIMARY KEY REFERENCES markets(id),
  -- "simulated" or "replay"
  source      text NOT NULL,
  -- the history's first point and its last (the anchor, where the live feed starts)
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL,
  bars        integer NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
