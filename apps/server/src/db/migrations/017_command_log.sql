-- The journal is the command log: each entry keeps the command that produced it (kind, arguments,
-- caller) and the answer its sender heard, so a repeat of its idempotency key hears the same answer and
-- the log can be replayed. Entries written before commands were data have neither.
ALTER TABLE journal_entries ADD COLUMN command jsonb;
ALTER TABLE journal_entries ADD COLUMN reply jsonb;
