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
