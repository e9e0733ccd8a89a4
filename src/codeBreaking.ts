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
 * `optimalTree`'s `stabilizer` option takes. They are kept as a few reorderings (each with the
 * renaming it needs) times every renaming of the symbols no guess has used yet, which are never
 * listed (62 colours left after 12 on the 2×64 board make 62! renamings): a guess stands for its
 * orbit when writing its unused symbols in order of first appearance, after any of the
 * reorderings, gives no smaller code. Where a guess repeats a symbol often (12×2's 111111222222
 * keeps 6! × 6! × 2 reorderings) only the first MAX_REORDERINGS are kept: a search with fewer
 * symmetries is as sound, and only cuts less.
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
  return (first) => {
    const fixed = Array.from(first, (c) => symbols.indexOf(c));
    if (first.length !== positions || fixed.includes(-1)) throw new Error(`${first} is not a code of ${game.name}`);
    const reorderings: Reordering[] = [];
    for (const order of consistentOrders(fixed, n)) {
      // Peg i moves to place order[i]; a symbol of the first guess is renamed to the one found
      // there, every other symbol stays itself (their renamings are counted, not listed).
      const rename = Int32Array.from({ length: n }, (_, c) => c);
      fixed.forEach((c, i) => (rename[c] = fixed[order[i]]));
      const from = new Int32Array(positions);
      order.forEach((to, i) => (from[to] = i));
      reorderings.push({ from, rename });
      if (reorderings.length === MAX_REORDERINGS) break;
    }
    const free = Array.from({ length: n }, (_, c) => c).filter((c) => !fixed.includes(c));
    return new CodeSymmetries(codes, positions, n, reorderings, free);
  };
}

/** The reorderings a stabilizer keeps at most (see codeStabilizer). */
export const MAX_REORDERINGS = 5040;

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

/**
 * Symmetries of a code game as reorderings (each with its renaming, every one fixing the free
 * symbols) times every renaming of the free symbols, the ones no guess so far has used.
 */
export class CodeSymmetries implements Symmetries {
  readonly size: number;
  private readonly isFree: Uint8Array;
  // Scratch: where each free symbol goes in a code written with its free symbols in order.
  private readonly to: Int32Array;

  constructor(
    private readonly codes: Uint8Array,
    private readonly positions: number,
    private readonly n: number,
    private readonly reorderings: readonly Reordering[],
    private readonly free: readonly number[],
  ) {
    let size = reorderings.length;
    for (let k = 2; k <= free.length; k++) size *= k;
    this.size = size;
    this.isFree = new Uint8Array(n);
    for (const c of free) this.isFree[c] = 1;
    this.to = new Int32Array(n);
  }

  stands(g: number): boolean {
    this.check(g);
    for (const r of this.reorderings) if (this.compare(r, g, g) < 0) return false;
    return true;
  }

  keeping(g: number): CodeSymmetries {
    this.check(g);
    const { codes, positions, isFree } = this;
    const at = g * positions;
    const kept: Reordering[] = [];
    for (const r of this.reorderings) {
      // r keeps g up to a renaming of the free symbols when both write the same in order…
      if (this.compare(r, g, g, true) !== 0) continue;
      // …and that renaming, made part of r, keeps g itself.
      const tau = Int32Array.from({ length: this.n }, (_, c) => c);
      for (let j = 0; j < positions; j++) {
        const c = r.rename[codes[at + r.from[j]]];
        if (isFree[c]) tau[c] = codes[at + j];
      }
      const composed = Int32Array.from(r.rename, (c) => tau[c]);
      kept.push({ from: r.from, rename: composed });
    }
    const used = new Set(codes.subarray(at, at + positions));
    return new CodeSymmetries(codes, positions, this.n, kept, this.free.filter((c) => !used.has(c)));
  }

  /** A guess by index must be one of the game's. */
  private check(g: number): void {
    if (!(Number.isInteger(g) && g >= 0 && g * this.positions < this.codes.length)) throw new RangeError(`no guess ${g} here: the guesses are 0 to ${this.codes.length / this.positions - 1}`);
  }

