/**
 * `npm run bench [-- SECTION...] [-o docs/speed.md]`: the project's speed figures from one run on
 * this machine, each beside its target. Small steps are timed like %timeit (the mean over many
 * loops); big ones once. With -o the same lines are written as a page, headed by the machine,
 * the date and the command line, so the figures the docs quote are what a run printed.
 */
import * as bee from "../src/spellingBee";
import { loadWordList } from "../src/wordlists";
import { formatSeconds } from "../src/format";
import { measure, timeit } from "../src/timing";
import * as G from "../src/game";
import * as T from "../src/guessTree";
import * as O from "../src/optimal";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { clueRule, ContestStream } from "../src/clueContest";
import { bullsAndCowsGame, bullsAndCowsSpec, codeStabilizer, groupSymmetries, mastermindGame, openingClasses } from "../src/codeBreaking";
import { PythonRandom } from "../src/random";
import { components, wordGraph } from "../src/wordGraph";
import * as H from "../src/hangman";
import { buildSite } from "../src/site/build";
import { explorePages } from "../src/site/explore";
import { findPython } from "../src/system";
import { chromiumPath } from "../src/figures";
import { runBeside, signalsHeard } from "../src/cleanup";
import { command, userPath, UsageError } from "../src/cli/command";
import { projectInputs, refuseInputs, replaceFile, writeTarget } from "../src/cli/files";
import * as specs from "../src/cli/specs";
import { readTable, tableTitle } from "../src/firstGuessTable";

const root = path.resolve(__dirname, "..");

interface Row {
  step: string;
  seconds: number;
  how: string;
  target?: number;
}

/** A program run beside the bench (src/cleanup.ts), from the project's folder. */
const run = (program: string, args: string[], env?: NodeJS.ProcessEnv) => runBeside(program, args, { cwd: root, env });

const rows: Row[] = [];
/** Every line printed, for the page -o writes. */
const printed: string[] = [];
function say(line = "") {
  printed.push(line);
  console.log(line);
}
function record(step: string, seconds: number, how: string, target?: number) {
  rows.push({ step, seconds, how, target });
  const verdict = target === undefined ? "" : seconds <= target ? `  ok (target ≤ ${formatSeconds(target)})` : `  OVER target ${formatSeconds(target)}`;
  say(`${step.padEnd(52)} ${formatSeconds(seconds).padStart(9)}  ${how}${verdict}`);
}

async function spellingBee() {
  say("Spelling Bee (enable1)");
  const load = await measure(async () => bee.wordList(await loadWordList("enable1")));
  record("load, check and parse enable1", load.wall, "once");
  const big = load.result;
  const table = new bee.PointsTable(big);
  const t = timeit(() => new bee.PointsTable(big));
  record("points table", t.mean, `mean of ${t.runs}×${t.loops}`);
  const s = timeit(() => bee.topHoneycombByTable(table));
  record("top honeycomb over all 55,902 candidates", s.mean, `mean of ${s.runs}×${s.loops}`);
  const b = timeit(() => bee.branchAndBound(table));
  record("branch and bound (8,084 honeycombs)", b.mean, `mean of ${b.runs}×${b.loops}; best ${formatSeconds(b.best)}`, 0.003);
  const all = await measure(() => bee.scoreAllHoneycombs(table));
  record("all 3,364,900 honeycombs, exactly", all.wall, "once", 1.5);
  const again = await measure(() => bee.scoreAllHoneycombs(table));
  record("all 3,364,900 honeycombs, second run", again.wall, "once", 1.5);
}

async function wordle() {
  say("\nWordle (2,309 targets)");
  const words = (await loadWordList("wordle-small")).map((w) => w.toUpperCase());
  const all = await measure(() => {
    const game = G.wordle(words);
    const table = performance.now();
    for (const inconsistent of [false, true]) {
      for (const metric of [T.max, T.expectation, T.negEntropy]) T.minimizingTree(game, metric, { inconsistent });
    }
    return { game, trees: (performance.now() - table) / 1000 };
  });
  record("reply table 2,309 × 2,309 + six greedy trees", all.wall, "once", 1);
  record("  of which the six trees", all.result.trees, "once");
  const table = timeit(() => G.wordle(words), 3);
  record("reply table 2,309 × 2,309 alone", table.mean, `mean of ${table.runs}×${table.loops}`);
  const big = (await loadWordList("wordle-big")).map((w) => w.toUpperCase());
  const wide = await measure(() => G.wordle(words, big));
  record("reply table 12,972 × 2,309", wide.wall, "once");
}

