/**
 * Reply rules: how a game answers a guess about a hidden target. One rule per idea, shared by
 * every game that uses it: Wordle's colours (which Mastermind's C/P/N clues also follow, with
 * other symbols) and Jotto's count of common letters.
 *
 * Words arrive as arrays of symbol numbers (A = 0 … Z = 25, or 0 … 9 for digits), and a reply is
 * a small integer code, so a whole game's replies fit in a byte table.
 */

/** A reply written out: "G.Y.." in Wordle, "3" in Jotto, "PCNNN" in Mastermind. */
export type Reply = string;

/** How a game answers a guess. */
export interface ReplyRule {
  readonly name: string;
  /** How many reply codes words of this length can get; codes run from 0 to size − 1. */
  size(length: number): number;
  /** The reply code for a guess about a target, both given as symbol numbers. */
  code(guess: ArrayLike<number>, target: ArrayLike<number>): number;
  /** A reply code written out. */
  show(code: number, length: number): Reply;
  /** The code of the reply to a right guess. */
  correct(length: number): number;
  /**
   * Fills out[g * targetCount + t] with the code for every guess and target, given as flat
   * symbol arrays of words of one length: the same as calling `code` for each pair, faster.
   */
  fill(guesses: Uint8Array, targets: Uint8Array, length: number, out: Uint8Array): void;
}

/** The longest word a positional reply can be coded for: codes stay below 3 ** 20. */
export const MAX_POSITIONS = 20;

/**
 * Wordle's rule, with the symbols for a right place, a wrong place and a miss (default "GY.").
 * Exact matches are marked first; then, left to right, a guess letter is marked as present
 * only while the target has an unmatched copy of it left. So NINNY about ANNEX is "Y.G..".
 * A reply's code is a base-3 number, position i worth 3^i: 2 right place, 1 wrong place, 0 miss.
 */
export function positional(symbols = "GY.", name = "Wordle"): ReplyRule {
  if ([...symbols].length !== 3) throw new Error(`a positional rule needs 3 symbols (right place, wrong place, miss), not "${symbols}"`);
  const [right, elsewhere, miss] = [...symbols];
  const place = Array.from({ length: 32 }, (_, i) => 3 ** i);
  const unmatched = new Int32Array(256); // the target's unmatched copies of each symbol (0 between calls)

  /** The reply code for guess[g..g+n) about target[t..t+n). */
  function codeAt(guess: ArrayLike<number>, g: number, target: ArrayLike<number>, t: number, n: number): number {
    let code = 0;
    let exact = 0;
    for (let i = 0; i < n; i++) {
      if (guess[g + i] === target[t + i]) {
        exact |= 1 << i;
        code += 2 * place[i];
      } else unmatched[target[t + i]]++;
    }
    // Left to right, a symbol is "elsewhere" while the target has an unmatched copy of it left.
    for (let i = 0; i < n; i++) {
      if (exact & (1 << i)) continue;
      const symbol = guess[g + i];
      if (unmatched[symbol] > 0) {
        unmatched[symbol]--;
        code += place[i];
      }
    }
    for (let i = 0; i < n; i++) unmatched[target[t + i]] = 0;
    return code;
  }

  return {
    name,
    size: (length) => 3 ** length,
    code: (guess, target) => {
      if (guess.length > MAX_POSITIONS) throw new Error(`words of ${guess.length} symbols have too many replies to code`);
      return codeAt(guess, 0, target, 0, guess.length);
    },
    show(code, length) {
      let reply = "";
      for (let i = 0; i < length; i++, code = Math.floor(code / 3)) reply += [miss, elsewhere, right][code % 3];
      return reply;
    },
    correct: (length) => 3 ** length - 1,
    fill(guesses, targets, n, out) {
      // When a guess's symbols all differ, no two of its positions compete for one target
      // letter, so a symbol that is not an exact match is "elsewhere" exactly when the target
      // has it anywhere: one bit test against the target's set of symbols (all below 32 here).
      const T = targets.length / n;
      const has = new Int32Array(T);
      for (let t = 0; t < T; t++) for (let i = 0; i < n; i++) has[t] |= 1 << targets[t * n + i];
      let k = 0;
      for (let g = 0; g < guesses.length; g += n) {
        let distinct = true;
        let seen = 0;
        for (let i = 0; i < n; i++) {
          if (seen & (1 << guesses[g + i])) distinct = false;
          seen |= 1 << guesses[g + i];
        }
        if (!distinct) {
          for (let t = 0; t < targets.length; t += n) out[k++] = codeAt(guesses, g, targets, t, n);
          continue;
        }
        for (let t = 0, w = 0; w < T; t += n, w++) {
          const letters = has[w];
          let code = 0;
          for (let i = 0; i < n; i++) {
            // Branch-free: exact is 1 on a match (symbols are below 32), and a match is also
            // among the target's symbols, so the digit is exact + present: 2, 1 or 0.
            const symbol = guesses[g + i];
            const exact = ((symbol ^ targets[t + i]) - 1) >>> 31;
            code += place[i] * (exact + ((letters >>> symbol) & 1));
          }
          out[k++] = code;
        }
      }
    },
  };
}

