/**
 * `npm run solve -- --first-guesses all --table FILE`: every allowed first guess settled, on
 * worker threads, each against the best total found so far plus a margin, and each written to the
 * table as soon as it is settled (src/firstGuessTable.ts). A run that stops loses nothing: the
 * same command goes on from the table, skipping what it holds.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { Worker } from "worker_threads";
import { Game, Word } from "../game";
import { FirstGuessResult, FirstGuesses } from "../optimal";
import { bestRow, budgetFor, EXACT_WITHIN, formatRow, formatTable, readTable, TableError, tableHead, TableRow, tableTitle } from "../firstGuessTable";
import { formatSeconds, quoted, quotedPath, thousands } from "../format";
import { fileProblem, realOf, replaceFile } from "./files";
import { Refusal, userPath } from "./command";
import { alive, removeOnExit, signalsHeard } from "../cleanup";
import type { WorkerSetup } from "./firstGuessWorker";
import { progressBar } from "./progress";

export interface TableRun {
  /** The table file (where its name leads) and the name as the user typed it. */
  file: string;
  typed: string;
  hard: boolean;
  maxGuesses: number;
  /** Worker threads; default one per core. */
  workers?: number;
}

/** A finished table: its rows, its best row (re-proved), and the search that settled them. */
export interface SettledTable {
  rows: TableRow[];
  best: TableRow | undefined;
  search: FirstGuesses;
  /** Bounds read from the file, taken as written (every other row was proved by this run). */
  trusted: number;
}

/**
 * Settles every first guess not yet in the table, re-proves the rows its conclusion rests on,
 * then rewrites the table sorted. Its rows are all 12,972 (or however many guesses the game allows).
 */
export function settleEveryFirstGuess(game: Game, run: TableRun): Promise<SettledTable> {
  return withLock(run, () => settle(game, run));
}

/**
 * One run at a time per table: two would write the same rows twice. A run holds `FILE.lock`,
 * holding its process id, while it does its work; a lock whose process has ended (a run killed)
 * is taken over, by one run only when several find it at once.
 */
export async function withLock<T>(table: { file: string; typed: string }, work: () => Promise<T>): Promise<T> {
  const unlock = lockTable(table);
  try {
    return await work();
  } finally {
    unlock();
  }
}

/**
 * The lock of the table `file` names: beside the file itself, so that every symbolic link to one
 * table shares its lock (a name that leads nowhere yet is its own).
 */
export function lockOf(file: string): string {
  return `${realOf(file)}.lock`;
}

/** How many names the file has (1 when it does not exist yet). */
function linksOf(file: string): number {
  try {
    return fs.statSync(file).nlink;
  } catch {
    return 1;
  }
}

/** Takes the table's lock (see withLock), or says which run holds it; returns what lets it go. */
function lockTable({ file, typed }: { file: string; typed: string }): () => void {
  // The lock goes by name, so a table with a second name (a hard link) could take two runs.
  const names = linksOf(file);
  if (names > 1) throw new Refusal(`${quotedPath(typed)} has ${names} names (hard links), and a run locks a table by its name; settle a copy of its own (cp) instead`);
  const held = lockOf(file);
  // The lock as the user can find it: beside the name typed, or where a link leads.
  const shown = held === `${userPath(typed)}.lock` ? `${typed}.lock` : held;
  const taking = `${held}.takeover`;
  const takingShown = `${shown}.takeover`;
  // A few hundred tries: the lock changes hands between them only while runs start at once.
  for (let tries = 0; tries < 500; tries++) {
    if (createLock(held, shown)) {
      const released = removeOnExit(held); // a run stopped by a signal leaves no lock either
      sweepLeftovers(held);
      return () => (fs.rmSync(held, { force: true }), released());
    }
    const found = readLock(held, shown, typed);
    if (found === undefined) continue; // let go meanwhile
    const pid = Number(found);
    // Our own id in it means a run killed long ago had it: ids are reused, never shared.
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
      throw new Refusal(`${quotedPath(typed)} is being settled by another run (process ${pid}); if none is, remove ${quotedPath(shown)}`);
    }
    // Left by a run that was killed. Several runs may find it at once: only the one that holds
    // the takeover file removes it, and only if it is still that lock.
    if (!createLock(taking, takingShown)) {
      const taken = readLock(taking, takingShown, typed);
      if (taken === undefined) continue; // done meanwhile
      const taker = Number(taken);
      if (!(Number.isInteger(taker) && taker > 0 && alive(taker))) {
        throw new Refusal(`a run was stopped while it took over ${quotedPath(shown)}; if no run is settling ${quotedPath(typed)}, remove ${quotedPath(takingShown)} and ${quotedPath(shown)}`);
      }
      pause(10);
      continue;
    }
    try {
      if (readLock(held, shown, typed) === found) fs.rmSync(held, { force: true });
    } finally {
      fs.rmSync(taking, { force: true });
    }
  }
  throw new Refusal(`${quotedPath(shown)} kept changing hands; if no run is settling ${quotedPath(typed)}, remove it`);
}

