import { Redis, type RedisOptions } from "ioredis";

/**
 * A connection to the Redis of REDIS_URL, named `<cluster>:<role>` (`CLIENT SETNAME`), so `CLIENT LIST`
 * tells which venue and which part of it each connection serves.
 */
export function redisConnection(url: string, cluster: string, role: string, options: RedisOptions = {}) {
  return new Redis(url, { maxRetriesPerRequest: 2, ...options, connectionName: `${cluster}:${role}` });
}

/**
 * Where a cluster keeps things in Redis. Every key and channel starts with `<CLUSTER_NAME>:`, so venues
 * sharing one Redis share nothing: neither rate-limit budgets nor socket broadcasts nor commands.
 */
export function redisNames(cluster: string) {
  return {
    /** @fastify/rate-limit's keys: `<cluster>:rl:<route or limit>-<subject>` */
    rateLimit: `${cluster}:rl:`,
    /** the socket.io adapter's channels (`<cluster>:socket.io#/#…`, `…-request#/#`, `…-response#/#`) */
    socketIo: `${cluster}:socket.io`,
  };
}

/**
 * Optional Redis (REDIS_URL): socket.io fan-out and rate-limit counters shared across the nodes of the
 * cluster named `cluster` (CLUSTER_NAME), under its names (`redisNames`). Returns undefined without a
 * URL: one node keeps both in memory.
 */
export function openRedis(url: string | undefined, cluster: string) {
  if (!url) return undefined;
  const client = redisConnection(url, cluster, "main");
  return {
    client,
    /** socket.io's adapter needs a second connection for subscribing. */
    subscriber: redisConnection(url, cluster, "subscriber"),
    names: redisNames(cluster),
    async close() {
      await Promise.allSettled([client.quit(), this.subscriber.quit()]);
    },
  };
}

export type RedisConnections = NonNullable<ReturnType<typeof openRedis>>;
