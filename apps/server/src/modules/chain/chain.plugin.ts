import { EventEmitter } from "node:events";
import { productLine } from "../../platform.ts";
import { chainRoutes } from "./chain.routes.ts";
import { type ChainService, createChainService } from "./chain.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Deposits and withdrawals on a chain; undefined when none is configured (vouchers only). */
    chain: ChainService | undefined;
  }
}

/**
 * On-chain deposits and withdrawals, when CHAIN_RPC_URL is set: each user's deposit address, the watcher
 * and the sender on the writer, the user's chain deposits and the console's chain page. Without it the
 * wallet keeps its vouchers, as before.
 */
export const chainLine = productLine(
  "chain",
  async (app, { db, core, clock, config, relay, notices, writerWork }) => {
    let chain: ChainService | undefined;
    if (config.chain) {
      const events = new EventEmitter();
      notices.push(events);
      // the chain's client library is loaded only by a server that watches a chain
      const { createEvmAdapter } = await import("./evm.ts");
      const adapter = createEvmAdapter({ rpcUrl: config.chain.rpcUrl, xpub: config.chain.xpub });
      const service = await createChainService({
        db,
        core,
        clock,
        config: config.chain,
        adapter,
        log: app.log,
        tell: (notice) => {
          events.emit("user", notice);
          relay.relay?.(notice);
        },
      });
      chain = service;
      app.funding.useChain({
        watched: (networkId) => {
          const n = service.watched().find((w) => w.id === networkId);
          return n && { family: "evm", confirmations: n.confirmations, token: n.token };
        },
        address: (userId) => service.address(userId),
      });
      let timer: NodeJS.Timeout | undefined;
      let running: Promise<void> | undefined;
      let stopped = true;
      const loop = () => {
        running = service
          .tick()
          .catch((err) => app.log.error({ err }, "the chain round failed: the next one resumes"))
          .finally(() => {
            running = undefined;
            if (!stopped) timer = setTimeout(loop, config.chain!.pollMs);
          });
      };
      writerWork.push({
        start: () => {
          stopped = false;
          loop();
        },
        stop: async () => {
          stopped = true;
          clearTimeout(timer);
          await running;
        },
      });
      app.addHook("onClose", async () => {
        stopped = true;
        clearTimeout(timer);
        await running;
      });
    }
    app.decorate("chain", chain);
    await app.register(chainRoutes, { prefix: "/api", chain, db });
  },
  ["wallet"],
);
