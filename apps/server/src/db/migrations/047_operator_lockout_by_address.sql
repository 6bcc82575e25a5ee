-- Operator sign-in failures are counted per username and client address (an IPv6 client by its /64):
-- five in a row lock that address out of that username for 15 minutes, so nobody elsewhere can lock
-- an operator out. The row of address '*' counts a username's failures from every address together
-- over an hour from `since` (only attempts that reach the password check): 100 lock the username for an
-- hour, except at the addresses its operator signed in from within 30 days. A row of before counts
-- from every address, its lock included.
ALTER TABLE operator_login_failures ADD COLUMN address text NOT NULL DEFAULT '*';
ALTER TABLE operator_login_failures ADD COLUMN since timestamptz;
UPDATE operator_login_failures SET since = updated_at;
ALTER TABLE operator_login_failures ALTER COLUMN since SET NOT NULL;
ALTER TABLE operator_login_failures ALTER COLUMN address DROP DEFAULT;
ALTER TABLE operator_login_failures DROP CONSTRAINT operator_login_failures_pkey;
ALTER TABLE operator_login_failures ADD PRIMARY KEY (username, address);

-- The address (as counted above) each operator session was opened from: where an operator signs in.
ALTER TABLE operator_sessions ADD COLUMN address text;
CREATE INDEX operator_sessions_by_address ON operator_sessions (operator_id, address, created_at);
