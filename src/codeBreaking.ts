/**
 * The code-breaking games of the CodeBreaking notebook, scored by counts: Mastermind (black and
 * white pegs, repeats allowed) and Bulls and Cows (four different digits), any board size; and
 * their symmetries (renamings of colours, reorderings of positions), which the exact search uses
 * to try one first guess per pattern of repeats and to cut the search below it.
 */
import { DIGITS, makeGame, Game, GameSpec, Word } from "./game";
import { counts } from "./replies";
import type { Symmetries } from "./optimal/types";

/**
 * The colours of Mastermind, in order: 1 to 9 as on the classic board, then A to Z, a to z and
 * α, β, γ for boards of up to 64 colours.
 */
export const COLOURS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzαβγ";

/**
 * Mastermind as Meirowitz sold it: a code of 4 pegs in 6 colours (written 1 to 6), repeats
 * allowed, so 1,296 codes, every one a possible guess; a guess earns a black peg for each peg of
 * the right colour in the right place and a white one for each other right colour. Any board of
 * P pegs in C colours (up to 64) is built the same way.
 * @example reply(mastermindGame(), "1122", "1213") //=> "1B2W"
 */
export function mastermindGame(positions = 4, colours = 6): Game {
  return makeGame(mastermindSpec(positions, colours));
}

/** mastermindGame before its table is built (for groupSpec, or makeGame). */
export function mastermindSpec(positions = 4, colours = 6): GameSpec {
  if (!(Number.isInteger(colours) && colours >= 1 && colours <= COLOURS.length)) {
    throw new Error(`Mastermind's colours are 1 to ${COLOURS.length} here, not ${colours}`);
  }
  const alphabet = COLOURS.slice(0, colours);
  const name = positions === 4 && colours === 6 ? "Mastermind" : `Mastermind ${positions}×${colours}`;
  return { name, rule: counts("BW", "Mastermind"), alphabet, targets: allCodes(positions, alphabet, true), histogramBins: 8 };
}

/**
 * Bulls and Cows: a code of 4 different digits, so 5,040 codes; a guess earns a bull for each
 * right digit in the right place and a cow for each other right digit.
 * @example reply(bullsAndCowsGame(), "0123", "0132") //=> "2B2C"
 */
export function bullsAndCowsGame(positions = 4): Game {
  return makeGame(bullsAndCowsSpec(positions));
}

/** bullsAndCowsGame before its table is built (for groupSpec, or makeGame). */
export function bullsAndCowsSpec(positions = 4): GameSpec {
  const codes = allCodes(positions, DIGITS, false);
  return { name: "Bulls and Cows", rule: counts("BC", "Bulls and Cows"), alphabet: DIGITS, targets: codes, histogramBins: 9 };
}

/**
 * One first guess for each way of repeating colours (for Mastermind with 4 pegs: 1111, 1112,
 * 1122, 1123, 1234), the first in code order. Permuting the colours, or the positions, of every
 * code keeps every reply, so two codes with the same pattern of repeats open equally well: a
 * search over these first guesses is a search over all of them.
 * @example openingClasses(mastermindGame()) //=> ["1111", "1112", "1122", "1123", "1234"]
 */
export function openingClasses(game: GameSpec): Word[] {
  const pattern = (code: Word) => {
    const counts = new Map<string, number>();
    for (const c of code) counts.set(c, (counts.get(c) ?? 0) + 1);
    return [...counts.values()].sort((a, b) => b - a).join(" ");
  };
  const seen = new Map<string, Word>();
  for (const code of game.guesses ?? game.targets) if (!seen.has(pattern(code))) seen.set(pattern(code), code);
  return [...seen.values()];
}

/**
 * The symmetries of a code game (Mastermind, Bulls and Cows): renaming the symbols and reordering
 * the positions of every code keeps every reply. For a first guess, those that leave it as it is
 * (Mastermind's 1123 keeps 24: swap its first two pegs, or its last two with their colours 2 and
 * 3, and rename 4, 5 and 6 among themselves; Bulls and Cows' 0123 keeps 24 × 720): what
 * `optimalTree`'s `stabilizer` option takes. They are kept in three parts, only the last of them
 * listed: every reordering of positions that every guess so far colours alike (12×2's
 * 111111222222: its first six pegs among themselves, and its last six), every renaming of the
 * symbols no guess has used yet (62 colours left after 12 on the 2×64 board make 62! renamings),
 * and a few reorderings with the renaming each needs (for 111111222222, swapping the halves with
 * colours 1 and 2). A guess stands for its orbit when none of them turns it into a smaller code.
 * @throws Error for a game that is not every code of its symbols (with repeats, or without)
 */
