/**
 * The table of Mastermind boards: the evidence for each board's least total and least worst case.
 * It is made by `npm run solve -- --game mastermind --boards N --table FILE`, one row per first
 * guess (one for each pattern of repeats, which covers them all) and guess limit, and read back by
 * the CodeBreaking notebook. A CSV file:
 *
 *     # every Mastermind board of at most 4,096 codes: each first guess's least total, with no guess limit and within each limit up to the least worst case
 *     pegs,colours,limit,guess,total,exact,seconds
 *     4,6,none,1123,5625,true,0.51
 *     4,6,none,1111,5880,false,0.00
 *     4,6,4,1123,Infinity,true,0.00
 *     4,6,5,1123,5626,true,0.61
 *     4,6,5,1122,5626,false,0.11
 *
 * As in the first-guess tables (firstGuessTable.ts), `exact` says whether `total` is the least
 * total of the trees that open with `guess` within `limit` guesses, or a proven lower bound, and
 * `Infinity` (exact) means that no such tree finds every code. The last column is the seconds the
 * row took. A board's least worst case is the least limit with a finite row, when every first
 * guess has a row of Infinity one guess below it. Nothing here touches files.
 */
import { Game, GameSpec, makeGame, pathSpec, Word } from "./game";
import { COLOURS, groupSymmetries, mastermindSpec, openingClasses } from "./codeBreaking";
import { groupSetting, GroupSetting } from "./groupTable";
import { Reply } from "./replies";
import { quoted, thousands } from "./format";
import { tableLines, wholeOf } from "./tableText";

/** One settled first guess of one board, within one guess limit (Infinity: none). */
export interface BoardRow {
  pegs: number;
  colours: number;
  limit: number;
  guess: Word;
  total: number;
  exact: boolean;
  seconds: number;
}

/** The column names, the table's second line. */
export const BOARD_HEADER = "pegs,colours,limit,guess,total,exact,seconds";
/**
 * Boards of more codes than this settle a row with no limit, or with nothing to beat, one reply
 * group at a time (`solve --groups-above` sets another number): such a row can take longer than one run.
 */
export const GROUPS_ABOVE = 2048;

/**
 * In such a row, a next guess in a group of more codes than DEEPER_ABOVE that a whole search has
 * not settled in DEEPER_AFTER seconds is settled by its own reply groups, in a table of its own:
 * one such search can outlast a run, and a search stopped keeps nothing. (A whole search is long
 * enough for most next guesses, and a table of groups can cost far more than the search it replaces.)
 */
export const DEEPER_ABOVE = 256;
export const DEEPER_AFTER = 2700;

/**
 * The seconds such a row (but one with no limit and nothing to beat), its groups begun or not, is
 * first searched whole by default (solve's --whole-first), or under a time limit half the board's
 * time left if less, before it is settled by its groups: a whole search can show a limit too low,
 * or a first guess worse than the best, without settling each group.
 */
export const WHOLE_FIRST = 60;

/** A table that cannot be read or continued: the message names the line. */
export class BoardTableError extends Error {
  override name = "BoardTableError";
}

/**
 * Every board of at least 2 pegs and 2 colours with at most `maxCodes` codes, fewest codes first
 * (then fewest pegs), as [pegs, colours].
 * @example boards(16) //=> [[2, 2], [3, 2], [2, 3], [2, 4], [4, 2]]
 */
export function boards(maxCodes: number): [pegs: number, colours: number][] {
  const all: [number, number][] = [];
  for (let pegs = 2; 2 ** pegs <= maxCodes; pegs++) {
    for (let colours = 2; colours ** pegs <= maxCodes && colours <= COLOURS.length; colours++) all.push([pegs, colours]);
  }
  return all.sort(([p, c], [q, d]) => c ** p - d ** q || p - q);
}

/** The first line of a table of every board up to `maxCodes` codes. */
export function boardTitle(maxCodes: number): string {
  return `# every Mastermind board of at most ${thousands(maxCodes)} codes: each first guess's least total, with no guess limit and within each limit up to the least worst case`;
}

