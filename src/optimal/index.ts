/**
 * Beyond greedy: the guess tree with the fewest guesses in total, found by an exact depth-first
 * search, after Alex Selby's Wordle solver (https://sonorouschocolate.com/notes/index.php/The_best_strategies_for_Wordle)
 * and the question that closes Peter Norvig's Wordle notebook.
 *
 * The folder, in the order it is best read:
 * - types.ts: what a search is asked (its options) and what it answers;
 * - search.ts: the search itself, and what makes it fast;
 * - count.ts: its hottest loop, the groups each guess splits a set into;
 * - memo.ts: what it remembers of each set of targets;
 * - hints.ts: Wordle's hard mode, as bitsets of the guesses allowed;
 * - firstGuesses.ts: the entry points, `optimalTree` and `FirstGuesses`.
 *
 * With `top` the search tries only the best `top` guesses at each node (not counting guesses
 * that turn out to leave some target unfound within the limit): fast, but not a proof. With
 * `exactBelow` too, sets of at most that many targets are searched exactly all the same.
 */
export * from "./types";
export { FirstGuesses, optimalTree } from "./firstGuesses";
export { worstFits } from "./search";
export { Fraction, Judge, verdictTable } from "./judge";
export type { GroupValue, JudgedTurn, JudgeOptions, Verdict, VerdictTable } from "./judge";
