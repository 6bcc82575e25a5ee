-- Demo accounts (PRODUCT-RULES "Growth"): a user's demo account is a user row of its own, `demo_of` its
-- owner, whose ledger accounts are in the demo namespace: the money core refuses any entry touching both
-- namespaces, and a demo entry's venue side is the venue's demo accounts (`s:demo:<name>`).
ALTER TABLE users ADD COLUMN demo_of bigint UNIQUE REFERENCES users(id);
-- a demo account signs in as its owner: it has no email or phone of its own
ALTER TABLE users DROP CONSTRAINT users_check;
ALTER TABLE users ADD CONSTRAINT users_contact CHECK (email IS NOT NULL OR phone IS NOT NULL OR demo_of IS NOT NULL);