  /**
   * Every symmetry, as a permutation of the codes by index (for tests, on small games: the
   * renamings of the free symbols are listed here, all size of them).
   */
  list(): Int32Array[] {
    const { codes, positions, n } = this;
    const count = codes.length / positions;
    const index = new Map<number, number>();
    const key = (digits: ArrayLike<number>) => Array.from(digits).reduce((k, d) => k * n + d, 0);
    for (let g = 0; g < count; g++) index.set(key(codes.subarray(g * positions, (g + 1) * positions)), g);
    const all: Int32Array[] = [];
    const x = new Int32Array(positions);
    for (const r of this.reorderings) {
      for (const arrangement of permutations(this.free.length)) {
        const rename = Int32Array.from(r.rename);
        this.free.forEach((c, k) => (rename[c] = this.free[arrangement[k]]));
        all.push(Int32Array.from({ length: count }, (_, g) => {
          for (let j = 0; j < positions; j++) x[j] = rename[codes[g * positions + r.from[j]]];
          return index.get(key(x))!;
        }));
      }
    }
    return all;
  }

  /**
   * The sign of (code h moved by r, its free symbols then written in order of first appearance)
   * against code g's own, position by position: the least code of h's orbit under r and every
   * renaming of the free symbols, compared with g. With `both`, g is written that way too.
   */
  private compare(r: Reordering, h: number, g: number, both = false): number {
    const { codes, positions, isFree, free, to } = this;
    to.fill(-1);
    let next = 0;
    const gTo = both ? new Int32Array(this.n).fill(-1) : null;
    let gNext = 0;
    for (let j = 0; j < positions; j++) {
      let x = r.rename[codes[h * positions + r.from[j]]];
      if (isFree[x]) {
        if (to[x] < 0) to[x] = free[next++];
        x = to[x];
      }
      let y = codes[g * positions + j];
      if (gTo && isFree[y]) {
        if (gTo[y] < 0) gTo[y] = free[gNext++];
        y = gTo[y];
      }
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  }
}

/**
 * The orderings of the positions that a code (as symbol numbers) allows: peg i may move to place
 * order[i] only if one renaming of its symbols puts each of them back, so a symbol's pegs go
 * where a single other symbol's pegs were. In code order, the identity first, one at a time (a
 * code of twelve pegs allows millions).
 */
function* consistentOrders(code: number[], n: number): Generator<number[]> {
  const p = code.length;
  const order = new Array<number>(p).fill(-1);
  const taken = new Uint8Array(p);
  const rename = new Int32Array(n).fill(-1);
  const image = new Int32Array(n).fill(-1); // image[d] = the symbol renamed to d
  function* place(i: number): Generator<number[]> {
    if (i === p) {
      yield [...order];
      return;
    }
    const c = code[i];
    for (let to = 0; to < p; to++) {
      if (taken[to]) continue;
      const d = code[to];
      const fresh = rename[c] === -1;
      if (fresh ? image[d] !== -1 : rename[c] !== d) continue;
      if (fresh) [rename[c], image[d]] = [d, c];
      taken[to] = 1;
      order[i] = to;
      yield* place(i + 1);
      taken[to] = 0;
      if (fresh) [rename[c], image[d]] = [-1, -1];
    }
  }
  yield* place(0);
}

/**
 * The symmetries that keep a first guess also map each of its reply groups onto itself, so they
 * serve the game of one group (`groupGame`) too, whose guesses are the full game's in the same
 * order: `stabilizer` gives those that also keep a second guess, and `seconds` one second guess
 * for each set of guesses they turn into one another (the first in code order). Given the guesses
 * of a path (a group of a group), the same for the symmetries that keep every one of them.
 * @example groupSymmetries(mastermindGame(), "1123").seconds.length //=> 130
 */
export function groupSymmetries(game: GameSpec, first: Word | readonly Word[]): { stabilizer: (second: Word) => CodeSymmetries; seconds: Word[] } {
  const path = typeof first === "string" ? [first] : first;
  if (path.length === 0) throw new Error("groupSymmetries needs at least one guess");
  const guesses = game.guesses ?? game.targets;
  const guessIndex = new Map(guesses.map((code, g) => [code, g]));
  for (const guess of path) if (!guessIndex.has(guess)) throw new Error(`${guess} is not a code of ${game.name}`);
  let kept = codeStabilizer(game)(path[0]);
  for (const guess of path.slice(1)) kept = kept.keeping(guessIndex.get(guess)!);
  const seconds = guesses.filter((_, g) => kept.stands(g));
  const stabilizer = (second: Word) => {
    const g = guessIndex.get(second);
    if (g === undefined) throw new Error(`${second} is not a code of ${game.name}`);
    return kept.keeping(g);
  };
  return { stabilizer, seconds };
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
