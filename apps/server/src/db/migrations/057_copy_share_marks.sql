-- Copy trading's profit share is taken on the follower's net result (PnL − handling fee − overnight fees)
-- above a high-water mark per follower and trader: no share until earlier net losses with that trader
-- are recovered (engine `shareOnNet`).
CREATE TABLE copy_marks (
  follower_id bigint NOT NULL REFERENCES users(id),
  trader_id   bigint NOT NULL REFERENCES users(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  -- the sum of the net results of the follower's closed copies of this trader
  net_total   numeric(38, 18) NOT NULL,
  -- the highest net_total a share was taken on (0 at the start)
  high_water  numeric(38, 18) NOT NULL CHECK (high_water >= 0 AND high_water >= net_total),
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (follower_id, trader_id, currency_id)
);

-- What each closed copy's share was taken on: its net result, the part above the mark (basis), the rate,
-- the share, and the earlier net losses still to recover after it.
CREATE TABLE copy_settlements (
  copy_trade  bigint PRIMARY KEY REFERENCES lever_trades(id),
  follower_id bigint NOT NULL REFERENCES users(id),
  trader_id   bigint NOT NULL REFERENCES users(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  net         numeric(38, 18) NOT NULL,
  basis       numeric(38, 18) NOT NULL CHECK (basis >= 0),
  recovered   numeric(38, 18) NOT NULL CHECK (recovered >= 0),
  share_rate  numeric(6, 4) NOT NULL,
  amount      numeric(38, 18) NOT NULL CHECK (amount >= 0),
  to_recover  numeric(38, 18) NOT NULL CHECK (to_recover >= 0),
  entry_id    bigint NOT NULL REFERENCES journal_entries(id),
  created_at  timestamptz NOT NULL
);

-- Each follower's standing from the copies closed before this rule: their net total and its best
-- running value (shares already paid on gross profit stay paid; later ones wait for the losses since).
INSERT INTO copy_marks (follower_id, trader_id, currency_id, net_total, high_water, updated_at)
SELECT follower_id, trader_id, currency_id, sum(net), greatest(max(running), 0), now()
FROM (
  SELECT c.user_id AS follower_id, o.user_id AS trader_id, c.currency_id,
         c.pnl - c.fee - c.overnight AS net,
         sum(c.pnl - c.fee - c.overnight) OVER (
           PARTITION BY c.user_id, o.user_id, c.currency_id ORDER BY c.closed_at, c.id) AS running
  FROM lever_trades c JOIN lever_trades o ON o.id = c.copy_of
  WHERE c.account = 'copy' AND c.status = 3 AND c.pnl IS NOT NULL
) closed
GROUP BY follower_id, trader_id, currency_id;
