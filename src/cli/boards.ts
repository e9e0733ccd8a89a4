/**
 * `npm run solve -- --game mastermind --boards N --table FILE`: every Mastermind board of at
 * most N codes settled (src/boardTable.ts), fewest codes first. For each, every first guess (one
 * per pattern of repeats) with no guess limit, then within one guess fewer than the fewest the
 * replies allow, and one more at a time until some first guess finds every code within the
 * limit: the least total and the least worst case, both proven. Each row is written as soon as
 * it is settled, so a run that stops loses nothing: the same command goes on from the table. On a
 * big board, a row with no limit or nothing to beat is settled one reply group of its first guess at a time
 * (groups.ts), into a table of its own in a folder beside the board table, since such a row can
 * outlast a run. The searches run on worker threads, so a Ctrl-C stops the command at once.
 */
import fs from "fs";
import path from "path";
import { Game, Word } from "../game";
import { groupSymmetries, mastermindGame, mastermindSpec, openingClasses } from "../codeBreaking";
import { expectation, partitionCounts } from "../guessTree";
import { BoardResult, boardLeast, boardResult, boards, boardTableHead, DEEPER_ABOVE, DEEPER_AFTER, WHOLE_FIRST, BoardTableError, boardTitle, formatBoardRow, formatBoardTable, BoardRow, groupsName, groupsTable, readBoardTable, readGroupsName } from "../boardTable";
import { fixed, formatSeconds, quotedPath, thousands } from "../format";
import { OpenTable, openResumable, readTableFile, withLock } from "./firstGuesses";
import { startSettler, Settler } from "./settler";
import { groupsRow, settleGroups } from "./groups";
import { groupSetting, GroupRow, groupTableHead, GroupTableError, readGroupTable } from "../groupTable";
import { Refusal, userPath } from "./command";

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
  /** Boards of more codes than this settle a row with no limit or nothing to beat by its reply groups (see groupsFile). */
  groupsAbove: number;
  /** The worker threads of a row settled by its reply groups. */
  workers: number;
  /** The seconds such a row, at a limit or against a total to beat, is searched whole first (--whole-first; default WHOLE_FIRST; 0: not at all), its groups begun or not. */
  quick?: number;
  /** When a next guess of such a row goes by its own groups (GroupRun.deeper; default DEEPER_ABOVE codes, DEEPER_AFTER seconds). */
  deeper?: { above: number; seconds: number };
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
  const all = boards(run.maxCodes).filter(([p]) => run.pegs === undefined || p === run.pegs);
  // Checked before any work: the folder a big board's rows keep their reply groups in.
  const folder = groupsFolder(run.file);
  if (all.some(([p, c]) => c ** p > run.groupsAbove) && fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory() === false) {
    throw new Refusal(`${quotedPath(folder)} is not a folder, and it is where this table's big boards keep their reply groups; it is left as it was`);
  }
  const table = await openTable(title, run);
  const { rows } = table;
  const done = all.filter(([p, c]) => boardResult(rows, p, c)).length;
  if (rows.length > 0) console.log(`${quotedPath(run.typed)} settles ${done} of ${all.length} board${all.length === 1 ? "" : "s"} already; ${all.length - done} to go`);
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
  const unlimited = new Map<Word, BoardRow>(); // the rows with no limit this run's worker settled
  for (let limit = Infinity, next = Math.max(1, least - 1); ; limit = next++) {
    const at = () => rows.filter((r) => r.pegs === pegs && r.colours === colours && r.limit === limit);
    for (const guess of openers) {
      if (at().some((r) => r.guess === guess)) continue;
      const best = Math.min(...at().filter((r) => r.exact).map((r) => r.total));
      const left = run.timeLimit - (performance.now() - started) / 1000;
      // A limit only takes trees away: the guess's row with no limit is a floor for every limit.
      // A row this run's whole search settled is used so as soon as it reaches the best at the
      // limit. One read from the file, or settled by its groups, only once that best reaches the
      // board's least with no limit: then no first guess can beat it, resting on the board's
      // conclusion with no limit, as its result does. Before that, it is not relied on.
      const own = limit < Infinity ? unlimited.get(guess) : undefined;
      const settledFree = limit < Infinity && best === boardLeast(rows, pegs, colours, Infinity)?.total;
      const free = own ?? (settledFree ? rows.find((r) => r.pegs === pegs && r.colours === colours && r.limit === Infinity && r.guess === guess) : undefined);
      const floored = free !== undefined && free.total >= best;
      // An exact row with no limit that this run settled offers its least tree where a tree can
      // fit: the worker still holds that search, so the tree costs little. A row read from the
      // file does not: its tree would take the whole search with no limit again, where the search
      // within the limit is cut by the limit and by the best row so far.
      const tree = limit < Infinity && limit >= least && own?.exact && own.total < Infinity ? own.total : undefined;
      // A row is the sum of its reply groups' least totals (or has no tree when one group has
      // none), so on a big board a row with nothing to beat, or any row with no limit, is settled
      // one group at a time: a run stopped part-way keeps the groups it settled. Against a total
      // to beat, it stops once its groups show it cannot beat it. Below `least` the count alone
      // settles a row.
      const big = !floored && tree === undefined && (best === Infinity || limit === Infinity) && limit >= least && game.targets.length > run.groupsAbove;
      const ask = (seconds: number) => worker.ask({ game: { kind: "mastermind", pegs, colours }, limit, guess, best: { total: best }, unlimited: tree, seconds });
      let grouped = false;
      let answer: Awaited<ReturnType<typeof ask>>;
      if (floored) answer = { total: free.total, exact: false, seconds: 0 };
      else if (left <= 0) answer = { timeout: true };
      else if (!big) answer = await ask(left);
      else {
        // At a limit, or against a total to beat, the whole search goes first, for a minute (or
        // run.quick seconds): it can show a limit too low, or a first guess worse than the best,
        // without settling each group, and its floors reach into every group at once, where a
        // table of groups counts an open group at its split floors only. Its groups begun or not.
        // With a time limit, the whole search takes at most half of what is left: the groups get
        // the rest, so that a row whose whole search outlasts the limit still makes progress.
        const quick = limit === Infinity && best === Infinity ? 0 : (run.quick ?? WHOLE_FIRST);
        answer = quick > 0 ? await ask(Math.min(run.timeLimit === Infinity ? left : left / 2, quick)) : { timeout: true };
        const still = run.timeLimit - (performance.now() - started) / 1000;
        const beat = limit === Infinity && best < Infinity ? best : undefined;
        if ("timeout" in answer && still > 0) [answer, grouped] = [await byGroups(game, pegs, colours, guess, limit, run, still, beat), true];
      }
      if ("timeout" in answer) {
        console.log(`${rowLabel(pegs, colours, limit, guess)}  stopped at the time limit (${formatSeconds(run.timeLimit)} a board); run again to go on, with a longer limit if a guess needs it`);
        return undefined;
      }
      const row: BoardRow = { pegs, colours, limit, guess, total: answer.total, exact: answer.exact, seconds: answer.seconds };
      table.append(formatBoardRow(row));
      rows.push(row);
      // A row settled by its groups leaves no search in the worker to build a tree from.
      if (limit === Infinity && !grouped) unlimited.set(guess, row);
      const total = row.total === Infinity ? "none" : `${row.exact ? "" : "≥ "}${thousands(row.total)}`;
      const search = floored ? "its row with no limit" : `${formatSeconds(row.seconds).padStart(8)}${grouped ? " (its groups')" : ""}`;
      console.log(`${rowLabel(pegs, colours, limit, guess)}  ${total.padStart(9)}  ${search}`);
      if (!grouped) dropGroups(run, pegs, colours, guess, limit);
    }
    if (limit === Infinity) continue;
    // n guesses always do (one code at a time): a board still open past that has a false row.
    if (limit >= game.targets.length) throw new Error(`${quotedPath(run.typed)}: ${name} has no tree within ${limit} guesses by its rows, but guessing the ${game.targets.length} codes one at a time is one; a row is false`);
    const result = boardResult(rows, pegs, colours);
    if (result) {
      const mean = fixed(result.total / result.codes, 4);
      console.log(`${name}: least total ${thousands(result.total)} (mean ${mean}), first guess ${result.first}; least worst case ${result.worst} (${thousands(result.totalWithinWorst)} guesses within it)`);
      return result;
    }
  }
}

