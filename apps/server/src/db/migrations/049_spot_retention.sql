-- Spot orders: the place of an order amended in place in its price level's queue, and what the order
-- history's retention finds and deletes by index.

-- The house market maker amends its quotes in place (`spot.requote`: the same order id, a new price and
-- quantity): an amended order goes to the back of its new level. `queue_seq` is the number it took then
-- from the order id sequence (null: never amended, its place is its id). The books are restored in this
-- order, and the next order id follows the highest of both.
ALTER TABLE spot_orders ADD COLUMN queue_seq bigint;
CREATE INDEX spot_orders_queue_seq_idx ON spot_orders (queue_seq) WHERE queue_seq IS NOT NULL;

-- Cancelled orders that never traded, by when they ended: deleted once older than ORDER_HISTORY_DAYS.
CREATE INDEX spot_orders_unfilled_cancelled_idx ON spot_orders (updated_at)
  WHERE status = 'cancelled' AND filled = 0;

-- The trades of an order, each side: deleting an order checks by index that no trade names it.
CREATE INDEX spot_trades_maker_order_idx ON spot_trades (maker_order);
CREATE INDEX spot_trades_taker_order_idx ON spot_trades (taker_order);