async function optimal() {
  say("\nOptimal Wordle trees (2,309 targets × 12,972 guesses)");
  const words = (await loadWordList("wordle-small")).map((w) => w.toUpperCase());
  const big = (await loadWordList("wordle-big")).map((w) => w.toUpperCase());
  const game = G.wordle(words, big);
  const solve = (options: O.SearchOptions) => {
    const result = O.optimalTree(game, options);
    return `total ${result.total}, ${result.nodes.toLocaleString("en-US")} nodes`;
  };
  const runs = async (options: O.SearchOptions, target: number, label: string) => {
    const times: number[] = [];
    let what = "";
    for (let r = 0; r < 3; r++) {
      await signalsHeard();
      const t0 = performance.now();
      what = solve(options);
      times.push((performance.now() - t0) / 1000);
    }
    record(label, Math.min(...times), `best of 3 (${times.map((t) => formatSeconds(t)).join(", ")}); ${what}`, target);
  };
  await runs({ first: "SALET" }, 5, "exact search from SALET (proof)");
  await runs({ first: "SALET", hard: true }, 8, "exact search from SALET, hard mode");
  await runs({ first: "SALET", top: 8 }, 5, "8 best guesses per node from SALET");
  await signalsHeard();
  const ten = await measure(() => O.optimalTree(game, { firstGuesses: 10 }));
  const firsts = ten.result.firstGuesses;
  const reached = firsts.findIndex((f) => f.exact && f.total === ten.result.total);
  const until = firsts.slice(0, reached + 1).reduce((sum, f) => sum + f.seconds, 0);
  record("exact search over the 10 top-ranked first guesses", ten.wall, `once; best ${ten.result.total} (${firsts[reached].guess}), found after ${formatSeconds(until)}`, 60);
  // As `npm run solve` starts it (without npm's own start-up); the target is issue 15's: the best
  // C++ solver's whole run for the same proof.
  const args = [path.join(root, "src", "cli", "solve.ts"), "--guesses", "wordle-big", "--targets", "wordle-small", "--first", "SALET"];
  const cli = await measure(() => run(process.execPath, ["--require", "tsx/cjs", ...args]));
  const ok = cli.result.status === 0 ? "" : `, FAILED: ${cli.result.stderr.trim().split("\n").pop()}`;
  record("npm run solve -- ... --first SALET, end to end", cli.wall, `process start, lists, reply table, search, check${ok}`, 1.3);
}

async function judge() {
  say("\nThe perfect player's verdict (2,309 targets × 12,972 guesses)");
  const words = (await loadWordList("wordle-small")).map((w) => w.toUpperCase());
  const big = (await loadWordList("wordle-big")).map((w) => w.toUpperCase());
  const game = G.wordle(words, big);
  const csv = fs.readFileSync(path.join(root, "data", "first-guesses", "wordle-small.normal.csv"), "utf8");
  const table = readTable(csv, game, tableTitle(game, false, 6)).rows;
  const fresh = (timeLimit?: number) => new O.Judge(game, { table, timeLimit });
  const shiny = await measure(() => fresh().judge(["CRANE", "SLOTH", "SHINY"], "SHINY"));
  record("judge CRANE, SLOTH, SHINY (a fresh judge)", shiny.wall, "once", 1);
  // The perfect player's own games, one judge for all: each position is valued once.
  const perfect = O.optimalTree(game, { first: "SALET" }).tree;
  const judge = fresh();
  const sample = words.filter((_, i) => i % 23 === 0);
  const times: number[] = [];
  for (const target of sample) {
    await signalsHeard();
    const guesses = G.play(game, T.treeGuesser(perfect), { target }).turns.map((t) => t.guess);
    times.push((await measure(() => judge.judge(guesses, target))).wall);
  }
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const spread = (xs: number[]) => {
    const s = sorted(xs);
    return `median ${formatSeconds(s[Math.floor(s.length / 2)])}, 90% ${formatSeconds(s[Math.floor(0.9 * s.length)])}, slowest ${formatSeconds(s[s.length - 1])}`;
  };
  record(`judge the perfect player's games (${sample.length} targets, one judge)`, times.reduce((a, b) => a + b, 0), spread(times));
  // Norvig's random consistent guesser: random openers, most of them only bounded in the table, each
  // searched for at most two seconds (as the page does) before its bound is shown.
  const random = new PythonRandom("judge bench");
  const hurried = fresh(2);
  const games: number[] = [];
  let bounded = 0;
  for (const target of words.filter((_, i) => i % 230 === 0)) {
    await signalsHeard();
    const guesses = G.play(game, G.randomGuesser(random), { target }).turns.map((t) => t.guess).slice(0, 6);
    const verdict = await measure(() => hurried.judge(guesses, target));
    if (verdict.result.rows.some((row) => !row.proven)) bounded++;
    games.push(verdict.wall);
  }
  record(`judge ${games.length} random consistent games (2 s per search)`, games.reduce((a, b) => a + b, 0), `${spread(games)}; ${bounded} with a bound shown`);
}

