-- Display rates of fiat currencies against USD, maintained by the operator. USD is 1 by definition.
CREATE TABLE fiat_rates (
  currency_code text PRIMARY KEY CHECK (currency_code ~ '^[A-Z]{3}$'),
  rate          numeric(38, 18) NOT NULL CHECK (rate > 0),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
INSERT INTO fiat_rates (currency_code, rate) VALUES ('USD', 1);
