/**
 * What an exact search is asked (its options) and what it answers (its result, each first guess
 * settled, and the two ways it can end without a tree). The search itself is in search.ts.
 */
import { Word } from "../game";
import { Tree } from "../guessTree";

export interface SearchOptions {
  /**
   * The first guess, or the first guesses to try in this order (each against the best total so
   * far); without it the search ranks first guesses and tries `firstGuesses` of them.
   */
  first?: Word | readonly Word[];
  /** How many first guesses to try when `first` is not given (best lower bound first). Default 10. */
  firstGuesses?: number;
  /**
   * Hard mode: a guess must keep every hint of the last reply (a green letter in its place, each
   * green or yellow letter at least as often), as in Wordle's own hard mode. Default false.
   */
  hard?: boolean;
  /** Guesses tried per node, best lower bound first; default all of them (an exact search). */
  top?: number;
  /**
   * With `top`: a set of at most this many targets still gets every guess, so the beam narrows
   * only the big sets near the top of the tree, where it saves the most. Default 0.
   */
  exactBelow?: number;
  /** The most guesses any target may take; default 6, Wordle's limit (Infinity for none). */
  maxGuesses?: number;
  /**
   * What the search makes least: "total", the guesses over all targets (the default), or
   * "worst", the targets found at the last guess allowed (`maxGuesses`, which must be finite),
   * then among the trees with fewest of those the total. Both are costs that add up over groups
   * (see `Search.weight`), so one search serves both.
   */
  objective?: "total" | "worst";
  /**
   * The symmetries of the game that fix a first guess: permutations σ of the guesses that map the
   * targets onto themselves, with reply(σ(g), σ(t)) = reply(g, t) and σ(first) = first (for the
   * code games, `codeStabilizer`; for a game of one reply group, `groupSymmetries`, both in
   * codeBreaking.ts). Where a set of targets is reached, the symmetries that fix every guess on the
   * way map it onto itself, so only one guess of each of their orbits needs trying. Default: none.
   */
  stabilizer?: (first: Word) => Symmetries;
  /**
   * Look only for trees of fewer guesses in total than this: every branch is cut against it from
   * the start, which is far faster than a search that must first find a good tree. When there is
   * none, the search throws NoTreeBelow, whose first guesses' totals are proven lower bounds.
   */
  below?: number;
  /** Seconds the search may take; past them it stops with a SearchTimeout. Default: no limit. */
  timeLimit?: number;
  /** Called after each first-level group (or each first guess) is settled. */
  onProgress?: (progress: SearchProgress) => void;
  /** Called as each first guess is settled, in the order tried: a long search shows its results as it goes. */
  onSettled?: (result: FirstGuessResult) => void;
}

/** How far a search has got, for a progress bar. */
export interface SearchProgress {
  /** From 0 to 1. */
  fraction: number;
  /** What it is doing, e.g. "SALET: 94 of 148 groups". */
  note: string;
}

/** One first guess tried, with its total: exact, or a lower bound when it could not beat the best. */
export interface FirstGuessResult {
  guess: Word;
  /** Guesses over all targets; Infinity when some target cannot be found within the limit. */
  total: number;
  /**
   * False when the search stopped early because the guess could not beat the best: total is then a
   * lower bound (with the objective worst, (atWorst, total) is one, compared first by atWorst).
   */
  exact: boolean;
  seconds: number;
  /** With the objective worst: the targets found at the last guess allowed. */
  atWorst?: number;
}

export interface SearchResult {
  tree: Tree;
  /** Guesses over all targets. */
  total: number;
  /** With the objective worst: the targets found at the last guess allowed (`maxGuesses`). */
  atWorst?: number;
  /**
   * True when the search was exhaustive (no `top`): no tree does better, among those that start
   * with the first guesses tried.
   */
  proven: boolean;
  /** The first guesses tried, in the order tried. */
  firstGuesses: FirstGuessResult[];
  /** Sets of targets whose guesses were scanned. */
  nodes: number;
  seconds: number;
}

/** Raised when a search runs past its `timeLimit`: it has proven nothing, and returns nothing. */
export class SearchTimeout extends Error {
  override name = "SearchTimeout";
}

/**
 * Raised when a search told to look `below` a total finds no tree under it: a proof, when the
 * search was exhaustive, that every tree starting with the first guesses tried takes at least that.
 */
export class NoTreeBelow extends Error {
  override name = "NoTreeBelow";
  constructor(
    readonly below: number,
    readonly proven: boolean,
    /** Each first guess tried, with a lower bound of at least `below` (exact if Infinity). */
    readonly firstGuesses: FirstGuessResult[],
    readonly nodes: number,
    readonly seconds: number,
  ) {
    super(`${proven ? "no tree" : "the search limited to the best guesses at each node found no tree"} with fewer than ${below} guesses in total`);
  }
}

/**
 * No tree finds every target within the guess limit, starting with the first guesses tried:
 * proven when the search was exhaustive, or only not found by a beam (`top`).
 */
export class NoTreeWithin extends Error {
  override name = "NoTreeWithin";
  constructor(
    message: string,
    readonly limit: number,
    readonly proven: boolean,
    readonly firstGuesses: FirstGuessResult[],
    readonly nodes: number,
    readonly seconds: number,
  ) {
    super(message);
  }
}

/** What a search is, and keeps for its whole life: the rules it plays by and how far it looks. */
export type SearchSetting = Pick<SearchOptions, "hard" | "maxGuesses" | "top" | "exactBelow" | "timeLimit" | "objective">;

/** What one call of `FirstGuesses.optimalTree` asks for. */
export type TreeRequest = Pick<SearchOptions, "first" | "firstGuesses" | "below" | "stabilizer" | "onProgress" | "onSettled">;

/**
 * Some symmetries of a game (permutations of its guesses, by index, that keep every reply and
 * every guess made so far), as the search needs them. Any such set is sound: fewer only cut less.
 */
export interface Symmetries {
  /** How many there are, the identity included. */
  readonly size: number;
  /** Whether no symmetry here turns guess g into a guess of lower index: g stands for its orbit. */
  stands(g: number): boolean;
  /** Those of them that keep guess g as it is. */
  keeping(g: number): Symmetries;
}
