import { seededRandom } from "./random.ts";

/**
 * A simulated index price: a random walk in integer ticks with volatility clustering (a move raises the
 * next step's volatility, which then decays) and rare jumps. Everything is an integer, so the same seed
 * and start give the same prices everywhere.
 */
export interface SimulatorState {
  /** price in ticks of the market (e.g. cents) */
  price: bigint;
  /** current volatility, in millionths of the price per step */
  volPpm: number;
  /** generator state */
  rng: number;
}

export interface SimulatorParams {
  /** long-run volatility per step, in millionths of the price */
  baseVolPpm: number;
  /** chance of a jump per step, in millionths */
  jumpChancePpm: number;
  /** jump size, in millionths of the price (standard deviation) */
  jumpPpm: number;
}

export const DEFAULT_SIMULATOR: SimulatorParams = { baseVolPpm: 120, jumpChancePpm: 300, jumpPpm: 4000 };

export function startSimulator(
  price: bigint,
  seed: number,
  params: SimulatorParams = DEFAULT_SIMULATOR,
): SimulatorState {
  return { price, volPpm: params.baseVolPpm, rng: seed >>> 0 };
}

/** The next price; never below one tick. */
export function stepSimulator(
  s: SimulatorState,
  params: SimulatorParams = DEFAULT_SIMULATOR,
): SimulatorState {
  const rng = seededRandom(s.rng);
  let movePpm = rng.normal(s.volPpm);
  if (rng.below(1_000_000) < params.jumpChancePpm) movePpm += rng.normal(params.jumpPpm);
  // stochastic rounding: a move smaller than a tick still happens with the right probability
  const scaled = s.price * BigInt(movePpm) + BigInt(rng.below(1_000_000));
  const delta = scaled >= 0n ? scaled / 1_000_000n : -((-scaled + 999_999n) / 1_000_000n);
  const price = s.price + delta > 0n ? s.price + delta : 1n;
  // volatility clusters: pulled back to the base, pushed up by the size of this move
  const absMove = Math.abs(movePpm);
  const volPpm = Math.max(1, Math.trunc((s.volPpm * 90 + params.baseVolPpm * 7 + absMove * 3) / 100));
  return { price, volPpm, rng: rng.state };
}
