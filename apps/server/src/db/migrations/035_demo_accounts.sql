-- Demo accounts (PRODUCT-RULES "Growth"). A session acts as its user or as that user's demo account
-- (`acting_user`): switching changes this column, so the token, its expiry and its revocation stay one.
ALTER TABLE sessions ADD COLUMN acting_user bigint REFERENCES users(id);
-- Demo spot orders rest and match on the demo books only; their trades are never the market's.
ALTER TABLE spot_orders ADD COLUMN demo boolean NOT NULL DEFAULT false;
ALTER TABLE spot_trades ADD COLUMN demo boolean NOT NULL DEFAULT false;
DROP INDEX spot_trades_market_idx;
CREATE INDEX spot_trades_market_idx ON spot_trades (market_id, demo, id DESC);
