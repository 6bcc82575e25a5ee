-- Reference data: currencies, their networks, markets, public settings.

CREATE TABLE currencies (
  id        integer PRIMARY KEY,
  name      text NOT NULL UNIQUE,
  decimals  smallint NOT NULL CHECK (decimals BETWEEN 0 AND 18),
  image     text NOT NULL DEFAULT '',
  sort      integer NOT NULL DEFAULT 0,
  enabled   boolean NOT NULL DEFAULT true
);

CREATE TABLE currency_networks (
  id           integer PRIMARY KEY,
  currency_id  integer NOT NULL REFERENCES currencies(id),
  name         text NOT NULL,
  enabled      boolean NOT NULL DEFAULT true,
  UNIQUE (currency_id, name)
);

CREATE TABLE markets (
  id             integer PRIMARY KEY,
  currency_id    integer NOT NULL REFERENCES currencies(id),
  legal_id       integer NOT NULL REFERENCES currencies(id),
  price_decimals smallint NOT NULL,
  amount_decimals smallint NOT NULL,
  open_lever     boolean NOT NULL DEFAULT true,
  open_microtrade boolean NOT NULL DEFAULT true,
  sort           integer NOT NULL DEFAULT 0,
  enabled        boolean NOT NULL DEFAULT true,
  UNIQUE (currency_id, legal_id)
);

CREATE TABLE settings (
  key        text PRIMARY KEY,
  value      text NOT NULL,
  public     boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO currencies (id, name, decimals, sort) VALUES
  (1, 'BTC', 8, 2),
  (2, 'ETH', 8, 3),
  (3, 'USDT', 6, 1);

INSERT INTO currency_networks (id, currency_id, name) VALUES
  (1, 1, 'BTC'),
  (2, 2, 'ERC20'),
  (3, 3, 'ERC20'),
  (4, 3, 'TRC20');

INSERT INTO markets (id, currency_id, legal_id, price_decimals, amount_decimals, sort) VALUES
  (1, 1, 3, 2, 6, 1),
  (2, 2, 3, 2, 5, 2);

INSERT INTO settings (key, value) VALUES
  ('site_name', 'Bourse'),
  ('app_version', '1.1.3'),
  ('app_version_code', '113'),
  ('app_update_url', ''),
  ('customer_service_url', ''),
  ('support_email', 'support@bourse.local'),
  ('risk_disclosure_rate', '76');
