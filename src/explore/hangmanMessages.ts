/** What the hangman page and its worker say to each other. */
import type { Outcome, Strategy } from "../hangman";

export interface Request {
  id: number;
  word: string;
}

/** One guess as the page shows it. */
export interface Shown {
  letter: string;
  hit: boolean;
  /** The word as the player sees it after the guess, "_" for a letter not found yet. */
  pattern: string;
  misses: number;
  /** Dictionary words of this length that fit everything seen so far. */
  possible: number;
}

export interface Played {
  strategy: Strategy;
  outcome: Outcome;
  /** The guesses made (as many as the outcome's), each with what it showed. */
  shown: Shown[];
}

/**
 * The worker's answers to a word: the games played so far, and while a tree is still being
 * compiled (the first time a length is asked for), which one; or why the word cannot be played.
 */
export type Reply =
  | { id: number; kind: "played"; word: string; words: number; played: Played[]; compiling: Strategy | null }
  | { id: number; kind: "problem"; problem: string };
