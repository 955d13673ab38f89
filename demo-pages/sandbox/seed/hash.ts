/**
 * A small seeded hash (FNV-1a, then the murmur3 finaliser to spread the bits).
 * The sandbox's "random" data is a pure function of its inputs: the same property,
 * apartment and date give the same answer in every run and on every machine.
 */
export function seededHash(...parts: readonly (string | number)[]): number {
  let hash = 0x811c9dc5;
  const text = parts.join('\u0000');
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** The hash mapped to [0, 1). */
export function seededUnit(...parts: readonly (string | number)[]): number {
  return seededHash(...parts) / 0x1_0000_0000;
}
