/**
 * `npm run solve -- --game mastermind --boards N --table FILE`: every Mastermind board of at
 * most N codes settled (src/boardTable.ts), fewest codes first. For each, every first guess (one
 * per pattern of repeats) with no guess limit, then within one guess fewer than the fewest the
 * replies allow, and one more at a time until some first guess finds every code within the
 * limit: the least total and the least worst case, both proven. Each row is written as soon as
 * it is settled, so a run that stops loses nothing: the same command goes on from the table. The
 * searches run on a worker thread, so a Ctrl-C stops the command at once.
 */
import { Word } from "../game";
import { mastermindGame } from "../codeBreaking";
import { expectation, partitionCounts } from "../guessTree";
import { BoardResult, boardResult, boards, boardTableHead, BoardTableError, boardTitle, formatBoardRow, formatBoardTable, BoardRow, readBoardTable } from "../boardTable";
import { fixed, formatSeconds, quoted, thousands } from "../format";
import { OpenTable, openResumable, withLock } from "./firstGuesses";
import { startSettler, Settler } from "./settler";

export interface BoardRun {
  /** The table file (where its name leads) and the name as the user typed it. */
  file: string;
  typed: string;
  /** Every board of at most this many codes. */
  maxCodes: number;
  /** Seconds each board may take in this run (Infinity: no limit); a board stopped goes on in the next. */
  timeLimit: number;
  /** Only the boards of this many pegs, in this run. */
  pegs?: number;
}

/** What a run settled: each board's result, in the table's order, and the boards it stopped. */
export interface SettledBoards {
  results: BoardResult[];
  stopped: string[];
  /** Whether every board of the table is proven (it is then sorted). */
  complete: boolean;
}

export function settleBoards(run: BoardRun): Promise<SettledBoards> {
  return withLock(run, () => settle(run));
}

async function settle(run: BoardRun): Promise<SettledBoards> {
  const title = boardTitle(run.maxCodes);
  const table = await openTable(title, run);
  const { rows } = table;
  const all = boards(run.maxCodes).filter(([p]) => run.pegs === undefined || p === run.pegs);
  const done = all.filter(([p, c]) => boardResult(rows, p, c)).length;
  if (rows.length > 0) console.log(`${quoted(run.typed)} settles ${done} of ${all.length} board${all.length === 1 ? "" : "s"} already; ${all.length - done} to go`);
  const worker = await startSettler();
  const results: BoardResult[] = [];
  const stopped: string[] = [];
  try {
    console.log(`board  limit  first guess      total    search`);
    for (const [pegs, colours] of all) {
      const result = boardResult(rows, pegs, colours) ?? (await settleBoard(pegs, colours, table, worker, run));
      if (result) results.push(result);
      else stopped.push(`${pegs}×${colours}`);
    }
  } finally {
    await worker.terminate();
  }
  const complete = boards(run.maxCodes).every(([p, c]) => boardResult(rows, p, c));
  if (complete) {
    const sorted = formatBoardTable(title, rows);
    await table.rewrite(sorted);
  }
  return { results, stopped, complete };
}

