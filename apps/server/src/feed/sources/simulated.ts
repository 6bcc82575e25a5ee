import { type SimulatorState, startSimulator, stepSimulator } from "@bourse/engine";
import type { PriceMove, PriceSource, SourceMarket } from "./source.ts";

/** The seeded random walk of @bourse/engine: every market moves at every step; same seed, same prices. */
export function simulatedSource(markets: readonly SourceMarket[]): PriceSource {
  const states = new Map<number, SimulatorState>(
    markets.map((m) => [
      m.id,
      m.saved?.volPpm !== undefined && m.saved.rng !== undefined
        ? { price: m.price, volPpm: m.saved.volPpm, rng: m.saved.rng }
        : startSimulator(m.price, m.seed),
    ]),
  );
  return {
    name: "simulated",
    next(): PriceMove[] {
      return markets.map((m) => {
        const s = stepSimulator(states.get(m.id)!);
        states.set(m.id, s);
        return { marketId: m.id, price: s.price, saved: { volPpm: s.volPpm, rng: s.rng } };
      });
    },
  };
}
