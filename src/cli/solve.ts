/**
 * `npm run solve -- [--game wordle|mastermind|bulls-cows] [--guesses LIST] [--targets LIST]
 *                   [--hard] [--first WORD] [--top N [--exact-below M]] [--first-guesses K] [--max-guesses N]
 *                   [--greedy RULE] [--after GUESS=REPLY[,GUESS=REPLY…]] [--below N] [-o tree.json]`
 * `npm run solve -- --guesses wordle-big --first-guesses all --table FILE [--hard] [--workers N]`
 *
 * Searches for the guess tree with the fewest guesses in total (src/optimal/), or with
 * --greedy builds a greedy tree; checks it by playing every target through it, prints the first
 * guess, total and mean, and writes the tree as JSON: {"guess": "SALET", "branches": {...}}.
 * With --after, the same for the targets one reply to a first guess leaves (or the replies to a
 * path of guesses).
 * `npm run solve -- --help` lists the options.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import * as G from "../game";
import * as M from "../codeBreaking";
import { checkTree, partition, expectation, guessOf, knuthRule, max, Metric, minimizingTree, mostParts, negEntropy, partitionCounts, squares, Tree, treeToJson } from "../guessTree";
import { FirstGuesses, FirstGuessResult, NoTreeBelow, NoTreeWithin, SearchOptions, SearchProgress, SearchResult, worstFits } from "../optimal";
import { fixed, formatKeptSeconds, formatSeconds, plural, printable, shellWords, thousands, quoted, quotedPath } from "../format";
import { EXACT_WITHIN } from "../firstGuessTable";
import { locateWordList, loadWordList, normalize, readManifest } from "../wordlists";
import * as specs from "./specs";
import { command, Parsed, Refusal, sayIfStopped, stoppableAtOnce, userPath, UsageError } from "./command";
import { fileProblem, projectInputs, realOf, refuseInputs, replaceFile, sameFile, writeTarget } from "./files";
import { lockOf, settleEveryFirstGuess } from "./firstGuesses";
import { groupsFolder, settleBoards } from "./boards";
import { costText, settleGroups } from "./groups";
import { Kind, startSearcher } from "./searcher";
import { progressBar } from "./progress";
import { boards, GROUPS_ABOVE } from "../boardTable";

/** A word list and the file it was read from (checked against the outputs: never written over). */
interface Loaded {
  words: string[];
  file: string | null;
}

/** A word list by manifest name, or else from a file (one word per line or any whitespace). */
async function words(list: string): Promise<Loaded> {
  const manifest = readManifest();
  if (list in manifest) {
    const words = (await loadWordList(list, { manifest })).map((w) => w.toUpperCase());
    return { words, file: locateWordList(manifest[list]) };
  }
  const file = userPath(list);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) throw new UsageError(`${quoted(list)} is neither a word list in data/wordlists.json (${Object.keys(manifest).join(", ")}) nor a file`);
  if (stat.isDirectory()) throw new UsageError(`${quoted(list)} is a folder, not a file of words`);
  if (!stat.isFile()) throw new UsageError(`${quoted(list)} is not a regular file of words`);
  // Far more than any word list (ENABLE is 1.9 MB): a mistake, refused before it is read.
  if (stat.size > MAX_LIST_BYTES) throw new UsageError(`${quoted(list)} has ${thousands(stat.size)} bytes: a list of words has at most ${thousands(MAX_LIST_BYTES)} here`);
  try {
    return { words: normalize(fs.readFileSync(file, "utf8")).map((w) => w.toUpperCase()), file };
  } catch (e) {
    throw fileProblem(e, list);
  }
}
const MAX_LIST_BYTES = 64e6;

/** The greedy rules, by the name --greedy takes: what each minimizes at every node. */
const greedyRules: Record<(typeof specs.greedyRuleNames)[number], Metric> = { max, expectation, squares, entropy: negEntropy, "most-parts": mostParts };

command(specs.solve, async ({ options }) => {
  // A table's lock says which run holds it: no output may be written over one.
  for (const name of ["record", "output", "table"]) {
    const value = options[name];
    const flag = name === "output" ? "-o" : `--${name}`;
    // Only -o may be standard output: a table is read back, and a record is of what the screen shows.
    const why = name === "table" ? "which cannot be read back and added to" : "where the printout goes already";
    if (name !== "output" && value === "-") throw new UsageError(`${flag} needs a file name: - is standard output, ${why} (./- is a file named -)`);
    if (typeof value === "string" && value !== "-" && realOf(userPath(value)).endsWith(".lock")) throw new UsageError(`${flag} ${quoted(value)}: a .lock file is a table's lock, not an output`);
    // Nor may a table that a run is settling be written over by another output.
    if (name !== "table" && typeof value === "string" && value !== "-" && fs.existsSync(lockOf(userPath(value)))) {
      throw new UsageError(`${flag} ${quoted(value)}: a run is settling that table (it has a .lock beside it); choose another file`);
    }
  }
  const typed = options.record as string | undefined;
  const record = typed === undefined ? undefined : writeTarget(userPath(typed), typed, { regular: true });
  if (record !== undefined) refuseNonRecord(record, typed!);
  return record === undefined ? solve(options) : recording(record, typed!, () => solve(options, record));
});

/** How every record starts: the command line of a run of solve. */
const RECORD_START = "$ npm run solve --";

