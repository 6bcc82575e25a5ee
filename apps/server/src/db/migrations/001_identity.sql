-- Identity: users, sessions, verification codes, operators, the dev outbox.

CREATE TABLE users (
  id              bigint GENERATED ALWAYS AS IDENTITY (START WITH 100001) PRIMARY KEY,
  email           text UNIQUE,
  area_code       text,
  phone           text,
  password_hash   text NOT NULL,
  pay_password_hash text,
  nickname        text,
  signature       text,
  head_portrait   text,
  lang            text NOT NULL DEFAULT 'en',
  invite_code     text NOT NULL UNIQUE,
  inviter_id      bigint REFERENCES users(id),
  kyc_level       smallint NOT NULL DEFAULT 0 CHECK (kyc_level BETWEEN 0 AND 2),
  real_state      smallint NOT NULL DEFAULT 0 CHECK (real_state BETWEEN 0 AND 3),
  google_secret   text,
  status          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'locked')),
  failed_logins   integer NOT NULL DEFAULT 0,
  locked_until    timestamptz,
  password_changed_at timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (email IS NOT NULL OR phone IS NOT NULL),
  UNIQUE (area_code, phone)
);
CREATE INDEX users_inviter_idx ON users (inviter_id);

-- Opaque tokens: only their SHA-256 is stored, so a database leak yields no usable session.
CREATE TABLE sessions (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id),
  token_hash  text NOT NULL UNIQUE,
  ip          text,
  user_agent  text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;

-- Codes are stored hashed; a code dies on use, on expiry or after too many wrong tries.
CREATE TABLE verification_codes (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel     text NOT NULL CHECK (channel IN ('email', 'sms')),
  target      text NOT NULL,
  scene       text NOT NULL,
  code_hash   text NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  expires_at  timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_target_idx ON verification_codes (target, scene, created_at DESC);

CREATE TABLE operators (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username      text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role          text NOT NULL CHECK (role IN ('admin', 'reviewer', 'support')),
  totp_secret   text,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE operator_sessions (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id  bigint NOT NULL REFERENCES operators(id),
  token_hash   text NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);

-- Every message the venue sends through the dev sender (no mail or SMS gateway configured).
CREATE TABLE outbox (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel    text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient  text NOT NULL,
  subject    text NOT NULL,
  body       text NOT NULL,
  code       text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_recipient_idx ON outbox (recipient, id DESC);
