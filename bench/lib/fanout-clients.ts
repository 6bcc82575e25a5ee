import { type ChildProcess, fork } from "node:child_process";

/**
 * The client processes of the fan-out benches (bench/lib/fanout-client.mjs): CLIENTS connections spread
 * over PROCESSES children, each opening its share of a kind of client, counting what it receives and
 * reporting `done` once each of its clients got every message of a round, in order.
 */

/** What a client process reports when each of its clients got every message of a round. */
export interface Done {
  type: "done";
  /** when its last client got the last message (`performance.timeOrigin + performance.now()`) */
  at: number;
  /** the process's CPU time, ms */
  cpu: number;
  gaps: number;
  stray: number;
}
type Message = { id?: number; type?: string; message?: string } & Record<string, unknown>;

export function fanoutClients<D extends Done>(opts: {
  processes: number;
  clients: number;
  /** a round stalls when no delivery arrives for this long once every message was sent */
  stallMs: number;
  /** prints the message, stops everything and exits 1 */
  abort: (message: string) => Promise<never>;
}) {
  const { processes, clients, stallMs, abort } = opts;
  const workers: ChildProcess[] = [];
  const pending = new Map<number, (m: Message) => void>();
  const doneWaiters = new Map<ChildProcess, (d: D) => void>();
  let nextId = 1;
  let stopping = false;

  for (let i = 0; i < processes; i++) {
    const w = fork(new URL("./fanout-client.mjs", import.meta.url), [], { serialization: "advanced" });
    w.on("message", (m: Message) => {
      if (m.type === "error") return void abort(`client process: ${m.message}`);
      if (m.type === "done") return void doneWaiters.get(w)?.(m as unknown as D);
      if (m.id !== undefined) pending.get(m.id)?.(m);
    });
    w.on("exit", (code) => {
      if (!stopping) void abort(`a client process exited (${code})`);
    });
    workers.push(w);
  }

  const request = (w: ChildProcess, body: Record<string, unknown>) =>
    new Promise<Message>((resolve) => {
      const id = nextId++;
      pending.set(id, (m) => {
        pending.delete(id);
        resolve(m);
      });
      w.send({ id, ...body });
    });

  /** Clients per process: CLIENTS split as evenly as can be. */
  const share = (i: number) => Math.floor(clients / processes) + (i < clients % processes ? 1 : 0);

  return {
    /** Opens every client of `kind` on `url` (with the client's `extra` options); fails unless all connect. */
    async open(kind: string, url: string, extra: Record<string, unknown> = {}) {
      const opened = await Promise.all(
        workers.map((w, i) => request(w, { cmd: "open", kind, url, count: share(i), ...extra })),
      );
      const total = opened.reduce((sum, m) => sum + Number(m.opened), 0);
      if (total !== clients) await abort(`${kind}: ${total} clients connected, expected ${clients}`);
    },

    /**
     * Arms every client of `kind` for `n` messages numbered from `firstSeq`. `delivered(sending)` then
     * waits until every client got them all (each process's `done`), failing when deliveries stop for
     * `stallMs` once `sending()` is false, and on any message out of sequence or unexpected.
     */
    async arm(kind: string, n: number, firstSeq: number) {
      const armed = await Promise.all(workers.map((w) => request(w, { cmd: "expect", kind, n, firstSeq })));
      const done = Promise.all(workers.map((w) => new Promise<D>((resolve) => doneWaiters.set(w, resolve))));
      const delivered = async (sending: () => boolean): Promise<D[]> => {
        let finished: D[] | undefined;
        void done.then((d) => {
          finished = d;
        });
        let count = -1;
        let progressAt = Date.now();
        while (!finished) {
          await Promise.race([done, new Promise((r) => setTimeout(r, 1000))]);
          if (finished) break;
          const status = await Promise.all(workers.map((w) => request(w, { cmd: "status" })));
          if (finished) break;
          const now = status.reduce((sum, s) => sum + Number(s.delivered), 0);
          if (now > count || sending()) {
            count = now;
            progressAt = Date.now();
          } else if (Date.now() - progressAt > stallMs) {
            const complete = status.reduce((sum, s) => sum + Number(s.complete), 0);
            return abort(
              `${kind}: deliveries stopped at ${now} of ${n * clients} ` +
                `(${complete} of ${clients} clients got all ${n}; nothing more in ${stallMs / 1000} s)`,
            );
          }
        }
        doneWaiters.clear();
        const gaps = finished.reduce((sum, d) => sum + d.gaps, 0);
        if (gaps > 0) await abort(`${kind}: ${gaps} deliveries out of sequence`);
        const stray = finished.reduce((sum, d) => sum + d.stray, 0);
        if (stray > 0) await abort(`${stray} deliveries that no client expected (repeats?)`);
        return finished;
      };
      /** each process's CPU time when armed, ms */
      const cpu = armed.map((a) => Number(a.cpu));
      return { cpu, delivered };
    },

    /** Closes every client and ends the processes. */
    async close() {
      stopping = true;
      await Promise.all(
        workers
          .filter((w) => w.connected)
          .map((w) => Promise.race([request(w, { cmd: "close" }), new Promise((r) => setTimeout(r, 2000))])),
      );
      for (const w of workers) if (w.exitCode === null) w.kill();
    },
  };
}