/**
 * Whether --record may replace the file: it does not exist yet, is empty, or starts with the
 * command line of a run of solve, as every record does. Anything else is the user's, left alone.
 */
function isRecordOrNone(file: string, typed: string): boolean {
  try {
    if (!fs.existsSync(file)) return true;
    const fd = fs.openSync(file, "r");
    try {
      const bytes = Buffer.alloc(Buffer.byteLength(RECORD_START));
      const head = bytes.subarray(0, fs.readSync(fd, bytes, 0, bytes.length, 0)).toString("utf8");
      return head === "" || head === RECORD_START;
    } finally {
      fs.closeSync(fd);
    }
  } catch (e) {
    throw fileProblem(e, typed);
  }
}

/** Refuses a --record that names a word list, the manifest, or a file that is not a record. */
function refuseNonRecord(file: string, typed: string): void {
  refuseInputs(file, typed, projectInputs()); // a word list or the manifest: said as such
  if (!isRecordOrNone(file, typed)) {
    throw new UsageError(`--record ${quoted(typed)} is a file that is not a record of solve (a record starts with "${RECORD_START}"); it is left as it was: choose another name, or remove it first`);
  }
}

/** The command itself; `record` is the file --record names, never to be written over by another output. */
async function solve(given: Parsed["options"], record?: string): Promise<number> {
  if (given.boards !== undefined) return everyBoard(given, record);
  if (given.groups !== undefined) return everyGroup(given, record);
  if (given["time-limit"] !== undefined) throw new UsageError("--time-limit goes with --boards or --groups");
  if (given["groups-above"] !== undefined) throw new UsageError("--groups-above goes with --boards");
  if (given["whole-first"] !== undefined) throw new UsageError("--whole-first goes with --boards");
  const kind = (given.game as string | undefined) ?? "wordle";
  if (kind !== "mastermind") {
    for (const name of ["pegs", "colours"]) if (given[name] !== undefined) throw new UsageError(`--${name} is for Mastermind only (--game mastermind)`);
  }
  if (kind !== "wordle") {
    for (const name of ["targets", "guesses", "hard"]) if (given[name] !== undefined) throw new UsageError(`--${name} is for Wordle only`);
    // The counting games try every pattern of repeats (or, after --after, every set of next guesses the symmetries keep).
    if (given["first-guesses"] !== undefined && given["first-guesses"] !== "all") throw new UsageError("--first-guesses is for Wordle: the counting games try one first guess per pattern of repeats, which covers them all");
  }
  if (given.greedy !== undefined) {
    for (const name of ["hard", "first", "first-guesses", "top", "exact-below", "below"]) if (given[name] !== undefined) throw new UsageError(`--${name} is for the search, not --greedy`);
  }
  if (given.after !== undefined) {
    if (given.hard !== undefined) throw new UsageError("--hard does not go with --after");
  }
  if (given["exact-below"] !== undefined && given.top === undefined) throw new UsageError("--exact-below goes with --top: without it every set gets every guess");
  const worst = given.objective === "worst";
  if (worst) {
    for (const name of ["greedy", "below"]) if (given[name] !== undefined) throw new UsageError(`--${name} does not go with --objective worst`);
    if (given["first-guesses"] === "all") throw new UsageError("--first-guesses all does not go with --objective worst");
    // The least worst case is proven by searches that find no tree: a limited search proves nothing.
    if (given.top !== undefined && given["max-guesses"] === undefined) throw new UsageError("--objective worst with --top needs --max-guesses N: a search of the best guesses alone cannot prove the least worst case");
  }
  const every = given["first-guesses"] === "all";
  const firstGuesses = every ? undefined : given["first-guesses"] === undefined ? undefined : whole(given["first-guesses"] as string);
  if (every) {
    if (given.table === undefined) throw new UsageError("--first-guesses all needs --table FILE, where each first guess is kept as it is settled");
    if (kind !== "wordle") throw new UsageError("--first-guesses all is for Wordle (the counting games try one first guess per pattern of repeats, which covers them all)");
    for (const name of ["first", "top", "exact-below", "greedy", "below"]) if (given[name] !== undefined) throw new UsageError(`--${name} does not go with --first-guesses all`);
  } else {
    const goes = { table: "--first-guesses all (Wordle), --groups or --boards", workers: "--first-guesses all (Wordle), --groups or --boards" };
    for (const name of ["table", "workers"] as const) if (given[name] !== undefined) throw new UsageError(`--${name} goes with ${goes[name]}`);
  }
  if (given.first !== undefined && given["first-guesses"] !== undefined) throw new UsageError("--first-guesses does not go with --first: the first guess is given");
  const board = kind === "mastermind" ? mastermindBoard(given) : undefined;
  let first = given.first as string | undefined;
  if (first !== undefined && kind !== "mastermind") first = first.toUpperCase();
  // With --objective worst and no limit, the least worst case is found first (see leastWorstCase).
  const maxGuesses = (given["max-guesses"] as number | undefined) ?? (kind === "wordle" && !worst ? 6 : Infinity);
  // Where the tree and the table go is checked before the work, not after it.
  // `-o -` is standard output, as for the clues.
  const toStdout = given.output === "-";
  const output = given.output === undefined || toStdout ? undefined : writeTarget(userPath(given.output as string), given.output as string);
  const table = given.table === undefined ? undefined : writeTarget(userPath(given.table as string), given.table as string, { regular: true });
  if (table !== undefined && table === output) throw new UsageError("--table and -o name the same file");
  const same = (a?: string, b?: string) => a !== undefined && b !== undefined && (a === b || sameFile(a, b));
  if (same(record, output) || same(record, table)) throw new UsageError(`--record and ${same(record, table) ? "--table" : "-o"} name the same file`);
  const steps = given.after === undefined ? undefined : afterSteps(given.after as string, kind);
  const inputs: Record<string, string> = {};
  const full = board ? board : kind === "bulls-cows" ? M.bullsAndCowsSpec() : await wordleSpec(given, inputs);
  // Neither output may be a list the game was read from.
  // Nor the word lists and their manifest, whichever this run reads.
  const everyInput = { ...inputs, ...projectInputs() };
  if (output) refuseInputs(output, given.output as string, everyInput);
  if (table) refuseInputs(table, given.table as string, everyInput);
  if (record) refuseInputs(record, given.record as string, everyInput);
  // With --after, the game is the group of targets the replies left, and their guesses are spent.
  // The steps are followed with the reply rule: only the group's table is built (the whole
  // game's takes most of a second), and a step that does not fit is refused before any.
  const after = steps && afterPath(full, steps);
  // The game's table is built on the search's thread (seconds for a big board), this one free to
  // hear a Ctrl-C; in memory both share, so the search there needs no copy.
  const pegs = (given.pegs as number | undefined) ?? 4;
  const colours = (given.colours as number | undefined) ?? 6;
  const kindOf: Kind = board ? { kind: "mastermind", pegs, colours } : { kind: kind as "wordle" | "bulls-cows" };
  const spec = after ? after.group : full;
  // A big game's table takes seconds: a terminal is told what is going on.
  const building = process.stderr.isTTY ? progressBar() : undefined;
  building?.say(`building the table of replies, ${thousands(spec.targets.length * (spec.guesses ?? spec.targets).length)} of them…`);
  const searcher = await startSearcher(kindOf, spec);
  building?.clear();
  const game = searcher.game;
  const spent = after ? after.guesses.length : 0;
  if (after && maxGuesses <= spent) throw new UsageError(`--max-guesses ${maxGuesses} leaves no guess after ${after.steps}`);
  let limit = maxGuesses - spent;
  // The objective worst weighs the codes at the last guess above any total: the numbers must fit.
  if (worst && limit < Infinity && !worstFits(game.targets.length, limit)) {
    let most = limit;
    while (most > 1 && !worstFits(game.targets.length, most)) most--;
    throw new UsageError(`--max-guesses ${maxGuesses} is too many for --objective worst on ${thousands(game.targets.length)} targets: at most ${most + spent} here`);
  }
  if (first) first = G.inCase(game.alphabet, first);
  if (first && !game.guessIndex.has(first)) throw new UsageError(`${quoted(first)} is not an allowed guess`);
  if (first && after?.guesses.includes(first)) throw new UsageError(`--first ${first} was guessed already (--after ${after.steps}): its reply is known`);
  const size = `${plural(game.targets.length, "target", "targets")} × ${plural(game.guesses.length, "guess", "guesses")}`;
  let settledAll: string | undefined;
  // After a table: the search that settled it (which knows its best guess's groups already) and its best row.
  let tableSearch: FirstGuesses | undefined;
  let tableBest: { guess: string; total: number } | undefined;
  if (table !== undefined) {
    console.log(`${game.name}, ${size}, ${given.hard ? "hard mode, " : ""}every first guess`);
    const hard = (given.hard as boolean | undefined) ?? false;
    sayIfStopped(stoppedLine(table, given.table as string));
    const settled = await settleEveryFirstGuess(game, { file: table, typed: given.table as string, hard, maxGuesses, workers: given.workers as number | undefined });
    const { rows, best } = settled;
    if (best === undefined) throw new Error(`no first guess finds every target within ${maxGuesses} guesses`);
    tableSearch = settled.search;
    tableBest = best;
    const near = rows.filter((r) => r.exact && r.total <= best.total + EXACT_WITHIN).length;
    console.log(`${thousands(rows.length)} first guesses in ${printable(given.table as string, 500)}: best ${best.guess}, ${thousands(best.total)}; ${near} within ${EXACT_WITHIN} of it (exact totals)`);
    first = best.guess;
    const taken = settled.trusted === 0 ? "" : `, its ${thousands(settled.trusted)} rows read from the file at or above the budget taken as written`;
    settledAll = ` over every first guess (table ${printable(given.table as string, 500)}${taken})`;
  }

  let tree: Tree;
  let claim: string;
  if (given.greedy !== undefined) {
    const rule = given.greedy as keyof typeof greedyRules;
    console.log(`${game.name}, ${size}, greedy: ${rule}`);
    const started = performance.now();
    // A greedy tree of Wordle takes seconds and holds no file: a Ctrl-C stops it at once.
    tree = await stoppableAtOnce(() => minimizingTree(game, greedyRules[rule], knuthRule));
    claim = `greedy ${rule} tree, built in ${formatSeconds((performance.now() - started) / 1000)}`;
  } else {
    // Counting games look the same after any permutation of colours and of positions: one first
    // guess per pattern of repeats stands for all of them.
    // After a first guess, its symmetries leave one next guess per set they turn into one another.
    const symmetries = after && kind !== "wordle" ? M.groupSymmetries(full, after.guesses) : undefined;
    const openers = first ?? (kind === "wordle" ? undefined : bestFirst(game, symmetries ? symmetries.nextGuesses : M.openingClasses(game)));
    const options: SearchOptions = {
      hard: given.hard as boolean | undefined,
      first: openers,
      firstGuesses,
      top: given.top as number | undefined,
      exactBelow: given["exact-below"] as number | undefined,
      maxGuesses: limit,
      below: given.below as number | undefined,
      objective: worst ? "worst" : undefined,
    };
    const beam = options.top ? `top ${options.top} guesses per node${options.exactBelow ? ` (every guess for sets of at most ${options.exactBelow})` : ""}` : "";
    const mode = [options.hard ? "hard mode" : "", beam || "exhaustive", worst ? "fewest targets at the last guess, then fewest guesses" : ""].filter(Boolean).join(", ");
    const word = after ? "next guess" : "first guess";
    let from = first ? `, ${word} ${first}` : "";
    if (!first && Array.isArray(openers) && after) from = `, ${openers.length} next guesses (one per set of guesses that the symmetries keeping ${after.steps} turn into one another)`;
    else if (!first && Array.isArray(openers)) from = `, first guesses ${openers.join(", ")} (one per pattern of repeats)`;
    const findLimit = worst && limit === Infinity;
    const more = findLimit ? ", within the least worst case" : after && limit < Infinity ? `, at most ${plural(limit, "more guess", "more guesses")}` : "";
    // After a table, the game was named already: this is its best first guess's tree.
    console.log(settledAll ? `building ${first}'s tree (${mode})` : `${game.name}, ${size}, ${mode}${from}${more}`);
    // The least worst case, when it is asked for: each limit below it is proven to find no tree.
    // The work of finding the least worst case, added to the final search's.
    let before = { nodes: 0, seconds: 0 };
    const bar = process.stderr.isTTY ? progressBar() : undefined;
    const onProgress = bar && ((p: SearchProgress) => bar.draw(p.fraction, p.note));
    const clearBar = () => bar?.clear();
    // Each first (or next) guess's line as soon as it is settled: a long search shows its results as it goes.
    const tries = openers === undefined ? (firstGuesses ?? 10) : Array.isArray(openers) ? openers.length : 1;
    const tableOf = (limit: number) => (tries > 1 ? triedTable(word, limit + spent, options.top === undefined, game.targets.length, worst ? limit + spent : undefined) : undefined);
    let table = findLimit ? undefined : tableOf(limit);
    // What a proof covers when no first guess was given: every opening class, or the first guesses tried.
    const scopeOf = (tried: number) => (Array.isArray(openers) ? ` over every ${word}` : tried === 0 ? " (one target left: it is guessed at once)" : ` among the ${plural(tried, `${word} tried`, `${word}es tried`)}`);
    const onSettled = (settled: FirstGuessResult) => {
      clearBar();
      table?.add(settled);
    };
    let result: SearchResult;
    try {
      if (tableSearch) {
        // The table's search, on this thread, knows its best guess already: a Ctrl-C stops it at once.
        result = await stoppableAtOnce(() => tableSearch!.optimalTree({ ...options, onProgress, onSettled }));
      } else {
        // The search on a thread of its own: this one stays free to hear a signal. The counting
        // games' symmetries (after --after's guesses, those that keep them) also cut the search
        // below the first guess; the thread finds them from the game's kind.
        const job = { after: after && kind !== "wordle" ? after.guesses : undefined, options, findLimit, spent, progress: bar !== undefined };
        result = await searcher.search(job, {
          onProgress,
          onLine: (text) => (clearBar(), console.log(text)),
          onLimit: (found) => {
            clearBar();
            [limit, before] = [found.limit, found];
            table = tableOf(limit);
          },
          onSettled,
        });
      }
    } catch (error) {
      if (error instanceof NoTreeWithin) {
        clearBar();
        table?.end();
        const scope = first ? ` among the trees that ${after ? "go on" : "open"} with ${first}` : scopeOf(error.firstGuesses.length);
        const claim = error.proven ? `proven${scope}` : "not proven: the search tried only the best guesses at each node";
        const spentToo = after ? ` (${after.steps} and ${plural(limit, "more", "more")})` : "";
        const none = error.proven ? "no tree finds" : "no tree found that finds";
        console.log(`${none} every target within ${plural(limit + spent, "guess", "guesses")}${spentToo}; ${claim}; search ${formatSeconds(error.seconds + before.seconds)}, ${plural(error.nodes + before.nodes, "node", "nodes")}`);
        return 0;
      }
      if (!(error instanceof NoTreeBelow)) throw error;
      clearBar();
      table?.end();
      const scope = first ? ` starting with ${first}` : scopeOf(error.firstGuesses.length);
      const claim = error.proven ? `proven: every tree${scope} takes at least ${thousands(error.below)} guesses` : "not proven: the search tried only the best guesses at each node";
      console.log(`no tree found below ${thousands(error.below)} guesses in total; ${claim}; search ${formatSeconds(error.seconds + before.seconds)}, ${plural(error.nodes + before.nodes, "node", "nodes")}`);
      return 0;
    }
    clearBar();
    table?.end(guessOf(result.tree));
    tree = result.tree;
    // A first guess given narrows what is proven: the trees that open with it.
    const given1 = first && ` among the trees that ${after ? "go on" : "open"} with ${first}`;
    const scope = settledAll && result.proven ? settledAll : !result.proven ? "" : given1 || scopeOf(result.firstGuesses.length);
    const least = worst ? ` within ${limit + spent} guesses (fewest targets at guess ${limit + spent}, then fewest guesses)` : "";
    claim = `${result.proven ? "proven optimal" : "best found (not proven)"}${least}${scope}; search ${formatSeconds(result.seconds + before.seconds)}, ${plural(result.nodes + before.nodes, "node", "nodes")}`;
  }
  const check = checkTree(game, tree, { hard: given.hard as boolean | undefined, maxGuesses: limit });
  if (tableBest && check.total !== tableBest.total) {
    throw new Error(`${quoted(given.table as string)} says ${tableBest.guess} takes ${thousands(tableBest.total)} guesses, but its tree takes ${thousands(check.total)}; nothing is concluded`);
  }
  const opener = guessOf(tree);
  const n = game.targets.length;
  // With the objective worst, how many targets the worst case holds, counted by playing them.
  const atWorst = check.scores.filter((s) => s === check.worst).length;
  const holding = worst ? ` (${thousands(atWorst)} target${atWorst === 1 ? "" : "s"})` : "";
  console.log(`${after ? "next" : "first"} guess ${opener}: ${plural(check.total, "guess", "guesses")} in total, mean ${(check.total / n).toFixed(4)}, worst ${check.worst}${holding}`);
  if (after) console.log(`with ${after.steps} before it: ${plural(check.total + spent * n, "guess", "guesses")} for ${n === 1 ? "this one target" : `these ${thousands(n)} targets`}, worst ${check.worst + spent}${holding}`);
  const all = game.targets.length === 1 ? "its one target" : `all ${thousands(game.targets.length)} targets`;
  console.log(`${claim}; checked by playing ${all}`);
  if (toStdout) process.stdout.write(JSON.stringify(treeToJson(tree)) + "\n");
  if (output) {
    const json = JSON.stringify(treeToJson(tree)) + "\n";
    await replaceFile(output, given.output as string, (file, flag) => fs.writeFileSync(file, json, { flag }));
    console.log(`tree written to ${printable(given.output as string, 500)}`);
  }
  return 0;
}

