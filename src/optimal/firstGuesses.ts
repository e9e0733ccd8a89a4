/**
 * The entry points of the exact search: `optimalTree`, and `FirstGuesses`, which settles first
 * guesses one at a time with one search that keeps what it learns. A first guess tried against
 * the best total so far gets a second look before any recursion (in search.ts): each of its
 * groups scanned for its own best bound, and the bounds summed; most first guesses fail that
 * test in a fraction of a second. This is how a table of every allowed first guess is made and
 * checked again (src/firstGuessTable.ts, `npm run solve -- --first-guesses all`).
 */
import { Game, inCase, Word } from "../game";
import { Search, UNSOLVABLE } from "./search";
import { FirstGuessResult, NoTreeBelow, NoTreeWithin, SearchOptions, SearchResult, SearchSetting, Symmetries, TreeRequest } from "./types";

/**
 * The guess tree with the fewest total guesses (or, with `top`, the best the limited search finds).
 * @example optimalTree(wordle(small, big), { first: "SALET" }).total //=> 7897
 */
export function optimalTree(game: Game, options: SearchOptions = {}): SearchResult {
  return new FirstGuesses(game, options).optimalTree(options);
}

/**
 * Every first guess settled one at a time, each against a budget the caller chooses, by one
 * search that keeps what it learns from one first guess to the next, and from one call to the
 * next: a notebook that asks for SALET's tree and then for the best of ten first guesses pays for
 * SALET once. This is also how a table of every allowed first guess is made (`npm run solve --
 * --first-guesses all`), and how its rows are checked again.
 * @example new FirstGuesses(wordle(small, big)).settle("SALET", 7898) //=> { total: 7897, exact: true, ... }
 */
export class FirstGuesses {
  private readonly search: Search;
  private readonly depth: number;

  constructor(readonly game: Game, options: SearchSetting = {}) {
    this.depth = guessLimit(options.maxGuesses);
    this.search = new Search(game, options);
  }

  /** Every allowed guess, best lower bound first: the order that finds a good total soonest. */
  ranked(): Word[] {
    return this.search.rankedFirstGuesses().map((g) => this.game.guesses[g]);
  }

  /**
   * A proven lower bound on first guess `guess`'s total, from its split of every target alone:
   * each target takes that guess, and each group of s it leaves takes at least 2s − 1 more
   * (the scan that ranks first guesses). A table row below it cannot be true.
   */
  floor(guess: Word): number {
    const g = this.game.guessIndex.get(inCase(this.game.alphabet, guess));
    if (g === undefined) throw new Error(`${guess} is not an allowed guess in ${this.game.name}`);
    return this.search.firstGuessFloor(g);
  }

  /**
   * The total of first guess `guess`, exact when it is below `budget`; otherwise a proven lower
   * bound of at least `budget` (the search stops as soon as it has one). Infinity, exact, when
   * some target cannot be found within the guess limit. `symmetries`: those that keep `guess`
   * (the `stabilizer` option's), to cut the search below it. With the objective worst the budget
   * is a cost, as `cost` gives it.
   */
  settle(guess: Word, budget = Infinity, symmetries?: Symmetries): FirstGuessResult {
    const g = this.game.guessIndex.get(inCase(this.game.alphabet, guess));
    if (g === undefined) throw new Error(`${guess} is not an allowed guess in ${this.game.name}`);
    if (!(budget >= 1)) throw new Error(`the budget must be a number of guesses, at least 1${Number.isNaN(budget) ? "" : `, not ${budget}`}`);
    return this.search.settle(g, this.depth, Math.min(budget, UNSOLVABLE), undefined, symmetries);
  }

