-- Who and what an audited action concerns (docs/product-decisions.md "Audit log"): the user it acted on,
-- and the amount and currency it moved or decided, where they apply. Null when the action concerns no
-- user (a market's settings, the operator's own sign-in) or moves no money.
ALTER TABLE audit_log ADD COLUMN user_id bigint NULL;
ALTER TABLE audit_log ADD COLUMN amount numeric NULL;
ALTER TABLE audit_log ADD COLUMN currency text NULL;

CREATE INDEX audit_log_user_idx ON audit_log (user_id, created_at);
CREATE INDEX audit_log_operator_idx ON audit_log (operator_id, created_at);
CREATE INDEX audit_log_action_idx ON audit_log (action, created_at);
