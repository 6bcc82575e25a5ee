-- Wallet: network settings (deposit address, minimums, fees), reference prices for valuation,
-- saved withdrawal addresses and bank cards, deposit and withdrawal requests.

ALTER TABLE currency_networks
  ADD COLUMN deposit_address text NOT NULL DEFAULT '',
  ADD COLUMN deposit_min numeric(38, 18) NOT NULL DEFAULT 0 CHECK (deposit_min >= 0),
  ADD COLUMN withdraw_min numeric(38, 18) NOT NULL DEFAULT 0 CHECK (withdraw_min >= 0),
  ADD COLUMN withdraw_fee numeric(38, 18) NOT NULL DEFAULT 0 CHECK (withdraw_fee >= 0);

UPDATE currency_networks SET deposit_address = 'bc1qbourse0demo0deposit0address0btc0000000', deposit_min = 0.0001, withdraw_min = 0.001, withdraw_fee = 0.0005 WHERE id = 1;
UPDATE currency_networks SET deposit_address = '0xB0u75E0000000000000000000000000000dE0e7H', deposit_min = 0.001, withdraw_min = 0.01, withdraw_fee = 0.003 WHERE id = 2;
UPDATE currency_networks SET deposit_address = '0xB0u75E0000000000000000000000000000dE0a5D', deposit_min = 1, withdraw_min = 20, withdraw_fee = 5 WHERE id = 3;
UPDATE currency_networks SET deposit_address = 'TBourseDemoDepositAddressTRC20usdt00', deposit_min = 1, withdraw_min = 10, withdraw_fee = 1 WHERE id = 4;

-- The price each currency is valued at in USDT until the index feed publishes one (operator config).
ALTER TABLE currencies ADD COLUMN reference_price numeric(38, 18) NOT NULL DEFAULT 0 CHECK (reference_price >= 0);
UPDATE currencies SET reference_price = 1 WHERE name = 'USDT';
UPDATE currencies SET reference_price = 65000 WHERE name = 'BTC';
UPDATE currencies SET reference_price = 3200 WHERE name = 'ETH';

INSERT INTO settings (key, value, public) VALUES
  ('deposit_account', 'change', false),
  ('withdraw_account', 'change', false),
  ('transfer_fee_rate', '0', true)
ON CONFLICT (key) DO NOTHING;

CREATE TABLE wallet_addresses (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users(id),
  currency_id  integer NOT NULL REFERENCES currencies(id),
  network_id   integer NOT NULL REFERENCES currency_networks(id),
  name         text NOT NULL,
  address      text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_addresses_user_idx ON wallet_addresses (user_id);

CREATE TABLE bank_cards (
  user_id         bigint PRIMARY KEY REFERENCES users(id),
  real_name       text NOT NULL,
  bank_account    text NOT NULL,
  bank_name       text NOT NULL,
  bank_address    text NOT NULL DEFAULT '',
  swift_code      text NOT NULL DEFAULT '',
  aba_number      text NOT NULL DEFAULT '',
  post_code       text NOT NULL DEFAULT '',
  holder_address  text NOT NULL DEFAULT '',
  payee_phone     text NOT NULL DEFAULT '',
  payee_address   text NOT NULL DEFAULT '',
  branch_name     text NOT NULL DEFAULT '',
  bank_code       text NOT NULL DEFAULT '',
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE deposit_requests (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users(id),
  currency_id   integer NOT NULL REFERENCES currencies(id),
  network_id    integer NOT NULL REFERENCES currency_networks(id),
  amount        numeric(38, 18) NOT NULL CHECK (amount > 0),
  voucher       text NOT NULL,
  state         text NOT NULL DEFAULT 'review' CHECK (state IN ('review', 'approved', 'rejected')),
  reject_reason text,
  entry_id      bigint REFERENCES journal_entries(id),
  reviewed_by   bigint REFERENCES operators(id),
  reviewed_at   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deposit_requests_user_idx ON deposit_requests (user_id, id DESC);
CREATE INDEX deposit_requests_state_idx ON deposit_requests (state, id);

CREATE TABLE withdrawal_requests (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users(id),
  currency_id    integer NOT NULL REFERENCES currencies(id),
  network_id     integer REFERENCES currency_networks(id),
  method         text NOT NULL CHECK (method IN ('address', 'bank')),
  destination    text NOT NULL,
  amount         numeric(38, 18) NOT NULL CHECK (amount > 0),
  fee            numeric(38, 18) NOT NULL CHECK (fee >= 0),
  usd_value      numeric(38, 18) NOT NULL CHECK (usd_value >= 0),
  hold_id        text NOT NULL UNIQUE REFERENCES ledger_holds(id),
  state          text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  txid           text,
  reject_reason  text,
  reviewed_by    bigint REFERENCES operators(id),
  reviewed_at    timestamptz,
  created_at     timestamptz NOT NULL
);
CREATE INDEX withdrawal_requests_user_idx ON withdrawal_requests (user_id, id DESC);
CREATE INDEX withdrawal_requests_state_idx ON withdrawal_requests (state, id);
