/**
 * `solve`'s game and search on a worker thread, from the command's side (src/cli/searchWorker.ts
 * answers). The thread builds the game's table of replies, in memory both threads share, then
 * searches; the command's thread only waits on it, free to hear a signal: a Ctrl-C in the first
 * millisecond of a search of hours is acted on as surely as one an hour in.
 */
import * as path from "path";
import { Worker } from "worker_threads";
import { Game, GameSpec, makeGame, Word } from "../game";
import { FirstGuessResult, NoTreeBelow, NoTreeWithin, SearchOptions, SearchProgress, SearchResult } from "../optimal";

/** The game's kind, which names its reply rule and, for the counting games, its symmetries. */
export type Kind = { kind: "wordle" } | { kind: "bulls-cows" } | { kind: "mastermind"; pegs: number; colours: number };

/** What the command asks first: the game's words (its rule is a function, named by its kind). */
export interface BuildJob {
  kind: "build";
  game: Kind;
  spec: Omit<GameSpec, "rule">;
}

/** What the command asks then: what to search in that game. */
export interface SearchJob {
  kind: "search";
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

/** What the worker sends: the table built; then, in order, lines and progress, then the end. */
export type SearchMessage =
  | { kind: "built"; replies: Uint8Array }
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

/** The game built on the search's thread, and the searches it is asked for there. */
export interface Searcher {
  /** The game, its table in memory both threads share (the search's thread built it). */
  readonly game: Game;
  /** The search's result, or its NoTreeBelow, NoTreeWithin or error, as if it had run here. */
  search(job: Omit<SearchJob, "kind">, listener: SearchListener): Promise<SearchResult>;
}

/**
 * Starts the search's thread and has it build the game of `spec` (a game of `kind`). The thread
 * keeps the process alive only while it is asked something; it ends with the command.
 */
export async function startSearcher(kind: Kind, spec: GameSpec): Promise<Searcher> {
  // A worker does not inherit the loader tsx runs the command with: it registers tsx's own.
  const file = path.join(__dirname, "searchWorker.ts");
  const worker = new Worker(`require("tsx/cjs"); require(${JSON.stringify(file)});`, { eval: true });
  // One question at a time: its answer, its end, or its failure goes to the one asking.
  let asking: { onMessage: (message: SearchMessage) => void; reject: (e: unknown) => void } | undefined;
  worker.on("message", (message: SearchMessage) => asking?.onMessage(message));
  worker.on("error", (e) => asking?.reject(e));
  worker.on("exit", (code) => asking?.reject(new Error(`the search's thread ended (status ${code}) before its answer`)));
  const ask = <T>(job: BuildJob | SearchJob, onMessage: (message: SearchMessage, resolve: (t: T) => void, reject: (e: unknown) => void) => void) =>
    new Promise<T>((resolve, reject) => {
      asking = { onMessage: (message) => (message.kind === "error" ? reject(new Error(message.message)) : onMessage(message, resolve, reject)), reject };
      worker.ref();
      worker.postMessage(job);
    }).finally(() => {
      asking = undefined;
      worker.unref();
    });
  const { name, alphabet, targets, guesses, histogramBins, rule } = spec;
  const replies = await ask<Uint8Array>({ kind: "build", game: kind, spec: { name, alphabet, targets, guesses, histogramBins } }, (message, resolve) => {
    if (message.kind === "built") resolve(message.replies);
  });
  const game = makeGame({ name, alphabet, targets, guesses, histogramBins, rule }, { replies });
  return {
    game,
    search: (job, listener) =>
      ask<SearchResult>({ kind: "search", ...job }, (message, resolve, reject) => {
        if (message.kind === "progress") listener.onProgress?.(message.progress);
        else if (message.kind === "line") listener.onLine(message.text);
        else if (message.kind === "limit") listener.onLimit(message);
        else if (message.kind === "settled") listener.onSettled(message.result);
        else if (message.kind === "done") resolve(message.result);
        else if (message.kind === "no tree") reject(new NoTreeBelow(message.below, message.proven, message.firstGuesses, message.nodes, message.seconds));
        else if (message.kind === "none within") reject(new NoTreeWithin(message.message, message.limit, message.proven, message.firstGuesses, message.nodes, message.seconds));
      }),
  };
}
