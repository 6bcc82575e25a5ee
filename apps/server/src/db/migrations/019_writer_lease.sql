-- The money writer's lease: one row. A node leads while it holds an unexpired lease; taking the lease
-- bumps `epoch`, and every commit of the money core first checks (FOR SHARE) that the epoch is still the
-- one it was given, so a deposed writer can never commit again (fencing). Times are the database's.
CREATE TABLE writer_lease (
  id          smallint PRIMARY KEY CHECK (id = 1),
  epoch       bigint NOT NULL CHECK (epoch >= 0),
  holder      text NOT NULL,
  expires_at  timestamptz NOT NULL
);
INSERT INTO writer_lease (id, epoch, holder, expires_at) VALUES (1, 0, '', '-infinity');

-- The fence, evaluated once by the journal's insert of each commit: the lease row is share-locked until
-- the commit ends (a takeover waits for it), and a writer whose epoch is gone fails with SQLSTATE BF001.
CREATE FUNCTION writer_fence(expected bigint) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM writer_lease WHERE id = 1 AND epoch = expected FOR SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'the writer''s lease (epoch %) was taken over', expected USING ERRCODE = 'BF001';
  END IF;
  RETURN true;
END $$;