/** A row as a line of the file, with its newline. */
export function formatBoardRow(row: BoardRow): string {
  const limit = row.limit === Infinity ? "none" : String(row.limit);
  return `${row.pegs},${row.colours},${limit},${row.guess},${row.total},${row.exact},${row.seconds.toFixed(2)}\n`;
}

/** The lines that open a table, each with its newline. */
export function boardTableHead(title: string): string[] {
  return [`${title}\n`, `${BOARD_HEADER}\n`];
}

/**
 * A whole table, sorted: by board (as `boards`), then limit (none first), total, exact rows before
 * bounds (so that a table cut at any line end still holds each bound's exact row), guess.
 */
export function formatBoardTable(title: string, rows: readonly BoardRow[]): string {
  const limit = (l: number) => (l === Infinity ? 0 : l);
  const sorted = [...rows].sort(
    (a, b) => a.colours ** a.pegs - b.colours ** b.pegs || a.pegs - b.pegs || limit(a.limit) - limit(b.limit) || a.total - b.total || Number(b.exact) - Number(a.exact) || (a.guess < b.guess ? -1 : a.guess > b.guess ? 1 : 0),
  );
  return boardTableHead(title).join("") + sorted.map(formatBoardRow).join("");
}

/** What a table holds, and how much of its text is whole lines (as in firstGuessTable's ReadTable). */
export interface ReadBoardTable {
  rows: BoardRow[];
  text: string;
  whole: number;
}

/**
 * Reads a table's text, checking each line: the title must be `title`, then the header, then one
 * row per line, each of a board the title covers, a first guess of that board's (one per pattern
 * of repeats), a limit (none or a whole number), a total of at least one guess per code (or an
 * exact Infinity) and true or false, each board, limit and guess once. Empty text is an empty
 * table. Throws a BoardTableError naming the first bad line.
 */
