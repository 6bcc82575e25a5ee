import type { Execution, Job, Outcome, Pending } from "./execution.ts";
import { Fenced } from "./lease.ts";

/**
 * The writer's queue: commands wait in arrival order and run in batches (group commit), pipelined: while
 * a batch commits, the next one runs in memory, and it is committed once the first is. If the first could
 * not be kept whole (a refused record rebuilt memory from the tables), the next one ran on a state that is
 * gone: it goes back to the head of the queue and runs again.
 */
export function createQueue({
  maxBatch,
  exec,
  commitRun,
  reload,
  stepDown,
  onFatal,
}: {
  maxBatch: number;
  exec: Execution;
  /** makes a run durable and answers it; false when memory had to be rebuilt */
  commitRun: (run: ReturnType<Execution["runBatch"]>) => Promise<boolean>;
  reload: () => Promise<void>;
  /** another node leads now: what was waiting goes to it */
  stepDown: (waiting: Pending[]) => Promise<void>;
  /** the database cannot commit at all */
  onFatal: (err: unknown) => void;
}) {
  const queue: Pending[] = [];
  let draining = false;
  let stopped: unknown;

  function enqueue(job: Job): Promise<Outcome> {
    if (stopped) return Promise.reject(stopped);
    return new Promise((resolve, reject) => {
      queue.push({ job, resolve, reject });
      if (!draining) {
        draining = true;
        // one turn of the event loop first: commands of requests already read join the batch
        setImmediate(drain);
      }
    });
  }

  async function drain() {
    /** the batch being committed, and how its commit ended (never left to reject unheard) */
    let committing: { batch: Pending[]; done: Promise<{ kept: boolean } | { error: unknown }> } | undefined;
    let taken: Pending[] = [];
    try {
      while (!stopped && (queue.length > 0 || committing)) {
        taken = queue.splice(0, maxBatch);
        if (taken.length > 0) await exec.recallKeys(taken);
        let run = taken.length > 0 ? exec.runBatch(taken) : undefined;
        if (committing) {
          const done = await committing.done;
          if ("error" in done) throw done.error;
          committing = undefined;
          if (!done.kept && run) {
            // this batch ran before or after that rebuild: it is undone by another, and runs again
            exec.forget(run.records);
            await reload();
            queue.unshift(...taken);
            run = undefined;
          }
        }
        if (run) {
          const batch = taken;
          committing = {
            batch,
            done: commitRun(run).then(
              (kept) => ({ kept }),
              (error: unknown) => ({ error }),
            ),
          };
        }
        taken = [];
        // let requests that arrived during the commit enqueue before the next batch is taken (an embedded
        // database answers without giving the event loop a turn)
        if (queue.length < maxBatch) await new Promise((resolve) => setImmediate(resolve));
      }
    } catch (err) {
      const waiting = [...(committing?.batch ?? []), ...taken];
      if (err instanceof Fenced) {
        // another node leads now: nothing of these batches was kept; their commands go to the new writer
        await stepDown([...waiting, ...queue.splice(0)]);
      } else {
        // the database cannot commit at all: memory is ahead of it, so nothing more may run
        stop(err);
        for (const p of [...waiting, ...queue.splice(0)]) p.reject(err);
        onFatal(err);
      }
    }
    draining = false;
  }

  /** From now on every command is refused with `err` (the first reason given stays). */
  function stop(err: unknown) {
    stopped ??= err;
  }

  return {
    enqueue,
    stop,
    /** Why commands are refused, once they are. */
    stopped: () => stopped,
    /** How many commands wait to be taken into a batch. */
    depth: () => queue.length,
    /** Waits until the batches already taken are committed. */
    async drained() {
      while (draining) await new Promise((r) => setTimeout(r, 5));
    },
  };
}
