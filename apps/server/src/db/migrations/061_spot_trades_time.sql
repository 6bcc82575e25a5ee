-- Trades by time within a market and book: the trading API's klines (trades per bar), 24 h tickers, average
-- price and aggregate trades by time read ranges of it, each second for a stream, so by index.
CREATE INDEX spot_trades_time_idx ON spot_trades (market_id, demo, created_at);