/** Wordle's replies: G for the right place, Y for the wrong place, . for a miss. */
export const wordleRule = positional("GY.", "Wordle");

/**
 * Jotto's rule: the number of letters guess and target have in common (each letter counted once).
 * @example jottoRule.show(jottoRule.code([0, 1, 2], [2, 1, 5]), 3) //=> "2"
 */
export const jottoRule: ReplyRule = {
  name: "Jotto",
  size: (length) => length + 1,
  code(guess, target) {
    let a = 0;
    let b = 0;
    for (let i = 0; i < guess.length; i++) a |= 1 << guess[i];
    for (let i = 0; i < target.length; i++) b |= 1 << target[i];
    let common = 0;
    for (let s = a & b; s !== 0; s &= s - 1) common++;
    return common;
  },
  show: (code) => String(code),
  correct: (length) => length,
  fill(guesses, targets, n, out) {
    const masks = (words: Uint8Array) =>
      Int32Array.from({ length: words.length / n }, (_, w) => {
        let m = 0;
        for (let i = 0; i < n; i++) m |= 1 << words[w * n + i];
        return m;
      });
    const g = masks(guesses);
    const t = masks(targets);
    let k = 0;
    for (let i = 0; i < g.length; i++) {
      for (let j = 0; j < t.length; j++) {
        let common = 0;
        for (let s = g[i] & t[j]; s !== 0; s &= s - 1) common++;
        out[k++] = common;
      }
    }
  },
};

/**
 * Mastermind's rule, and Bulls and Cows': a pair of counts, the symbols in the right place
 * (black pegs, or bulls) and the other symbols the two words share, each copy counted once
 * (white pegs, or cows). `marks` names the two counts: "BW" writes (2, 1) as "2B1W".
 * A reply's code is black × (length + 1) + white.
 * @example counts().show(counts().code([0, 0, 1, 1], [0, 1, 0, 2]), 4) //=> "1B2W"
 */
export function counts(marks = "BW", name = "Mastermind"): ReplyRule {
  if ([...marks].length !== 2) throw new Error(`a count rule needs 2 marks (right place, elsewhere), not "${marks}"`);
  const [right, elsewhere] = [...marks];
  const copies = new Int32Array(256); // the target's copies of each symbol (0 between calls)

  function codeAt(guess: ArrayLike<number>, g: number, target: ArrayLike<number>, t: number, n: number): number {
    let black = 0;
    let shared = 0;
    for (let i = 0; i < n; i++) {
      if (guess[g + i] === target[t + i]) black++;
      copies[target[t + i]]++;
    }
    for (let i = 0; i < n; i++) {
      const symbol = guess[g + i];
      if (copies[symbol] > 0) {
        copies[symbol]--;
        shared++;
      }
    }
    for (let i = 0; i < n; i++) copies[target[t + i]] = 0;
    return black * (n + 1) + (shared - black);
  }

  return {
    name,
    size: (length) => (length + 1) ** 2,
    code: (guess, target) => codeAt(guess, 0, target, 0, guess.length),
    show: (code, length) => `${Math.floor(code / (length + 1))}${right}${code % (length + 1)}${elsewhere}`,
    correct: (length) => length * (length + 1),
    fill(guesses, targets, n, out) {
      let k = 0;
      for (let g = 0; g < guesses.length; g += n) {
        for (let t = 0; t < targets.length; t += n) out[k++] = codeAt(guesses, g, targets, t, n);
      }
    },
  };
}