/** One board's rows, settled until they prove its result (or its time in this run is up). */
async function settleBoard(pegs: number, colours: number, table: OpenTable<BoardRow>, worker: Settler, run: BoardRun): Promise<BoardResult | undefined> {
  const { rows } = table;
  const started = performance.now();
  const game = mastermindGame(pegs, colours);
  const openers = firstGuesses(game);
  // The fewest guesses the replies allow: at most b^(d−1) codes are found at guess d (b: the
  // replies but the winning one). One guess fewer is settled too, to show it fails.
  const b = new Set(game.replies).size - 1;
  let least = 1;
  for (let found = 1, level = 1; found < game.targets.length; least++) found += level *= b;
  const name = `${pegs}×${colours}`;
  const unlimited = new Map<Word, BoardRow>(); // the rows with no limit this run settled
  for (let limit = Infinity, next = Math.max(1, least - 1); ; limit = next++) {
    const at = () => rows.filter((r) => r.pegs === pegs && r.colours === colours && r.limit === limit);
    for (const guess of openers) {
      if (at().some((r) => r.guess === guess)) continue;
      const best = Math.min(...at().filter((r) => r.exact).map((r) => r.total));
      const left = run.timeLimit - (performance.now() - started) / 1000;
      // A limit only takes trees away: the guess's row with no limit is a floor for every limit.
      // Only a row of this run's is used so: one read from the file is checked against a search.
      const free = limit < Infinity ? unlimited.get(guess) : undefined;
      const floored = free !== undefined && free.total >= best;
      // An exact row with no limit that this run settled offers its least tree where a tree can
      // fit: the worker still holds that search, so the tree costs little. A row read from the
      // file does not: its tree would take the whole search with no limit again, where the search
      // within the limit is cut by the limit and by the best row so far.
      const tree = limit < Infinity && limit >= least && free?.exact && free.total < Infinity ? free.total : undefined;
      const answer =
        floored
          ? { total: free.total, exact: false, seconds: 0 }
          : left > 0
            ? await worker.ask({ game: { kind: "mastermind", pegs, colours }, limit, guess, best: { total: best }, unlimited: tree, seconds: left })
            : ({ timeout: true } as const);
      if ("timeout" in answer) {
        console.log(`${name.padEnd(5)}  ${limitName(limit)}  ${guess.padEnd(12)}  stopped at the time limit (${formatSeconds(run.timeLimit)} a board); run again to go on, with a longer limit if a guess needs it`);
        return undefined;
      }
      const row: BoardRow = { pegs, colours, limit, guess, total: answer.total, exact: answer.exact, seconds: answer.seconds };
      table.append(formatBoardRow(row));
      rows.push(row);
      if (limit === Infinity) unlimited.set(guess, row);
      const total = row.total === Infinity ? "none" : `${row.exact ? "" : "≥ "}${thousands(row.total)}`;
      const search = floored ? "its row with no limit" : formatSeconds(row.seconds).padStart(8);
      console.log(`${name.padEnd(5)}  ${limitName(limit)}  ${guess.padEnd(12)}  ${total.padStart(9)}  ${search}`);
    }
    if (limit === Infinity) continue;
    // n guesses always do (one code at a time): a board still open past that has a false row.
    if (limit >= game.targets.length) throw new Error(`${quoted(run.typed)}: ${name} has no tree within ${limit} guesses by its rows, but guessing the ${game.targets.length} codes one at a time is one; a row is false`);
    const result = boardResult(rows, pegs, colours);
    if (result) {
      const mean = fixed(result.total / result.codes, 4);
      console.log(`${name}: least total ${thousands(result.total)} (mean ${mean}), first guess ${result.first}; least worst case ${result.worst} (${thousands(result.totalWithinWorst)} guesses within it)`);
      return result;
    }
  }
}

/** A guess limit as the table's printout shows it. */
function limitName(limit: number): string {
  return (limit === Infinity ? "none" : String(limit)).padEnd(5);
}

/** The first guesses to settle, one per pattern of repeats, the smallest expected group first (the likely best, whose total cuts off the rest). */
function firstGuesses(game: ReturnType<typeof mastermindGame>): Word[] {
  const expected = (guess: Word) => expectation(partitionCounts(game, guess, game.targets));
  return [...new Set(game.guesses.map(pattern))].map((p) => game.guesses.find((g) => pattern(g) === p)!).sort((a, b) => expected(a) - expected(b));
}

/** A code's pattern of repeats: how often each of its colours appears, most first. */
function pattern(code: Word): string {
  const counts = new Map<string, number>();
  for (const c of code) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts.values()].sort((a, b) => b - a).join(" ");
}

/** The table's rows so far, made ready to append to (as for first guesses). */
function openTable(title: string, run: BoardRun): Promise<OpenTable<BoardRow>> {
  return openResumable(run, boardTableHead(title), BoardTableError, (text) => readBoardTable(text, run.maxCodes, title));
}