export function readBoardTable(original: string, maxCodes: number, title = boardTitle(maxCodes)): ReadBoardTable {
  const { text, whole, lines, bad } = tableLines(original, { title, header: BOARD_HEADER, refuse: BoardTableError, kind: "a table of Mastermind boards", others: (line) => (line.startsWith("# every Mastermind board") ? "a table of other boards" : undefined) });
  const rows: BoardRow[] = [];
  const covered = new Set(boards(maxCodes).map(([p, c]) => `${p},${c}`));
  const openers = new Map<string, Set<Word>>();
  const seen = new Map<string, number>();
  const lineOf = new Map<BoardRow, number>();
  for (let i = 2; i < lines.length; i++) {
    const n = i + 1;
    const fields = lines[i].split(",");
    if (fields.length !== 7) throw bad(n, `${quoted(lines[i], 40)} is not a row ${BOARD_HEADER}`);
    const [pegs, colours, limit, guess, total, exact, seconds] = fields;
    const board = `${pegs},${colours}`;
    if (!covered.has(board)) throw bad(n, `${quoted(board, 20)} is not pegs,colours of a board of at most ${thousands(maxCodes)} codes`);
    const [p, c] = [Number(pegs), Number(colours)];
    if (!openers.has(board)) openers.set(board, new Set(openingClasses(mastermindSpec(p, c))));
    if (!openers.get(board)!.has(guess)) throw bad(n, `${quoted(guess, 20)} is not a first guess of ${p}×${c} (one per pattern of repeats: ${[...openers.get(board)!].join(", ")})`);
    if (!/^(none|[1-9]\d{0,3})$/.test(limit)) throw bad(n, `the limit should be none or a whole number of guesses, not ${quoted(limit, 20)}`);
    const key = `${board},${limit},${guess}`;
    if (seen.has(key)) throw bad(n, `${p}×${c}, limit ${limit}, ${guess} is there already, on line ${seen.get(key)}`);
    if (exact !== "true" && exact !== "false") throw bad(n, `exact should be true or false, not ${quoted(exact, 20)}`);
    if (total === "Infinity" && exact === "false") throw bad(n, `a bound is never Infinity: a row of no tree is exact (true)`);
    const value = total === "Infinity" && exact === "true" ? Infinity : wholeOf(total);
    const codes = c ** p;
    if (!(value >= codes)) throw bad(n, `${quoted(total, 20)} is not a total of guesses for ${thousands(codes)} codes`);
    const within = limit === "none" ? Infinity : Number(limit);
    if (within > codes && within < Infinity) throw bad(n, `a limit of ${within} guesses is more than the ${codes} codes need (one at a time)`);
    if (value === Infinity && within === Infinity) throw bad(n, `with no guess limit every first guess finds every code, so its total is not Infinity`);
    // The first guess, then the other codes one at a time, finds every code within as many guesses as there are codes.
    if (value === Infinity && within >= codes) throw bad(n, `no tree is false: ${guess}, then the other codes one at a time, finds every code within ${codes} guesses`);
    // That tree takes 1 + 2 + … + codes guesses in all: no least total is more.
    const oneAtATime = (codes * (codes + 1)) / 2;
    if (value < Infinity && within >= codes && value > oneAtATime) throw bad(n, `${p}×${c}'s ${guess}: a total of ${thousands(value)} is false: ${guess}, then the other codes one at a time, finds every code in ${thousands(oneAtATime)} guesses`);
    const floor = boardFloor(p, c, within);
    if (exact === "true" && value < floor) {
      throw bad(n, floor === Infinity ? `no tree finds ${thousands(codes)} codes within ${within} guesses, whatever the first guess` : `${thousands(value)} is below the ${thousands(floor)} guesses the replies allow for ${thousands(codes)} codes`);
    }
    if (!/^\d{1,9}(\.\d+)?$/.test(seconds)) throw bad(n, `the seconds should be a number, not ${quoted(seconds, 20)}`);
    seen.set(key, n);
    rows.push({ pegs: p, colours: c, limit: within, guess, total: value, exact: exact === "true", seconds: Number(seconds) });
    lineOf.set(rows[rows.length - 1], n);
  }
  // A limit only takes trees away: a first guess's tree within a limit is one within every
  // larger limit and with none, so no row of that guess there (exact or a bound) is above it.
  const byGuess = new Map<string, BoardRow[]>();
  const byBoard = new Map<string, BoardRow[]>();
  for (const row of rows) {
    for (const [map, key] of [[byGuess, `${row.pegs},${row.colours},${row.guess}`], [byBoard, `${row.pegs},${row.colours}`]] as const) {
      if (!map.has(key)) map.set(key, []);
      map.get(key)!.push(row);
    }
  }
  const where = (r: BoardRow) => (r.limit === Infinity ? "with no limit" : `within ${r.limit}`);
  const said = (r: BoardRow) => (r.total === Infinity ? "no tree" : `${r.exact ? "" : "at least "}${thousands(r.total)}`);
  // Two rows that cannot both hold: named by the later line, and the other's.
  const clash = (row: BoardRow, other: BoardRow, why: string) => {
    const [first, last] = [lineOf.get(row)!, lineOf.get(other)!].sort((a, b) => a - b);
    return bad(last, `${why}: this row or line ${first}'s is false`);
  };
  for (const row of rows) {
    if (!row.exact || row.total === Infinity) continue;
    const board = `${row.pegs}×${row.colours}`;
    for (const other of byGuess.get(`${row.pegs},${row.colours},${row.guess}`)!) {
      if (other.limit <= row.limit || other.total <= row.total) continue;
      throw clash(row, other, `${board}'s ${row.guess} takes ${thousands(row.total)} ${where(row)} but ${said(other)} ${where(other)}, where a limit only takes trees away`);
    }
    // Any first guess, then this one's tree, finds every code within one guess more, in one guess
    // more per code but for its own code, found at once (at least one guess fewer).
    const most = row.colours ** row.pegs + row.total - 1;
    for (const other of byBoard.get(`${row.pegs},${row.colours}`)!) {
      if (other.limit < row.limit + 1 || other.total <= most) continue;
      const then = row.limit === Infinity ? "with no limit" : `within ${row.limit + 1}`;
      throw clash(row, other, `${board}'s ${other.guess} has ${said(other)} ${where(other)}, but ${other.guess} then ${row.guess}'s tree of ${thousands(row.total)} ${where(row)} takes at most ${thousands(most)} ${then}`);
    }
  }
  // A run writes a bound only once it has an exact total there, and only one at least as high.
  for (const row of rows) {
    if (row.exact) continue;
    const exact = rows.filter((r) => r.exact && r.pegs === row.pegs && r.colours === row.colours && r.limit === row.limit).map((r) => r.total);
    if (exact.length === 0 || row.total < Math.min(...exact)) {
      throw bad(lineOf.get(row)!, `${row.guess}'s bound of ${thousands(row.total)} is ${exact.length === 0 ? "with no exact total" : "below the best exact total"} of ${row.pegs}×${row.colours} at that limit, which a run never writes`);
    }
  }
  return { rows, text, whole };
}

