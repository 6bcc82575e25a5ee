-- Growth, second part: rebate rates that change for the future only, king manager applications, the
-- new-user bonus (tasks, claims, experience funds) and coupons. PRODUCT-RULES "Growth".

-- Each rate set with the time it takes effect; a fee is reckoned at the set in effect when it was paid.
CREATE TABLE rebate_rate_changes (
  id            bigserial PRIMARY KEY,
  rates         text NOT NULL,
  king_rates    text NOT NULL,
  king_direct   integer NOT NULL CHECK (king_direct > 0),
  king_team     integer NOT NULL CHECK (king_team > 0),
  effective_at  timestamptz NOT NULL,
  operator_id   bigint REFERENCES operators(id)
);
INSERT INTO rebate_rate_changes (rates, king_rates, king_direct, king_team, effective_at)
SELECT coalesce((SELECT value FROM settings WHERE key = 'rebate_rates'), '0.16,0.08,0.04'),
       coalesce((SELECT value FROM settings WHERE key = 'rebate_king_rates'), '0.32,0.16,0.08'),
       100, 500, '2000-01-01T00:00:00Z';

CREATE TABLE king_applications (
  id           bigserial PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users(id),
  state        text NOT NULL DEFAULT 'review' CHECK (state IN ('review', 'approved', 'rejected')),
  note         text NOT NULL DEFAULT '',
  -- the counts when the user applied
  direct_traded integer NOT NULL,
  team_traded  integer NOT NULL,
  reason       text,
  operator_id  bigint REFERENCES operators(id),
  created_at   timestamptz NOT NULL,
  decided_at   timestamptz
);
CREATE UNIQUE INDEX king_one_review ON king_applications (user_id) WHERE state = 'review';
CREATE INDEX king_applications_state ON king_applications (state, id DESC);

-- The new-user bonus's tasks (the engine's defaults); an operator edits the reward and whether it is offered.
CREATE TABLE bonus_rules (
  id       serial PRIMARY KEY,
  task     text NOT NULL CHECK (task IN ('kyc2', 'first_deposit', 'first_contract', 'contract_tier', 'invitee_deposit')),
  min      numeric(36, 6) NOT NULL CHECK (min >= 0),
  strict   boolean NOT NULL,
  reward   numeric(36, 6) NOT NULL CHECK (reward > 0),
  kind     text NOT NULL CHECK (kind IN ('cash', 'experience')),
  enabled  boolean NOT NULL DEFAULT true,
  UNIQUE (task, min)
);
INSERT INTO bonus_rules (task, min, strict, reward, kind) VALUES
  ('kyc2', 0, false, 10, 'cash'),
  ('first_deposit', 1000, true, 28, 'cash'),
  ('first_contract', 10000, true, 500, 'cash'),
  ('contract_tier', 100000, false, 1500, 'experience'),
  ('contract_tier', 200000, false, 5000, 'experience'),
  ('contract_tier', 500000, false, 15000, 'experience'),
  ('contract_tier', 1000000, false, 50000, 'experience'),
  ('invitee_deposit', 10000, true, 5, 'cash');

-- A paid claim. `once_key` is what may be paid only once: the task (and tier) with the verified identity
-- behind the account, or with the invitee for an invite reward.
CREATE TABLE bonus_claims (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id),
  key         text NOT NULL,
  task        text NOT NULL,
  once_key    text NOT NULL UNIQUE,
  kind        text NOT NULL CHECK (kind IN ('cash', 'experience')),
  reward      numeric(36, 18) NOT NULL CHECK (reward > 0),
  currency_id integer NOT NULL REFERENCES currencies(id),
  met_at      timestamptz NOT NULL,
  entry_id    bigint NOT NULL REFERENCES journal_entries(id),
  created_at  timestamptz NOT NULL,
  UNIQUE (user_id, key)
);

-- Experience funds granted by a claim; each grant expires, and the job `experience` takes back what is left
-- of it.
CREATE TABLE experience_grants (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id),
  claim_id    bigint NOT NULL REFERENCES bonus_claims(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  amount      numeric(36, 18) NOT NULL CHECK (amount > 0),
  -- what expiry has taken back so far, and how many times it ran
  expired     numeric(36, 18) NOT NULL DEFAULT 0,
  burns       integer NOT NULL DEFAULT 0,
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX experience_grants_user ON experience_grants (user_id, expires_at);

CREATE TABLE coupon_issues (
  id          bigserial PRIMARY KEY,
  title       text NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('fee_discount', 'bonus')),
  currency_id integer NOT NULL REFERENCES currencies(id),
  rate        numeric(8, 6),
  cap         numeric(36, 18),
  amount      numeric(36, 18),
  -- who gets it: one user, a segment, or `task` (a template the bonus tasks give out when claimed)
  segment     text NOT NULL,
  -- each coupon is valid for this many days from when it is given
  valid_days  integer NOT NULL CHECK (valid_days BETWEEN 1 AND 365),
  operator_id bigint REFERENCES operators(id),
  created_at  timestamptz NOT NULL,
  CHECK ((kind = 'fee_discount' AND rate > 0 AND rate <= 1 AND cap > 0 AND amount IS NULL)
      OR (kind = 'bonus' AND amount > 0 AND rate IS NULL AND cap IS NULL))
);

CREATE TABLE coupons (
  id          bigserial PRIMARY KEY,
  issue_id    bigint NOT NULL REFERENCES coupon_issues(id),
  user_id     bigint NOT NULL REFERENCES users(id),
  source      text NOT NULL DEFAULT 'operator' CHECK (source IN ('operator', 'task')),
  valid_from  timestamptz NOT NULL,
  valid_until timestamptz NOT NULL CHECK (valid_until > valid_from),
  used_at     timestamptz,
  -- what it took off a fee, or paid; what it was used on; the entry
  saved       numeric(36, 18),
  used_on     text,
  entry_id    bigint REFERENCES journal_entries(id),
  UNIQUE (issue_id, user_id)
);
CREATE INDEX coupons_user ON coupons (user_id, id DESC);

-- a task may also give a coupon of a `task` issue when claimed
ALTER TABLE bonus_rules ADD COLUMN coupon_issue_id bigint REFERENCES coupon_issues(id);

INSERT INTO settings (key, value, public) VALUES
  ('bonus_claim_days', '3', true),
  ('experience_days', '30', true)
ON CONFLICT (key) DO NOTHING;

-- The part of a position's margin (a seconds contract's stake) that came from experience funds.
ALTER TABLE lever_trades ADD COLUMN experience numeric(38, 18) NOT NULL DEFAULT 0 CHECK (experience >= 0);
ALTER TABLE seconds_orders ADD COLUMN experience numeric(38, 18) NOT NULL DEFAULT 0 CHECK (experience >= 0);
-- a grant whose expiry has nothing more to take back (nothing left beyond running grants, none in a margin)
ALTER TABLE experience_grants ADD COLUMN done boolean NOT NULL DEFAULT false;
