/**
 * The table of a first guess's reply groups: the evidence for a code game's optimum, one group
 * at a time. After the first guess the groups are separate problems, and their optima add up, so
 * a game whose first guess is settled by symmetry (Bulls and Cows' 0123) is proven by proving
 * each group's. A group is proven by a row for each of its next guesses (one for each set of
 * guesses that the symmetries keeping the first guess turn into one another): the least cost of
 * the trees that go on with it, or a proven lower bound at least the best (a run against a total
 * to beat may write a bound below it, where it needs no more: the group then stays open). It is
 * made by `npm run solve -- --game bulls-cows --groups --table FILE` and read back by the
 * CodeBreaking notebook. A CSV file:
 *
 *     # Bulls and Cows after 0123, within 7 guesses, fewest guesses in total: each reply group's next guesses
 *     reply,guess,atWorst,total,exact,seconds
 *     1B2C,0245,-,804,true,0.40
 *     1B2C,0145,-,813,false,0.02
 *
 * `total` counts the guesses after the first (the game's total adds one guess per code), and the
 * limit counts the first guess too. As in the first-guess tables (firstGuessTable.ts), `exact`
 * says whether `total` is the least,
 * or a lower bound, and `Infinity` (exact) means that no tree going on with `guess` finds every
 * code of the group within the limit. With the objective worst (the fewest codes found at the
 * last guess allowed, then the fewest guesses), `atWorst` is that count, and a bound is one on
 * the pair, compared by `atWorst` first; with the objective total it is `-`. Nothing here
 * touches files.
 */
import { Game, GameSpec, groupGame, Word } from "./game";
import { checkTree, guessOf, partition, Tree, TreeJson, treeFromJson, treeToJson } from "./guessTree";
import { FirstGuesses, optimalTree, Symmetries } from "./optimal/index";
import { Reply } from "./replies";
import { quoted, thousands } from "./format";
import { tableLines, wholeOf } from "./tableText";

/** One next guess of one reply group, settled. */
export interface GroupRow {
  reply: Reply;
  guess: Word;
  /** With the objective worst, the codes found at the last guess allowed. */
  atWorst?: number;
  total: number;
  exact: boolean;
  seconds: number;
}

/** What a table is of: the game, its first guess, the guess limit and the objective. */
export interface GroupSetting {
  /** The game's name, as `Game.name` gives it. */
  game: string;
  first: Word;
  limit: number;
  objective: "total" | "worst";
  /** The groups: each reply to the first guess but the winning one, with its codes. */
  groups: readonly { reply: Reply; codes: number }[];
  /** The next guesses every group settles, one per set the symmetries turn into one another. */
  nexts: readonly Word[];
}

/** The groups of a first guess, biggest first, and what a table of them is of. */
export function groupSetting(run: { game: Game; first: Word; limit: number; objective: "total" | "worst"; nexts: readonly Word[] }): GroupSetting {
  const { game, first } = run;
  const groups = [...partition(game, first, game.targets)]
    .filter(([reply]) => reply !== game.correct)
    .map(([reply, codes]) => ({ reply, codes: codes.length }))
    .sort((a, b) => b.codes - a.codes || (a.reply < b.reply ? -1 : 1));
  return { game: game.name, first, limit: run.limit, objective: run.objective, groups, nexts: run.nexts };
}

/** The column names, the table's second line. */
export const GROUP_HEADER = "reply,guess,atWorst,total,exact,seconds";

/** A table that cannot be read or continued: the message names the line. */
export class GroupTableError extends Error {
  override name = "GroupTableError";
}

/** The first line of a table: what it is of, all a run must agree with. */
export function groupTitle({ game, first, limit, objective }: GroupSetting): string {
  const within = limit === Infinity ? "with no guess limit" : `within ${limit} guesses`;
  const what = objective === "worst" ? "fewest codes at the last guess, then fewest guesses" : "fewest guesses in total";
  return `# ${game} after ${first}, ${within}, ${what}: each reply group's next guesses`;
}

/** The lines that open a table, each with its newline. */
export function groupTableHead(setting: GroupSetting): string[] {
  return [`${groupTitle(setting)}\n`, `${GROUP_HEADER}\n`];
}