/**
 * Runs the command keeping a record of it: the command line, then every line it prints, and the
 * line that says why if it fails, written to `file` when it ends (not when it is stopped, nor for
 * a mistake in its arguments or a file refused before any work: then nothing was found, and the
 * record is left as it was). The command owns its process, so its standard output is copied as
 * it is written.
 */
async function recording(file: string, typed: string, work: () => Promise<number>): Promise<number> {
  const printed: string[] = [`$ npm run solve -- ${shellWords(process.argv.slice(2))}\n`];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    printed.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    return write(chunk, ...rest);
  }) as typeof process.stdout.write;
  // Checked again at the end: a file of the user's put there during the run is not replaced either.
  const keep = async () => {
    if (!isRecordOrNone(file, typed)) {
      process.stderr.write(`solve: --record ${quoted(typed)} became a file that is not a record while the run went on; it is left as it was, and the record is not written (what the run printed is above)\n`);
      return false;
    }
    await replaceFile(file, typed, (to, flag) => fs.writeFileSync(to, printed.join(""), { flag }));
    return true;
  };
  try {
    const status = await work();
    process.stdout.write = write;
    return (await keep()) ? status : 1;
  } catch (e) {
    process.stdout.write = write;
    if (e instanceof UsageError || e instanceof Refusal) throw e;
    printed.push(`solve: ${(e as Error)?.message ?? String(e)}\n`);
    await keep();
    throw e;
  }
}

