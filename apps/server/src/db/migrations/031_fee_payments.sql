-- Who paid each trading fee (spot, lever, seconds, P2P, NFT), beside the journal entry that charged it:
-- recorded by the money core from what each command declares, the one place rebates are reckoned from.
CREATE TABLE fee_payments (
  entry_id     bigint NOT NULL REFERENCES journal_entries(id),
  seq          smallint NOT NULL,
  payer_id     bigint NOT NULL REFERENCES users(id),
  currency_id  integer NOT NULL REFERENCES currencies(id),
  amount       numeric(36, 18) NOT NULL CHECK (amount > 0),
  product      text NOT NULL CHECK (product IN ('spot', 'lever', 'seconds', 'p2p', 'nft')),
  PRIMARY KEY (entry_id, seq)
);
CREATE INDEX fee_payments_payer ON fee_payments (payer_id, entry_id);
