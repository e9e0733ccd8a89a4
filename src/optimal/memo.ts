/**
 * The search's memory: what it has learnt of each set of targets at a depth (and, in hard mode,
 * under the hints its guesses must keep), the set's exact cost or, after a cut, a lower bound,
 * so that a set met again on another path is not searched again. A set is found by a 30-bit key;
 * two sets with one key take turns (each entry says which set it is).
 */

/** The most sets a search remembers at once. */
const MEMO_LIMIT = 1 << 22;

export interface Entry {
  set: Int32Array;
  depth: number;
  context: number;
  /** The set's cost when exact, else a lower bound. */
  value: number;
  exact: boolean;
  guess: number;
}

export class Memo {
  private readonly entries = new Map<number, Entry>();

  /** What the memo knows of S at this depth and context: its cost, or a lower bound. */
  known(S: Int32Array, depth: number, context: number, key = hashSet(S, depth, context)): Entry | undefined {
    const entry = this.entries.get(key);
    return entry && sameSet(entry, S, depth, context) ? entry : undefined;
  }

  /**
   * Keeps S's cost (or a lower bound), unless the memo knows better already, and returns it. A
   * caller that has looked S up already passes its key and what it found.
   */
  keep(S: Int32Array, depth: number, context: number, value: number, exact: boolean, guess = -1, key = hashSet(S, depth, context), old = this.known(S, depth, context, key)): number {
    if (old && (old.exact || old.value > value)) return value;
    // A search of every first guess would outgrow a Map (2^24 entries): start afresh instead.
    if (this.entries.size >= MEMO_LIMIT) this.entries.clear();
    this.entries.set(key, { set: S.slice(), depth, context, value, exact, guess });
    return value;
  }
}

/**
 * A 30-bit key for a set of targets at a depth, in a hard-mode context: a small integer, which a
 * Map finds fastest. Two sets with one key take turns in the memo (each entry says which set it is).
 */
export function hashSet(S: Int32Array, depth: number, context: number): number {
  // Seeded (FNV-1a's basis), so that no start is 0: from 0, a set that holds target 0 and the
  // same set without it had one key. A depth of Infinity (no guess limit) counts as 2^30.
  let h = Math.imul(0x811c9dc5 ^ (depth === Infinity ? 1 << 30 : depth), 0x9e3779b1) ^ context;
  for (let i = 0; i < S.length; i++) h = Math.imul(h ^ S[i], 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  return (h ^ (h >>> 13)) >>> 2;
}

function sameSet(entry: Entry, S: Int32Array, depth: number, context: number): boolean {
  if (entry.depth !== depth || entry.context !== context || entry.set.length !== S.length) return false;
  for (let i = 0; i < S.length; i++) if (entry.set[i] !== S[i]) return false;
  return true;
}
