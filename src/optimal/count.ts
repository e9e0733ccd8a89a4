/**
 * The counting kernel, the search's hottest loop: for each guess of a chunk, how many groups it
 * splits a set of targets into, and whether the set holds it. Replies are read from the game's
 * byte table, never computed, and a reply seen is marked with a stamp (the number of the guess
 * being counted), so no array is cleared between guesses. Four guesses are counted side by side.
 */

/** Guesses counted at a time in a scan, before each is judged (measured: 16 to 256 alike). */
export const CHUNK = 64;

export class Counter {
  /** The chunk's counts, by place in the chunk: 2k + own (see `count`). */
  readonly counted = new Int32Array(CHUNK);
  // Stamps for four guesses at a time, and the four guesses being counted.
  private readonly stamps = new Int32Array(4 * 256);
  private readonly lane = new Int32Array(4);
  private epoch = 0;

  /** `correct`: the reply that says a guess is the target. */
  constructor(private readonly correct: number) {}

  /**
   * counted[j − from] = 2k + own for each candidate j in [from, to): k the groups it splits S
   * into, own 1 when S holds it (its reply "right" appears); 0 for a guess hard mode forbids.
   * Four guesses are counted side by side, each with its own stamps: the four chains of loads
   * and stores overlap, which halves the time of the search's hottest loop.
   */
  count(table: Uint8Array, rows: Int32Array, stride: number, guesses: Int32Array, from: number, to: number, allowed: Int32Array | null): void {
    const { counted, stamps, lane, correct } = this;
    const n = rows.length;
    if (this.epoch > 0x3fffffff - CHUNK) {
      this.epoch = 0;
      stamps.fill(0);
    }
    let epoch = this.epoch;
    for (let j = from; j < to; ) {
      // The next four allowed guesses (a forbidden one counts 0); at the end, the last repeated.
      let m = 0;
      for (; j < to && m < 4; j++) {
        if (allowed === null || isIn(allowed, guesses[j])) lane[m++] = j;
        else counted[j - from] = 0;
      }
      if (m === 0) break;
      for (let q = m; q < 4; q++) lane[q] = lane[m - 1];
      epoch++;
      const r0 = guesses[lane[0]] * stride;
      const r1 = guesses[lane[1]] * stride;
      const r2 = guesses[lane[2]] * stride;
      const r3 = guesses[lane[3]] * stride;
      // No branch on whether a reply is new: that branch is as unpredictable as the replies.
      let k0 = 0;
      let k1 = 0;
      let k2 = 0;
      let k3 = 0;
      for (let i = 0; i < n; i++) {
        const t = rows[i];
        const c0 = table[r0 + t];
        const c1 = table[r1 + t] + 256;
        const c2 = table[r2 + t] + 512;
        const c3 = table[r3 + t] + 768;
        const l0 = stamps[c0];
        stamps[c0] = epoch;
        k0 += +(l0 !== epoch);
        const l1 = stamps[c1];
        stamps[c1] = epoch;
        k1 += +(l1 !== epoch);
        const l2 = stamps[c2];
        stamps[c2] = epoch;
        k2 += +(l2 !== epoch);
        const l3 = stamps[c3];
        stamps[c3] = epoch;
        k3 += +(l3 !== epoch);
      }
      counted[lane[0] - from] = 2 * k0 + +(stamps[correct] === epoch);
      counted[lane[1] - from] = 2 * k1 + +(stamps[256 + correct] === epoch);
      counted[lane[2] - from] = 2 * k2 + +(stamps[512 + correct] === epoch);
      counted[lane[3] - from] = 2 * k3 + +(stamps[768 + correct] === epoch);
    }
    this.epoch = epoch;
  }
}

/** Whether guess g is in a bitset of guesses. */
export function isIn(bitset: Int32Array, g: number): boolean {
  return ((bitset[g >>> 5] >>> (g & 31)) & 1) === 1;
}