/** A row as a line of the file, with its newline. */
export function formatGroupRow(row: GroupRow): string {
  return `${row.reply},${row.guess},${row.atWorst ?? "-"},${row.total},${row.exact},${row.seconds.toFixed(2)}\n`;
}

/**
 * Rows in the order they compare: fewer codes at the last guess, then fewer guesses; a tree that
 * cannot finish last. Bounds compare as the values they bound from below.
 */
export function compareRows(a: Pick<GroupRow, "atWorst" | "total">, b: Pick<GroupRow, "atWorst" | "total">): number {
  if (a.total === Infinity || b.total === Infinity) return (a.total === Infinity ? 1 : 0) - (b.total === Infinity ? 1 : 0);
  return (a.atWorst ?? 0) - (b.atWorst ?? 0) || a.total - b.total;
}

/**
 * A whole table, sorted: by group (in the setting's order), then cost, exact rows before bounds
 * of the same cost (each group's best row first), then guess.
 */
export function formatGroupTable(setting: GroupSetting, rows: readonly GroupRow[]): string {
  const place = new Map(setting.groups.map(({ reply }, i) => [reply, i]));
  const sorted = [...rows].sort((a, b) => place.get(a.reply)! - place.get(b.reply)! || compareRows(a, b) || Number(b.exact) - Number(a.exact) || (a.guess < b.guess ? -1 : a.guess > b.guess ? 1 : 0));
  return groupTableHead(setting).join("") + sorted.map(formatGroupRow).join("");
}

/** What a table holds, and how much of its text is whole lines (as in firstGuessTable's ReadTable). */
export interface ReadGroupTable {
  rows: GroupRow[];
  text: string;
  whole: number;
}

/**
 * Reads a table's text, checking each line: the title must be the setting's, then the header,
 * then one row per line, of a group and a next guess of the setting's, each pair once, with a
 * total of at least one guess per code of the group (or an exact Infinity, only within a limit),
 * `atWorst` a count of its codes with the objective worst and `-` without, and true or false.
 * An exact total must be at least `floor` (the least the guess's split of the group allows), when it is given. Empty
 * text is an empty table. Throws a GroupTableError naming the first bad line.
 */
