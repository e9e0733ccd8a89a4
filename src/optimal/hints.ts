import { Game } from "../game";

/**
 * Wordle's hard mode: after a reply, a guess must have each green letter in its place and each
 * green or yellow letter at least as many times as the reply showed it. The guesses that keep
 * the hints of a reply are an intersection of precomputed bitsets (letter x at place i; at least
 * c copies of x), so a node's allowed guesses cost a few hundred word operations.
 */
export class Hints {
  private readonly words: number; // 32-bit words per bitset
  private readonly placed: Int32Array[];
  private readonly atLeast: Int32Array[];
  private readonly letters: Uint8Array;
  private readonly memo = new Map<number, Int32Array>();

  constructor(private readonly game: Game) {
    const { length: L, alphabet, guesses } = game;
    const A = alphabet.length;
    this.words = Math.ceil(guesses.length / 32);
    const bitset = () => new Int32Array(this.words);
    this.placed = Array.from({ length: L * A }, bitset);
    this.atLeast = Array.from({ length: L * A }, bitset);
    this.letters = new Uint8Array(guesses.length * L);
    const count = new Int32Array(A);
    guesses.forEach((w, g) => {
      count.fill(0);
      for (let i = 0; i < L; i++) {
        const x = alphabet.indexOf(w[i]);
        this.letters[g * L + i] = x;
        this.placed[i * A + x][g >>> 5] |= 1 << (g & 31);
        this.atLeast[count[x]++ * A + x][g >>> 5] |= 1 << (g & 31);
      }
    });
  }

  /** The guesses that keep the hints of this reply (a Wordle reply code) to guess g, as a bitset. */
  keepers(g: number, reply: number): Int32Array {
    const key = g * 256 + reply;
    const known = this.memo.get(key);
    if (known) return known;
    const { length: L, alphabet } = this.game;
    const A = alphabet.length;
    const allowed = new Int32Array(this.words).fill(-1);
    const and = (set: Int32Array) => {
      for (let w = 0; w < allowed.length; w++) allowed[w] &= set[w];
    };
    const shown = new Int32Array(A);
    for (let i = 0, r = reply; i < L; i++, r = Math.floor(r / 3)) {
      const x = this.letters[g * L + i];
      if (r % 3 === 2) and(this.placed[i * A + x]);
      if (r % 3 > 0) and(this.atLeast[shown[x]++ * A + x]);
    }
    this.memo.set(key, allowed);
    return allowed;
  }
}
