/**
 * The long tables' worker thread, from the command's side: one question at a time, each a guess
 * of a game to settle against the best so far (src/cli/settleWorker.ts answers). The command
 * waits on it instead of searching itself, so a Ctrl-C stops it at once.
 */
import * as path from "path";
import { Worker } from "worker_threads";
import { Reply } from "../replies";
import { GameSpec, Word } from "../game";
import { bullsAndCowsSpec, mastermindSpec } from "../codeBreaking";

/** What the command asks. */
export interface SettleJob {
  /** A Mastermind board, or Bulls and Cows; with `after`, the group its steps leave. */
  game: { kind: "mastermind"; pegs: number; colours: number } | { kind: "bulls-cows" };
  /** Each guess and its reply, in turn: a group of the game, or a group of a group. */
  after?: readonly Step[];
  limit: number;
  objective?: "total" | "worst";
  guess: Word;
  /** The best so far: the search stops as soon as the guess cannot beat it. */
  best?: { total: number; atWorst?: number };
  /**
   * The guess's least total with no guess limit, when it is known: a tree of that total within
   * the limit, if the search with no limit has one, settles the row without another search.
   */
  unlimited?: number;
  /** Seconds this guess may take. */
  seconds: number;
}

/** One guess of a path into a game, and the reply it got. */
export interface Step {
  guess: Word;
  reply: Reply;
}

/** The whole game a job's game names, before any step. */
export function fullSpec(game: SettleJob["game"]): GameSpec {
  return game.kind === "mastermind" ? mastermindSpec(game.pegs, game.colours) : bullsAndCowsSpec();
}

/** What the worker answers: the row's cost, or that the time ran out. */
export type SettleAnswer = { total: number; atWorst?: number; exact: boolean; seconds: number } | { timeout: true };

export interface Settler {
  ask(job: SettleJob): Promise<SettleAnswer>;
  terminate(): Promise<number>;
}

export function startSettler(): Promise<Settler> {
  // A worker does not inherit the loader tsx runs the command with: it registers tsx's own.
  const file = path.join(__dirname, "settleWorker.ts");
  const worker = new Worker(`require("tsx/cjs"); require(${JSON.stringify(file)});`, { eval: true });
  let waiting: { resolve: (a: SettleAnswer) => void; reject: (e: unknown) => void } | undefined;
  return new Promise((ready, failed) => {
    worker.on("error", (e) => (waiting ? waiting.reject(e) : failed(e)));
    worker.on("message", (message: SettleAnswer | "ready") => {
      if (message === "ready") return ready(settler);
      const w = waiting;
      waiting = undefined;
      w?.resolve(message);
    });
    const settler: Settler = {
      ask: (job) => new Promise((resolve, reject) => ((waiting = { resolve, reject }), worker.postMessage(job))),
      terminate: () => worker.terminate(),
    };
  });
}
