/** Plain string metrics on short strings (name tokens), written for speed: no allocation beyond two rows. */

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

/**
 * Edit distance counting an adjacent transposition as one edit (optimal string alignment): "Baid"/"Abid" is one
 * slip of the fingers, not two.
 */
export const editDistance = (a: string, b: string): number => {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  if (b.length + 1 > rowA.length) {
    rowA = new Int32Array(b.length + 1);
    rowB = new Int32Array(b.length + 1);
    rowC = new Int32Array(b.length + 1);
  }
  let prev2 = rowC;
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= b.length; j += 1) prev[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    cur[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      const del = (prev[j] as number) + 1;
      const ins = (cur[j - 1] as number) + 1;
      const sub = (prev[j - 1] as number) + cost;
      let d = del < ins ? (del < sub ? del : sub) : ins < sub ? ins : sub;
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        const tr = (prev2[j - 2] as number) + 1;
        if (tr < d) d = tr;
      }
      cur[j] = d;
    }
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return prev[b.length] as number;
};

const matchedA = new Uint8Array(256);
const matchedB = new Uint8Array(256);

/** Jaro-Winkler with the usual prefix scale 0.1 over at most 4 characters. */
export const jaroWinkler = (a: string, b: string): number => {
  if (a === b) return 1;
  const la = Math.min(a.length, 255);
  const lb = Math.min(b.length, 255);
  if (la === 0 || lb === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(la, lb) / 2) - 1);
  matchedA.fill(0, 0, la);
  matchedB.fill(0, 0, lb);
  let matches = 0;
  for (let i = 0; i < la; i += 1) {
    const lo = Math.max(0, i - window);
    const hi = Math.min(lb - 1, i + window);
    const ca = a.charCodeAt(i);
    for (let j = lo; j <= hi; j += 1) {
      if (matchedB[j] === 0 && b.charCodeAt(j) === ca) {
        matchedA[i] = 1;
        matchedB[j] = 1;
        matches += 1;
        break;
      }
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < la; i += 1) {
    if (matchedA[i] === 0) continue;
    while (matchedB[k] === 0) k += 1;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) transpositions += 1;
    k += 1;
  }
  const jaro = (matches / la + matches / lb + (matches - transpositions / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < 4 && prefix < la && prefix < lb && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix += 1;
  return jaro + prefix * 0.1 * (1 - jaro);
};
