-- Sign-in failures for accounts nobody has: counted and locked like a real account's (users.failed_logins
-- and users.locked_until), so after five wrong tries the answer is the same lock whether the account
-- exists or not. Keyed by the normalized email or phone number; a row whose lock has run out starts over.
CREATE TABLE login_failures (
  account       text PRIMARY KEY,
  failures      integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  locked_until  timestamptz,
  updated_at    timestamptz NOT NULL
);