export function codeStabilizer(game: GameSpec): (first: Word) => CodeSymmetries {
  const guesses = game.guesses ?? game.targets;
  const positions = guesses[0]?.length ?? 0;
  // The symbols in the game's alphabet order, which is the codes' order (allCodes).
  const used = new Set(guesses.join(""));
  const symbols = [...game.alphabet].filter((c) => used.has(c));
  const n = symbols.length;
  const repeats = guesses.some((code) => new Set(code).size < positions);
  let expected = 1;
  for (let i = 0; i < positions; i++) expected *= repeats ? n : n - i;
  const inOrder = guesses.every((code, g) => g === 0 || before(symbols, guesses[g - 1], code));
  if (expected !== guesses.length || game.targets.length !== guesses.length || !inOrder) {
    throw new Error(`${game.name} is not every code of its symbols, so renaming them may change its replies`);
  }
  const codes = Uint8Array.from(guesses.join(""), (c) => symbols.indexOf(c));
  // Before any guess: every reordering (one block of positions) and every renaming (all free).
  const identity: Reordering = { from: Int32Array.from({ length: positions }, (_, i) => i), rename: Int32Array.from({ length: n }, (_, c) => c) };
  const board: Board = {
    codes,
    positions,
    n,
    orderings: [],
    moved: new Int32Array(positions),
    renamed: new Int32Array(positions),
    to: new Int32Array(n),
    placed: new Uint8Array(positions),
    names: new Int32Array(positions * n),
  };
  const everything = new CodeSymmetries(board, new Int32Array(positions), [identity], Array.from({ length: n }, (_, c) => c));
  return (first) => {
    const code = Array.from(first, (c) => symbols.indexOf(c));
    if (first.length !== positions || code.includes(-1)) throw new Error(`${first} is not a code of ${game.name}`);
    return everything.keepingCode(code);
  };
}

/** Whether code a comes before code b in the order of the symbols (for alphabets past 9 and Z). */
function before(symbols: string[], a: Word, b: Word): boolean {
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [symbols.indexOf(a[i]), symbols.indexOf(b[i])];
    if (x !== y) return x < y;
  }
  return false;
}

/** A reordering of the positions, with a renaming of the symbols: the code c becomes the code x with x[j] = rename[c[from[j]]]. */
interface Reordering {
  from: Int32Array;
  rename: Int32Array;
}

/** What every CodeSymmetries of one game shares: its codes as symbol numbers, and scratch space. */
interface Board {
  codes: Uint8Array;
  positions: number;
  /** The symbols. */
  n: number;
  /** Every ordering of 0 … k − 1, by k, made when first needed. */
  orderings: number[][][];
  // Scratch for `keepingCode` and `smaller`: a code moved, what each free symbol is written as,
  // which pegs are placed, and the number of each new block.
  moved: Int32Array;
  renamed: Int32Array;
  to: Int32Array;
  placed: Uint8Array;
  names: Int32Array;
}

/**
 * Symmetries of a code game: every reordering within the blocks (positions that every guess so
 * far has alike), times every renaming of the free symbols (those no guess so far has used),
 * times a few reorderings, each with its renaming (which fixes every free symbol): one for each
 * way of lining the guesses up again that those two kinds do not give.
 */
export class CodeSymmetries implements Symmetries {
  readonly size: number;
  private readonly isFree: Uint8Array;
  /** The positions of each block, in order. */
  private readonly members: Int32Array[];

  constructor(
    private readonly board: Board,
    /** block[j]: the block of position j, numbered from 0 in order of first position. */
    private readonly block: Int32Array,
    private readonly reorderings: readonly Reordering[],
    private readonly free: readonly number[],
  ) {
    const counts: number[] = [];
    for (const b of block) counts[b] = (counts[b] ?? 0) + 1;
    this.members = counts.map((count) => new Int32Array(count));
    counts.fill(0);
    block.forEach((b, j) => (this.members[b][counts[b]++] = j));
    let size = reorderings.length;
    for (const m of this.members) for (let k = 2; k <= m.length; k++) size *= k;
    for (let k = 2; k <= free.length; k++) size *= k;
    this.size = size;
    this.isFree = new Uint8Array(board.n);
    for (const c of free) this.isFree[c] = 1;
  }

  stands(g: number): boolean {
    this.check(g);
    for (const r of this.reorderings) if (this.smaller(r, g)) return false;
    return true;
  }

