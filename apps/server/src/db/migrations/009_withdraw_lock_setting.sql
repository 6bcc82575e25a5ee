-- The withdrawal lock after a security change is operator configuration (PRODUCT-RULES: every number
-- is a default the operator can change).
INSERT INTO settings (key, value, public) VALUES ('withdraw_lock_hours', '24', false) ON CONFLICT (key) DO NOTHING;
