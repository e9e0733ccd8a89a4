/**
 * The table of every first guess: the evidence that a first guess is the best one. It is made by
 * `npm run solve -- --first-guesses all --table FILE`, one row per allowed first guess, and read
 * back by the notebook that checks it. A CSV file:
 *
 *     # every first guess: Wordle, 2,309 targets × 12,972 guesses (lists 5f0c2a91), normal mode, at most 6 guesses
 *     guess,total,exact
 *     SALET,7897,true
 *     FUZZY,8874,false
 *
 * `exact` says whether `total` is the guess's exact total (the guesses its best tree takes over all
 * targets) or a proven lower bound: enough to show the guess cannot come near the best. `Infinity`
 * (exact) means some target cannot be found within the guess limit. The first line names the game
 * the table was made for, so that a table is never continued, or read, for other lists or rules.
 * Nothing here touches files: the command and the notebook read and write them.
 */
import { Game, Word } from "./game";
import { quoted, thousands } from "./format";
import { tableLines, wholeOf } from "./tableText";

/** One settled first guess. */
export interface TableRow {
  guess: Word;
  total: number;
  exact: boolean;
}

/**
 * First guesses within this many guesses of the best get exact totals; any other only needs a
 * bound that rules it out, so each guess is searched against the budget best + EXACT_WITHIN + 1.
 */
export const EXACT_WITHIN = 30;

/** The budget a first guess is settled against when the best total so far is `best`. */
export function budgetFor(best: number): number {
  return best + EXACT_WITHIN + 1;
}

/** The column names, the table's second line. */
export const TABLE_HEADER = "guess,total,exact";

/** A table that cannot be read or continued: the message names the line. */
export class TableError extends Error {
  override name = "TableError";
}

/**
 * The first line of a table: the game (its lists by size and fingerprint), the mode, the limit.
 * @example tableTitle(game, false, 6) //=> "# every first guess: Wordle, 2,309 targets × 12,972 guesses (lists 5f0c2a91), normal mode, at most 6 guesses"
 */
export function tableTitle(game: Game, hard: boolean, maxGuesses: number): string {
  const limit = maxGuesses === Infinity ? "no guess limit" : `at most ${maxGuesses} guesses`;
  const lists = `${thousands(game.targets.length)} targets × ${thousands(game.guesses.length)} guesses (lists ${fingerprint(game)})`;
  return `# every first guess: ${game.name}, ${lists}, ${hard ? "hard" : "normal"} mode, ${limit}`;
}

/** A row as a line of the file, with its newline. */
export function formatRow({ guess, total, exact }: TableRow): string {
  return `${guess},${total},${exact}\n`;
}

/** The lines that open a table: its title and the column header, each with its newline. */
export function tableHead(title: string): string[] {
  return [`${title}\n`, `${TABLE_HEADER}\n`];
}

/** A whole table, its rows sorted by total, then guess. */
export function formatTable(title: string, rows: readonly TableRow[]): string {
  return tableHead(title).join("") + sortRows(rows).map(formatRow).join("");
}

/** Rows by total (lowest first), then guess. */
export function sortRows(rows: readonly TableRow[]): TableRow[] {
  return [...rows].sort((a, b) => a.total - b.total || (a.guess < b.guess ? -1 : a.guess > b.guess ? 1 : 0));
}

/** The best first guess of some rows: the exact row with the lowest finite total (ties as sortRows), if any. */
export function bestRow(rows: readonly TableRow[]): TableRow | undefined {
  return sortRows(rows).find((r) => r.exact && r.total < Infinity);
}

/** What a table holds, and how much of its text is whole lines. */
export interface ReadTable {
  rows: TableRow[];
  /**
   * The table's text as it is kept: without a byte order mark, with "\n" line ends and no blank
   * lines at its end, so that a copy saved by another editor reads as the same table.
   */
  text: string;
  /**
   * Characters of `text` in whole lines. Less than its length when the last line has no
   * newline: a row cut short as it was written, to be dropped and settled again.
   */
  whole: number;
}

/** What a table is checked against besides its game. */
export interface ReadOptions {
  /** A proven lower bound on each first guess's total (FirstGuesses.floor): a row below it is false. */
  floor?: (guess: Word) => number;
}

/**
 * Reads a table's text, checking each line: the title must be `title` (the game it is read for),
 * then the header, then one row per line with an allowed guess, a total and true or false, each
 * guess once, no total below what every target needs (or below `floor`). Empty text is an empty
 * table. Throws a TableError naming the first bad line.
 */
export function readTable(original: string, game: Game, title: string, options: ReadOptions = {}): ReadTable {
  const { text, whole, lines, bad } = tableLines(original, { title, header: TABLE_HEADER, refuse: TableError, kind: "a table of first guesses", others: (line) => (line.startsWith("# every first guess: ") ? "a table for another game" : undefined) });
  const rows: TableRow[] = [];
  const seen = new Map<Word, number>();
  for (let i = 2; i < lines.length; i++) {
    const n = i + 1;
    const fields = lines[i].split(",");
    if (fields.length !== 3) throw bad(n, `${shorten(lines[i])} is not a row guess,total,exact`);
    const [guess, total, exact] = fields;
    if (!game.guessIndex.has(guess)) throw bad(n, `${shorten(guess)} is not an allowed guess`);
    if (seen.has(guess)) throw bad(n, `${guess} is there already, on line ${seen.get(guess)}`);
    if (exact !== "true" && exact !== "false") throw bad(n, `exact should be true or false, not ${shorten(exact)}`);
    const value = total === "Infinity" && exact === "true" ? Infinity : wholeOf(total);
    // Every target takes at least one guess.
    if (!(value >= game.targets.length)) throw bad(n, `${shorten(total)} is not a total of guesses for ${thousands(game.targets.length)} targets`);
    const floor = options.floor?.(guess) ?? 0;
    if (exact === "true" && value < floor) throw bad(n, `${guess} cannot take ${thousands(value)} guesses: its split of the targets alone needs at least ${thousands(floor)}`);
    seen.set(guess, n);
    rows.push({ guess, total: value, exact: exact === "true" });
  }
  return { rows, text, whole };
}

/** A value from a file, quoted, cut to a readable length, and with nothing that is not printable. */
function shorten(text: string): string {
  return quoted(text, 40);
}

/** FNV-1a over the targets and the guesses, in order: two games share it only if their lists do. */
function fingerprint(game: Game): string {
  let h = 0x811c9dc5;
  for (const word of [...game.targets, "|", ...game.guesses]) {
    for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
    h = Math.imul(h ^ 10, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}
