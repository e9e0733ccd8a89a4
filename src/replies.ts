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
      checkFill(guesses, targets, n, out);
      const T = targets.length / n;
      if (n > FILL_POSITIONS) {
        for (let g = 0, k = 0; g < guesses.length; g += n) for (let t = 0; t < targets.length; t += n) out[k++] = codeAt(guesses, g, targets, t, n);
        return;
      }
      // A reply is a sum over the guess's different symbols, and each symbol's share depends only
      // on where it stands in the guess (P) and in the target (Q): part[P << n | Q]. A symbol at
      // one place of the guess has its shares made once per place; a repeated one, per guess.
      const part = partsOf(n);
      let symbols = 0;
      for (const x of targets) symbols = Math.max(symbols, x + 1);
      const places = new Uint8Array(symbols * T); // places[x * T + t]: where symbol x stands in target t
      for (let t = 0; t < T; t++) for (let i = 0; i < n; i++) places[targets[t * n + i] * T + t] |= 1 << i;
      // Rows of shares are padded to whole 32-bit words, to be summed four bytes at a time.
      const W = Math.ceil(T / 4);
      const sharesOf = (P: number, x: number, into = new Uint32Array(W)) => {
        const bytes = new Uint8Array(into.buffer);
        if (x < symbols) for (let t = 0, at = x * T; t < T; t++) bytes[t] = part[(P << n) + places[at + t]];
        return into;
      };
      const none = new Uint32Array(W); // the shares of a symbol no target has
      const single = Array.from({ length: n * 256 }, (_, j) => (j % 256 < symbols ? sharesOf(1 << (j >> 8), j % 256) : none));
      const scratch = Array.from({ length: n }, () => new Uint32Array(W)); // a repeated symbol's shares
      const row = new Uint32Array(W);
      const rows: Uint32Array[] = [];
      const where = new Int32Array(256); // the guess's places of each symbol (0 between guesses)
      for (let g = 0, k = 0; g < guesses.length; g += n, k += T) {
        for (let i = 0; i < n; i++) where[guesses[g + i]] |= 1 << i;
        rows.length = 0;
        for (let i = 0; i < n; i++) {
          const x = guesses[g + i];
          const P = where[x];
          if (P === 0) continue; // counted at its first place
          where[x] = 0;
          rows.push(P === 1 << i ? single[i * 256 + x] : sharesOf(P, x, scratch[rows.length].fill(0)));
        }
        sum(rows, row, out, k, T);
      }
    },
  };
}

/** Refuses arrays that are not whole words of n symbols, or a table too small for their pairs. */
function checkFill(guesses: Uint8Array, targets: Uint8Array, n: number, out: Uint8Array): void {
  if (!(Number.isInteger(n) && n >= 1)) throw new Error(`words have at least one symbol, not ${n}`);
  if (guesses.length % n || targets.length % n) throw new Error(`the guesses and targets must be whole words of ${n} symbols`);
  if (out.length < (guesses.length / n) * (targets.length / n)) throw new Error(`the table needs a byte for each of the ${(guesses.length / n) * (targets.length / n)} pairs, not ${out.length}`);
}

/** Longer words fill their tables pair by pair: 3^6 replies do not fit a byte anyway. */
const FILL_POSITIONS = 5;

/**
 * out[k … k + T) = the sum of the rows. Four bytes are added at a time: a reply is below 256,
 * so no byte of the sum carries into the next.
 */
function sum(rows: Uint32Array[], row: Uint32Array, out: Uint8Array, k: number, T: number): void {
  const W = row.length;
  if (rows.length === 5) {
    const [a, b, c, d, e] = rows;
    for (let w = 0; w < W; w++) row[w] = a[w] + b[w] + c[w] + d[w] + e[w];
  } else {
    row.set(rows[0]);
    for (let r = 1; r < rows.length; r++) for (let w = 0, add = rows[r]; w < W; w++) row[w] += add[w];
  }
  out.set(new Uint8Array(row.buffer, 0, T), k);
}

/**
 * One symbol's share of a positional reply, for every P (its places in the guess) and Q (its
 * places in the target), at part[P << n | Q]: 2 · 3^i where it matches, and 3^i at each other
 * place of P, left to right, while the target has unmatched copies left.
 */
function partsOf(n: number): Uint8Array {
  const part = new Uint8Array(1 << (2 * n));
  const bits = (m: number) => {
    let c = 0;
    for (; m !== 0; m &= m - 1) c++;
    return c;
  };
  for (let P = 0; P < 1 << n; P++) {
    for (let Q = 0; Q < 1 << n; Q++) {
      let spare = bits(Q) - bits(P & Q);
      let share = 0;
      for (let i = 0, place = 1; i < n; i++, place *= 3) {
        if (!(P & (1 << i))) continue;
        if (Q & (1 << i)) share += 2 * place;
        else if (spare > 0) [share, spare] = [share + place, spare - 1];
      }
      part[(P << n) | Q] = share;
    }
  }
  return part;
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
    checkFill(guesses, targets, n, out);
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
      checkFill(guesses, targets, n, out);
      let k = 0;
      for (let g = 0; g < guesses.length; g += n) {
        for (let t = 0; t < targets.length; t += n) out[k++] = codeAt(guesses, g, targets, t, n);
      }
    },
  };
}
