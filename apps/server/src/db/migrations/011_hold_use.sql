-- A hold can be used a part at a time (an order filled in several trades): `used` grows until the
-- hold closes; what it still holds is amount - used.
ALTER TABLE ledger_holds ADD COLUMN used numeric(38, 18) NOT NULL DEFAULT 0;
ALTER TABLE ledger_holds ADD CONSTRAINT ledger_holds_used_check CHECK (used >= 0 AND used <= amount);
