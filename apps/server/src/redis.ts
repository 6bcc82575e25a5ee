import { Redis } from "ioredis";

/**
 * Optional Redis (REDIS_URL): socket.io fan-out and rate-limit counters shared across server nodes.
 * Returns undefined without a URL: one node keeps both in memory.
 */
export function openRedis(url: string | undefined) {
  if (!url) return undefined;
  const client = new Redis(url, { maxRetriesPerRequest: 2 });
  return {
    client,
    /** socket.io's adapter needs a second connection for subscribing. */
    subscriber: new Redis(url, { maxRetriesPerRequest: 2 }),
    async close() {
      await Promise.allSettled([client.quit(), this.subscriber.quit()]);
    },
  };
}

export type RedisConnections = NonNullable<ReturnType<typeof openRedis>>;
