/**
 * A worker thread of `npm run solve -- --first-guesses all`: builds the game from the lists it is
 * given, then settles each first guess it is sent against the budget sent with it, and sends the
 * result back. One search serves all the guesses a worker settles, so what it learns is kept.
 */
import { parentPort, workerData } from "worker_threads";
import { wordle } from "../game";
import { FirstGuesses } from "../optimal";

/** What the command sends each worker at its start. */
export interface WorkerSetup {
  targets: string[];
  guesses: string[];
  hard: boolean;
  maxGuesses: number;
}

const { targets, guesses, hard, maxGuesses } = workerData as WorkerSetup;
const search = new FirstGuesses(wordle(targets, guesses), { hard, maxGuesses });
parentPort!.on("message", ({ guess, budget }: { guess: string; budget: number }) => {
  parentPort!.postMessage(search.settle(guess, budget));
});
parentPort!.postMessage("ready");
