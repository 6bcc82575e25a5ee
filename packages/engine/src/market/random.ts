/**
 * A small seeded generator (mulberry32): the same seed gives the same sequence on every machine, so a
 * simulated feed can be replayed. Integers only.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return {
    /** a uniform integer in [0, 2^32) */
    next,
    /** a uniform integer in [0, n) */
    below: (n: number) => next() % n,
    /** an approximately normal integer with mean 0 and standard deviation `scale` (Irwin–Hall of 12) */
    normal(scale: number): number {
      let sum = 0;
      for (let i = 0; i < 12; i++) sum += next() >>> 20; // 12 uniforms of 12 bits each
      // each has variance ≈ 4096²/12, so the sum has mean 24 570 and standard deviation ≈ 4096
      return Math.trunc(((sum - 24_570) * scale) / 4096);
    },
    /** the generator's state, to persist and resume a replayable sequence */
    get state() {
      return state;
    },
  };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
