// What both query generators share: a small deterministic generator, so the queries are the same
// on every run, a shuffle driven by it, and the words of a text as the generators read them.

export function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

export function shuffle(list, rand) {
  const a = list.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

export const words = (s) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) || [];

/** How many items of `list` have each `key`. */
export function tally(list, key) {
  const count = new Map();
  for (const x of list) {
    const k = key(x);
    count.set(k, (count.get(k) || 0) + 1);
  }
  return count;
}
