/**
 * The worker thread of `npm run solve -- --game mastermind --boards N --table FILE`: settles each
 * first guess it is sent (a board, a guess limit, a budget, a time limit) with the board's
 * symmetries, and sends the result back. It keeps one search per board and limit while they are
 * asked for, so what a search learns from one first guess serves the next. The command waits on
 * it, so a Ctrl-C is heard at once, however long a search takes.
 */
import { parentPort } from "worker_threads";
import { codeStabilizer, mastermindGame } from "../codeBreaking";
import { FirstGuesses, SearchTimeout } from "../optimal";

/** What the command asks. */
export interface BoardJob {
  pegs: number;
  colours: number;
  limit: number;
  guess: string;
  budget: number;
  /** Seconds this guess may take. */
  seconds: number;
}

/** What the worker answers: the row's total, or that the time ran out. */
export type BoardAnswer = { total: number; exact: boolean; seconds: number } | { timeout: true };

let held: { key: string; search: FirstGuesses; stabilizer: ReturnType<typeof codeStabilizer> } | undefined;

parentPort!.on("message", (job: BoardJob) => {
  const key = `${job.pegs},${job.colours},${job.limit}`;
  if (held?.key !== key) {
    held = undefined; // the last board's search is let go before the next is built
    const game = mastermindGame(job.pegs, job.colours);
    held = { key, search: new FirstGuesses(game, { maxGuesses: job.limit }), stabilizer: codeStabilizer(game) };
  }
  held.search.limitTime(job.seconds);
  try {
    const { total, exact, seconds } = held.search.settle(job.guess, job.budget, held.stabilizer(job.guess));
    parentPort!.postMessage({ total, exact, seconds } satisfies BoardAnswer);
  } catch (error) {
    if (!(error instanceof SearchTimeout)) throw error;
    held = undefined; // a search stopped half-way is not kept
    parentPort!.postMessage({ timeout: true } satisfies BoardAnswer);
  }
});
parentPort!.postMessage("ready");
