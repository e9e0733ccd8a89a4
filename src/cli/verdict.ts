/**
 * The perfect player's verdict in the terminal: the Wordle game with all 12,972 allowed guesses,
 * judged from the committed table of every first guess (data/first-guesses/), in normal or hard
 * mode. Shared by `npm run judge` and the end of `npm run wordle`.
 */
import * as fs from "fs";
import * as path from "path";
import { Worker } from "worker_threads";
import type { VerdictRequest } from "./verdictWorker";
import { Game, wordle } from "../game";
import { readTable, tableTitle } from "../firstGuessTable";
import { Judge, Verdict, verdictTable } from "../optimal/index";
import { loadWordList } from "../wordlists";

/** The game judged, with its judge: the 2,309 targets, all 12,972 guesses, six guesses at most. */
export async function wordleJudge(hard: boolean): Promise<{ game: Game; judge: Judge }> {
  const [small, big] = await Promise.all([loadWordList("wordle-small"), loadWordList("wordle-big")]);
  const game = wordle(
    small.map((w) => w.toUpperCase()),
    big.map((w) => w.toUpperCase()),
  );
  const file = path.resolve(fs.realpathSync(__dirname), "..", "..", "data", "first-guesses", `wordle-small.${hard ? "hard" : "normal"}.csv`);
  const { rows } = readTable(fs.readFileSync(file, "utf8"), game, tableTitle(game, hard, 6));
  // A first guess the table has only a bound for is searched for a while, then shown as that bound.
  return { game, judge: new Judge(game, { hard, table: rows, timeLimit: 10 }) };
}

/** The verdict as aligned columns, and the line that adds it up. */
export function verdictText(verdict: Verdict): string {
  const { headers, rows, sum } = verdictTable(verdict);
  const widths = headers.map((h, j) => Math.max(h.length, ...rows.map((row) => row[j].length)));
  const line = (cells: readonly string[]) => cells.map((cell, j) => (j >= 5 ? cell.padStart(widths[j]) : cell.padEnd(widths[j]))).join("  ").trimEnd();
  return [line(headers), ...rows.map(line), sum].join("\n");
}

/** The verdict as the exact values, one row per guess (V and Q totals over the row's targets). */
export function verdictJson(verdict: Verdict): string {
  const rows = verdict.rows.map(({ guess, reply, targets, left, V, Q, best, proven, exactV, exactQ }) => ({ guess, reply, targets, left, V, Q, best, proven, exactV, exactQ }));
  const exact = (x: { toString(): string } | null) => (x === null ? null : x.toString());
  return JSON.stringify({ rows, finished: verdict.finished, start: exact(verdict.start), choice: exact(verdict.choice), luck: exact(verdict.luck) });
}

/**
 * The verdict as printed, made in a worker thread: a search can take seconds, and the command
 * must hear a signal meanwhile (its handler ends the process, and the worker with it).
 * @throws Error with the judge's message for a game that is not one
 */
export function judgedInWorker(request: VerdictRequest): Promise<string> {
  // A worker does not inherit the loader tsx runs the command with: it registers tsx's own.
  const file = path.join(__dirname, "verdictWorker.ts");
  const worker = new Worker(`require("tsx/cjs"); require(${JSON.stringify(file)});`, { eval: true, workerData: request });
  return new Promise((resolve, reject) => {
    worker.once("message", (answer: { printed?: string; error?: string }) => {
      void worker.terminate();
      if (answer.error !== undefined) reject(new Error(answer.error));
      else resolve(answer.printed!);
    });
    worker.once("error", reject);
  });
}
