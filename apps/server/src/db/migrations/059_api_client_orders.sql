-- The client order ids of the trading API (`newClientOrderId` of `POST /api/v3/order`): a user's own
-- name for a spot order, unique per user, by which the order is read and cancelled. The name is taken
-- before the order is placed (order_id NULL until then), so two calls with one new name place one order.
CREATE TABLE api_client_orders (
  user_id         bigint NOT NULL REFERENCES users(id),
  client_order_id text NOT NULL CHECK (client_order_id ~ '^[.A-Z:/a-z0-9_-]{1,36}$'),
  order_id        bigint UNIQUE,
  PRIMARY KEY (user_id, client_order_id)
);
