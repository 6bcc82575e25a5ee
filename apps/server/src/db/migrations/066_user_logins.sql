-- Every sign-in attempt of an existing account, successful or not, with where it came from: the console
-- shows a user's sign-in history (IP, device, time, outcome). Attempts on accounts nobody has stay in
-- login_failures only. `outcome` is the failure's code (AUTH_WRONG_CREDENTIALS, AUTH_ACCOUNT_LOCKED, …)
-- or 'ok'.
CREATE TABLE user_logins (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id),
  success     boolean NOT NULL,
  outcome     text NOT NULL,
  ip          text NOT NULL,
  user_agent  text NOT NULL,
  session_id  bigint REFERENCES sessions(id),
  created_at  timestamptz NOT NULL
);
CREATE INDEX user_logins_user_idx ON user_logins (user_id, id DESC);
