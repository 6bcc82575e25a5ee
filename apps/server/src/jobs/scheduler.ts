import type { JobRun, JobsRecent } from "@bourse/contract";
import type { Core } from "../core/core.ts";
import { Fenced } from "../core/lease.ts";
import type { Db } from "../db/db.ts";

/** A UTC day as `YYYY-MM-DD`. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The UTC day after `day`. */
export const nextDay = (day: string) => utcDay(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** Settles one UTC day: every effect is a core command keyed by the job's name and the day. */
export type DailyJob = (day: string) => Promise<void>;

/**
 * Runs whatever has come due by `now` (an IEO window that ended, a lock period that is over): every
 * effect is a core command keyed by what it settles (`ieo-settle:<project>`). Answers how many it ran.
 */
export type DueJob = (now: Date) => Promise<number>;

/** One run of a daily job, as the console lists it (contract `JobRun`). */
export type { JobRun } from "@bourse/contract";

/**
 * Jobs named by what they settle and when. A daily job settles each UTC day once, at or after its
 * 00:00: on the money writer only, `run(day)` is called for every day after the last one the job
 * finished, up to today, oldest first. Each effect of a run is a core command whose idempotency key
 * names the job, the thing and the day (`lock-yield:<order>:<day>`), so a run repeated after a crash or
 * a failover changes nothing twice; a run that fails is recorded and the same day is tried again at
 * the next check, before any later day. A job new to the database starts with today. What the scheduler
 * itself records (the runs, the days done) is the writer's, fenced like its commits (`core.writerTx`): a
 * writer deposed during a run records nothing, stops, and the new writer runs that day again.
 */
export function createScheduler({
  db,
  core,
  clock,
  onError,
  everyMs = 30_000,
}: {
  db: Db;
  core: Core;
  clock: () => Date;
  onError: (err: unknown) => void;
  everyMs?: number;
}) {
  const jobs = new Map<string, DailyJob>();
  const dueJobs = new Map<string, DueJob>();
  /** the day each daily job is known to have finished (no query while it stays today) */
  const finished = new Map<string, string>();
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  /** told of every run recorded: the job and whether it failed (monitoring) */
  const observers: ((job: string, failed: boolean) => void)[] = [];

  async function doneThrough(job: string): Promise<string | undefined> {
    const [row] = await db.query<{ day: string }>(
      "SELECT to_char(done_through, 'YYYY-MM-DD') AS day FROM job_days WHERE job = $1",
      [job],
    );
    return row?.day;
  }

  async function record(job: string, day: string, started: Date, error: string | null, daily = true) {
    for (const observe of observers) observe(job, error !== null);
    await core.writerTx(async (q) => {
      await q.query(
        "INSERT INTO job_runs (job, day, started_at, finished_at, error) VALUES ($1, $2, $3, $4, $5)",
        [job, day, started, clock(), error],
      );
      if (error === null && daily)
        await q.query(
          `INSERT INTO job_days (job, done_through) VALUES ($1, $2)
           ON CONFLICT (job) DO UPDATE SET done_through = EXCLUDED.done_through`,
          [job, day],
        );
    });
  }

  /** A run that failed because this node no longer leads: not the job's failure, and not recorded. */
  const deposed = (err: unknown) => err instanceof Fenced || !core.leading;

  async function runDue() {
    const today = utcDay(clock().getTime());
    for (const [job, run] of jobs) {
      if (finished.get(job) === today) continue;
      const last = await doneThrough(job);
      for (let day = last ? nextDay(last) : today; day <= today; day = nextDay(day)) {
        if (!core.leading) return;
        const started = clock();
        try {
          await run(day);
        } catch (err) {
          if (deposed(err)) return;
          onError(err);
          await record(job, day, started, err instanceof Error ? err.message : String(err));
          break;
        }
        await record(job, day, started, null);
        if (day === today) finished.set(job, today);
      }
    }
    for (const [job, run] of dueJobs) {
      if (!core.leading) return;
      const started = clock();
      try {
        // a run that found nothing due is not recorded
        if ((await run(started)) > 0) await record(job, today, started, null, false);
      } catch (err) {
        if (deposed(err)) return;
        onError(err);
        await record(job, today, started, err instanceof Error ? err.message : String(err), false);
      }
    }
  }

  /** Runs every day due, once at a time; resolves when they have run. */
  function check(): Promise<void> {
    if (!core.leading) return Promise.resolve();
    running ??= runDue()
      // a writer deposed during the check stops there: the new writer runs what is left
      .catch((err) => {
        if (!deposed(err)) onError(err);
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    /** Registers a daily job under its name (a name is kept forever: it carries the days done). */
    daily(job: string, run: DailyJob) {
      if (jobs.has(job)) throw new Error(`scheduler: job ${job} is registered twice`);
      jobs.set(job, run);
    },
    /**
     * Registers a job run at every check for what has come due; a run that fails is recorded and tried
     * again at the next check.
     */
    due(job: string, run: DueJob) {
      if (jobs.has(job) || dueJobs.has(job)) throw new Error(`scheduler: job ${job} is registered twice`);
      dueJobs.set(job, run);
    },
    check,
    /** Registers an observer of every run recorded: the job's name and whether the run failed. */
    observe(fn: (job: string, failed: boolean) => void) {
      observers.push(fn);
    },
    /** Checks now and every `everyMs` (on a follower, a check does nothing until it leads). */
    start() {
      void check();
      timer = setInterval(() => void check(), everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
    /** The latest runs, newest first, and each job's last day done (the console). */
    async recent(limit = 50): Promise<JobsRecent> {
      const runs = await db.query<JobRun>(
        `SELECT job, to_char(day, 'YYYY-MM-DD') AS day,
           to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS started_at,
           to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS finished_at, error
         FROM job_runs ORDER BY id DESC LIMIT $1`,
        [limit],
      );
      const days = await db.query<JobsRecent["jobs"][number]>(
        "SELECT job, to_char(done_through, 'YYYY-MM-DD') AS done_through FROM job_days ORDER BY job",
      );
      return { jobs: days, runs };
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
