-- The rebate rates live in `rebate_rate_changes` (the console's Growth → Rates, each set with the time it
-- takes effect) and nowhere else: the copies among the generic settings, which nothing read, are dropped.
DELETE FROM settings WHERE key IN ('rebate_rates', 'rebate_king_rates');