/**
 * Where a board's row settled by its reply groups keeps them: a table of groups (src/groupTable.ts)
 * in a folder beside the board table, named after it (mastermind-boards.csv: mastermind-boards-groups/),
 * one file per board, first guess and limit (3x15-123-none.csv).
 */
function groupsFile(table: string, pegs: number, colours: number, guess: Word, limit: number): string {
  return path.join(groupsFolder(table), groupsName({ pegs, colours, limit, steps: [], guess }));
}

/**
 * A row settled other than by its groups (by a whole search, most often) after an earlier run
 * began them, once the row is written: its tables of groups (its own, and those of its next
 * guesses that went deeper) are removed, with a line that says so. The row needs nothing from
 * them, and a reader would take them for its evidence, which they do not add up to. Only files
 * (or links) named as tables of this row's groups, along a path its board allows, are touched.
 */
function dropGroups(run: BoardRun, pegs: number, colours: number, guess: Word, limit: number): void {
  const own = groupsFile(run.file, pegs, colours, guess, limit);
  const folder = path.dirname(own);
  if (!fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory()) return;
  const stem = path.basename(own, ".csv");
  const names = fs.readdirSync(folder);
  const named = names.filter((name) => name === `${stem}.csv` || name.startsWith(`${stem}-`));
  if (named.length === 0) return;
  // Its tables with no limit stay while a table of the same first guess at a limit is there: a
  // group's conclusion with no limit is the floor that table's bounds rest on.
  const cited = limit === Infinity && names.some((name) => {
    try {
      const place = readGroupsName(name);
      return place.pegs === pegs && place.colours === colours && place.limit < Infinity && place.steps.length === 0 && place.guess === guess;
    } catch {
      return false;
    }
  });
  if (cited) {
    console.log(`${rowLabel(pegs, colours, limit, guess)}  settled without its tables of groups, which stay: its tables at a limit rest on them`);
    return;
  }
  // A table of this row's groups is a file (or a link to one) of such a name, along a path its
  // board allows, that opens as a run opens such a table.
  const ours = (name: string) => {
    try {
      const place = readGroupsName(name);
      if (groupsName(place) !== name || place.limit !== limit || (place.steps[0]?.guess ?? place.guess) !== guess) return false;
      const file = path.join(folder, name);
      return fs.statSync(file).isFile() && fs.readFileSync(file, "utf8").startsWith(groupTableHead(groupsTable(place).setting).join(""));
    } catch {
      return false; // not named or headed as a table of this row's groups: not the run's
    }
  };
  const removed: string[] = [];
  const kept: string[] = [];
  for (const name of named.filter(ours).sort()) {
    try {
      fs.unlinkSync(path.join(folder, name)); // a link, not what it leads to
      removed.push(name);
    } catch (e) {
      kept.push(`${name} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
  }
  const typed = userPath(run.typed) === run.file ? groupsFile(run.typed, pegs, colours, guess, limit) : own;
  const where = quotedPath(path.dirname(typed));
  const tables = (n: number) => (n === 1 ? "table" : `${n} tables`);
  const lines = [];
  if (removed.length > 0) lines.push(`its ${tables(removed.length)} of groups from an earlier run removed from ${where}: ${removed.join(", ")}`);
  if (kept.length > 0) lines.push(`its ${tables(kept.length)} of groups that could not be removed from ${where}, no longer its evidence: ${kept.join(", ")}`);
  for (const line of lines) console.log(`${rowLabel(pegs, colours, limit, guess)}  settled without them: ${line}`);
}

/** The folder beside a table of boards (FILE.csv) where its big boards keep their reply groups: FILE-groups. */
export function groupsFolder(table: string): string {
  return `${table.replace(/\.csv$/, "")}-groups`;
}

/**
 * A row settled one reply group of its first guess at a time (see groupsFile), with its groups'
 * seconds: exact, or against the total `beat` a lower bound once its groups reach that total.
 */
async function byGroups(game: Game, pegs: number, colours: number, guess: Word, limit: number, run: BoardRun, seconds: number, beat?: number): Promise<{ total: number; exact: boolean; seconds: number } | { timeout: true }> {
  // Named as the user named the table, unless that is a link: then where the file really is.
  const named = (limit: number) => {
    const file = groupsFile(run.file, pegs, colours, guess, limit);
    return { file, typed: userPath(run.typed) === run.file ? groupsFile(run.typed, pegs, colours, guess, limit) : file };
  };
  const { file, typed } = named(limit);
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
  } catch (e) {
    throw new Refusal(`${quotedPath(path.dirname(typed))} cannot be made, for the reply groups of a big board's rows: ${(e as Error).message}`);
  }
  // A table of groups is a regular file: anything else there (a folder, a pipe) is left alone.
  if (fs.statSync(file, { throwIfNoEntry: false })?.isFile() === false) throw new Refusal(`${quotedPath(typed)} is not a regular file, where this board's row keeps its reply groups; it is left as it was`);
  const against = beat === undefined ? "" : `, against ${thousands(beat)}`;
  console.log(`${rowLabel(pegs, colours, limit, guess)}  one reply group at a time${against}, into ${quotedPath(typed)}`);
  const spec = mastermindSpec(pegs, colours);
  const nexts = groupSymmetries(spec, guess).nextGuesses;
  const settled = await settleGroups({
    file,
    typed,
    kind: { kind: "mastermind", pegs, colours },
    game,
    spec,
    first: guess,
    limit,
    objective: "total",
    nexts,
    timeLimit: Infinity,
    until: { at: performance.now() + seconds * 1000, whose: `${formatSeconds(run.timeLimit)} a board` },
    workers: run.workers,
    unlimited: limit < Infinity ? unlimitedRows(game, guess, nexts, named(Infinity)) : undefined,
    beat,
    deeper: run.deeper ?? { above: DEEPER_ABOVE, seconds: DEEPER_AFTER },
  });
  return groupsRow(settled, game.targets.length);
}

/**
 * The rows of the same first guess's groups with no limit, as far as its table goes (none without
 * one), read as a run reads that table: at a limit, a group is settled once it reaches its least
 * with no limit (see GroupRun.unlimited).
 */
function unlimitedRows(game: Game, first: Word, nexts: readonly Word[], named: { file: string; typed: string }): GroupRow[] {
  if (!fs.statSync(named.file, { throwIfNoEntry: false })?.isFile()) return [];
  const setting = groupSetting({ game, first, limit: Infinity, objective: "total", nexts });
  return readTableFile(named, GroupTableError, (text) => readGroupTable(text, setting)).table.rows;
}

/** A guess limit as the table's printout shows it. */
function limitName(limit: number): string {
  return (limit === Infinity ? "none" : String(limit)).padEnd(5);
}

/** The start of each line printed about a row: its board, limit and first guess, in columns. */
function rowLabel(pegs: number, colours: number, limit: number, guess: Word): string {
  return `${`${pegs}×${colours}`.padEnd(5)}  ${limitName(limit)}  ${guess.padEnd(12)}`;
}

/** The first guesses to settle, one per pattern of repeats, the smallest expected group first (the likely best, whose total cuts off the rest). */
function firstGuesses(game: ReturnType<typeof mastermindGame>): Word[] {
  const expected = (guess: Word) => expectation(partitionCounts(game, guess, game.targets));
  return openingClasses(game).sort((a, b) => expected(a) - expected(b));
}

/** The table's rows so far, made ready to append to (as for first guesses). */
function openTable(title: string, run: BoardRun): Promise<OpenTable<BoardRow>> {
  return openResumable(run, boardTableHead(title), BoardTableError, (text) => readBoardTable(text, run.maxCodes, title));
}
