-- Rebates: every trading fee an invitee pays (fee_payments) yields shares to its inviters of levels 1 to 3
-- (16/8/4 %, or 32/16/8 % for a king manager), posted from the venue's rebate expense to each inviter's
-- spot account by one command per fee entry (key rebate:<entry>), the scheduler's job `rebates`.
ALTER TABLE users ADD COLUMN king boolean NOT NULL DEFAULT false;

CREATE TABLE rebates (
  id            bigserial PRIMARY KEY,
  -- the entry that charged the fee, and the one that paid the rebate
  fee_entry_id  bigint NOT NULL REFERENCES journal_entries(id),
  entry_id      bigint NOT NULL REFERENCES journal_entries(id),
  payer_id      bigint NOT NULL REFERENCES users(id),
  user_id       bigint NOT NULL REFERENCES users(id),
  level         smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
  product       text NOT NULL,
  currency_id   integer NOT NULL REFERENCES currencies(id),
  fee           numeric(36, 18) NOT NULL,
  rate          numeric(8, 6) NOT NULL,
  amount        numeric(36, 18) NOT NULL CHECK (amount > 0),
  created_at    timestamptz NOT NULL
);
CREATE INDEX rebates_user ON rebates (user_id, id DESC);

-- how far the fee entries have been reckoned
CREATE TABLE rebate_cursor (
  id        smallint PRIMARY KEY CHECK (id = 1),
  entry_id  bigint NOT NULL
);
INSERT INTO rebate_cursor (id, entry_id) VALUES (1, 0);

INSERT INTO settings (key, value, public) VALUES
  -- levels 1/2/3, then a king manager's levels 1/2/3
  ('rebate_rates', '0.16,0.08,0.04', true),
  ('rebate_king_rates', '0.32,0.16,0.08', true)
ON CONFLICT (key) DO NOTHING;
