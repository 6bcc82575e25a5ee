-- Account security, uploads, KYC and the operator audit log.

ALTER TABLE users
  ADD COLUMN google_pending_secret text,
  ADD COLUMN google_last_step bigint,
  ADD COLUMN anti_phishing_code text,
  ADD COLUMN withdraw_locked_until timestamptz;

ALTER TABLE operators
  ADD COLUMN totp_pending_secret text,
  ADD COLUMN totp_last_step bigint,
  ADD COLUMN disabled boolean NOT NULL DEFAULT false;

-- Files users upload. Every file is private to its owner and the operators unless published
-- (an avatar); names are 128-bit random, never derived from the upload.
CREATE TABLE uploads (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id),
  name        text NOT NULL UNIQUE,
  mime        text NOT NULL,
  size        integer NOT NULL CHECK (size > 0),
  published   boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_user_idx ON uploads (user_id);

-- One row per submission; a rejected one stays as history and the user submits again.
CREATE TABLE kyc_applications (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id           bigint NOT NULL REFERENCES users(id),
  level             smallint NOT NULL CHECK (level IN (1, 2)),
  state             text NOT NULL CHECK (state IN ('review', 'approved', 'rejected')),
  name              text,
  doc_type          text CHECK (doc_type IN ('id_card', 'passport', 'driver_licence', 'residence_permit', 'other')),
  doc_number        text,
  nationality       text,
  front_pic         text,
  reverse_pic       text,
  hand_pic          text,
  relatives         text,
  relationship      text,
  relatives_phone   text,
  relatives_address text,
  reject_reason     text,
  reviewed_by       bigint REFERENCES operators(id),
  reviewed_at       timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kyc_applications_user_idx ON kyc_applications (user_id, level, id DESC);
CREATE UNIQUE INDEX kyc_one_open_review ON kyc_applications (user_id, level) WHERE state = 'review';
CREATE INDEX kyc_applications_queue_idx ON kyc_applications (state, id);

-- Who did what, when, with the state before and after. Append-only.
CREATE TABLE audit_log (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id  bigint REFERENCES operators(id),
  action       text NOT NULL,
  target_type  text NOT NULL,
  target_id    text,
  before       jsonb,
  after        jsonb,
  ip           text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, id DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END $$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
