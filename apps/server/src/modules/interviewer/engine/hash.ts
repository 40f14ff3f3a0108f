// A stable 32-bit hash (FNV-1a) of strings: the seed of the plan's PRNG and of phrase choices, so the same
// inputs always give the same interview.
export function hash32(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const s = `${part}\u0000`;
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  return h >>> 0;
}

/** One of `items`, chosen by the hash of `parts`. */
export function choose<T>(items: readonly T[], ...parts: (string | number)[]): T {
  return items[hash32(...parts) % items.length]!;
}
