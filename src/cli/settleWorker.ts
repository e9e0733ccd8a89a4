/**
 * The worker thread of the long tables, `--boards` and `--groups` (src/cli/settler.ts asks it):
 * settles each first (or next) guess it is sent, with the game's symmetries, and sends the
 * result back. It keeps one search per game, limit and objective while they are asked for, so
 * what a search learns from one guess serves the next. The command waits on it, so a Ctrl-C is
 * heard at once, however long a search takes.
 */
import { parentPort } from "worker_threads";
import { GameSpec, makeGame, groupSpec } from "../game";
import { bullsAndCowsSpec, codeStabilizer, groupSymmetries, mastermindSpec } from "../codeBreaking";
import { FirstGuesses, SearchTimeout, Symmetries } from "../optimal";
import type { SettleAnswer, SettleJob } from "./settler";

let held: { key: string; search: FirstGuesses; symmetries: (guess: string) => Symmetries } | undefined;

parentPort!.on("message", (job: SettleJob) => {
  const key = JSON.stringify([job.game, job.after, job.limit, job.objective]);
  if (held?.key !== key) {
    held = undefined; // the last game's search is let go before the next is built
    const full: GameSpec = job.game.kind === "mastermind" ? mastermindSpec(job.game.pegs, job.game.colours) : bullsAndCowsSpec();
    const game = makeGame(job.after ? groupSpec(full, job.after.first, job.after.reply) : full);
    const search = new FirstGuesses(game, { maxGuesses: job.limit, objective: job.objective });
    // After a first guess, the symmetries that keep it and the next guess.
    const symmetries = job.after ? groupSymmetries(full, job.after.first).stabilizer : codeStabilizer(game);
    held = { key, search, symmetries };
  }
  held.search.limitTime(job.seconds);
  try {
    const budget = job.best ? held.search.cost(job.best) : Infinity;
    const { total, atWorst, exact, seconds } = held.search.settle(job.guess, budget, held.symmetries(job.guess));
    parentPort!.postMessage({ total, atWorst, exact, seconds } satisfies SettleAnswer);
  } catch (error) {
    if (!(error instanceof SearchTimeout)) throw error;
    held = undefined; // a search stopped half-way is not kept
    parentPort!.postMessage({ timeout: true } satisfies SettleAnswer);
  }
});
parentPort!.postMessage("ready");
