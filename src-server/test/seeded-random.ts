/** A seeded generator, so every build of the bench database holds the same text. */
export interface Random {
  next: () => number;
  int: (below: number) => number;
  pick: <T>(list: readonly T[]) => T;
  chance: (probability: number) => boolean;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  // mulberry32: fast, well spread, 32-bit state
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return { next, int, pick: (list) => list[int(list.length)]!, chance: (probability) => next() < probability };
}
