-- The command log: every accepted command, in order, one row per committed batch, and the journal as a
-- Merkle log over it (RFC 9162). Leaf i is entry i + 1; its data is the entry's 32-byte digest (the
-- `hash` of a journal row; for entries of scheme 3, SHA-256 of the engine's `entryText` without a
-- previous hash). Order events (placing, amending, cancelling an order: value moved between a user's own
-- available and frozen buckets) are leaves with no journal row and no postings.
CREATE TABLE core_log (
  first_id   bigint PRIMARY KEY,
  last_id    bigint NOT NULL CHECK (last_id >= first_id),
  created_at timestamptz NOT NULL,
  -- deflated JSON: [[id, kind, args, caller, idempotency key or null], ...] of the batch's entries
  commands   bytea NOT NULL,
  -- the entries' digests (leaf data), 32 bytes each, in id order
  digests    bytea NOT NULL CHECK (length(digests) = 32 * (last_id - first_id + 1)),
  -- the tree's root once the batch is appended (tree size = last_id)
  root       bytea NOT NULL CHECK (length(root) = 32)
);

-- Complete tiles of the tree (as Trillian and Tessera store it): tile (level, idx) holds the 256 node
-- hashes at height 8 * level, nodes [256 * idx, 256 * idx + 256). Written once, when complete; the
-- incomplete right edge is rebuilt from the log's last digests.
CREATE TABLE merkle_tiles (
  level  smallint NOT NULL CHECK (level >= 0),
  idx    bigint NOT NULL CHECK (idx >= 0),
  hashes bytea NOT NULL CHECK (length(hashes) = 8192),
  PRIMARY KEY (level, idx)
);

-- Idempotency keys of order events (entries with no journal row), with the reply their sender heard.
CREATE TABLE command_keys (
  key      text PRIMARY KEY,
  entry_id bigint NOT NULL,
  reply    jsonb
);

ALTER TABLE journal_entries DROP CONSTRAINT IF EXISTS journal_entries_scheme_check;
ALTER TABLE journal_entries ADD CONSTRAINT journal_entries_scheme_check CHECK (scheme IN (1, 2, 3));

-- an order and its hold may be opened by an order event, which has no journal row
ALTER TABLE spot_orders DROP CONSTRAINT IF EXISTS spot_orders_entry_id_fkey;
ALTER TABLE ledger_holds DROP CONSTRAINT IF EXISTS ledger_holds_opened_by_fkey;
ALTER TABLE ledger_holds DROP CONSTRAINT IF EXISTS ledger_holds_closed_by_fkey;

CREATE TRIGGER core_log_append_only BEFORE UPDATE OR DELETE ON core_log
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER merkle_tiles_append_only BEFORE UPDATE OR DELETE ON merkle_tiles
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
