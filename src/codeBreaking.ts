/**
 * The code-breaking games of the CodeBreaking notebook, scored by counts: Mastermind (black and
 * white pegs, repeats allowed) and Bulls and Cows (four different digits), any board size; and
 * their symmetries (renamings of colours, reorderings of positions), which the exact search uses
 * to try one first guess per pattern of repeats and to cut the search below it.
 */
import { DIGITS, makeGame, Game, GameSpec, Word } from "./game";
import { counts } from "./replies";

/**
 * Mastermind as Meirowitz sold it: a code of 4 pegs in 6 colours (written 1 to 6), repeats
 * allowed, so 1,296 codes, every one a possible guess; a guess earns a black peg for each peg of
 * the right colour in the right place and a white one for each other right colour.
 * @example reply(mastermindGame(), "1122", "1213") //=> "1B2W"
 */
export function mastermindGame(positions = 4, colours = 6): Game {
  return makeGame(mastermindSpec(positions, colours));
}

/** mastermindGame before its table is built (for groupSpec, or makeGame). */
export function mastermindSpec(positions = 4, colours = 6): GameSpec {
  if (!(Number.isInteger(colours) && colours >= 1 && colours <= 9)) throw new Error(`Mastermind's colours are 1 to 9 here, not ${colours}`);
  const codes = allCodes(positions, DIGITS.slice(1, colours + 1), true);
  return { name: "Mastermind", rule: counts("BW", "Mastermind"), alphabet: DIGITS, targets: codes, histogramBins: 8 };
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
 * 3, and rename 4, 5 and 6 among themselves; Bulls and Cows' 0123 keeps 24 × 720), as
 * permutations of the game's codes by index: what `optimalTree`'s `stabilizer` option takes.
 * @throws Error for a game that is not every code of its symbols (with repeats, or without)
 */
export function codeStabilizer(game: GameSpec): (first: Word) => Int32Array[] {
  const guesses = game.guesses ?? game.targets;
  const positions = guesses[0]?.length ?? 0;
  const symbols = [...new Set(guesses.join(""))].sort();
  const n = symbols.length;
  const repeats = guesses.some((code) => new Set(code).size < positions);
  let expected = 1;
  for (let i = 0; i < positions; i++) expected *= repeats ? n : n - i;
  if (expected !== guesses.length || game.targets.length !== guesses.length) {
    throw new Error(`${game.name} is not every code of its symbols, so renaming them may change its replies`);
  }
  // Each code as symbol numbers (one flat array, the hot loop below reads it), and a table from
  // a code's number in base n to its index.
  const codes = Int32Array.from(guesses.join(""), (c) => symbols.indexOf(c));
  const weight = Array.from({ length: positions }, (_, i) => n ** (positions - 1 - i));
  const index = new Int32Array(n ** positions).fill(-1);
  for (let g = 0, k = 0; g < guesses.length; g++, k = 0) {
    for (let i = 0; i < positions; i++) k += codes[g * positions + i] * weight[i];
    index[k] = g;
  }
  return (first) => {
    const fixed = Array.from(first, (c) => symbols.indexOf(c));
    const fixing: Int32Array[] = [];
    for (const order of permutations(positions)) {
      const place = Int32Array.from(order, (p) => weight[p]);
      // Peg i moves to place order[i]: the first guess stays itself only if its symbol there
      // is renamed to the symbol already at order[i].
      const rename = new Int32Array(n).fill(-1);
      let consistent = true;
      for (let i = 0; i < positions && consistent; i++) {
        const [from, to] = [fixed[i], fixed[order[i]]];
        if (rename[from] === -1) rename[from] = to;
        else consistent = rename[from] === to;
      }
      const images = new Set(rename);
      if (!consistent || images.size !== new Set(fixed).size + (rename.includes(-1) ? 1 : 0)) continue;
      // The other symbols go to the other images, in every way.
      const free = Array.from({ length: n }, (_, c) => c).filter((c) => rename[c] === -1);
      const targets = Array.from({ length: n }, (_, c) => c).filter((c) => !images.has(c));
      for (const arrangement of permutations(free.length)) {
        free.forEach((c, k) => (rename[c] = targets[arrangement[k]]));
        const sigma = new Int32Array(guesses.length);
        for (let g = 0; g < sigma.length; g++) {
          let k = 0;
          for (let i = 0; i < positions; i++) k += rename[codes[g * positions + i]] * place[i];
          sigma[g] = index[k];
        }
        fixing.push(sigma);
      }
      free.forEach((c) => (rename[c] = -1));
    }
    return fixing;
  };
}

/**
 * The symmetries that keep a first guess also map each of its reply groups onto itself, so they
 * serve the game of one group (`groupGame`) too, whose guesses are the full game's in the same
 * order: `stabilizer` gives those that also keep a second guess, and `seconds` one second guess
 * for each set of guesses they turn into one another (the first in code order). Given the guesses
 * of a path (a group of a group), the same for the symmetries that keep every one of them.
 * @example groupSymmetries(mastermindGame(), "1123").seconds.length //=> 130
 */
export function groupSymmetries(game: GameSpec, first: Word | readonly Word[]): { stabilizer: (second: Word) => Int32Array[]; seconds: Word[] } {
  const path = typeof first === "string" ? [first] : first;
  if (path.length === 0) throw new Error("groupSymmetries needs at least one guess");
  const guesses = game.guesses ?? game.targets;
  const guessIndex = new Map(guesses.map((code, g) => [code, g]));
  for (const guess of path) if (!guessIndex.has(guess)) throw new Error(`${guess} is not a code of ${game.name}`);
  const kept = path.slice(1).map((guess) => guessIndex.get(guess)!);
  const fixing = codeStabilizer(game)(path[0]).filter((sigma) => kept.every((g) => sigma[g] === g));
  const seconds = guesses.filter((_, g) => !fixing.some((sigma) => sigma[g] < g));
  const stabilizer = (second: Word) => {
    const g = guessIndex.get(second);
    if (g === undefined) throw new Error(`${second} is not a code of ${game.name}`);
    return fixing.filter((sigma) => sigma[g] === g);
  };
  return { stabilizer, seconds };
}

/** Every ordering of 0 … n − 1. */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) => Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]));
}

/** Every code of `positions` symbols from `symbols`, in order, with or without repeats. */
function allCodes(positions: number, symbols: string, repeats: boolean): Word[] {
  if (!(Number.isInteger(positions) && positions >= 1 && positions <= 8)) throw new Error(`a code has 1 to 8 positions here, not ${positions}`);
  let codes = [""];
  for (let i = 0; i < positions; i++) {
    codes = codes.flatMap((code) => [...symbols].filter((s) => repeats || !code.includes(s)).map((s) => code + s));
  }
  if (codes.length === 0) throw new Error(`${symbols.length} symbols cannot fill ${positions} positions without repeats`);
  return codes;
}