/**
 * The fewest guesses any tree needs for the codes of a board within `limit` guesses (Infinity
 * when none can): a guess finds one code and splits the rest into at most b groups, b the
 * replies but the winning one, so at most b^(d−1) codes are found at guess d.
 * @example boardFloor(4, 6, Infinity) //=> 4986 (b = 13: 1 + 13 + 169 codes within three guesses)
 */
export function boardFloor(pegs: number, colours: number, limit: number): number {
  const codes = colours ** pegs;
  const b = ((pegs + 1) * (pegs + 2)) / 2 - 2; // pairs (right place, elsewhere) but (p − 1, 1) and the win
  let total = 0;
  for (let depth = 1, found = 0, level = 1; found < codes; depth++, level *= Math.max(1, b)) {
    if (depth > limit) return Infinity;
    const here = Math.min(level, codes - found);
    total += here * depth;
    found += here;
  }
  return total;
}

/** What a board's rows prove, once they are all there. */
export interface BoardResult {
  pegs: number;
  colours: number;
  codes: number;
  /** The least total over all codes, and a first guess that reaches it. */
  total: number;
  first: Word;
  /** The fewest guesses that always suffice, and the least total of the trees that keep to it. */
  worst: number;
  totalWithinWorst: number;
  /** The seconds its rows took, added up. */
  seconds: number;
}

/**
 * A board's least total at a limit (Infinity: none) by its rows, with a first guess that reaches
 * it, or undefined while they do not prove one: a row for every first guess, and the least exact
 * total no higher than any row (exact or bound). Ties go to the first guess first in order.
 */
export function boardLeast(rows: readonly BoardRow[], pegs: number, colours: number, limit: number): BoardRow | undefined {
  const at = rows.filter((r) => r.pegs === pegs && r.colours === colours && r.limit === limit);
  if (!openingClasses(mastermindSpec(pegs, colours)).every((g) => at.some((r) => r.guess === g))) return undefined;
  const best = at.filter((r) => r.exact).sort((a, b) => a.total - b.total || (a.guess < b.guess ? -1 : 1))[0];
  if (best === undefined || at.some((r) => r.total < best.total)) return undefined;
  return best;
}

/**
 * A board's conclusion from its rows, or undefined while they do not yet prove one: with no guess
 * limit, a row for every first guess, the least exact total no higher than any bound; and a limit
 * at which some first guess has a finite row, one guess below which every first guess's row is an
 * exact Infinity (then the least total within it, found the same way).
 */
