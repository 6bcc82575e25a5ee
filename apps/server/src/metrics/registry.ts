import { Counter, collectDefaultMetrics, Gauge, Histogram, type Metric, Registry } from "prom-client";

/** Every metric of the server is named `bourse_…` (Node's own included). */
export const PREFIX = "bourse_";

interface Named<L extends string> {
  name: string;
  help: string;
  labelNames?: readonly L[];
}

/**
 * The server's metrics, decorated as `app.metrics`. A module registers its own collectors here, with
 * names starting `bourse_`: counters and histograms it moves as things happen, gauges it fills in when
 * Prometheus scrapes (`collect`, which may read memory or a cached query, never a heavy one).
 */
export interface Metrics {
  registry: Registry;
  counter<L extends string = never>(opts: Named<L>): Counter<L>;
  histogram<L extends string = never>(opts: Named<L> & { buckets: number[] }): Histogram<L>;
  /** `collect` is called at each scrape; a labelled gauge is reset before it, so gone labels vanish. */
  gauge<L extends string = never>(
    opts: Named<L> & { collect?: (gauge: Gauge<L>) => void | Promise<void> },
  ): Gauge<L>;
  /** A collector built elsewhere (its name starts with `bourse_`). */
  register(metric: Metric): void;
  /** The exposition: this app's metrics, then the process's (Node's default metrics). */
  text(): Promise<string>;
  contentType: string;
}

function checked(name: string): string {
  if (!name.startsWith(PREFIX)) throw new Error(`metric ${name} must be named ${PREFIX}…`);
  return name;
}

/** The process's own metrics (memory, CPU, event loop, GC), once per process whatever the apps in it. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: PREFIX });
  }
  return processRegistry;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  const process = processMetrics();
  return {
    registry,
    counter: (opts) =>
      new Counter({
        ...opts,
        name: checked(opts.name),
        labelNames: opts.labelNames ?? [],
        registers: [registry],
      }),
    histogram: (opts) =>
      new Histogram({
        ...opts,
        name: checked(opts.name),
        labelNames: opts.labelNames ?? [],
        registers: [registry],
      }),
    gauge: ({ collect, ...opts }) => {
      const labelled = (opts.labelNames ?? []).length > 0;
      return new Gauge({
        ...opts,
        name: checked(opts.name),
        labelNames: opts.labelNames ?? [],
        registers: [registry],
        ...(collect
          ? {
              async collect() {
                if (labelled) this.reset();
                await collect(this);
              },
            }
          : {}),
      });
    },
    register(metric) {
      const name = (metric as unknown as { name: string }).name;
      checked(name);
      registry.registerMetric(metric);
    },
    async text() {
      return (await registry.metrics()) + (await process.metrics());
    },
    contentType: registry.contentType,
  };
}
