-- The in-app web view opens same-origin pages and, besides, only the hosts an operator lists here
-- (comma-separated host names, e.g. "help.example.com, promo.example.com"); empty: none.
INSERT INTO settings (key, value) VALUES ('webview_allowed_hosts', '') ON CONFLICT (key) DO NOTHING;

-- The app download link must be an absolute https URL (or empty: no link); an older value that is
-- not one (the former default '/h5/') is cleared.
UPDATE settings SET value = ''
  WHERE key = 'download_url' AND value <> '' AND value !~ '^https://[^/?#@[:space:]]+([/?#][^[:space:]]*)?$';

-- Seconds orders are named in public (their proof) by an unguessable id, never by their number.
-- New orders get base64url of 16 random bytes from the server; existing ones 32 bytes from two
-- random UUIDs (244 random bits), as the database has no other random byte source without pgcrypto.
ALTER TABLE seconds_orders ADD COLUMN public_id text;
UPDATE seconds_orders SET public_id = translate(
  rtrim(
    encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'),
    '='
  ),
  '+/', '-_'
);
ALTER TABLE seconds_orders ALTER COLUMN public_id SET NOT NULL;
ALTER TABLE seconds_orders ADD CONSTRAINT seconds_orders_public_id_key UNIQUE (public_id);