async function mastermind() {
  say("\nMastermind clues and the word graph");
  const random = new PythonRandom("bench");
  const five = () => Uint8Array.from({ length: 5 }, () => 48 + random.randbelow(10));
  const pairs = Array.from({ length: 1000 }, () => [five(), five()]);
  const c = timeit(() => {
    for (const [a, g] of pairs) clueRule.code(g, a);
  });
  record("one clue (random digit pairs)", c.mean / pairs.length, `${((pairs.length / c.mean) / 1e6).toFixed(1)} million clues per second`);
  const rows = 1_000_000;
  const text = Array.from({ length: rows }, () => `${String(random.randbelow(100000)).padStart(5, "0")} ${String(random.randbelow(100000)).padStart(5, "0")}`).join("\n") + "\n";
  const data = Buffer.from(text);
  const runs: number[] = [];
  for (let r = 0; r < 3; r++) {
    const streamed = await measure(() => {
      const stream = new ContestStream();
      for (let i = 0; i < data.length; i += 1 << 20) stream.push(data.subarray(i, i + (1 << 20)));
      stream.end();
    });
    runs.push(streamed.wall);
  }
  const best = Math.min(...runs);
  record("contest stream, 1,000,000 rows in memory", best, `best of 3: ${(rows / best / 1e6).toFixed(1)} million rows per second`, rows / 5e6);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  fs.writeFileSync(path.join(dir, "contest_input.txt"), data);
  const tool = await measure(() =>
    run(process.execPath, ["--require", "tsx/cjs", path.join(__dirname, "..", "src", "cli", "clues.ts"), path.join(dir, "contest_input.txt"), "-o", path.join(dir, "final_output.txt")]),
  );
  record("npm run clues, 1,000,000-row file end to end", tool.wall, "files on disk, process start included");
  fs.rmSync(dir, { recursive: true });
  const words = await loadWordList("sgb-words");
  const g = timeit(() => components(wordGraph(words)), 3);
  record("word graph of 5,757 words with components", g.mean, `mean of ${g.runs}×${g.loops}`, 0.1);
}

async function hangman() {
  say("\nHangman (173,528 words)");
  const words = await loadWordList("hangman-words");
  const compiled = await measure(() => H.compileTrees(words));
  record("compile the original's trees, all lengths", compiled.wall, "once", 1.5);
  const evaluated = await measure(() => H.evaluate(compiled.result, words));
  record("play every word against its tree", evaluated.wall, "once", 1.5);
  const rollout = await measure(() => H.compileTrees(words, "rollout"));
  record("compile the rollout trees", rollout.wall, "once");
}