  keeping(g: number): CodeSymmetries {
    this.check(g);
    const { codes, positions } = this.board;
    return this.keepingCode(codes.subarray(g * positions, (g + 1) * positions));
  }

  /** Those that keep a code (as symbol numbers) as it is. */
  keepingCode(h: ArrayLike<number>): CodeSymmetries {
    const { board, block, isFree } = this;
    const { positions, n, moved, renamed, names } = board;
    const kept: Reordering[] = [];
    // The free symbols h uses: each listed reordering fixes them, so r(h) uses the same ones.
    const mine: number[] = [];
    for (let j = 0; j < positions; j++) if (isFree[h[j]] && !mine.includes(h[j])) mine.push(h[j]);
    const orderings = (board.orderings[mine.length] ??= permutations(mine.length));
    const rename = new Int32Array(n);
    for (const r of this.reorderings) {
      for (let j = 0; j < positions; j++) moved[j] = r.rename[h[r.from[j]]];
      // Each renaming σ of h's free symbols among themselves that gives every block of σ(r(h))
      // the colours of h's, with the pegs of each block then lined up in order, keeps h.
      for (const sigma of orderings) {
        for (let c = 0; c < n; c++) rename[c] = c;
        mine.forEach((c, k) => (rename[c] = mine[sigma[k]]));
        for (let j = 0; j < positions; j++) renamed[j] = rename[moved[j]];
        const from = lineUp(renamed, h, block, board.placed);
        if (from) kept.push({ from: Int32Array.from(from, (i) => r.from[i]), rename: r.rename.map((c) => rename[c]) });
      }
    }
    // The blocks split by h's colours, numbered in order of first position.
    names.fill(-1);
    let count = 0;
    const split = new Int32Array(positions);
    for (let j = 0; j < positions; j++) {
      const key = block[j] * n + h[j];
      if (names[key] < 0) names[key] = count++;
      split[j] = names[key];
    }
    return new CodeSymmetries(board, split, kept, this.free.filter((c) => !mine.includes(c)));
  }

  /** A guess by index must be one of the game's. */
  private check(g: number): void {
    const { codes, positions } = this.board;
    if (!(Number.isInteger(g) && g >= 0 && g * positions < codes.length)) throw new RangeError(`no guess ${g} here: the guesses are 0 to ${codes.length / positions - 1}`);
  }

  /**
   * Every symmetry, as a permutation of the codes by index (for tests, on small games: the
   * reorderings within blocks and the renamings of the free symbols are listed here, all of them).
   */
  list(): Int32Array[] {
    const { codes, positions, n } = this.board;
    const count = codes.length / positions;
    const index = new Map<number, number>();
    const key = (digits: ArrayLike<number>) => Array.from(digits).reduce((k, d) => k * n + d, 0);
    for (let g = 0; g < count; g++) index.set(key(codes.subarray(g * positions, (g + 1) * positions)), g);
    // Every reordering within the blocks, as where each position takes its peg from.
    let within: Int32Array[] = [Int32Array.from({ length: positions }, (_, j) => j)];
    for (const m of this.members) {
      within = within.flatMap((from) => permutations(m.length).map((p) => {
        const next = Int32Array.from(from);
        m.forEach((j, k) => (next[j] = from[m[p[k]]]));
        return next;
      }));
    }
    const all: Int32Array[] = [];
    const x = new Int32Array(positions);
    for (const r of this.reorderings) {
      for (const arrangement of permutations(this.free.length)) {
        const rename = Int32Array.from(r.rename);
        this.free.forEach((c, k) => (rename[c] = this.free[arrangement[k]]));
        for (const b of within) {
          all.push(Int32Array.from({ length: count }, (_, g) => {
            for (let j = 0; j < positions; j++) x[j] = rename[codes[g * positions + r.from[b[j]]]];
            return index.get(key(x))!;
          }));
        }
      }
    }
    return all;
  }

  /**
   * Whether reordering r, then some reordering within the blocks and some renaming of the free
   * symbols, turn guess g into a smaller code. Position by position, each takes the least peg its
   * block has left, a free symbol written as the next unused one; only where several free symbols
   * would be written alike does the search branch.
   */
  private smaller(r: Reordering, g: number): boolean {
    const { codes, positions, moved, to, placed } = this.board;
    const at = g * positions;
    for (let j = 0; j < positions; j++) moved[j] = r.rename[codes[at + r.from[j]]];
    to.fill(-1);
    placed.fill(0);
    return this.below(codes.subarray(at, at + positions), 0, 0);
  }