/**
 * Removes what a run killed at the wrong moment (SIGKILL) left beside the lock: `FILE.lock.<id>`,
 * written before it is linked to the lock's name, of a process that has ended.
 */
function sweepLeftovers(held: string): void {
  const dir = path.dirname(held);
  const prefix = `${path.basename(held)}.`;
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return; // a folder we cannot list: nothing to tidy, the lock itself is fine
  }
  for (const name of names) {
    const id = name.startsWith(prefix) ? name.slice(prefix.length) : "";
    if (!/^[1-9][0-9]*$/.test(id) || Number(id) === process.pid || alive(Number(id))) continue;
    fs.rmSync(path.join(dir, name), { force: true });
  }
}

/** Waits `ms` milliseconds (the lock is taken before the command does anything else). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * What a lock holds (a process id), or undefined if it has gone. Anything but a plain file there
 * (a folder, a link) is not a lock a run made: the user is told, and nothing is removed.
 */
function readLock(lock: string, shown: string, typed: string): string | undefined {
  try {
    if (!fs.lstatSync(lock).isFile()) {
      throw new Refusal(`${quotedPath(shown)} is not a lock a run made (it is a link or a folder); if no run is settling ${quotedPath(typed)}, remove it`);
    }
    return fs.readFileSync(lock, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw fileProblem(e, shown);
  }
}

/**
 * Creates the lock with this process's id in it, in one step (a lock is never seen empty):
 * written under a name of its own, then linked to the lock's name, which fails if it is taken.
 * Where the file system has no hard links, the lock is created, then written.
 */
function createLock(held: string, shown: string): boolean {
  const mine = `${held}.${process.pid}`;
  try {
    // A file of this name can only be a killed run's: ids are unique among running processes.
    fs.rmSync(mine, { force: true });
    fs.writeFileSync(mine, `${process.pid}\n`, { flag: "wx" }); // new: nothing is overwritten
  } catch (e) {
    throw fileProblem(e, mine);
  }
  try {
    fs.linkSync(mine, held);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return false;
    try {
      fs.writeFileSync(held, `${process.pid}\n`, { flag: "wx" });
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw fileProblem(e, shown);
    }
  } finally {
    fs.rmSync(mine, { force: true });
  }
}

async function settle(game: Game, run: TableRun): Promise<SettledTable> {
  const title = tableTitle(game, run.hard, run.maxGuesses);
  const search = new FirstGuesses(game, run);
  const table = await openTable(game, title, run, search);
  const { rows } = table;
  const settled = new Set(rows.map((r) => r.guess));
  const left = search.ranked().filter((w) => !settled.has(w));
  // The best exact row so far: its total sets the budget of every guess still to settle.
  let best = bestRow(rows);
  const total = game.guesses.length;
  if (rows.length > 0) console.log(`${quotedPath(run.typed)} holds ${thousands(rows.length)} of ${thousands(total)} first guesses; ${thousands(left.length)} to go`);

  if (left.length > 0) {
    const workers = Math.min(run.workers ?? os.availableParallelism(), left.length);
    console.log(`settling ${thousands(left.length)} first guesses on ${workers} worker thread${workers === 1 ? "" : "s"}, exact within ${EXACT_WITHIN} of the best`);
    const started = performance.now();
    const bar = progress(process.stderr.isTTY);
    let done = 0;
    const setup: WorkerSetup = { targets: [...game.targets], guesses: [...game.guesses], hard: run.hard, maxGuesses: run.maxGuesses };
    await pool(workers, setup, left, () => budgetFor(best?.total ?? Infinity), (result: FirstGuessResult) => {
      const row = { guess: result.guess, total: result.total, exact: result.exact };
      table.append(formatRow(row));
      rows.push(row);
      if (row.exact && row.total < (best?.total ?? Infinity)) best = row;
      done++;
      const seconds = (performance.now() - started) / 1000;
      const eta = (seconds / done) * (left.length - done);
      bar(done / left.length, `${thousands(rows.length)} of ${thousands(total)} settled, best ${best ? `${best.guess} ${thousands(best.total)}` : "none yet"}, ${formatSeconds(eta)} left`);
    });
    bar(1, "");
    console.log(`settled ${thousands(left.length)} first guesses in ${formatSeconds((performance.now() - started) / 1000)}`);
  }
  const trusted = rows.length === 0 ? 0 : await confirm(rows, search, run.typed, settled);
  const sorted = formatTable(title, rows);
  await table.rewrite(sorted);
  return { rows, best: bestRow(rows), search, trusted };
}

/**
 * Proves again, here, the rows a conclusion could be misled by. Every exact row is settled again
 * against the budget of the best: below it, it must have the total it says, and at or above it,
 * be no lower than the bound the search reaches (so a row that hides a better guess, or makes a
 * worse one the best, is found); there are few, as only guesses that came within EXACT_WITHIN of
 * the best so far get exact totals. Every bound must be what a run gives, at least the budget of
 * the best: a run settles anything below it exactly. A row at or above the budget is taken as it
 * is (proving it exactly would be the whole run again), and the claim counts those read from the
 * file. With no best, every row must be an exact Infinity, and each is proved so. A row that
 * fails is named and nothing is concluded. Between rows a signal can stop the run.
 * @returns how many rows read from the file were taken as written
 */
async function confirm(rows: readonly TableRow[], search: FirstGuesses, typed: string, read: ReadonlySet<Word>): Promise<number> {
  const refuse = (why: string) => new Error(`${quotedPath(typed)}: ${why}; nothing is concluded, and the table is left as it was`);
  const best = bestRow(rows);
  const budget = best === undefined ? Infinity : budgetFor(best.total);
  const weak = rows.find((r) => !r.exact && r.total < budget);
  if (weak && best) throw refuse(`${weak.guess}'s row is a bound of ${thousands(weak.total)}, but a run settles every first guess below ${thousands(budget)} (the best, ${best.guess}'s ${thousands(best.total)}, + ${EXACT_WITHIN + 1}) exactly`);
  if (weak) throw refuse(`${weak.guess}'s row is only a bound, ${thousands(weak.total)}, and no row is a total below Infinity: a run settles exactly until it finds one`);
  const started = performance.now();
  let trusted = 0;
  for (const row of rows) {
    if (!row.exact || row.total >= budget) trusted += +read.has(row.guess);
    if (!row.exact) continue;
    await signalsHeard(); // each row takes up to seconds: signals are heard between them
    const proved = search.settle(row.guess, budget);
    // At or above the budget the search stops at a bound, which the row must not be below
    // (an exact row there came from a run whose best was higher; Infinity is never below).
    if (proved.exact ? proved.total === row.total : row.total >= proved.total) continue;
    throw refuse(`the row ${row.guess},${row.total},true is false (its total is ${proved.exact ? "" : "at least "}${thousands(proved.total)})`);
  }
  const seconds = (performance.now() - started) / 1000;
  const exact = rows.filter((r) => r.exact && r.total < budget).length;
  const taken = trusted === 0 ? "" : `; its ${thousands(trusted)} rows read from the file at or above ${thousands(budget)} (bounds, or totals shown to be no lower) are taken as written`;
  if (best) console.log(`re-proved the table's ${exact} exact row${exact === 1 ? "" : "s"} below ${thousands(budget)} in ${formatSeconds(seconds)}${taken}`);
  else console.log(`re-proved that each of the table's ${thousands(rows.length)} first guesses leaves a target unfound, in ${formatSeconds(seconds)}`);
  return trusted;
}

/**
 * The rows a table file already holds, checked against the game and the search's floors; a new
 * (or empty) file gets its title and header. A last line cut short (no newline) is dropped, to
 * be settled again; a copy with a byte order mark, CRLF line ends or blank lines at its end is
 * rewritten as the same table.
 */
async function openTable(game: Game, title: string, run: TableRun, search: FirstGuesses): Promise<OpenTable<TableRow>> {
  return openResumable(run, tableHead(title), TableError, (text) => readTable(text, game, title, { floor: (guess) => search.floor(guess) }));
}

/** The most bytes a table may have (the first-guess tables, the biggest, hold under a megabyte). */
const MAX_TABLE_BYTES = 64e6;

/**
 * A resumable table, open: the rows it held, and the only ways a run writes to it. Both first
 * check that the name still leads to the file the run opened: a table moved, removed or
 * replaced during a run (by mv, say) is never appended to or rewritten, and the row that could
 * not be written is shown, so that no settled row is lost.
 */
export interface OpenTable<Row> {
  rows: Row[];
  /** Adds one line (a row, with its newline) at the end. */
  append(line: string): void;
  /** Replaces the whole table with `text` (sorted, when complete). */
  rewrite(text: string): Promise<void>;
}

/**
 * A table's file, its text and what `read` makes of it (an empty text when there is no file), or a
 * Refusal that names it: a file far too big for a table, one that cannot be read, or a bad line.
 */
export function readTableFile<T>({ file, typed }: { file: string; typed: string }, refused: new (...args: never[]) => Error, read: (text: string) => T): { text: string; table: T } {
  let text = "";
  let size = 0;
  try {
    size = fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0;
  } catch (e) {
    throw fileProblem(e, typed);
  }
  // Far past any table (the biggest here holds thousands of rows): a mistake, refused before it is read.
  if (size > MAX_TABLE_BYTES) throw new Refusal(`${quotedPath(typed)} has ${thousands(size)} bytes: a table has at most ${thousands(MAX_TABLE_BYTES)} here; the file is left as it was`);
  try {
    if (fs.existsSync(file)) text = fs.readFileSync(file, "utf8");
  } catch (e) {
    throw fileProblem(e, typed);
  }
  try {
    return { text, table: read(text) };
  } catch (e) {
    if (e instanceof refused) throw new Refusal(`${quotedPath(typed)} ${e.message}; the file is left as it was`);
    throw e;
  }
}

/**
 * What a resumable table (of first guesses, of boards, or of groups) holds, read with `read`,
 * which throws a `refused` error naming a bad line. The file is made ready to append to: a new
 * (or empty) file gets its `head` lines, a last line cut short is dropped (to be settled again),
 * and a copy with a byte order mark, CRLF line ends or blank lines at its end is rewritten as the
 * same table.
 */
export async function openResumable<Row>(
  { file, typed }: { file: string; typed: string },
  head: string[],
  refused: new (...args: never[]) => Error,
  read: (text: string) => { rows: Row[]; text: string; whole: number },
): Promise<OpenTable<Row>> {
  const { text, table } = readTableFile({ file, typed }, refused, read);
  let kept = table.text.slice(0, table.whole);
  if (table.whole < table.text.length) {
    const cut = table.text.slice(table.whole).split("\n")[0];
    console.log(`${quotedPath(typed)}: its last line (${quoted(cut, 30)}) was cut short; it is settled again`);
  }
  const lines = kept.split("\n").length - 1;
  if (lines < 2) kept += head.slice(lines).join("");
  // Only added to (a header), the file is appended to; otherwise it is replaced whole.
  if (kept.startsWith(text)) {
    try {
      fs.appendFileSync(file, kept.slice(text.length));
    } catch (e) {
      throw fileProblem(e, typed);
    }
  } else await replaceFile(file, typed, (temporary, flag) => fs.writeFileSync(temporary, kept, { flag }));
  const opened = fs.statSync(file);
  const still = (what: string) => {
    const now = fs.statSync(file, { throwIfNoEntry: false });
    if (now?.dev === opened.dev && now.ino === opened.ino) return;
    throw new Error(`${quotedPath(typed)} is no longer the table this run opened (it was moved, removed or replaced); ${what}`);
  };
  return {
    rows: table.rows,
    append(line) {
      still(`this row was not written, so that no other file is changed; add it to the table by hand, or run again to settle it again:\n${line.trimEnd()}`);
      try {
        fs.appendFileSync(file, line);
      } catch (e) {
        throw fileProblem(e, typed);
      }
    },
    async rewrite(sorted) {
      still("it is not rewritten sorted, so that no other file is changed; the rows are in the table that was moved");
      await replaceFile(file, typed, (temporary, flag) => fs.writeFileSync(temporary, sorted, { flag }));
    },
  };
}

/**
 * Sends `guesses` in order to `count` workers, one at a time each, with the budget of the moment,
 * and hands each result to `settled` as it comes. Rejects on the first error (a worker's, or
 * `settled`'s), after stopping the workers.
 */
function pool(count: number, setup: WorkerSetup, guesses: readonly Word[], budget: () => number, settled: (r: FirstGuessResult) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const workers: Worker[] = [];
    let next = 0;
    let busy = 0;
    let failed = false;
    const fail = (e: unknown) => {
      if (failed) return;
      failed = true;
      for (const w of workers) void w.terminate();
      reject(e);
    };
    const send = (worker: Worker) => {
      if (next === guesses.length) {
        void worker.terminate();
        if (busy === 0) resolve();
        return;
      }
      busy++;
      worker.postMessage({ guess: guesses[next++], budget: budget() });
    };
    // A worker does not inherit the loader tsx runs the command with: it registers tsx's own.
    const file = path.join(__dirname, "firstGuessWorker.ts");
    const source = `require("tsx/cjs"); require(${JSON.stringify(file)});`;
    for (let i = 0; i < count; i++) {
      const worker = new Worker(source, { eval: true, workerData: setup });
      workers.push(worker);
      worker.on("message", (message: FirstGuessResult | "ready") => {
        if (failed) return;
        if (message !== "ready") {
          busy--;
          try {
            settled(message);
          } catch (e) {
            return fail(e);
          }
        }
        send(worker);
      });
      worker.on("error", fail);
    }
  });
}

/** A progress bar on a terminal; elsewhere, a line at each tenth of the way. */
function progress(terminal: boolean) {
  const bar = terminal ? progressBar() : undefined;
  let tenth = 0;
  return (fraction: number, note: string) => {
    if (!bar) {
      if (fraction >= (tenth + 1) / 10 && fraction < 1) console.error(`${(tenth = Math.floor(fraction * 10)) * 10}%: ${note}`);
      return;
    }
    if (fraction >= 1) return bar.clear();
    bar.draw(fraction, note);
  };
}
