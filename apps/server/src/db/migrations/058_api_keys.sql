-- API keys: how a user's programs call the venue's trading API. A key is an HMAC secret (kept encrypted
-- with AES-256-GCM under the venue's API key encryption key) or an Ed25519 public key the user holds the
-- private half of. It may read, trade and withdraw (withdraw only with an IP allowlist), expires when
-- asked, and is revoked by its user, an operator, or the user's password change or lock.
CREATE TABLE api_keys (
  id             bigserial PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users(id),
  label          text NOT NULL CHECK (char_length(label) BETWEEN 1 AND 32),
  api_key        text NOT NULL UNIQUE CHECK (api_key ~ '^[A-Za-z0-9]{64}$'),
  kind           text NOT NULL CHECK (kind IN ('hmac', 'ed25519')),
  -- hmac: base64 of iv (12 bytes) || tag (16 bytes) || ciphertext
  secret_enc     text,
  -- ed25519: the public key, SPKI DER in base64
  public_key     text,
  permissions    text[] NOT NULL CHECK (permissions <@ ARRAY['read', 'trade', 'withdraw']::text[]
                   AND 'read' = ANY (permissions)),
  ips            text[] NOT NULL DEFAULT '{}' CHECK (cardinality(ips) <= 30),
  -- the password_changed_at of the user (of a demo account: of its owner) when the key was made; a later
  -- password change disables the key
  password_epoch timestamptz,
  expires_at     timestamptz,
  created_at     timestamptz NOT NULL,
  last_used_at   timestamptz,
  revoked_at     timestamptz,
  revoked_reason text,
  CHECK ((kind = 'hmac' AND secret_enc IS NOT NULL AND public_key IS NULL)
      OR (kind = 'ed25519' AND public_key IS NOT NULL AND secret_enc IS NULL)),
  CHECK (NOT ('withdraw' = ANY (permissions)) OR cardinality(ips) > 0)
);
CREATE INDEX api_keys_user_idx ON api_keys (user_id, id DESC);
