-- The liquidation threshold a liquidation was decided at (a rate: 0.2 is 20 %), so its outcome proof
-- checks it against the threshold in force then, whatever the setting says later. Older rows have none.
ALTER TABLE lever_liquidations ADD COLUMN threshold numeric(12, 10);