  /** From position i on, with the free symbols written so far in `to` (`next` of them): can the rest come out below y? */
  private below(y: Uint8Array, i: number, next: number): boolean {
    if (i === this.board.positions) return false;
    const { moved, to, placed } = this.board;
    const { isFree, free } = this;
    const m = this.members[this.block[i]];
    // One peg per symbol as written (the pegs of a block are interchangeable); branch on free symbols.
    for (let k = 0; k < m.length; k++) {
      const j = m[k];
      if (placed[j]) continue;
      const c = moved[j];
      let repeat = false; // a peg of the same symbol already tried here
      for (let e = 0; e < k && !repeat; e++) repeat = !placed[m[e]] && moved[m[e]] === c;
      if (repeat) continue;
      const fresh = isFree[c] === 1 && to[c] < 0;
      const written = !isFree[c] ? c : fresh ? free[next] : to[c];
      if (written < y[i]) return true;
      if (written > y[i]) continue;
      placed[j] = 1;
      if (fresh) to[c] = written;
      const found = this.below(y, i + 1, fresh ? next + 1 : next);
      placed[j] = 0;
      if (fresh) to[c] = -1;
      if (found) return true;
    }
    return false;
  }
}

/**
 * Where each position of h takes its peg from in x, both as symbol numbers, if a reordering
 * within the blocks turns x into h: each block's pegs of a colour lined up in order. Else null.
 */
function lineUp(x: ArrayLike<number>, h: ArrayLike<number>, block: Int32Array, taken: Uint8Array): number[] | null {
  taken.fill(0);
  const from: number[] = [];
  for (let j = 0; j < h.length; j++) {
    let i = 0;
    while (i < x.length && (taken[i] || block[i] !== block[j] || x[i] !== h[j])) i++;
    if (i === x.length) return null;
    taken[i] = 1;
    from.push(i);
  }
  return from;
}

/**
 * The symmetries that keep a first guess also map each of its reply groups onto itself, so they
 * serve the game of one group (`groupGame`) too, whose guesses are the full game's in the same
 * order: `stabilizer` gives those that also keep a second guess, and `nextGuesses` one second guess
 * for each set of guesses they turn into one another (the first in code order). Given the guesses
 * of a path (a group of a group), the same for the symmetries that keep every one of them.
 * @example groupSymmetries(mastermindGame(), "1123").nextGuesses.length //=> 130
 */
export function groupSymmetries(game: GameSpec, first: Word | readonly Word[]): { stabilizer: (second: Word) => CodeSymmetries; nextGuesses: Word[] } {
  const path = typeof first === "string" ? [first] : first;
  if (path.length === 0) throw new Error("groupSymmetries needs at least one guess");
  const guesses = game.guesses ?? game.targets;
  const guessIndex = new Map(guesses.map((code, g) => [code, g]));
  for (const guess of path) if (!guessIndex.has(guess)) throw new Error(`${guess} is not a code of ${game.name}`);
  let kept = codeStabilizer(game)(path[0]);
  for (const guess of path.slice(1)) kept = kept.keeping(guessIndex.get(guess)!);
  const nextGuesses = guesses.filter((_, g) => kept.stands(g));
  const stabilizer = (second: Word) => {
    const g = guessIndex.get(second);
    if (g === undefined) throw new Error(`${second} is not a code of ${game.name}`);
    return kept.keeping(g);
  };
  return { stabilizer, nextGuesses };
}

/** The most codes a game is built with (its table of replies then takes a quarter of a gigabyte). */
export const MAX_CODES = 16384;

/** Every ordering of 0 … n − 1. */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) => Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]));
}

/** Every code of `positions` symbols from `symbols`, in order, with or without repeats. */
function allCodes(positions: number, symbols: string, repeats: boolean): Word[] {
  if (!(Number.isInteger(positions) && positions >= 1 && positions <= 16)) throw new Error(`a code has 1 to 16 positions here, not ${positions}`);
  // Every code is listed, and a game's table holds a byte for each pair: far past that is a mistake.
  if (symbols.length ** positions > MAX_CODES) throw new Error(`${symbols.length} symbols in ${positions} positions make more than ${MAX_CODES.toLocaleString("en-US")} codes, more than a game is built with here`);
  let codes = [""];
  for (let i = 0; i < positions; i++) {
    codes = codes.flatMap((code) => [...symbols].filter((s) => repeats || !code.includes(s)).map((s) => code + s));
  }
  if (codes.length === 0) throw new Error(`${symbols.length} symbols cannot fill ${positions} positions without repeats`);
  return codes;
}