/**
 * The table of the first (or next) guesses a search tries, a line for each as it is settled:
 * "≥" marks a lower bound. Dozens of next guesses after a first one: the first ten tried, then
 * at the end the best (if not among them) and how many more.
 */
function triedTable(word: string, limit: number, proven: boolean, targets: number, last?: number) {
  // A guess that cannot finish in time says so in words; the column is as wide as they are.
  const none = proven ? `none within ${limit} guess${limit === 1 ? "" : "es"}` : "none found";
  // With the objective worst, the targets at the last guess, then the total: "12 at 5, 5,640".
  const width = Math.max(last === undefined ? 7 : 18, limit < Infinity ? none.length : 0); // 7: "≥ 6,505"
  const cost = (f: FirstGuessResult) => (last === undefined ? thousands(f.total) : `${thousands(f.atWorst!)} at ${last}, ${thousands(f.total)}`);
  const rows: string[][] = [];
  const line = ([guess, total, time]: string[]) => console.log(`${guess.padEnd(11)}  ${total.padStart(width)}  ${time.padStart(6)}`);
  let opened = false;
  return {
    add(f: FirstGuessResult) {
      if (!opened) console.log(`${word}  ${(last === undefined ? "total" : "at the last, total").padStart(width)}  search`);
      opened = true;
      // A bound with the objective worst is one on the pair, compared first by the targets at the
      // last guess: only that count is a bound by itself.
      const bound = () => (last === undefined ? `≥ ${thousands(f.total)}` : `≥ ${thousands(f.atWorst!)} at ${last}`);
      // A bound of more targets at the last guess than there are says that no tree finishes in time.
      const total = f.total === Infinity || (f.atWorst ?? 0) > targets ? none : f.exact ? cost(f) : bound();
      rows.push([f.guess, total, formatSeconds(f.seconds)]);
      if (rows.length <= 10) line(rows[rows.length - 1]);
    },
    end(best?: string) {
      if (rows.length <= 10) return;
      // Up to twelve are all shown; past that, the best and a count of the rest.
      const rest = rows.slice(10).filter((row) => rows.length <= 12 || row[0] === best);
      for (const row of rest) line(row);
      if (rows.length > 10 + rest.length) console.log(`… and ${rows.length - 10 - rest.length} more`);
    },
  };
}

