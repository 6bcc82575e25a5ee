-- The verifiable venue: what the venue publishes for users to hold it to.
-- How each journal entry is hashed (engine `entryText`): entries written from now on hash each posting and
-- the command by its own digest (scheme 2), so a proof can show other users' postings as digests only.
ALTER TABLE journal_entries ADD COLUMN scheme smallint NOT NULL DEFAULT 1 CHECK (scheme IN (1, 2));
-- Journal heads: every few minutes the writer signs the journal's last entry (id, hash, time).
CREATE TABLE transparency_heads (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entry_id     bigint NOT NULL UNIQUE REFERENCES journal_entries(id),
  hash         text NOT NULL,
  published_at timestamptz NOT NULL,
  public_key   text NOT NULL,
  signature    text NOT NULL
);

-- Proof of liabilities: per currency, a Merkle-sum tree over every user's total balance (all accounts,
-- held included; demo accounts are not liabilities), its root and total signed. A snapshot groups the
-- roots of one run, all taken at one journal entry.
CREATE TABLE liability_roots (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  snapshot     bigint NOT NULL,
  currency_id  integer NOT NULL REFERENCES currencies(id),
  entry_id     bigint NOT NULL,
  root         text NOT NULL,
  total        numeric(40, 0) NOT NULL CHECK (total >= 0),
  users        integer NOT NULL,
  published_at timestamptz NOT NULL,
  public_key   text NOT NULL,
  signature    text NOT NULL,
  UNIQUE (snapshot, currency_id)
);
-- each root's leaves (balances in units of the currency), from which a user's inclusion proof is rebuilt
CREATE TABLE liability_leaves (
  root_id  bigint NOT NULL REFERENCES liability_roots(id),
  user_id  bigint NOT NULL REFERENCES users(id),
  balance  numeric(40, 0) NOT NULL CHECK (balance >= 0),
  PRIMARY KEY (root_id, user_id)
);
-- the per-user secret its leaves are hashed with: balances are not exposed by the published tree
ALTER TABLE users ADD COLUMN liability_secret text;

INSERT INTO settings (key, value) VALUES ('transparency_head_minutes', '10') ON CONFLICT (key) DO NOTHING;
