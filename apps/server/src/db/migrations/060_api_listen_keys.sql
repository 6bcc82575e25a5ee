-- The listen keys of the trading API's user data stream (`POST /api/v3/userDataStream`): one per API key,
-- live for an hour after its creation or last keep-alive. A WebSocket at `/ws/<listen key>` receives the
-- key's account events while the listen key and its API key both live.
CREATE TABLE api_listen_keys (
  listen_key  text PRIMARY KEY CHECK (listen_key ~ '^[A-Za-z0-9]{60}$'),
  api_key_id  bigint NOT NULL UNIQUE REFERENCES api_keys(id),
  user_id     bigint NOT NULL REFERENCES users(id),
  expires_at  timestamptz NOT NULL
);
