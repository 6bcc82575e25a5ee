-- The NFT market: artists, collections, artworks and their editions; sales of three kinds (a fixed price
-- per edition, an auction of one edition with margins, a blind-box series whose seed is committed before
-- the sale); bids, orders, boxes, ownership history, favourites and messages. Money moves are core
-- commands on the spot account (`change`), the venue's `nft` account and `fees`.
CREATE TABLE nft_artists (
  id            serial PRIMARY KEY,
  name          text NOT NULL,
  avatar        text NOT NULL DEFAULT '',
  bio           text NOT NULL DEFAULT '',
  -- of every resale, to the artist
  royalty_rate  numeric(6, 4) NOT NULL DEFAULT 0.05 CHECK (royalty_rate >= 0 AND royalty_rate <= 0.5),
  -- the artist's account, which receives the royalties; null: the venue holds them in its nft account
  user_id       bigint REFERENCES users(id),
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE nft_collections (
  id           serial PRIMARY KEY,
  artist_id    integer NOT NULL REFERENCES nft_artists(id),
  name         text NOT NULL,
  cover        text NOT NULL DEFAULT '',
  description  text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE nft_artworks (
  id             serial PRIMARY KEY,
  collection_id  integer NOT NULL REFERENCES nft_collections(id),
  title          text NOT NULL,
  description    text NOT NULL DEFAULT '',
  artwork_type   text NOT NULL CHECK (artwork_type IN ('image', 'gif', 'audio', 'video')),
  rarity         text NOT NULL CHECK (rarity IN ('common', 'rare', 'epic', 'legendary')),
  media          text NOT NULL,
  poster         text NOT NULL,
  thumb          text NOT NULL,
  -- how many editions may ever exist
  editions       integer NOT NULL CHECK (editions > 0),
  created_at     timestamptz NOT NULL DEFAULT now()
);

-- Edition `edition` of an artwork, minted when first sold, won or drawn from a box.
CREATE TABLE nft_items (
  id           bigint PRIMARY KEY,
  artwork_id   integer NOT NULL REFERENCES nft_artworks(id),
  edition      integer NOT NULL CHECK (edition > 0),
  owner_id     bigint NOT NULL REFERENCES users(id),
  acquired_at  timestamptz NOT NULL,
  UNIQUE (artwork_id, edition)
);
CREATE INDEX nft_items_owner ON nft_items (owner_id, id DESC);

CREATE TABLE nft_sales (
  id              integer PRIMARY KEY,
  kind            text NOT NULL CHECK (kind IN ('fixed', 'auction', 'blind')),
  -- what is sold: editions of an artwork (fixed, auction), or one held edition (a resale); null for boxes
  artwork_id      integer REFERENCES nft_artworks(id),
  item_id         bigint REFERENCES nft_items(id),
  -- null: the venue (a first sale)
  seller_id       bigint REFERENCES users(id),
  currency_id     integer NOT NULL REFERENCES currencies(id),
  price           numeric(36, 18) NOT NULL CHECK (price > 0),
  per_increase    numeric(36, 18),
  margin          numeric(36, 18),
  -- editions or boxes offered, and sold
  quantity        integer NOT NULL CHECK (quantity > 0),
  sold            integer NOT NULL DEFAULT 0,
  start_at        timestamptz NOT NULL,
  -- the current end: an auction's moves with late bids
  end_at          timestamptz NOT NULL,
  -- the terms when created: extension of late bids, time to pay, the venue's fee and the artist's royalty
  extend_within_ms bigint NOT NULL DEFAULT 0,
  extend_by_ms    bigint NOT NULL DEFAULT 0,
  pay_within_ms   bigint NOT NULL DEFAULT 0,
  fee_rate        numeric(6, 4) NOT NULL DEFAULT 0,
  royalty_rate    numeric(6, 4) NOT NULL DEFAULT 0,
  -- who receives the royalty of a resale: the artist's account, or null: held in the venue's nft account
  royalty_user_id bigint REFERENCES users(id),
  -- an auction's leading bid
  high_price      numeric(36, 18),
  high_bidder     bigint REFERENCES users(id),
  bids            integer NOT NULL DEFAULT 0,
  -- a blind-box series: its presentation, secret seed and the seed's commitment (sha256), revealed at the end
  title           text NOT NULL DEFAULT '',
  cover           text NOT NULL DEFAULT '',
  description     text NOT NULL DEFAULT '',
  seed            text,
  commitment      text,
  ended_entry     bigint,
  ended_at        timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX nft_sales_open ON nft_sales (end_at) WHERE ended_entry IS NULL;

-- A blind-box series' rarity table, in its published order.
CREATE TABLE nft_series_slots (
  sale_id     integer NOT NULL REFERENCES nft_sales(id),
  position    integer NOT NULL,
  artwork_id  integer NOT NULL REFERENCES nft_artworks(id),
  count       integer NOT NULL CHECK (count > 0),
  PRIMARY KEY (sale_id, position)
);

-- Who joined an auction, and the hold of their margin.
CREATE TABLE nft_margins (
  sale_id     integer NOT NULL REFERENCES nft_sales(id),
  user_id     bigint NOT NULL REFERENCES users(id),
  amount      numeric(36, 18) NOT NULL,
  hold_id     text NOT NULL,
  -- returned at the end, or used (the winner's payment or forfeit)
  released    boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (sale_id, user_id)
);

CREATE TABLE nft_bids (
  id          bigint PRIMARY KEY,
  sale_id     integer NOT NULL REFERENCES nft_sales(id),
  user_id     bigint NOT NULL REFERENCES users(id),
  price       numeric(36, 18) NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX nft_bids_sale ON nft_bids (sale_id, id DESC);
CREATE INDEX nft_bids_user ON nft_bids (user_id, id DESC);

-- Blind boxes, numbered in the order they were bought; opening mints the drawn artwork's next edition.
CREATE TABLE nft_boxes (
  id          bigint PRIMARY KEY,
  sale_id     integer NOT NULL REFERENCES nft_sales(id),
  number      integer NOT NULL,
  owner_id    bigint NOT NULL REFERENCES users(id),
  artwork_id  integer REFERENCES nft_artworks(id),
  item_id     bigint REFERENCES nft_items(id),
  bought_at   timestamptz NOT NULL,
  opened_at   timestamptz,
  UNIQUE (sale_id, number)
);
CREATE INDEX nft_boxes_owner ON nft_boxes (owner_id, id DESC);

-- Every purchase: a fixed-price edition, a box, or a won auction (due until paid, or forfeited).
CREATE TABLE nft_orders (
  id          bigint PRIMARY KEY,
  sale_id     integer NOT NULL REFERENCES nft_sales(id),
  buyer_id    bigint NOT NULL REFERENCES users(id),
  seller_id   bigint REFERENCES users(id),
  price       numeric(36, 18) NOT NULL,
  margin      numeric(36, 18) NOT NULL DEFAULT 0,
  status      text NOT NULL CHECK (status IN ('due', 'paid', 'forfeited')),
  pay_by      timestamptz,
  item_id     bigint REFERENCES nft_items(id),
  box_id      bigint REFERENCES nft_boxes(id),
  royalty     numeric(36, 18),
  fee         numeric(36, 18),
  proceeds    numeric(36, 18),
  entry_id    bigint,
  created_at  timestamptz NOT NULL,
  paid_at     timestamptz
);
CREATE INDEX nft_orders_buyer ON nft_orders (buyer_id, id DESC);

-- Who held an edition: minted, sold, won at auction, drawn from a box.
CREATE TABLE nft_transfers (
  id           bigserial PRIMARY KEY,
  item_id      bigint NOT NULL REFERENCES nft_items(id),
  kind         text NOT NULL CHECK (kind IN ('mint', 'sale', 'auction', 'box')),
  from_id      bigint REFERENCES users(id),
  to_id        bigint NOT NULL REFERENCES users(id),
  price        numeric(36, 18),
  currency_id  integer REFERENCES currencies(id),
  created_at   timestamptz NOT NULL
);
CREATE INDEX nft_transfers_item ON nft_transfers (item_id, id DESC);

CREATE TABLE nft_favourites (
  user_id     bigint NOT NULL REFERENCES users(id),
  sale_id     integer NOT NULL REFERENCES nft_sales(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, sale_id)
);
CREATE INDEX nft_favourites_sale ON nft_favourites (sale_id);

CREATE TABLE nft_messages (
  id          bigint PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id),
  kind        text NOT NULL CHECK (kind IN ('outbid', 'won', 'payment_due', 'sold', 'forfeited', 'refunded')),
  sale_id     integer REFERENCES nft_sales(id),
  order_id    bigint REFERENCES nft_orders(id),
  data        jsonb NOT NULL DEFAULT '{}',
  read        boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL
);
CREATE INDEX nft_messages_user ON nft_messages (user_id, id DESC);
-- one payment reminder per order
CREATE UNIQUE INDEX nft_messages_reminder ON nft_messages (order_id) WHERE kind = 'payment_due';

INSERT INTO settings (key, value, public) VALUES
  -- the venue's fee on every resale, of the price
  ('nft_fee_rate', '0.025', true),
  -- a bid this close to an auction's end moves the end by nft_extend_by_minutes
  ('nft_extend_within_minutes', '5', true),
  ('nft_extend_by_minutes', '2', true),
  -- the winner of an auction pays the rest within this
  ('nft_pay_hours', '24', true),
  -- a resale auction's margin, of its start price
  ('nft_resale_margin_rate', '0.1', true),
  -- the coins sales are priced in, by name
  ('nft_currencies', 'USDT', true)
ON CONFLICT (key) DO NOTHING;

-- A fresh venue's market: two artists, two collections, six artworks; a fixed-price sale, an auction and
-- a blind-box series, open for 30 days from installation.
INSERT INTO nft_artists (id, name, avatar, bio, royalty_rate) VALUES
  (1, 'Mira Sol', '/uploads/seed/nft-artist-1.svg', 'Geometric light studies, one colour at a time.', 0.05),
  (2, 'Kai Okada', '/uploads/seed/nft-artist-2.svg', 'Rings and waves drawn from tide charts.', 0.08);
SELECT setval('nft_artists_id_seq', 2);
INSERT INTO nft_collections (id, artist_id, name, cover, description) VALUES
  (1, 1, 'Grids', '/uploads/seed/nft-1.svg', 'Squares turned by the hour.'),
  (2, 2, 'Tides', '/uploads/seed/nft-2.svg', 'The sea in circles and lines.');
SELECT setval('nft_collections_id_seq', 2);
INSERT INTO nft_artworks (id, collection_id, title, description, artwork_type, rarity, media, poster, thumb, editions) VALUES
  (1, 1, 'Sunset Grid', 'Amber squares at dusk.', 'image', 'common', '/uploads/seed/nft-1.svg', '/uploads/seed/nft-1.svg', '/uploads/seed/nft-1.svg', 100),
  (2, 2, 'Tidal Rings', 'One ring for every tide of a month.', 'image', 'legendary', '/uploads/seed/nft-2.svg', '/uploads/seed/nft-2.svg', '/uploads/seed/nft-2.svg', 1),
  (3, 1, 'Meadow Tiles', 'Green on green.', 'image', 'common', '/uploads/seed/nft-3.svg', '/uploads/seed/nft-3.svg', '/uploads/seed/nft-3.svg', 60),
  (4, 1, 'Orchid Orbit', 'Violet paths.', 'image', 'rare', '/uploads/seed/nft-4.svg', '/uploads/seed/nft-4.svg', '/uploads/seed/nft-4.svg', 30),
  (5, 2, 'Ember Field', 'Sparks over water.', 'image', 'epic', '/uploads/seed/nft-5.svg', '/uploads/seed/nft-5.svg', '/uploads/seed/nft-5.svg', 9),
  (6, 2, 'Lagoon Waves', 'Still water, drawn fast.', 'image', 'legendary', '/uploads/seed/nft-6.svg', '/uploads/seed/nft-6.svg', '/uploads/seed/nft-6.svg', 1);
SELECT setval('nft_artworks_id_seq', 6);

INSERT INTO nft_sales (id, kind, artwork_id, currency_id, price, per_increase, margin, quantity, start_at, end_at,
  extend_within_ms, extend_by_ms, pay_within_ms, fee_rate, royalty_rate, title, cover, description, seed, commitment)
SELECT 1, 'fixed', 1, c.id, 25, NULL, NULL, 50, now(), now() + interval '30 days', 0, 0, 0, 0, 0.05, '', '', '', NULL, NULL
  FROM currencies c WHERE c.name = 'USDT'
UNION ALL
SELECT 2, 'auction', 2, c.id, 500, 10, 50, 1, now(), now() + interval '30 days', 300000, 120000, 86400000, 0, 0.08,
  '', '', '', NULL, NULL
  FROM currencies c WHERE c.name = 'USDT';

WITH s AS (SELECT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') AS seed)
INSERT INTO nft_sales (id, kind, artwork_id, currency_id, price, quantity, start_at, end_at, title, cover, description,
  seed, commitment)
SELECT 3, 'blind', NULL, c.id, 10, 100, now(), now() + interval '30 days', 'Colour Boxes',
  '/uploads/seed/nft-3.svg', 'One hundred boxes: 60 Meadow Tiles, 30 Orchid Orbit, 9 Ember Field, 1 Lagoon Waves.',
  s.seed, encode(sha256(decode(s.seed, 'hex')), 'hex')
FROM currencies c, s WHERE c.name = 'USDT';
INSERT INTO nft_series_slots (sale_id, position, artwork_id, count) VALUES
  (3, 1, 3, 60), (3, 2, 4, 30), (3, 3, 5, 9), (3, 4, 6, 1);

-- The home menu leads to the NFT market (operators can reorder or disable it).
INSERT INTO menu_items (id, icon, route, sort, names) VALUES
  (10, 'nft', '/pages/nft/nft', 6,
   '{"en":"NFT","zh":"NFT","hk":"NFT","jp":"NFT","kor":"NFT","ida":"NFT","th":"NFT","vi":"NFT","tur":"NFT","spa":"NFT","fra":"NFT","de":"NFT","pt":"NFT","ru":"NFT"}')
ON CONFLICT (id) DO NOTHING;
