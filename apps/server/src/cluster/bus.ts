import { randomUUID } from "node:crypto";
import { Type } from "typebox";
import { Compile } from "typebox/compile";
import type { Answer, Command } from "../core/command.ts";
import type { Tick } from "../feed/feed.ts";
import { failure } from "../http/outcome.ts";
import { redisConnection } from "../redis.ts";

/** A forwarded command as it travels: who waits for the answer, and until when it may still run. */
const Envelope = Compile(
  Type.Object({
    id: Type.String({ minLength: 1, maxLength: 64 }),
    node: Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" }),
    deadline: Type.Number(),
    command: Type.Object({
      kind: Type.String({ minLength: 1, maxLength: 100 }),
      args: Type.Unknown(),
      caller: Type.Union([
        Type.Object({ user: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
        Type.Object({ operator: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
        Type.Object(
          { system: Type.String({ minLength: 1, maxLength: 100 }) },
          { additionalProperties: false },
        ),
      ]),
      idempotencyKey: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    }),
  }),
);

/** What nodes tell each other of besides commits and ticks. */
export type Topic = "config" | "public" | "sessions" | "user";

/** The consumer group (and its one consumer) of the writer: a new writer takes over what the last left. */
const WRITER = "writer";
const COMMANDS_KEPT = "100000";
const REPLIES_KEPT = "10000";
/** A reply stream nobody reads (its node is gone) expires. */
const REPLIES_TTL_S = 600;

export interface BusOptions {
  url: string;
  /** keys and channels start with it: one cluster per prefix */
  prefix: string;
  /** this node's name: its replies stream */
  node: string;
  /** how long a front waits for the writer's answer to a forwarded command */
  timeoutMs: number;
  onError: (err: unknown, what: string) => void;
}

/**
 * The cluster's broker, on the Redis the socket fan-out already uses. Commands go from front nodes to
 * the writer on one stream (`<prefix>:commands`) read by a consumer group, so a command the last writer
 * read but never acknowledged is read again by the next; each answer goes back on the sender's own
 * stream (`<prefix>:replies:<node>`). The writer announces each committed batch (`<prefix>:journal`,
 * the last entry id) and each index tick (`<prefix>:ticks`) on pub/sub: followers read the entries
 * themselves from the journal, so a lost announcement only delays them until the next.
 */
export function createBus(opts: BusOptions) {
  const { prefix, node } = opts;
  const commandsKey = `${prefix}:commands`;
  const repliesKey = (n: string) => `${prefix}:replies:${n}`;
  const journalChannel = `${prefix}:journal`;
  const ticksChannel = `${prefix}:ticks`;
  const noticeChannel = `${prefix}:notices`;
  const client = redisConnection(opts.url, prefix, "bus", { enableAutoPipelining: true });
  const subscriber = redisConnection(opts.url, prefix, "bus-subscriber", { maxRetriesPerRequest: null });
  /** blocking reads need their own connections */
  const replyReader = redisConnection(opts.url, prefix, "bus-replies", { maxRetriesPerRequest: null });
  const commandReader = redisConnection(opts.url, prefix, "bus-commands", { maxRetriesPerRequest: null });
  const waiting = new Map<string, { resolve: (a: Answer<unknown>) => void; timer: NodeJS.Timeout }>();
  let closed = false;
  let serving: Promise<void> | undefined;
  let serve = false;
  let replies: Promise<void> | undefined;

  async function readReplies() {
    let last = "0-0";
    while (!closed) {
      try {
        const res = (await replyReader.xread(
          "COUNT",
          1000,
          "BLOCK",
          1000,
          "STREAMS",
          repliesKey(node),
          last,
        )) as [string, [string, string[]][]][] | null;
        for (const [, entries] of res ?? [])
          for (const [id, fields] of entries) {
            last = id;
            const { id: requestId, answer } = JSON.parse(fields[1]!) as {
              id: string;
              answer: Answer<unknown>;
            };
            const w = waiting.get(requestId);
            if (!w) continue;
            waiting.delete(requestId);
            clearTimeout(w.timer);
            w.resolve(answer);
          }
      } catch (err) {
        if (!closed) {
          opts.onError(err, "reading answers");
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    }
  }

  /**
   * Sends a command to the writer and answers its answer. Past the timeout the answer is
   * `COMMAND_UNCONFIRMED`: the command may still have run, and a retry with the same idempotency key
   * answers what it came to; the writer drops a command whose deadline has passed before it runs.
   */
  async function forward(command: Command): Promise<Answer<unknown>> {
    replies ??= readReplies();
    const id = randomUUID();
    // A forwarded command may reach two writers (a takeover replays what the last one read and left
    // unacknowledged; a deposed writer relays what it still held): a key makes it run once whatever
    // reads it. One sent without a key gets this envelope's.
    const keyed: Command = command.idempotencyKey ? command : { ...command, idempotencyKey: `fwd:${id}` };
    const deadline = Date.now() + opts.timeoutMs;
    const answer = new Promise<Answer<unknown>>((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve(failure("COMMAND_UNCONFIRMED"));
      }, opts.timeoutMs + 1000);
      waiting.set(id, { resolve, timer });
    });
    try {
      await client.xadd(
        commandsKey,
        "MAXLEN",
        "~",
        COMMANDS_KEPT,
        "*",
        "m",
        JSON.stringify({ id, node, deadline, command: keyed }),
      );
    } catch (err) {
      opts.onError(err, "forwarding a command");
      const w = waiting.get(id);
      if (w) clearTimeout(w.timer);
      waiting.delete(id);
      return failure("COMMAND_RETRY");
    }
    return answer;
  }

  function reply(to: string, id: string, answer: Answer<unknown>) {
    const key = repliesKey(to);
    client
      .multi()
      .xadd(key, "MAXLEN", "~", REPLIES_KEPT, "*", "m", JSON.stringify({ id, answer }))
      .expire(key, REPLIES_TTL_S)
      .exec()
      .catch((err) => opts.onError(err, "answering a forwarded command"));
  }

  /**
   * The writer's side: reads forwarded commands (first those the last writer read and left unanswered)
   * and runs each through `handle`, all of one read at once so that they share a commit. A payload that
   * is not a command is answered `COMMAND_INVALID` when its sender can be told, and dropped otherwise.
   */
  function startServing(handle: (command: Command) => Promise<Answer<unknown>>) {
    if (serve) return;
    serve = true;
    serving = (async () => {
      await client
        .xgroup("CREATE", commandsKey, WRITER, "0", "MKSTREAM")
        .catch(
          (err: Error) => void (/BUSYGROUP/.test(err.message) ? 0 : opts.onError(err, "creating the group")),
        );
      let backlog = true;
      while (serve && !closed) {
        try {
          const res = (await commandReader.xreadgroup(
            "GROUP",
            WRITER,
            WRITER,
            "COUNT",
            1000,
            "BLOCK",
            backlog ? 1 : 1000,
            "STREAMS",
            commandsKey,
            backlog ? "0" : ">",
          )) as [string, [string, string[]][]][] | null;
          const entries = res?.[0]?.[1] ?? [];
          if (backlog && entries.length === 0) backlog = false;
          const done = entries.map(([streamId, fields]) => run(streamId, fields?.[1], handle));
          // a backlog is worked through in order, page by page; live commands run side by side
          if (backlog) await Promise.all(done);
        } catch (err) {
          if (serve && !closed) {
            opts.onError(err, "reading forwarded commands");
            await new Promise((r) => setTimeout(r, 200));
          }
        }
      }
    })();
  }

  async function run(
    streamId: string,
    payload: string | undefined,
    handle: (c: Command) => Promise<Answer<unknown>>,
  ) {
    let envelope: unknown;
    try {
      envelope = JSON.parse(payload ?? "");
    } catch {
      envelope = undefined;
    }
    if (!Envelope.Check(envelope)) {
      const e = envelope as { id?: unknown; node?: unknown } | undefined;
      if (typeof e?.id === "string" && typeof e.node === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(e.node))
        reply(e.node, e.id, failure("COMMAND_INVALID"));
    } else if (envelope.deadline < Date.now()) {
      // its sender has stopped waiting: a retry of it, if any, carries its key
      reply(envelope.node, envelope.id, failure("COMMAND_UNCONFIRMED"));
    } else {
      let answer: Answer<unknown>;
      try {
        answer = await handle(envelope.command as Command);
      } catch (err) {
        opts.onError(err, `running a forwarded ${envelope.command.kind}`);
        answer = failure("COMMAND_FAILED");
      }
      reply(envelope.node, envelope.id, answer);
    }
    await client.xack(commandsKey, WRITER, streamId).catch((err) => opts.onError(err, "acknowledging"));
  }

  async function stopServing() {
    serve = false;
    await serving;
    serving = undefined;
  }

  const listeners = {
    journal: [] as ((lastId: number) => void)[],
    tick: [] as ((t: Tick) => void)[],
    notice: [] as ((n: { from: string; topic: Topic; data: string }) => void)[],
  };
  void subscriber
    .subscribe(journalChannel, ticksChannel, noticeChannel)
    .catch((err) => opts.onError(err, "subscribing"));
  subscriber.on("message", (channel: string, message: string) => {
    try {
      if (channel === journalChannel) for (const fn of listeners.journal) fn(Number(message));
      else if (channel === noticeChannel) {
        const notice = JSON.parse(message) as { from: string; topic: Topic; data: string };
        for (const fn of listeners.notice) fn(notice);
      } else if (channel === ticksChannel) {
        const tick = JSON.parse(message) as Tick;
        for (const fn of listeners.tick) fn(tick);
      }
    } catch (err) {
      opts.onError(err, `a message on ${channel}`);
    }
  });

  return {
    forward,
    startServing,
    stopServing,
    /** The writer: a batch up to entry `lastId` is durable. */
    committed(lastId: number) {
      client.publish(journalChannel, String(lastId)).catch((err) => opts.onError(err, "announcing a commit"));
    },
    /** The writer: an index tick is in the log. */
    tick(t: Tick) {
      client.publish(ticksChannel, JSON.stringify(t)).catch((err) => opts.onError(err, "announcing a tick"));
    },
    /**
     * Tells the other nodes of a change to what they hold in memory: `config` (an operator changed
     * contract terms or a threshold), `public` (an operator changed something in the console: the public
     * reads kept in memory are built again), `sessions` (a user's sessions ended; `data` is the user id), or of
     * a notice for a user's sockets that no command replays (`user`, a chat message; `data` is the JSON).
     */
    notify(topic: Topic, data = "") {
      client
        .publish(noticeChannel, JSON.stringify({ from: node, topic, data }))
        .catch((err) => opts.onError(err, `announcing ${topic}`));
    },
    /** Another node's notice of `topic`. */
    onNotice(topic: Topic, fn: (data: string) => void) {
      listeners.notice.push((n) => {
        if (n.from !== node && n.topic === topic) fn(n.data);
      });
    },
    onCommitted(fn: (lastId: number) => void) {
      listeners.journal.push(fn);
    },
    onTick(fn: (t: Tick) => void) {
      listeners.tick.push(fn);
    },
    /** Raw access for tests: appends a payload to the command stream as any sender could. */
    async sendRaw(payload: string) {
      await client.xadd(commandsKey, "*", "m", payload);
    },
    async close() {
      closed = true;
      await stopServing();
      for (const w of waiting.values()) {
        clearTimeout(w.timer);
        w.resolve(failure("COMMAND_UNCONFIRMED"));
      }
      waiting.clear();
      replyReader.disconnect();
      commandReader.disconnect();
      await Promise.allSettled([client.quit(), subscriber.quit()]);
      await replies;
    },
  };
}

export type Bus = ReturnType<typeof createBus>;
