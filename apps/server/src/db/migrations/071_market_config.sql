-- Spot markets configured from the console: the price and lot steps an order's price and quantity must be
-- multiples of (NULL: one unit of the market's price or amount decimals), and a halt that refuses new
-- orders while cancels still go through. Currencies get a display name.
ALTER TABLE markets
  ADD COLUMN price_step numeric(38, 18) CHECK (price_step > 0),
  ADD COLUMN lot_step numeric(38, 18) CHECK (lot_step > 0),
  ADD COLUMN halted boolean NOT NULL DEFAULT false;

ALTER TABLE currencies ADD COLUMN full_name text NOT NULL DEFAULT '';
UPDATE currencies SET full_name = 'Bitcoin' WHERE name = 'BTC' AND full_name = '';
UPDATE currencies SET full_name = 'Ethereum' WHERE name = 'ETH' AND full_name = '';
UPDATE currencies SET full_name = 'Tether USD' WHERE name = 'USDT' AND full_name = '';
