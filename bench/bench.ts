/**
 * `npm run bench`: the project's speed figures from one run on this machine, each beside its
 * target. Small steps are timed like %timeit (the mean over many loops); big ones once.
 */
import * as bee from "../src/spellingBee";
import { loadWordList } from "../src/wordlists";
import { formatSeconds } from "../src/format";
import { measure, timeit } from "../src/timing";
import * as G from "../src/game";
import * as T from "../src/guessTree";

interface Row {
  step: string;
  seconds: number;
  how: string;
  target?: number;
}

const rows: Row[] = [];
function record(step: string, seconds: number, how: string, target?: number) {
  rows.push({ step, seconds, how, target });
  const verdict = target === undefined ? "" : seconds <= target ? `  ok (target ≤ ${formatSeconds(target)})` : `  OVER target ${formatSeconds(target)}`;
  console.log(`${step.padEnd(46)} ${formatSeconds(seconds).padStart(9)}  ${how}${verdict}`);
}

async function spellingBee() {
  console.log("Spelling Bee (enable1)");
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
  console.log("\nWordle (2,309 targets)");
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

async function main() {
  console.log(`node ${process.version}, ${new Date().toISOString()}\n`);
  await spellingBee();
  await wordle();
  const over = rows.filter((r) => r.target !== undefined && r.seconds > r.target);
  console.log(`\n${rows.length} measurements, ${over.length} over target`);
}

main();
