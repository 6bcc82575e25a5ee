-- Operator sign-in lockout: failed passwords per username, whether or not an operator has it (so the
-- answer never tells which usernames exist). Five failures lock the username for 15 minutes; a
-- successful sign-in clears its row.
CREATE TABLE operator_login_failures (
  username      text PRIMARY KEY,
  failures      integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  locked_until  timestamptz,
  updated_at    timestamptz NOT NULL
);