/** The board --pegs and --colours name (default 4 and 6), refused past the codes a game is built with. */
function mastermindBoard(given: Parsed["options"]): G.GameSpec {
  const pegs = (given.pegs as number | undefined) ?? 4;
  const colours = (given.colours as number | undefined) ?? 6;
  if (colours ** pegs > M.MAX_CODES) throw new UsageError(`${pegs} pegs in ${colours} colours make ${thousands(colours ** pegs)} codes; the search takes at most ${thousands(M.MAX_CODES)}`);
  return M.mastermindSpec(pegs, colours);
}

/**
 * What a table's run stopped by a signal says as it ends: how many rows the table `file` keeps
 * (its lines but the title and header; each row is written whole), and, for a table of boards,
 * that its folder of groups keeps theirs, if it has one yet.
 */
function stoppedLine(file: string, typed: string, groups?: { folder: string; typed: string }): () => string {
  return () => {
    let lines = 0;
    try {
      lines = fs.readFileSync(file, "utf8").split("\n").length - 1;
    } catch {
      // No table yet (stopped as it began): it keeps no row.
    }
    const rows = Math.max(0, lines - 2);
    const kept = rows === 0 ? "no row yet" : `the ${plural(rows, "row", "rows")} settled so far`;
    const beside = groups && fs.existsSync(groups.folder) ? `, and ${quotedPath(groups.typed)} its tables of groups` : "";
    const next = rows === 0 && !beside ? "begin" : "go on from them";
    return `solve: stopped; ${quotedPath(typed)} keeps ${kept}${beside}: run the same command again to ${next}`;
  };
}

