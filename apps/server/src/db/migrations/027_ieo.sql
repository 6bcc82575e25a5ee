-- IEO launchpad: an operator's projects, each selling a new token (a currency of the venue) at an issue
-- price in a payment coin during a subscription window. A user's subscription freezes its payment in the
-- financial account (one hold per order); when the window ends the supply is allocated (pro-rata when
-- oversubscribed), the rest refunded, the tokens credited and held until unlock_at.

CREATE TABLE ieo_projects (
  id                     serial PRIMARY KEY,
  name                   text NOT NULL,
  currency_id            integer NOT NULL UNIQUE REFERENCES currencies(id),
  logo                   text NOT NULL DEFAULT '',
  intro                  text NOT NULL DEFAULT '',
  whitepaper_article_id  bigint REFERENCES articles(id) ON DELETE SET NULL,
  pay_currency_id        integer NOT NULL REFERENCES currencies(id),
  price                  numeric(36, 18) NOT NULL CHECK (price > 0),
  supply                 numeric(38, 18) NOT NULL CHECK (supply > 0),
  min_amount             numeric(36, 18) NOT NULL CHECK (min_amount > 0),
  max_amount             numeric(36, 18) NOT NULL CHECK (max_amount >= min_amount),
  kyc_level              smallint NOT NULL DEFAULT 0 CHECK (kyc_level BETWEEN 0 AND 2),
  warmup_at              timestamptz NOT NULL,
  start_at               timestamptz NOT NULL,
  end_at                 timestamptz NOT NULL,
  unlock_at              timestamptz NOT NULL,
  -- null until the allocation ran / the tokens were released / the operator called the project off
  settled_entry          bigint,
  released_entry         bigint,
  closed_entry           bigint,
  -- the allocation's totals (engine earn/allocation.ts), in the token and the payment coin
  demand                 numeric(38, 18),
  allocated              numeric(38, 18),
  remainder              numeric(38, 18),
  paid                   numeric(38, 18),
  refunded               numeric(38, 18),
  oversubscribed         boolean,
  created_at             timestamptz NOT NULL,
  CHECK (warmup_at <= start_at AND start_at < end_at AND end_at <= unlock_at)
);

-- one per user and project: the orders add to it
CREATE TABLE ieo_subscriptions (
  id           bigint PRIMARY KEY,
  project_id   integer NOT NULL REFERENCES ieo_projects(id),
  user_id      bigint NOT NULL REFERENCES users(id),
  amount       numeric(36, 18) NOT NULL,
  -- the published line is sha256('<project>:<user>:<salt>')
  salt         text NOT NULL,
  hashed_id    text NOT NULL,
  status       text NOT NULL CHECK (status IN ('subscribed', 'allocated', 'refunded')),
  tokens       numeric(38, 18),
  paid         numeric(36, 18),
  refund       numeric(36, 18),
  token_hold   text,
  released     boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL,
  UNIQUE (project_id, user_id)
);
CREATE INDEX ieo_subscriptions_user ON ieo_subscriptions (user_id, id DESC);

CREATE TABLE ieo_orders (
  id               bigint PRIMARY KEY,
  subscription_id  bigint NOT NULL REFERENCES ieo_subscriptions(id),
  amount           numeric(36, 18) NOT NULL CHECK (amount > 0),
  hold_id          text NOT NULL,
  entry_id         bigint NOT NULL,
  created_at       timestamptz NOT NULL
);
CREATE INDEX ieo_orders_subscription ON ieo_orders (subscription_id, id);

-- The home menu leads to the launchpad, after lock mining (operators can reorder or disable it).
INSERT INTO menu_items (id, icon, route, sort, names) VALUES
  (9, 'ieo', '/pages/ieo/ieo', 6,
   '{"en":"Launchpad","zh":"IEO 新币申购","hk":"IEO 新幣申購","jp":"ローンチパッド","kor":"런치패드","ida":"Launchpad","th":"ลอนช์แพด","vi":"Launchpad","tur":"Launchpad","spa":"Launchpad","fra":"Launchpad","de":"Launchpad","pt":"Launchpad","ru":"Лаунчпад"}')
ON CONFLICT (id) DO NOTHING;