async function site() {
  say("\nThe teaching site (npm run site), from the saved notebooks");
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "bench-site-"));
  try {
    const report = await buildSite({ out: path.join(out, "site") });
    const mb = (report.bytes / 1e6).toFixed(1);
    record(`build ${report.pages} pages, ${report.charts} charts (${mb} MB)`, report.seconds, "once", 10);
    // Of which: the explorables' bundles, their word lists, and the optimal opening (the Wordle page's).
    const explore = await measure(() => explorePages());
    record(`the explorables alone (${explore.result.size} files)`, explore.wall, "once", 10);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/**
 * Code-breaking: Knuth's tree, the exact optimum of Mastermind and its worst case, a row of the
 * Bulls and Cows groups' tables in each objective, and Ville's board (`-- codebreaking`; minutes).
 */
async function codebreaking() {
  say("\nMastermind and Bulls and Cows (npm run bench -- codebreaking)");
  const game = mastermindGame();
  const rule = T.knuthRule;
  const knuth = await measure(() => T.minimizingTree(game, T.max, rule));
  record("Knuth's tree (1,296 codes)", knuth.wall, `${T.checkTree(game, knuth.result, { maxGuesses: Infinity }).total} guesses`, 1);
  const from1123 = await measure(() => O.optimalTree(game, { first: "1123", maxGuesses: Infinity }));
  record("optimum from 1123, proven", from1123.wall, `${from1123.result.total} guesses`);
  const all = await measure(() => O.optimalTree(game, { first: ["1123", "1234", "1122", "1112", "1111"], maxGuesses: Infinity }));
  record("optimum over every first guess, proven", all.wall, `${all.result.total} guesses, one core`, 60);
  const openers = openingClasses(game);
  const symmetric = await measure(() => O.optimalTree(game, { first: openers, maxGuesses: Infinity, stabilizer: codeStabilizer(game) }));
  record("the same, with the symmetries", symmetric.wall, `${symmetric.result.total} guesses`, 60);
  // A board of many colours, where the symmetries are mostly renamings of the colours not yet guessed.
  const wide = mastermindGame(3, 10);
  const board = await measure(() => O.optimalTree(wide, { first: openingClasses(wide), maxGuesses: Infinity, stabilizer: codeStabilizer(wide) }));
  record("3 pegs × 10 colours, over every first guess", board.wall, `${board.result.total} guesses for 1,000 codes`);
  // Two pegs in many colours: no guess limit, and a memo that must keep what the tree is built from.
  const pair = mastermindGame(2, 40);
  const pairs = await measure(() => O.optimalTree(pair, { first: openingClasses(pair), maxGuesses: Infinity, stabilizer: codeStabilizer(pair) }));
  record("2 pegs × 40 colours, over every first guess", pairs.wall, `${pairs.result.total} guesses for 1,600 codes, ${pairs.result.nodes.toLocaleString("en-US")} nodes`);
  // Two colours on many pegs: the pegs a guess colours alike reorder in every way, counted, not listed.
  const binary = mastermindGame(10, 2);
  const binaries = await measure(() => O.optimalTree(binary, { first: openingClasses(binary), maxGuesses: Infinity, stabilizer: codeStabilizer(binary) }));
  record("10 pegs × 2 colours, over every first guess", binaries.wall, `${binaries.result.total} guesses for 1,024 codes`);
  // The objective worst: the fewest codes at the fifth guess, then the fewest guesses.
  const fewest = await measure(() => O.optimalTree(game, { first: openers, maxGuesses: 5, objective: "worst", stabilizer: codeStabilizer(game) }));
  record("fewest codes at the fifth guess, proven", fewest.wall, `${fewest.result.atWorst} codes, ${fewest.result.total} guesses`, 60);
  const bulls = bullsAndCowsGame();
  const greedy = await measure(() => T.minimizingTree(bulls, T.negEntropy, rule));
  record("Bulls and Cows: greedy entropy tree", greedy.wall, `${T.checkTree(bulls, greedy.result, { maxGuesses: Infinity }).total} guesses (optimum not reached)`);
  // A row of the groups' tables: one group of 0123, one next guess, with the symmetries keeping 0123.
  const spec = bullsAndCowsSpec();
  const { stabilizer } = groupSymmetries(spec, "0123");
  const group = G.makeGame(G.groupSpec(spec, "0123", "1B1C"));
  const row = await measure(() => O.optimalTree(group, { first: "0245", maxGuesses: 6, stabilizer }));
  record("Bulls and Cows: 0123 = 1B1C from 0245, within seven", row.wall, `${row.result.total} guesses after 0123, 720 codes`);
  const biggest = G.makeGame(G.groupSpec(spec, "0123", "0B2C"));
  const worst = await measure(() => O.optimalTree(biggest, { first: "1234", maxGuesses: 6, objective: "worst", stabilizer }));
  record("0123 = 0B2C from 1234, fewest codes at the seventh", worst.wall, `${worst.result.atWorst} codes, ${worst.result.total} guesses, 1,260 codes`);
  // The table of boards with its rows of nothing to beat settled one reply group at a time (the
  // biggest boards' way), then whole: 3 pegs, boards of up to 1,000 codes, a command of its own.
  for (const [above, how] of [[200, "rows by groups"], [4096, "rows whole"]] as const) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
    const args = ["--game", "mastermind", "--boards", "1000", "--pegs", "3", "--groups-above", String(above), "--workers", "1", "--table", path.join(dir, "boards.csv")];
    const boards = await measure(() => run(process.execPath, ["--require", "tsx/cjs", path.join(root, "src", "cli", "solve.ts"), ...args]));
    fs.rmSync(dir, { recursive: true, force: true });
    const ended = boards.result.status === 0 ? `9 boards, --groups-above ${above}` : `FAILED, status ${boards.result.status}`;
    record(`boards of 3 pegs ≤ 1,000 codes, ${how}`, boards.wall, `${ended}, process start included`);
  }
  // Ville's board, 4 pegs in 7 colours, the biggest the literature settled.
  const ville = mastermindGame(4, 7);
  const villeBest = await measure(() => O.optimalTree(ville, { first: openingClasses(ville), maxGuesses: Infinity, stabilizer: codeStabilizer(ville) }));
  record("4 pegs × 7 colours, over every first guess", villeBest.wall, `${villeBest.result.total} guesses for 2,401 codes`);
}

