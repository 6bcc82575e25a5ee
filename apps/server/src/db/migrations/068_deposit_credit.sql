-- An operator may credit a deposit claim for another amount than the user claimed (what actually
-- arrived), with a reason shown to the user, and records the transfer's hash. `credited_amount` is what
-- the ledger moved; it is null until approval (and for claims approved before it was recorded: then the
-- claimed amount was credited).
ALTER TABLE deposit_requests
  ADD COLUMN credited_amount numeric(38, 18) CHECK (credited_amount > 0),
  ADD COLUMN credit_reason   text,
  ADD COLUMN txid            text;