export function readGroupTable(original: string, setting: GroupSetting, { floor }: { floor?: (reply: Reply, guess: Word) => number } = {}): ReadGroupTable {
  const title = groupTitle(setting);
  const others = (line: string) => (/ after .*: each reply group's next guesses$/.test(line) ? "a table of another game, first guess, limit or objective" : undefined);
  const { text, whole, lines, bad } = tableLines(original, { title, header: GROUP_HEADER, refuse: GroupTableError, kind: "a table of reply groups", others });
  const rows: GroupRow[] = [];
  const codes = new Map(setting.groups.map(({ reply, codes }) => [reply, codes]));
  const nexts = new Set(setting.nexts);
  const worst = setting.objective === "worst";
  const seen = new Map<string, number>();
  const lineOf = new Map<GroupRow, number>();
  for (let i = 2; i < lines.length; i++) {
    const n = i + 1;
    const fields = lines[i].split(",");
    if (fields.length !== 6) throw bad(n, `${quoted(lines[i], 40)} is not a row ${GROUP_HEADER}`);
    const [reply, guess, atWorst, total, exact, seconds] = fields;
    const size = codes.get(reply);
    if (size === undefined) throw bad(n, `${quoted(reply, 20)} is not a reply to ${setting.first} that leaves codes to find (${[...codes.keys()].join(", ")})`);
    if (!nexts.has(guess)) throw bad(n, `${quoted(guess, 20)} is not one of the ${setting.nexts.length} next guesses after ${setting.first} (one per set the symmetries turn into one another)`);
    const key = `${reply},${guess}`;
    if (seen.has(key)) throw bad(n, `${reply}, ${guess} is there already, on line ${seen.get(key)}`);
    if (exact !== "true" && exact !== "false") throw bad(n, `exact should be true or false, not ${quoted(exact, 20)}`);
    const value = total === "Infinity" && exact === "true" ? Infinity : wholeOf(total);
    if (!(value >= size)) throw bad(n, `${quoted(total, 20)} is not a total of guesses for ${thousands(size)} codes`);
    if (value === Infinity && setting.limit === Infinity) throw bad(n, "with no guess limit every next guess finds every code, so its total is not Infinity");
    // The next guess, then the group's codes one at a time: within limit − 1 guesses if there are few enough.
    if (value === Infinity && setting.limit - 1 >= size + 1) throw bad(n, `${reply}, ${guess}: Infinity is false: ${guess}, then its ${thousands(size)} codes one at a time, finds every code within ${setting.limit} guesses`);
    // An exact total below what the guess's split of the group allows is false (see FirstGuesses.floor).
    const least = exact === "true" && value < Infinity && floor ? floor(reply, guess) : 0;
    if (value < least) throw bad(n, `${reply}, ${guess}: ${thousands(value)} is below the ${thousands(least)} guesses its split of the ${thousands(size)} codes allows`);
    const count = wholeOf(atWorst);
    if (worst && value < Infinity && !(count <= size)) throw bad(n, `atWorst should be the codes of the ${thousands(size)} found at the last guess, not ${quoted(atWorst, 20)}`);
    if ((!worst || value === Infinity) && atWorst !== "-") throw bad(n, `atWorst should be - ${worst ? "for a total of Infinity" : "with the objective total"}, not ${quoted(atWorst, 20)}`);
    if (!/^\d{1,9}(\.\d+)?$/.test(seconds)) throw bad(n, `the seconds should be a number, not ${quoted(seconds, 20)}`);
    seen.set(key, n);
    const row: GroupRow = { reply, guess, total: value, exact: exact === "true", seconds: Number(seconds) };
    if (worst && value < Infinity) row.atWorst = count;
    rows.push(row);
    lineOf.set(row, n);
  }
  return { rows, text, whole };
}

/** What a group's rows prove, once every next guess has one. */
export interface GroupResult {
  reply: Reply;
  codes: number;
  /** The best next guess, and what its group costs after the first guess. */
  guess: Word;
  atWorst?: number;
  total: number;
  seconds: number;
}

/**
 * A group's conclusion, or undefined while its rows do not prove one: a row for every next guess,
 * and the best exact row no worse than any bound. A group no next guess can finish in time has
 * an exact Infinity for every one.
 */
export function groupResult(rows: readonly GroupRow[], setting: GroupSetting, reply: Reply): GroupResult | undefined {
  const mine = rows.filter((r) => r.reply === reply);
  if (!setting.nexts.every((g) => mine.some((r) => r.guess === g))) return undefined;
  const best = mine.filter((r) => r.exact).sort((a, b) => compareRows(a, b) || (a.guess < b.guess ? -1 : 1))[0];
  if (best === undefined || mine.some((r) => compareRows(r, best) < 0)) return undefined;
  const codes = setting.groups.find((g) => g.reply === reply)!.codes;
  const seconds = mine.reduce((sum, r) => sum + r.seconds, 0);
  return { reply, codes, guess: best.guess, atWorst: best.atWorst, total: best.total, seconds };
}

/**
 * The least total a group can have, from what its table holds so far: the least of its rows'
 * totals (each exact or a lower bound for its next guess) and of `floor` for each next guess with
 * no row yet. Every tree goes on with some next guess, so none takes fewer. What a run against a
 * total to beat adds up over the groups to cut a first guess short.
 */
export function groupLeast(rows: readonly GroupRow[], setting: GroupSetting, reply: Reply, floor: (guess: Word) => number): number {
  const totals = new Map(rows.filter((r) => r.reply === reply).map((r) => [r.guess, r.total]));
  return Math.min(...setting.nexts.map((g) => totals.get(g) ?? floor(g)));
}

/**
 * The least total a first guess can have, from what its table holds so far: its `codes` (one
 * first guess each) and each group's `groupLeast`, with `floor` for the next guesses with no row.
 * A run against a total to beat stops once this reaches it.
 */
export function tableLeast(rows: readonly GroupRow[], setting: GroupSetting, codes: number, floor: (reply: Reply, guess: Word) => number): number {
  return setting.groups.reduce((sum, { reply }) => sum + groupLeast(rows, setting, reply, (g) => floor(reply, g)), codes);
}

/**
 * Against a total to `beat`, a group's room: that total less the `codes` and the other groups'
 * `groupLeast`. Every tree takes at least each other group's term, so one whose part in this
 * group reaches the room reaches `beat`: a search of one of its next guesses can stop there.
 * Infinity with nothing to beat.
 */
export function groupRoom(rows: readonly GroupRow[], setting: GroupSetting, codes: number, beat: number, reply: Reply, floor: (reply: Reply, guess: Word) => number): number {
  if (beat === Infinity) return Infinity;
  return setting.groups.reduce((room, g) => (g.reply === reply ? room : room - groupLeast(rows, setting, g.reply, (guess) => floor(g.reply, guess))), beat - codes);
}

/**
 * Each next guess's split floor in each group of `first` (FirstGuesses.floor, within `limit`
 * guesses counting the first): what an exact row must reach (readGroupTable's `floor`) and what a
 * next guess with no row counts in `groupLeast`. One search per group, made when first asked: a
 * big group's game is costly to make.
 * @example groupFloors(mastermindSpec(3, 3), "112", Infinity)("0B0W", "333") //=> 1
 */
export function groupFloors(spec: GameSpec, first: Word, limit: number): (reply: Reply, guess: Word) => number {
  const searches = new Map<Reply, FirstGuesses>();
  return (reply, guess) => {
    if (!searches.has(reply)) searches.set(reply, new FirstGuesses(groupGame(spec, first, reply), { maxGuesses: limit - 1 }));
    return searches.get(reply)!.floor(guess);
  };
}

/**
 * A group's best row: the row of its conclusion once every next guess has a row, else its best
 * exact row so far, which a tree reaches (a better one may exist). Undefined while no row has a
 * tree. What a run settles against, and what a table's tree is built from.
 */
export function bestRow(rows: readonly GroupRow[], setting: GroupSetting, reply: Reply): (GroupRow & { proven: boolean }) | undefined {
  const result = groupResult(rows, setting, reply);
  const exact = rows.filter((r) => r.reply === reply && r.exact && r.total < Infinity);
  const best = result ? exact.find((r) => r.guess === result.guess) : exact.sort((a, b) => compareRows(a, b) || (a.guess < b.guess ? -1 : 1))[0];
  return best && { ...best, proven: result !== undefined };
}

/** One group's part of a table's tree, played on the group's codes. */
export interface GroupTree {
  reply: Reply;
  codes: number;
  tree: Tree;
  /** Whether the caller gave the tree (a file the search wrote) rather than its being searched here. */
  given: boolean;
  /** The codes it finds at the last guess allowed (none without a limit), and its guesses after the first. */
  atLast: number;
  total: number;
  /** Whether it starts with its row's next guess and costs what the row says. */
  asRow: boolean;
}

/**
 * The tree a table's best rows make: the first guess, then in each group a tree that goes on with
 * its best row's next guess, the one `given(reply)` returns (a tree the search wrote) or else one
 * searched here with the table's objective and the symmetries `stabilizer` gives. Each group's
 * tree is played on its codes by the game's rule, so a tree that does not do as its row says shows
 * it in `asRow`.
 * @throws Error when a group has no row with a tree yet, or a tree fails one of its codes
 */
export function tableTree(game: Game, setting: GroupSetting, rows: readonly GroupRow[], options: { given?: (reply: Reply) => Tree | undefined; stabilizer?: (first: Word) => Symmetries } = {}): { tree: Tree; groups: GroupTree[] } {
  const { first, limit, objective } = setting;
  const within = limit - 1; // the first guess is spent
  const groups = setting.groups.map(({ reply, codes }): GroupTree => {
    const row = bestRow(rows, setting, reply);
    if (!row) throw new Error(`group ${reply} has no row with a tree yet`);
    const group = groupGame(game, first, reply);
    const known = options.given?.(reply);
    const tree = known ?? optimalTree(group, { first: row.guess, maxGuesses: within, objective, stabilizer: options.stabilizer }).tree;
    const played = checkTree(group, tree, { maxGuesses: within });
    const atLast = within === Infinity ? 0 : played.scores.filter((s) => s === within).length;
    const asRow = guessOf(tree) === row.guess && played.total === row.total && (row.atWorst === undefined || atLast === row.atWorst);
    return { reply, codes, tree, given: known !== undefined, atLast, total: played.total, asRow };
  });
  const branches: Record<Reply, TreeJson> = { [game.correct]: first };
  for (const { reply, tree } of groups) branches[reply] = treeToJson(tree);
  return { tree: treeFromJson({ guess: first, branches }), groups };
}
