/**
 * The perfect player's verdict in the terminal: the Wordle game with all 12,972 allowed guesses,
 * judged from the committed table of every first guess (data/first-guesses/), in normal or hard
 * mode. Shared by `npm run judge` and the end of `npm run wordle`.
 */
import * as fs from "fs";
import * as path from "path";
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
  const rows = verdict.rows.map(({ guess, reply, targets, left, V, Q, best, proven }) => ({ guess, reply, targets, left, V, Q, best, proven }));
  const exact = (x: { toString(): string } | null) => (x === null ? null : x.toString());
  return JSON.stringify({ rows, finished: verdict.finished, start: exact(verdict.start), choice: exact(verdict.choice), luck: exact(verdict.luck) });
}
