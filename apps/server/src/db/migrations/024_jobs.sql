-- The scheduler's jobs: each daily job settles each UTC day once, in order. `done_through` is the last
-- day a job finished; every run (a job and a day) is recorded with its outcome for the console.
CREATE TABLE job_days (
  job           text PRIMARY KEY,
  done_through  date NOT NULL
);

CREATE TABLE job_runs (
  id           bigserial PRIMARY KEY,
  job          text NOT NULL,
  day          date NOT NULL,
  started_at   timestamptz NOT NULL,
  finished_at  timestamptz NOT NULL,
  -- null when the run finished; the error's message when it failed (the day is then run again)
  error        text
);
CREATE INDEX job_runs_recent ON job_runs (id DESC);