/**
 * The table of --boards or --groups (`mode`), checked before any work: only the options `others`
 * go with the mode (besides --table and --record), the table is one, a regular file that is
 * neither the record nor an input. `kept` says what the table keeps.
 */
function resumableTable(given: Parsed["options"], record: string | undefined, mode: "boards" | "groups", others: string[], kept: string): { table: string; typed: string } {
  for (const name of Object.keys(given)) {
    if (![mode, "table", "record", ...others].includes(name)) throw new UsageError(`${name === "output" ? "-o" : `--${name}`} does not go with --${mode}`);
  }
  if (given.table === undefined) throw new UsageError(`--${mode} needs --table FILE, where ${kept} are kept as they are settled`);
  const typed = given.table as string;
  const table = writeTarget(userPath(typed), typed, { regular: true });
  if (record !== undefined && (record === table || sameFile(record, table))) throw new UsageError("--record and --table name the same file");
  refuseInputs(table, typed, projectInputs()); // the record was checked so as the command began
  return { table, typed };
}

/**
 * --boards N --table FILE: every Mastermind board of at most N codes, settled into the table
 * (src/cli/boards.ts), then each board's results, one line each.
 */
async function everyBoard(given: Parsed["options"], record?: string): Promise<number> {
  if ((given.game ?? "mastermind") !== "mastermind") throw new UsageError("--boards is for Mastermind (--game mastermind)");
  const { table, typed } = resumableTable(given, record, "boards", ["game", "time-limit", "pegs", "groups-above", "whole-first", "workers"], "each board's first guesses");
  // Its big boards' groups go in a folder named after it less .csv: t and t.csv would share one.
  if (!table.endsWith(".csv")) {
    const leads = table === userPath(typed) ? "" : ` (it leads to ${quotedPath(table)})`;
    throw new UsageError(`--table ${quoted(typed)}${leads}: a table of boards is a file named FILE.csv, and its big boards' reply groups go in the folder FILE-groups beside it`);
  }

  // A record where the table's groups go is refused here, before any work: in the folder as
  // named, or where it leads if it is a link.
  const groups = groupsFolder(table);
  sayIfStopped(stoppedLine(table, typed, { folder: groups, typed: groupsFolder(typed) }));
  const inside = (folder: string, file: string) => {
    const from = path.relative(folder, path.resolve(file));
    return from !== ".." && !from.startsWith(`..${path.sep}`) && !path.isAbsolute(from);
  };
  if (record !== undefined && (inside(groups, record) || inside(realOf(groups), record))) {
    throw new UsageError(`--record ${quoted(record)} is in ${quotedPath(groups)}, the folder where the table's big boards keep their reply groups: name a file outside it`);
  }
  const maxCodes = given.boards as number;
  if (given.pegs !== undefined && (given.pegs as number) < 2) throw new UsageError(`--pegs ${given.pegs}: a board has at least 2 pegs (and 2 colours)`);
  if (given.pegs !== undefined && !boards(maxCodes).some(([p]) => p === given.pegs)) {
    throw new UsageError(`no board of ${given.pegs} pegs has 2 colours or more and at most ${thousands(maxCodes)} codes`);
  }
  const timeLimit = (given["time-limit"] as number | undefined) ?? Infinity;
  const count = boards(maxCodes).filter(([p]) => given.pegs === undefined || p === given.pegs).length;
  const limit = timeLimit === Infinity ? "no time limit" : `at most ${formatSeconds(timeLimit)} a board in this run`;
  const which = given.pegs === undefined ? "at least 2 pegs" : `${given.pegs} pegs`;
  const boardsWord = count === 1 ? "board" : "boards";
  console.log(`every Mastermind board of ${which} in 2 colours or more, at most ${thousands(maxCodes)} codes: ${count} ${boardsWord}, ${limit}`);
  const pegs = given.pegs as number | undefined;
  const groupsAbove = (given["groups-above"] as number | undefined) ?? GROUPS_ABOVE;
  const workers = (given.workers as number | undefined) ?? os.availableParallelism();
  const quick = given["whole-first"] as number | undefined;
  const { results, stopped, complete } = await settleBoards({ file: table, typed, maxCodes, timeLimit, pegs, groupsAbove, workers, quick });
  console.log("");
  console.log("board  codes   first guess     least total    mean  least worst case  (total within it)  search");
  for (const r of results) {
    const board = `${r.pegs}×${r.colours}`.padEnd(5);
    console.log(`${board}  ${thousands(r.codes).padStart(5)}   ${r.first.padEnd(12)}  ${thousands(r.total).padStart(11)}  ${fixed(r.total / r.codes, 4).padStart(7)}  ${String(r.worst).padStart(16)}  ${`(${thousands(r.totalWithinWorst)})`.padStart(17)}  ${formatKeptSeconds(r.seconds).padStart(7)}`);
  }
  const settled = `${results.length} of ${count} ${boardsWord} proven`;
  const rest = complete ? "; the table is complete, sorted" : given.pegs === undefined ? "" : "; the table's other boards are for other runs";
  console.log(stopped.length === 0 ? `${settled}${rest}` : `${settled}; not yet: ${stopped.join(", ")} (run the same command again to go on)`);
  return 0;
}