/**
 * Busy CPU seconds of the whole machine so far (every process: kernels, Chromium, Python), from
 * Linux's /proc/stat; null elsewhere. On a shared virtual machine wall times vary from run to run
 * by a fifth or more, and the CPU spent says whether the work or the machine changed.
 */
function machineBusy(): number | null {
  if (!fs.existsSync("/proc/stat")) return null;
  const [user, nice, system, , , irq, softirq, steal] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq + steal) / 100; // clock ticks of 1/100 s
}

/** "once", with the machine's busy CPU seconds since `from` where they can be read. */
function onceWithCpu(from: number | null): string {
  const now = machineBusy();
  return from === null || now === null ? "once" : `once, ${(now - from).toFixed(0)} CPU-s over all ${os.cpus().length} cores`;
}

/**
 * Every notebook executed (not saved) under tslab, one at a time, and then run in Chromium by the
 * site's runner (Run all, from the site opened from disk), each beside its tslab time.
 */
async function notebooks() {
  say("\nThe notebooks, executed one at a time under tslab (scripts/run-notebooks.py --check --jobs 1)");
  const python = findPython() ?? "python3";
  const files = fs.readdirSync(path.join(root, "notebooks")).filter((f) => f.endsWith(".ipynb")).sort();
  const [started, busy] = [performance.now(), machineBusy()];
  const env = { ...process.env, JUPYTER_PATH: path.join(root, ".jupyter") };
  const done = await run(python, [path.join(root, "scripts", "run-notebooks.py"), "--check", "--jobs", "1", ...files.map((f) => path.join("notebooks", f))], env);
  const tslab = new Map<string, number>();
  for (const [, name, seconds] of done.stdout.matchAll(/^(\S+)\.ipynb: \d+ cells, ([\d.]+) s, ok$/gm)) {
    tslab.set(name, Number(seconds));
    record(`${name}.ipynb`, Number(seconds), "once");
  }
  record("all notebooks", (performance.now() - started) / 1000, onceWithCpu(busy) + (done.status === 0 ? "" : ", FAILED"));

  say("\nThe same notebooks in Chromium: the site's runner, Run all (the site opened from disk)");
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "bench-runner-"));
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const site = path.join(folder, "site");
    await buildSite({ out: site });
    const bytes = (file: string) => fs.statSync(path.join(site, "runner", file)).size;
    say(`runner/runner.js ${(bytes("runner.js") / 1e6).toFixed(2)} MB, loaded when the switch is pressed; then the notebook (runner/notebook/) and the files cells read (runner/files.js, ${(bytes("files.js") / 1e6).toFixed(2)} MB); word lists and danfojs (${(bytes("danfojs.js") / 1e6).toFixed(1)} MB) when a cell asks`);
    for (const name of [...tslab.keys()]) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`file://${site}/${name}.html`);
      const asked = performance.now();
      await page.click('[data-testid="run-switch"]');
      await page.waitForSelector('[data-testid="run-all"]');
      record(`${name}: switch on to runnable`, (performance.now() - asked) / 1000, "once", 2);
      const begun = performance.now();
      await page.click('[data-testid="run-all"]');
      await page.waitForFunction(
        () => [...document.querySelectorAll('[data-testid="code-cell"]')].every((c) => !["queued", "running"].includes((c as HTMLElement).dataset.state!)),
        null,
        { timeout: 900_000, polling: 200 },
      );
      const failed = await page.$$eval('[data-testid="code-cell"][data-state="error"]', (cells) => cells.length);
      record(`${name}: Run all in Chromium`, (performance.now() - begun) / 1000, `once${failed ? `, ${failed} cells FAILED` : ""}; tslab ${formatSeconds(tslab.get(name)!)}`, 1.5 * tslab.get(name)!);
      await page.close();
    }
  } finally {
    await browser.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** The whole test suite, as `npm test` runs it after installing. */
async function tests() {
  say("\nThe test suite (vitest run)");
  const [started, busy] = [performance.now(), machineBusy()];
  const done = await run(path.join(root, "node_modules", ".bin", "vitest"), ["run"]);
  const summary = /Tests\s+(.*)/.exec(done.stdout.replace(/\x1b\[[0-9;]*m/g, ""))?.[1] ?? "no summary";
  record("npm test (tests only)", (performance.now() - started) / 1000, `${summary.trim()}; ${onceWithCpu(busy)}`, 150);
}

/** The sections, in the order they run; the last three take minutes and run only when named. */
const sections = { spellingBee, wordle, optimal, judge, mastermind, hangman, site, codebreaking, notebooks, tests };
const everyDay = ["spellingBee", "wordle", "optimal", "mastermind", "hangman", "site"];

command(specs.bench, async ({ options, positionals }) => {
  const unknown = positionals.filter((a) => !Object.hasOwn(sections, a));
  if (unknown.length > 0) throw new UsageError(`unknown section ${unknown.join(", ")}; the sections are ${Object.keys(sections).join(", ")}`);
  const asked = positionals.length > 0 ? positionals : everyDay;
  const typed = options.output as string | undefined;
  if (typed === "-") throw new UsageError("-o - is standard output, where the figures go already: name a file");
  const page = typed === undefined ? undefined : writeTarget(userPath(typed), typed); // checked before the work
  if (page) refuseInputs(page, typed!, projectInputs()); // never over the word lists or their manifest
  const machine = `node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "unknown CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`;
  const date = new Date().toISOString();
  say(`${machine}, ${date}\n`);
  for (const [name, section] of Object.entries(sections)) {
    if (!asked.includes(name)) continue;
    await section();
    await signalsHeard();
  }
  const over = rows.filter((r) => r.target !== undefined && r.seconds > r.target);
  say(`\n${rows.length} measurements, ${over.length} over target`);
  if (page) {
    const line = ["npm run bench --", ...positionals, "-o", typed!].join(" ");
    const text = [
      positionals.length ? `# Speed: ${positionals.join(", ")}` : "# Speed",
      "",
      `What \`${line}\` printed on ${date.slice(0, 10)}, on ${machine}${os.platform() === "linux" ? " (Linux)" : ""}.`,
      "Each line gives a step, its time, how it was timed and, where the project has one, its target:",
      "`ok` when the step took no longer, `OVER` when it took longer.",
      "A shared virtual machine's times vary from run to run by a fifth or more.",
      "",
      "```text",
      ...printed,
      "```",
      "",
    ].join("\n");
    await replaceFile(page, typed!, (file, flag) => fs.writeFileSync(file, text, { flag }));
  }
  return 0;
});
