-- A user's bills (one line per entry, account and currency) read their postings newest first: by user,
-- not by account string, so every account and bucket of the user comes from one index range.
CREATE INDEX postings_user_idx ON postings (user_id, entry_id DESC) WHERE user_id IS NOT NULL;
