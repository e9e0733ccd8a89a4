/**
 * `solve`'s exact search on a worker thread, from the command's side (src/cli/searchWorker.ts
 * searches). The command's thread waits on it and stays free to hear a signal: a Ctrl-C in the
 * first millisecond of a search of hours is acted on as surely as one an hour in.
 */
import * as path from "path";
import { Worker } from "worker_threads";
import { Game, GameSpec, Word } from "../game";
import { FirstGuessResult, NoTreeBelow, NoTreeWithin, SearchOptions, SearchProgress, SearchResult } from "../optimal";

/** The game's kind, which names its reply rule and, for the counting games, its symmetries. */
export type Kind = { kind: "wordle" } | { kind: "bulls-cows" } | { kind: "mastermind"; pegs: number; colours: number };

/** What the command sends: the game it built, with its table, and what to search. */
export interface SearchJob {
  game: Kind;
  /** The game's words, without its rule (a function stays on its thread): the kind names it. */
  spec: Omit<GameSpec, "rule">;
  replies: Uint8Array;
  /** The guesses --after spent, whose symmetries the counting games keep. */
  after?: Word[];
  options: Omit<SearchOptions, "stabilizer" | "onProgress" | "onSettled">;
  /** With the objective worst and no guess limit: the least worst case is found first. */
  findLimit: boolean;
  /** The guesses spent before the game's first (with --after), for the lines said. */
  spent: number;
  /** Whether to send the progress, for a bar on a terminal. */
  progress: boolean;
}

/** What the worker sends, in order: lines and progress as it goes, then the end. */
export type SearchMessage =
  | { kind: "progress"; progress: SearchProgress }
  | { kind: "line"; text: string }
  | { kind: "limit"; limit: number; nodes: number; seconds: number }
  | { kind: "settled"; result: FirstGuessResult }
  | { kind: "done"; result: SearchResult }
  | { kind: "no tree"; below: number; proven: boolean; firstGuesses: FirstGuessResult[]; nodes: number; seconds: number }
  | { kind: "none within"; message: string; limit: number; proven: boolean; firstGuesses: FirstGuessResult[]; nodes: number; seconds: number }
  | { kind: "error"; message: string };

/** What the command does with what the worker says as it goes. */
export interface SearchListener {
  onProgress?: (progress: SearchProgress) => void;
  onLine: (text: string) => void;
  onLimit: (found: { limit: number; nodes: number; seconds: number }) => void;
  onSettled: (result: FirstGuessResult) => void;
}

/**
 * Searches `game` on a worker thread: the search's result, or its NoTreeBelow, NoTreeWithin or
 * error, as if it had run here.
 */
export function searchBeside(game: Game, job: Omit<SearchJob, "spec" | "replies">, listener: SearchListener): Promise<SearchResult> {
  const { name, alphabet, targets, guesses, histogramBins } = game;
  // The table goes over in memory both threads share (makeGame's `shared`): a copy would hold
  // this thread for a second on the biggest games (a quarter of a gigabyte), deaf to a Ctrl-C.
  if (!(game.replies.buffer instanceof SharedArrayBuffer)) throw new Error("searchBeside needs a game built with makeGame(spec, { shared: true })");
  const replies = game.replies;
  const sent: SearchJob = { ...job, spec: { name, alphabet, targets, guesses, histogramBins }, replies };
  // A worker does not inherit the loader tsx runs the command with: it registers tsx's own.
  const file = path.join(__dirname, "searchWorker.ts");
  const worker = new Worker(`require("tsx/cjs"); require(${JSON.stringify(file)});`, { eval: true });
  return new Promise<SearchResult>((resolve, reject) => {
    worker.on("error", reject);
    worker.on("exit", (code) => reject(new Error(`the search's thread ended (status ${code}) before its answer`)));
    worker.on("message", (message: SearchMessage) => {
      if (message.kind === "progress") listener.onProgress?.(message.progress);
      else if (message.kind === "line") listener.onLine(message.text);
      else if (message.kind === "limit") listener.onLimit(message);
      else if (message.kind === "settled") listener.onSettled(message.result);
      else if (message.kind === "done") resolve(message.result);
      else if (message.kind === "no tree") reject(new NoTreeBelow(message.below, message.proven, message.firstGuesses, message.nodes, message.seconds));
      else if (message.kind === "none within") reject(new NoTreeWithin(message.message, message.limit, message.proven, message.firstGuesses, message.nodes, message.seconds));
      else reject(new Error(message.message));
    });
    worker.postMessage(sent);
  }).finally(() => void worker.terminate());
}
