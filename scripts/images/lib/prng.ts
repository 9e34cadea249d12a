/**
 * Small seeded PRNG (mulberry32) so every image is reproducible byte-for-byte.
 * Each image seeds its own generator from its name, so adding or editing one
 * image never shifts the random choices of another.
 */
export interface Rng {
  /** uniform float in [0, 1) */
  next(): number;
  /** uniform float in [min, max) */
  range(min: number, max: number): number;
  /** uniform integer in [min, max] */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** approximately normal, mean 0, sd 1 */
  gauss(): number;
  /** independent child stream, stable for a given label */
  fork(label: string): Rng;
}

function hashString(text: string): number {
  // xmur3-style string hash
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^= h >>> 16) >>> 0;
}

export function createRng(seed: string | number): Rng {
  let state = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick() from an empty list');
      return item;
    },
    chance: (p) => next() < p,
    gauss: () => {
      let s = 0;
      for (let i = 0; i < 6; i++) s += next();
      return (s - 3) / Math.sqrt(0.5);
    },
    fork: (label) => createRng(`${seed}/${label}`),
  };
  return rng;
}
