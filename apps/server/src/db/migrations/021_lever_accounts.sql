-- A lever trade lives in a margin account of its owner: the lever account (the user's own contracts) or
-- the copy account (positions copied from a trader, which carry the trader's order in copy_of).
ALTER TABLE lever_trades
  ADD COLUMN account text NOT NULL DEFAULT 'lever' CHECK (account IN ('lever', 'copy')),
  ADD COLUMN copy_of bigint REFERENCES lever_trades(id);

CREATE INDEX lever_trades_copy_of_idx ON lever_trades (copy_of) WHERE copy_of IS NOT NULL;

ALTER TABLE lever_liquidations
  ADD COLUMN account text NOT NULL DEFAULT 'lever' CHECK (account IN ('lever', 'copy'));