export function boardResult(rows: readonly BoardRow[], pegs: number, colours: number): BoardResult | undefined {
  const mine = rows.filter((r) => r.pegs === pegs && r.colours === colours);
  const least = (limit: number) => boardLeast(mine, pegs, colours, limit);
  const free = least(Infinity);
  if (free === undefined || free.total === Infinity) return undefined;
  const limits = [...new Set(mine.map((r) => r.limit))].filter((l) => l < Infinity).sort((a, b) => a - b);
  for (const limit of limits) {
    const best = least(limit);
    const below = least(limit - 1);
    if (best === undefined || best.total === Infinity || below === undefined || below.total < Infinity) continue;
    if (best.total < free.total) throw new BoardTableError(`${pegs}×${colours}: ${thousands(best.total)} guesses within ${limit}, fewer than the ${thousands(free.total)} with no limit`);
    const seconds = mine.reduce((sum, r) => sum + r.seconds, 0);
    return { pegs, colours, codes: colours ** pegs, total: free.total, first: free.guess, worst: limit, totalWithinWorst: best.total, seconds };
  }
  return undefined;
}

/**
 * Where a table of reply groups stands in a board's search: the board and guess limit, the steps
 * taken (each guess with the reply it got) and the guess whose groups the table holds. A row of
 * the board table has no steps; a big group's next guess, settled by its own groups, has the path
 * to it.
 */
export interface GroupsPlace {
  pegs: number;
  colours: number;
  limit: number;
  steps: readonly { guess: Word; reply: Reply }[];
  guess: Word;
}

/**
 * The file name of a table of groups, in the folder beside the board table: the board, the first
 * guess and the limit, then each reply and the guess after it (3x16-123-none-0B1W-456.csv is of
 * 456 after 123 got 0B1W, with no limit).
 * @example groupsName({ pegs: 3, colours: 15, limit: Infinity, steps: [], guess: "123" }) //=> "3x15-123-none.csv"
 */
export function groupsName({ pegs, colours, limit, steps, guess }: GroupsPlace): string {
  const [first, ...after] = [...steps.flatMap((s) => [s.guess, s.reply]), guess];
  return `${[`${pegs}x${colours}`, first, limit === Infinity ? "none" : String(limit), ...after].join("-")}.csv`;
}

/**
 * The place a table's file name gives (groupsName's inverse).
 * @throws BoardTableError when the name is not one groupsName makes
 */
export function readGroupsName(file: string): GroupsPlace {
  const named = file.match(/^(\d+)x(\d+)-(\w+)-([1-9]\d*|none)((?:-\w+-\w+)*)\.csv$/);
  if (!named) throw new BoardTableError(`${quoted(file, 60)} is not named board-guess-limit(-reply-guess…).csv, as 3x16-123-none-0B1W-456.csv`);
  const [, pegs, colours, first, limitName, deeper] = named;
  const words = [first, ...deeper.split("-").slice(1)];
  // The guesses are the first word and every second one after it; the replies the rest.
  const steps = words.slice(0, -1).filter((_, i) => i % 2 === 0).map((guess, i) => ({ guess, reply: words[2 * i + 1] }));
  return { pegs: Number(pegs), colours: Number(colours), limit: limitName === "none" ? Infinity : Number(limitName), steps, guess: words[words.length - 1] };
}

/**
 * What a table of groups at `place` is of, as a run sets it up: the codes left after its steps
 * (`spec`, `game`), the guesses left within the limit once the steps have spent theirs (`limit`,
 * counting the table's guess), and its setting, whose next guesses are one per set the symmetries
 * keeping every guess of the path turn into one another.
 */
export function groupsTable(place: GroupsPlace): { spec: GameSpec; game: Game; limit: number; setting: GroupSetting } {
  const board = mastermindSpec(place.pegs, place.colours);
  const spec = pathSpec(board, place.steps);
  const game = makeGame(spec);
  const limit = place.limit - place.steps.length;
  const nexts = groupSymmetries(board, [...place.steps.map((s) => s.guess), place.guess]).nextGuesses;
  return { spec, game, limit, setting: groupSetting({ game, first: place.guess, limit, objective: "total", nexts }) };
}