/**
 * --groups --table FILE: a code game's optimum, one reply group of the first guess at a time
 * (src/cli/groups.ts), then each group's result and, once all are proven, the game's.
 */
async function everyGroup(given: Parsed["options"], record?: string): Promise<number> {
  const kind = (given.game as string | undefined) ?? "wordle";
  if (kind !== "bulls-cows" && kind !== "mastermind") throw new UsageError("--groups is for Bulls and Cows or Mastermind (--game bulls-cows or mastermind)");
  const others = ["game", "time-limit", "workers", "pegs", "colours", "first", "max-guesses", "objective"];
  const { table, typed } = resumableTable(given, record, "groups", others, "each group's next guesses");
  sayIfStopped(stoppedLine(table, typed));
  const spec = kind === "mastermind" ? mastermindBoard(given) : M.bullsAndCowsSpec();
  // A big board's table takes seconds, before the group table is opened: stopped at once.
  const game = await stoppableAtOnce(() => G.makeGame(spec));
  const openers = M.openingClasses(game);
  let first = given.first as string | undefined;
  if (first === undefined && openers.length > 1) throw new UsageError(`--groups needs --first GUESS for ${game.name}: its first guesses are ${openers.length} patterns (${openers.join(", ")})`);
  first = first === undefined ? openers[0] : G.inCase(game.alphabet, first);
  if (!game.guessIndex.has(first)) throw new UsageError(`${quoted(first)} is not an allowed guess`);
  const limit = (given["max-guesses"] as number | undefined) ?? Infinity;
  if (limit < 2) throw new UsageError("--max-guesses with --groups leaves no guess after the first");
  const objective = given.objective === "worst" ? "worst" : "total";
  if (objective === "worst" && limit === Infinity) throw new UsageError("--objective worst with --groups needs --max-guesses N: the codes found at the Nth guess are counted");
  // The biggest group's costs must fit the search's numbers, which is checked before any work.
  const biggest = objective === "worst" ? Math.max(...[...partition(game, first, game.targets).values()].map((g) => g.length)) : 0;
  if (objective === "worst" && !worstFits(biggest, limit - 1)) throw new UsageError(`--max-guesses ${limit} is too many for --objective worst: ${first}'s biggest group of ${thousands(biggest)} codes would outgrow the search's numbers`);
  const kindOf = kind === "mastermind" ? { kind: "mastermind" as const, pegs: (given.pegs as number | undefined) ?? 4, colours: (given.colours as number | undefined) ?? 6 } : { kind: "bulls-cows" as const };
  const nexts = M.groupSymmetries(spec, first).nextGuesses;
  const timeLimit = (given["time-limit"] as number | undefined) ?? Infinity;
  const within = limit === Infinity ? "with no guess limit" : `within ${limit} guesses`;
  const what = objective === "worst" ? `fewest codes at guess ${limit}, then fewest guesses` : "fewest guesses in total";
  console.log(`${game.name} after ${first}, ${within}, ${what}: each reply group's ${nexts.length} next guesses (one per set the symmetries keeping ${first} turn into one another)${timeLimit < Infinity ? `, at most ${formatSeconds(timeLimit)} a group in this run` : ""}`);
  const { setting, results, stopped, complete } = await settleGroups({ file: table, typed, kind: kindOf, game, spec, first, limit, objective, nexts, timeLimit, workers: (given.workers as number | undefined) ?? os.availableParallelism() });
  console.log("");
  console.log(`group  codes  next guess  ${`after ${first}`.padStart(18)}    search`);
  for (const r of results) console.log(`${r.reply.padEnd(5)}  ${String(r.codes).padStart(5)}  ${r.guess.padEnd(10)}  ${costText({ ...r, exact: true }, limit).padStart(18)}  ${formatKeptSeconds(r.seconds).padStart(8)}`);
  const n = game.targets.length;
  if (stopped.length > 0) {
    console.log(`${results.length} of ${setting.groups.length} groups proven; not yet: ${stopped.join(", ")} (run the same command again to go on)`);
    return 0;
  }
  if (results.some((r) => r.total === Infinity)) {
    console.log(`proven: no tree that opens with ${first} finds every code ${within}`);
    return 0;
  }
  const total = n + results.reduce((sum, r) => sum + r.total, 0);
  const seconds = formatSeconds(results.reduce((sum, r) => sum + r.seconds, 0));
  const atWorst = results.reduce((sum, r) => sum + (r.atWorst ?? 0), 0);
  const only = openers.length === 1 ? ` (every first guess is ${first} up to symmetry)` : "";
  const least = objective === "worst" ? `${thousands(atWorst)} codes at guess ${limit}, the fewest of any tree that opens with ${first}${only}, and with them ${thousands(total)} guesses (mean ${(total / n).toFixed(4)}), the fewest` : `${thousands(total)} guesses (mean ${(total / n).toFixed(4)}), the fewest of any tree that opens with ${first}${only}`;
  console.log(`every group proven${complete ? " (the table is sorted)" : ""}: ${within}, ${thousands(n)} codes + the groups' totals = ${least}; the groups' searches took ${seconds}`);
  return 0;
}

