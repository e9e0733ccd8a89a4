/** What the Wordle page and its worker say to each other. */
import type { Word } from "../game";
import type { GroupValue, VerdictTable } from "../optimal";

/** A position to analyse: the targets still possible and the guesses left to find them. */
export interface Position {
  kind: "position";
  id: number;
  targets: Word[];
  guessesLeft: number;
}

/** The guess a greedy rule picks for a position, and its value under that rule. */
export interface Greedy {
  metric: "max" | "expectation" | "entropy";
  word: Word;
  value: number;
}

/** The perfect player's next guess, and what backs it. */
export interface Best {
  guess: Word;
  /** Guesses over all the targets still possible, this one included. */
  total: number;
  proven: boolean;
  /** How it was found, in a few words a reader can follow. */
  how: string;
  seconds: number;
}

export interface Answer {
  kind: "answer";
  id: number;
  greedy: Greedy[];
  best: Best | null;
  /** Why there is no best guess (no tree finds every target in the guesses left). */
  problem: string | null;
}

/** A game to judge: the guesses so far and the replies they got. */
export interface JudgeRequest {
  kind: "judge";
  id: number;
  guesses: Word[];
  replies: string[];
}

/** The perfect player's verdict on it, as the table the terminal prints; or why there is none. */
export interface VerdictAnswer {
  kind: "verdict";
  id: number;
  table: VerdictTable | null;
  problem: string | null;
}

/** Why a turn's best guess is best: ask for the groups of the best guess and of the guess played. */
export interface ExplainRequest {
  kind: "explain";
  id: number;
  turn: number;
  guesses: Word[];
  replies: string[];
}

export interface ExplainAnswer {
  kind: "explain";
  id: number;
  turn: number;
  /** The targets possible before that turn's guess. */
  targets: number;
  bestGuess: Word;
  playedGuess: Word;
  best: GroupValue[];
  played: GroupValue[];
  /**
   * The exact totals the judge knows for that turn (the best guess's V, the played guess's Q), or
   * null: on the first turn, the table of every opening knows totals its groups' bounds do not reach.
   */
  exact: { V: number | null; Q: number | null };
  problem: string | null;
}
