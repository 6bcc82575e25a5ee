-- Copy trading. A trader is a user an operator approved (verification level 1, assets over the setting
-- copy_trader_min_assets, the follow agreement accepted); followers copy its lever orders into their copy
-- account, proportionally (a multiple of its lots) or by fixed lots, within their margin caps.
CREATE TABLE copy_traders (
  user_id       bigint PRIMARY KEY REFERENCES users(id),
  name          text NOT NULL,
  bio           text NOT NULL DEFAULT '',
  -- the share of a follower's realized profit on a copy that goes to the trader (0.1 = 10 %)
  share_rate    numeric(6, 4) NOT NULL CHECK (share_rate >= 0 AND share_rate < 1),
  max_followers integer NOT NULL CHECK (max_followers > 0),
  status        text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'suspended')),
  reason        text,
  applied_at    timestamptz NOT NULL,
  reviewed_at   timestamptz,
  reviewed_by   bigint
);

CREATE TABLE copy_follows (
  id               bigint PRIMARY KEY,
  follower_id      bigint NOT NULL REFERENCES users(id),
  trader_id        bigint NOT NULL REFERENCES users(id),
  mode             text NOT NULL CHECK (mode IN ('proportional', 'fixed')),
  -- proportional: the trader's lots × multiple; fixed: lots (in lots, as the market's lot unit allows)
  multiple         numeric(10, 2),
  lots             numeric(38, 18),
  max_margin_order numeric(38, 18),
  max_margin_total numeric(38, 18),
  status           text NOT NULL CHECK (status IN ('active', 'ended')),
  -- at the end: close the copies, or keep them as the follower's own
  end_mode         text CHECK (end_mode IN ('close', 'keep')),
  created_at       timestamptz NOT NULL,
  ended_at         timestamptz,
  entry_id         bigint NOT NULL REFERENCES journal_entries(id),
  CHECK ((mode = 'proportional') = (multiple IS NOT NULL) AND (mode = 'fixed') = (lots IS NOT NULL))
);
CREATE UNIQUE INDEX copy_follows_active_idx ON copy_follows (follower_id, trader_id) WHERE status = 'active';
CREATE INDEX copy_follows_trader_idx ON copy_follows (trader_id) WHERE status = 'active';

-- What happened to each trader order for each follower: copied, skipped (and why), closed with it, the
-- profit share paid, a copy kept as the follower's own (self-holding).
CREATE TABLE copy_events (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  follower_id  bigint NOT NULL REFERENCES users(id),
  trader_id    bigint NOT NULL REFERENCES users(id),
  trader_trade bigint REFERENCES lever_trades(id),
  copy_trade   bigint REFERENCES lever_trades(id),
  kind         text NOT NULL CHECK (kind IN ('skipped', 'shared', 'kept')),
  reason       text,
  amount       numeric(38, 18),
  currency_id  integer REFERENCES currencies(id),
  entry_id     bigint REFERENCES journal_entries(id),
  created_at   timestamptz NOT NULL
);
CREATE INDEX copy_events_follower_idx ON copy_events (follower_id, id DESC);
CREATE INDEX copy_events_trader_idx ON copy_events (trader_id, id DESC);
CREATE UNIQUE INDEX copy_events_kept_idx ON copy_events (copy_trade) WHERE kind = 'kept';

INSERT INTO settings (key, value, public) VALUES
  ('copy_trader_min_assets', '100000', true),
  ('copy_share_rate_cap', '0.1', true),
  ('copy_max_followers', '500', true)
ON CONFLICT (key) DO NOTHING;
