/**
 * The worker thread of `solve` (src/cli/searcher.ts asks it): builds the game's table of replies
 * in memory the command's thread shares, then searches the game, with what the search says as it
 * goes sent back as messages. The command's own thread only waits, so a signal is heard at once,
 * however long the table or the search, and the command ends as any other: nothing is left half-done.
 */
import { parentPort } from "worker_threads";
import { GameSpec, makeGame, Game, wordleSpec } from "../game";
import { bullsAndCowsSpec, codeStabilizer, groupSymmetries, mastermindSpec } from "../codeBreaking";
import { FirstGuesses, FirstGuessResult, NoTreeBelow, NoTreeWithin, optimalTree, SearchOptions, SearchProgress, SearchResult, worstFits } from "../optimal";
import { formatSeconds, plural, thousands } from "../format";
import type { BuildJob, Kind, SearchJob, SearchMessage } from "./searcher";

const send = (message: SearchMessage) => parentPort!.postMessage(message);

/** The game built, of its kind. */
let built: { kind: Kind; full: GameSpec; game: Game } | undefined;

parentPort!.on("message", (job: BuildJob | SearchJob) => {
  try {
    if (job.kind === "build") {
      const kind = job.game;
      const full = kind.kind === "mastermind" ? mastermindSpec(kind.pegs, kind.colours) : kind.kind === "bulls-cows" ? bullsAndCowsSpec() : wordleSpec([]);
      const game = makeGame({ ...job.spec, rule: full.rule }, { shared: true });
      built = { kind, full, game };
      send({ kind: "built", replies: game.replies });
    } else {
      search(job);
    }
  } catch (error) {
    if (error instanceof NoTreeBelow) {
      const { below, proven, firstGuesses, nodes, seconds } = error;
      send({ kind: "no tree", below, proven, firstGuesses, nodes, seconds });
    } else if (error instanceof NoTreeWithin) {
      const { message, limit, proven, firstGuesses, nodes, seconds } = error;
      send({ kind: "none within", message, limit, proven, firstGuesses, nodes, seconds });
    } else {
      send({ kind: "error", message: (error as Error)?.message ?? String(error) });
    }
  }
});

function search(job: SearchJob): void {
  if (!built) throw new Error("no game was built to search");
  const { kind, full, game } = built;
  // The counting games' symmetries: after --after's guesses, those that keep them.
  const stabilizer = kind.kind === "wordle" ? undefined : job.after ? groupSymmetries(full, job.after).stabilizer : codeStabilizer(game);
  // At most ten redraws a second are sent: the bar draws no more.
  let sent = 0;
  const onProgress = !job.progress
    ? undefined
    : (progress: SearchProgress) => {
        if (performance.now() - sent < 100 && progress.fraction < 1) return;
        sent = performance.now();
        // After --after's guesses, the group's first guess is the game's next one.
        const note = job.spent ? progress.note.replace(/^first guess/, "next guess") : progress.note;
        send({ kind: "progress", progress: { ...progress, note } });
      };
  const options: SearchOptions = { ...job.options, stabilizer };
  if (job.findLimit) {
    // The rows of the search that found a tree come after the limit they were searched within.
    const least = leastWorstCase(game, options, job.spent, onProgress);
    send({ kind: "limit", limit: least.limit, nodes: least.nodes, seconds: least.seconds });
    for (const result of least.settled) send({ kind: "settled", result });
    send({ kind: "done", result: least.result });
    return;
  }
  const result = optimalTree(game, { ...options, onProgress, onSettled: (result: FirstGuessResult) => send({ kind: "settled", result }) });
  send({ kind: "done", result });
}

/**
 * For --objective worst with no --max-guesses: the fewest guesses within which some tree finds
 * every target, from the fewest the replies allow (1 + b + b² + … at least the targets), one more
 * at a time. Each limit below it is searched in full over the same first guesses, so the answer
 * is proven among the trees the search covers; each is said as it is settled.
 */
function leastWorstCase(game: Game, options: SearchOptions, spent: number, onProgress?: (progress: SearchProgress) => void): { limit: number; result: SearchResult; settled: FirstGuessResult[]; nodes: number; seconds: number } {
  // The nodes and seconds of the limits below, for the final claim to count all the work done.
  let [nodes, seconds] = [0, 0];
  // The most targets d guesses can find, counting the replies (no search needed below that).
  const counting = new FirstGuesses(game, { maxGuesses: 1 });
  for (let d = 1; ; d++) {
    if (counting.capacity(d) < game.targets.length) continue;
    if (!worstFits(game.targets.length, d)) {
      throw new Error(`no tree finds every target within ${d + spent - 1} guesses, and --objective worst cannot weigh ${thousands(game.targets.length)} targets within ${d + spent}: the search's numbers would overflow`);
    }
    const search = new FirstGuesses(game, { ...options, maxGuesses: d });
    const started = performance.now();
    const settled: FirstGuessResult[] = [];
    try {
      const result = search.optimalTree({ ...options, onProgress, onSettled: (r) => settled.push(r) });
      return { limit: d, result, settled, nodes, seconds };
    } catch (error) {
      if (!(error instanceof NoTreeWithin)) throw error;
      const took = (performance.now() - started) / 1000;
      [nodes, seconds] = [nodes + search.nodes, seconds + took];
      const [first, word] = [options.first, spent ? "next guess" : "first guess"];
      const tried = error.firstGuesses.length;
      const over = typeof first === "string" ? `among the trees that ${spent ? "go on" : "open"} with ${first}` : Array.isArray(first) ? `over every ${word}${spent ? "" : ", one per pattern of repeats"}` : `among the ${plural(tried, `${word} tried`, `${word}es tried`)}`;
      send({ kind: "line", text: `no tree finds every target within ${plural(d + spent, "guess", "guesses")} (proven ${over}; search ${formatSeconds(took)}, ${plural(search.nodes, "node", "nodes")})` });
    }
  }
}
