/**
 * The worker thread of the long tables, `--boards` and `--groups` (src/cli/settler.ts asks it):
 * settles each first (or next) guess it is sent, with the game's symmetries, and sends the
 * result back. It keeps one search per game, limit and objective while they are asked for, so
 * what a search learns from one guess serves the next, and the game's search with no guess limit
 * while its limits are settled: where that search's tree fits a limit, it settles the limit's row.
 * The command waits on it, so a Ctrl-C is heard at once, however long a search takes.
 */
import { parentPort } from "worker_threads";
import { Game, makeGame, pathSpec } from "../game";
import { codeStabilizer, groupSymmetries } from "../codeBreaking";
import { FirstGuesses, NoTreeBelow, SearchTimeout, Symmetries } from "../optimal";
import { checkTree, Tree } from "../guessTree";
import { fullSpec, type SettleAnswer, type SettleJob } from "./settler";

interface Held {
  key: string;
  game: Game;
  search: FirstGuesses;
  symmetries: (guess: string) => Symmetries;
  /** The worst case of each first guess's least tree, once built (for the search with no limit). */
  treeWorst: Map<string, number>;
}

/** The search of the last game, limit and objective asked for. */
let held: Held | undefined;
/** The same game's search with no guess limit, kept while its limits are settled. */
let unlimited: Held | undefined;

parentPort!.on("message", (job: SettleJob) => {
  const key = keyOf(job);
  if (held?.key !== key) {
    const free = keyOf({ ...job, limit: Infinity });
    // The search with no limit stays while the same game's limits are settled; any other goes.
    unlimited = held?.key === free ? held : unlimited?.key === free ? unlimited : undefined;
    held = undefined; // the last game's search is let go before the next is built
    held = key === free && unlimited ? unlimited : searchOf(job, key);
  }
  for (const kept of [held, unlimited]) kept?.search.limitTime(job.seconds);
  try {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    if (job.unlimited !== undefined && treeWithin(job, job.unlimited)) {
      parentPort!.postMessage({ total: job.unlimited, exact: true, seconds: seconds() } satisfies SettleAnswer);
      return;
    }
    const budget = job.best ? held.search.cost(job.best) : Infinity;
    const { total, atWorst, exact } = held.search.settle(job.guess, budget, held.symmetries(job.guess));
    parentPort!.postMessage({ total, atWorst, exact, seconds: seconds() } satisfies SettleAnswer);
  } catch (error) {
    if (!(error instanceof SearchTimeout)) throw error;
    held = unlimited = undefined; // a search stopped half-way is not kept
    parentPort!.postMessage({ timeout: true } satisfies SettleAnswer);
  }
});
parentPort!.postMessage("ready");

function keyOf(job: SettleJob): string {
  return JSON.stringify([job.game, job.after, job.limit, job.objective]);
}

function searchOf(job: SettleJob, key: string): Held {
  const full = fullSpec(job.game);
  const steps = job.after ?? [];
  const game = makeGame(pathSpec(full, steps));
  const search = new FirstGuesses(game, { maxGuesses: job.limit, objective: job.objective });
  // After some guesses, the symmetries that keep each of them and the next guess.
  const symmetries = steps.length > 0 ? groupSymmetries(full, steps.map((s) => s.guess)).stabilizer : codeStabilizer(game);
  return { key, game, search, symmetries, treeWorst: new Map() };
}

/**
 * Whether the guess's least tree with no guess limit (of `total` guesses, as its row says) finds
 * every code within the job's limit: no tree within a limit takes fewer, so then it settles the
 * row. The tree is built from what the search with no limit kept; if the worker no longer holds
 * that search, the row is searched within the limit instead.
 */
function treeWithin(job: SettleJob, total: number): boolean {
  if (job.objective === "worst" || job.after || !unlimited) return false;
  const { game, search, symmetries, treeWorst } = unlimited;
  // Once per first guess: a tree that fails one limit is looked up, not searched again, at the next.
  const known = treeWorst.get(job.guess);
  if (known !== undefined) return known <= job.limit;
  let tree: Tree;
  try {
    tree = search.optimalTree({ first: job.guess, stabilizer: symmetries, below: total + 1 }).tree;
  } catch (error) {
    if (error instanceof NoTreeBelow) throw new Error(`the row of ${job.guess} with no limit says ${total} guesses, but no tree from ${job.guess} takes so few; a row is false`);
    throw error;
  }
  const check = checkTree(game, tree);
  if (check.total !== total) throw new Error(`the row of ${job.guess} with no limit says ${total} guesses, but its least tree takes ${check.total}; a row is false`);
  treeWorst.set(job.guess, check.worst);
  return check.worst <= job.limit;
}
