-- Signed tree heads of the journal's Merkle log (RFC 9162): the writer signs the log's size, root and time
-- (engine `treeHeadMessage`). Heads published before keep what they signed (the last entry's id and its
-- chained hash, `tree_size` null); a new head keeps `entry_id` = the last entry it covers (= `tree_size`).
-- The last leaf may be an order event, which has no journal row: `entry_id` no longer references one.
ALTER TABLE transparency_heads DROP CONSTRAINT IF EXISTS transparency_heads_entry_id_fkey;
ALTER TABLE transparency_heads DROP CONSTRAINT IF EXISTS transparency_heads_entry_id_key;
ALTER TABLE transparency_heads ALTER COLUMN hash DROP NOT NULL;
ALTER TABLE transparency_heads ADD COLUMN tree_size bigint UNIQUE;
ALTER TABLE transparency_heads ADD COLUMN root text;
ALTER TABLE transparency_heads ADD CONSTRAINT transparency_heads_kind_check CHECK (
  (tree_size IS NULL AND hash IS NOT NULL AND root IS NULL)
  OR (tree_size >= 1 AND entry_id = tree_size AND root ~ '^[0-9a-f]{64}$' AND hash IS NULL)
);
-- a chain head per entry, as before; a tree head per size (the first tree head may cover the size of the
-- last chain head)
CREATE UNIQUE INDEX transparency_heads_chain_entry ON transparency_heads (entry_id) WHERE tree_size IS NULL;
