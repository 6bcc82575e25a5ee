-- The first operator, seeded from ADMIN_USER / ADMIN_PASSWORD, is marked: OPERATOR_2FA=seed-exempt lets
-- that one alone work without an authenticator. On a venue that already has operators it is the oldest.
ALTER TABLE operators ADD COLUMN seeded boolean NOT NULL DEFAULT false;
UPDATE operators SET seeded = true WHERE id = (SELECT min(id) FROM operators);
