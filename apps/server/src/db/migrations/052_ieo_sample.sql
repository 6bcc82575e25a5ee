-- A new venue's launchpad sample, as the other product lines have theirs: one project a user can subscribe
-- to end to end. Its subscription window opens when the venue is installed and lasts 7 days; the tokens
-- unlock 3 days after it ends. Its token becomes a currency like any project's (the figures are those an
-- operator's save would write). Only a venue without any project gets it; operators change or call it off
-- in the console like any other.
WITH token AS (
  INSERT INTO currencies (id, name, decimals, image, sort)
  SELECT (SELECT coalesce(max(id), 0) + 1 FROM currencies), 'AURA', 4, '/uploads/seed/ieo-1.svg',
    1000 + (SELECT coalesce(max(id), 0) + 1 FROM ieo_projects)
  WHERE NOT EXISTS (SELECT 1 FROM ieo_projects) AND NOT EXISTS (SELECT 1 FROM currencies WHERE name = 'AURA')
  RETURNING id
)
INSERT INTO ieo_projects (id, name, currency_id, logo, intro, pay_currency_id, price, supply, min_amount,
  max_amount, kyc_level, warmup_at, start_at, end_at, unlock_at, created_at)
SELECT (SELECT coalesce(max(id), 0) + 1 FROM ieo_projects), 'Aurora Network', token.id, '/uploads/seed/ieo-1.svg',
  'Aurora Network is a sample project of this venue: 1,000,000 AURA at 0.05 USDT each, 10 to 1,000 USDT per '
    || 'user. When the subscription window ends the supply is shared out (pro rata if oversubscribed), the '
    || 'rest of each payment is refunded, and the tokens unlock 3 days later.',
  usdt.id, 0.05, 1000000, 10, 1000, 0, now(), now(), now() + interval '7 days', now() + interval '10 days', now()
FROM token, (SELECT id FROM currencies WHERE name = 'USDT') AS usdt;
