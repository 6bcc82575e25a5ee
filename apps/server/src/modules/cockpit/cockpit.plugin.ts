import { add, MAX_SCALE, money, toPlainString, zero } from "@bourse/money";
import { productLine } from "../../platform.ts";
import { cockpitRoutes } from "./cockpit.routes.ts";
import { createCockpitService, type HotWallet } from "./cockpit.service.ts";
import { type QueueWatch, watchQueues } from "./queue-watch.ts";

/**
 * The operator console's dashboard: it reads the other lines' tables and the ledger, and moves no money.
 * With a chain watched, the hot wallet's balances come from the chain line.
 */
export const cockpitLine = productLine(
  "cockpit",
  async (app, { db, clock }) => {
    const chain = app.chain;
    const hotWallet: HotWallet | undefined = chain && {
      async balances() {
        const status = await chain.status();
        const byCurrency = new Map<string, string[]>();
        for (const n of status.networks) {
          if (n.hot_balance === null) continue;
          byCurrency.set(n.currency_name, [...(byCurrency.get(n.currency_name) ?? []), n.hot_balance]);
        }
        return new Map([...byCurrency].map(([name, parts]) => [name, sumDecimals(parts)]));
      },
    };
    const cockpit = createCockpitService({ db, clock, ...(hotWallet ? { hotWallet } : {}) });
    await app.register(cockpitRoutes, { prefix: "/api", cockpit });
    // the operators' room, once the socket server is attached (after every line)
    let queues: QueueWatch | undefined;
    app.addHook("onReady", async () => {
      if (!app.hasDecorator("io")) return;
      queues = watchQueues({
        io: app.io,
        db,
        authenticate: app.admin.authenticate,
        writes: app.writes,
        log: app.log,
      });
    });
    app.addHook("onClose", async () => queues?.close());
  },
  ["admin", "chain"],
);

/** The sum of decimal texts, exactly. */
const sumDecimals = (parts: string[]) =>
  toPlainString(parts.reduce((s, p) => add(s, money(p, MAX_SCALE)), zero(MAX_SCALE)));