/** A value of --after for each game, shown when a value is not of that form. */
const afterExamples: Record<string, string> = { wordle: "SALET=.....", mastermind: "1111=0B0W", "bulls-cows": "0123=0B0C" };

/**
 * The steps of --after: GUESS=REPLY, or a path of them separated by commas (0123=0B1C,1456=0B2C),
 * each guess once. Their form only: whether the game has those guesses and replies is afterPath's.
 */
function afterSteps(value: string, kind: string): [guess: string, reply: string][] {
  const steps: [string, string][] = [];
  for (const step of value.split(",")) {
    const match = /^\s*([^=\s]+)\s*=\s*([^=\s]+)\s*$/.exec(step);
    if (!match) throw new UsageError(`--after takes GUESS=REPLY, or several separated by commas, for example ${afterExamples[kind]}, not ${quoted(value)}`);
    // Mastermind's colours past Z are small letters; every other code is read in capitals.
    const [guess, reply] = [kind === "mastermind" ? match[1] : match[1].toUpperCase(), match[2].toUpperCase()];
    if (steps.some(([g]) => g === guess)) throw new UsageError(`--after guesses ${guess} twice: the second time tells nothing new`);
    steps.push([guess, reply]);
  }
  return steps;
}

/** The game that --after's steps leave: the group of targets the last reply leaves (groupSpec checks each step). */
function afterPath(game: G.GameSpec, steps: [string, string][]): { guesses: string[]; steps: string; group: G.GameSpec } {
  let group = game;
  for (const [guess, reply] of steps) {
    try {
      group = G.groupSpec(group, guess, reply);
    } catch (error) {
      throw new UsageError(`--after ${quoted(`${guess}=${reply}`)}: ${(error as Error).message}`);
    }
    // The reply to a right guess ends the game: there is nothing after it to search.
    if (reply === game.rule.show(game.rule.correct(guess.length), guess.length)) {
      throw new UsageError(`--after ${quoted(`${guess}=${reply}`)}: ${reply} says ${guess} is the target, and the game is over`);
    }
  }
  const guesses = steps.map(([guess]) => guess);
  return { guesses, steps: guesses.join(" and "), group };
}

/** The value of --first-guesses: a whole number of at least 1. */
function whole(value: string): number {
  if (!/^\s*\d+\s*$/.test(value) || !(Number(value) >= 1)) throw new UsageError(`--first-guesses takes a whole number of at least 1, or all, not ${quoted(value)}`);
  return Number(value);
}

/**
 * First guesses in the order to try them: the smallest expected group first, so the best total
 * is likely found first and the others are cut off against it.
 */
function bestFirst(game: G.Game, guesses: string[]): string[] {
  const expected = new Map(guesses.map((g) => [g, expectation(partitionCounts(game, g, game.targets))]));
  return [...guesses].sort((a, b) => expected.get(a)! - expected.get(b)!);
}

/** Wordle on the lists the options name; every target is made an allowed guess. Each file read is added to `inputs`. */
async function wordleSpec(given: Record<string, unknown>, inputs: Record<string, string>): Promise<G.GameSpec> {
  const read = async (option: string, list: string) => {
    const loaded = await words(list);
    if (loaded.file) inputs[`the ${option} list ${quoted(list)} (${loaded.file})`] = loaded.file;
    return loaded.words;
  };
  const targets = await read("--targets", (given.targets as string | undefined) ?? "wordle-small");
  const guessList = given.guesses as string | undefined;
  const guesses = guessList === undefined ? targets : await read("--guesses", guessList);
  const listed = new Set(guesses);
  return G.wordleSpec(targets, [...guesses, ...targets.filter((t) => !listed.has(t))]);
}


