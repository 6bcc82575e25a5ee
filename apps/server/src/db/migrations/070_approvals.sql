-- Two-person approval: a change an operator makes that needs a second operator is kept as a request
-- (its kind, the maker, what it would do and a summary for the checker) until another operator of an
-- allowed role approves it (then it is applied, once) or rejects it. `subject` names what it changes
-- (a withdrawal, a user's balance, a duration, a plan, a network): one request per subject waits at a
-- time. `claimed_at` marks an approval being applied; a claim older than a minute may be taken over.
CREATE TABLE approval_requests (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind         text NOT NULL,
  subject      text NOT NULL,
  maker_id     bigint NOT NULL REFERENCES operators(id),
  payload      jsonb NOT NULL,
  summary      jsonb NOT NULL,
  reason       text,
  state        text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'applying', 'approved', 'rejected')),
  checker_id   bigint REFERENCES operators(id),
  claimed_at   timestamptz,
  decided_at   timestamptz,
  note         text,
  entry_id     bigint,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX approval_requests_waiting ON approval_requests (kind, subject)
  WHERE state IN ('pending', 'applying');
CREATE INDEX approval_requests_state ON approval_requests (state, id);

-- A withdrawal of more than this amount of the currency is paid only when a second operator approves
-- the first one's approval; null: never.
ALTER TABLE currencies ADD COLUMN second_approval_above numeric(38, 18) CHECK (second_approval_above >= 0);
