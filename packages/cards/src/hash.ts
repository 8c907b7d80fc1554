// A small stable string hash, shared by the Riftbound gallery loader (identity ids) and by
// consumers that need short deterministic ids without a crypto dependency.

/** 80-bit FNV-1a style hash as 20 hex digits: stable identity ids without a crypto dependency. */
export function stableHash20(text: string): string {
  let out = '';
  for (const seed of [0x811c9dc5, 0x01000193, 0x9e3779b9]) {
    let h = seed >>> 0;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    h ^= h >>> 13;
    h = Math.imul(h, 0x5bd1e995) >>> 0;
    h ^= h >>> 15;
    out += (h >>> 0).toString(16).padStart(8, '0');
  }
  return out.slice(0, 20);
}
