-- The venue's signing key for what it publishes (journal heads, liability roots): its public half, recorded
-- by the first node that starts on this database. Every node must sign with that key (a node configured
-- with another refuses to start), so whatever any node publishes, before and after a failover, verifies
-- under the one key the venue shows (`GET /transparency/key`). The private key is never stored here: it is
-- configuration (TRANSPARENCY_KEY), kept apart from the database and its backups. A database that already
-- published keeps the key of its latest publication.
CREATE TABLE venue_key (
  id          smallint PRIMARY KEY CHECK (id = 1),
  public_key  text NOT NULL CHECK (public_key ~ '^[0-9a-f]{64}$'),
  recorded_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO venue_key (id, public_key)
SELECT 1, p.public_key FROM (
  SELECT public_key, published_at FROM transparency_heads
  UNION ALL
  SELECT public_key, published_at FROM liability_roots
) p
ORDER BY p.published_at DESC
LIMIT 1;
