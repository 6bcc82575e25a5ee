-- The double-entry ledger. Journal entries and their postings are append-only and hash-chained;
-- balances are materialized sums of postings; holds are what frozen buckets contain.

CREATE TABLE ledger_balances (
  account      text NOT NULL,
  currency_id  integer NOT NULL REFERENCES currencies(id),
  user_id      bigint REFERENCES users(id),
  amount       numeric(38, 18) NOT NULL DEFAULT 0,
  PRIMARY KEY (account, currency_id),
  -- the backstop: a user's bucket never goes below zero, whatever the code does
  CHECK (user_id IS NULL OR amount >= 0)
);
CREATE INDEX ledger_balances_user_idx ON ledger_balances (user_id) WHERE user_id IS NOT NULL;

CREATE TABLE journal_entries (
  id               bigint PRIMARY KEY,
  kind             text NOT NULL,
  reference        text,
  idempotency_key  text UNIQUE,
  user_id          bigint REFERENCES users(id),
  created_at       timestamptz NOT NULL,
  prev_hash        text NOT NULL,
  hash             text NOT NULL UNIQUE
);
CREATE INDEX journal_entries_user_idx ON journal_entries (user_id, id DESC);

CREATE TABLE postings (
  entry_id     bigint NOT NULL REFERENCES journal_entries(id),
  seq          smallint NOT NULL,
  account      text NOT NULL,
  currency_id  integer NOT NULL REFERENCES currencies(id),
  user_id      bigint REFERENCES users(id),
  amount       numeric(38, 18) NOT NULL CHECK (amount <> 0),
  balance_after numeric(38, 18) NOT NULL,
  PRIMARY KEY (entry_id, seq)
);
CREATE INDEX postings_account_idx ON postings (account, currency_id, entry_id DESC);

CREATE TABLE ledger_holds (
  id           text PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users(id),
  kind         text NOT NULL,
  currency_id  integer NOT NULL REFERENCES currencies(id),
  amount       numeric(38, 18) NOT NULL CHECK (amount > 0),
  state        text NOT NULL CHECK (state IN ('pending', 'posted', 'voided')),
  opened_by    bigint NOT NULL REFERENCES journal_entries(id),
  closed_by    bigint REFERENCES journal_entries(id)
);
CREATE INDEX ledger_holds_pending_idx ON ledger_holds (user_id, kind, currency_id) WHERE state = 'pending';

CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END $$;
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER postings_append_only BEFORE UPDATE OR DELETE ON postings
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