  /**
   * As the function `optimalTree` with this search's setting, reusing all it has learnt. The
   * result's nodes and seconds are this call's own.
   */
  optimalTree(options: TreeRequest = {}): SearchResult {
    const { game, search, depth } = this;
    const started = performance.now();
    const nodesBefore = search.nodes;
    const count = options.firstGuesses ?? 10;
    if (!(count >= 1) || !Number.isInteger(count)) throw new Error(`firstGuesses must be a whole number, at least 1, not ${count}`);
    const openers = options.first === undefined ? undefined : (typeof options.first === "string" ? [options.first] : options.first);
    const first = openers?.map((word) => {
      const g = game.guessIndex.get(inCase(game.alphabet, word));
      if (g === undefined) throw new Error(`${word} is not an allowed guess in ${game.name}`);
      return g;
    });
    if (first?.length === 0) throw new Error("no first guess to try: the list is empty");
    if (options.below !== undefined && search.weight > 0) throw new Error("below is for the objective total: with worst, costs are not totals");
    const below = options.below ?? UNSOLVABLE;
    if (!(below >= 2) || !Number.isInteger(below)) throw new Error(`below must be a whole number of guesses, at least 2${Number.isNaN(below) ? "" : `, not ${below}`}`);
    if (game.targets.length === 1 && first === undefined) {
      return { tree: game.targets[0], ...search.decode(search.floorAt(1, depth)), proven: true, firstGuesses: [], nodes: 0, seconds: 0 };
    }
    const firstGuesses: FirstGuessResult[] = [];
    const guesses = first ?? search.rankedFirstGuesses().slice(0, count);
    let best = Math.min(below, UNSOLVABLE);
    let bestGuess = -1;
    guesses.forEach((g, i) => {
      const word = game.guesses[g];
      const progress = (done: number, groups: number) => {
        const note = guesses.length === 1 ? `${word}: ${done} of ${groups} groups` : `first guess ${i + 1} of ${guesses.length} (${word}: ${done} of ${groups} groups)`;
        options.onProgress?.({ fraction: (i + done / groups) / guesses.length, note });
      };
      // Said before the first group is settled too: a bar shows from the start of a long search.
      const guessNote = guesses.length === 1 ? word : `first guess ${i + 1} of ${guesses.length} (${word})`;
      options.onProgress?.({ fraction: i / guesses.length, note: guessNote });
      const result = search.settle(g, depth, best, progress, options.stabilizer?.(word));
      firstGuesses.push(result);
      options.onSettled?.(result);
      const cost = search.cost(result);
      if (cost < best) [best, bestGuess] = [cost, g];
    });
    const proven = search.top >= game.guesses.length;
    if (bestGuess < 0 && options.below !== undefined) {
      throw new NoTreeBelow(options.below, proven, firstGuesses, search.nodes - nodesBefore, (performance.now() - started) / 1000);
    }
    const tried = guesses.length <= 3 ? guesses.map((g) => game.guesses[g]).join(", ") : `any of the ${guesses.length} first guesses tried`;
    if (bestGuess < 0) {
      const within = `every target within ${depth} guess${depth === 1 ? "" : "es"} starting with ${tried}`;
      // A beam (top N) proves nothing: it only failed to find a tree.
      const why = !proven ? `the search limited to the top ${search.top} guesses per node found no tree that finds ${within}` : `no tree finds ${within}`;
      throw new NoTreeWithin(why, depth, proven, firstGuesses, search.nodes - nodesBefore, (performance.now() - started) / 1000);
    }
    const tree = search.tree(search.all, depth, bestGuess, search.everyGuess, 0, best);
    return { tree, ...search.decode(best), proven, firstGuesses, nodes: search.nodes - nodesBefore, seconds: (performance.now() - started) / 1000 };
  }

  /** The most targets any tree can find within `depth` guesses, counting the replies the game gives. */
  capacity(depth: number): number {
    return this.search.capacity(depth);
  }

  /** What the search compares: the total, or with the objective worst weight × atWorst + total. */
  cost(result: Pick<FirstGuessResult, "total" | "atWorst">): number {
    return this.search.cost(result);
  }

  /** From now on, stop with a SearchTimeout after this many seconds (Infinity: never). */
  limitTime(seconds: number): void {
    this.search.limitTime(seconds);
  }

  /** Sets of targets searched so far, by every call. */
  get nodes(): number {
    return this.search.nodes;
  }
}

/** The guess limit from the options: 6 by default, a whole number or Infinity. */
function guessLimit(maxGuesses: number | undefined): number {
  const depth = maxGuesses ?? 6;
  if (!(depth >= 1) || !(Number.isInteger(depth) || depth === Infinity)) throw new Error(`maxGuesses must be a whole number, at least 1, not ${maxGuesses}`);
  return depth;
}
