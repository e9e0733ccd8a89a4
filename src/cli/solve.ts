/**
 * `npm run solve -- [--guesses LIST] [--targets LIST] [--hard] [--first WORD] [--top N]
 *                   [--first-guesses K] [--max-guesses N] [-o tree.json]`
 *
 * Searches for the Wordle guess tree with the fewest guesses in total (src/optimalTree.ts),
 * checks it by playing every target through it, prints the first guess, total and mean, and
 * writes the tree as JSON: {"guess": "SALET", "branches": {"..GY.": node or word, ...}}.
 *   --targets LIST       the hidden words: a list in data/wordlists.json or a file (default wordle-small)
 *   --guesses LIST       the allowed guesses (default: the targets, as in Norvig's notebook)
 *   --hard               Wordle's hard mode: green letters stay put, yellow letters are reused
 *   --first WORD         start with this guess; otherwise rank first guesses and try K of them
 *   --first-guesses K    how many ranked first guesses to try (default 10)
 *   --top N              try only the N best guesses at each node: faster, no proof (default: all)
 *   --max-guesses N      every target must be found within N guesses (default 6)
 *   -o FILE              write the tree there as JSON
 */
import * as fs from "fs";
import * as path from "path";
import * as G from "../game";
import { checkTree, isNode, treeToJson } from "../guessTree";
import { optimalTree, SearchOptions } from "../optimalTree";
import { formatSeconds, thousands } from "../format";
import { loadWordList, normalize, readManifest } from "../wordlists";

const usage =
  "usage: npm run solve -- [--guesses LIST] [--targets LIST] [--hard] [--first WORD] [--top N] [--first-guesses K] [--max-guesses N] [-o tree.json]\n" +
  "  LIST is a word list named in data/wordlists.json (wordle-small, wordle-big, ...) or a file of words";

interface Args {
  targets: string;
  guesses?: string;
  output?: string;
  options: SearchOptions;
}

function parse(args: string[]): Args | string {
  const parsed: Args = { targets: "wordle-small", options: {} };
  const whole = (flag: string, text: string | undefined) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a whole number of at least 1, not "${text ?? ""}"`);
    return n;
  };
  for (let i = 0; i < args.length; i++) {
    const flag = args[i];
    const value = () => {
      const v = args[++i];
      if (v === undefined || v.startsWith("-")) throw new Error(`${flag} needs a value`);
      return v;
    };
    if (flag === "--targets") parsed.targets = value();
    else if (flag === "--guesses") parsed.guesses = value();
    else if (flag === "--hard") parsed.options.hard = true;
    else if (flag === "--first") parsed.options.first = value().toUpperCase();
    else if (flag === "--first-guesses") parsed.options.firstGuesses = whole(flag, value());
    else if (flag === "--top") parsed.options.top = whole(flag, value());
    else if (flag === "--max-guesses") parsed.options.maxGuesses = whole(flag, value());
    else if (flag === "-o" || flag === "--output") parsed.output = value();
    else return `unknown argument "${flag}"`;
  }
  return parsed;
}

/** A word list by manifest name, or else from a file (one word per line or any whitespace). */
async function words(list: string): Promise<string[]> {
  const manifest = readManifest();
  if (list in manifest) return (await loadWordList(list, { manifest })).map((w) => w.toUpperCase());
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), list);
  if (!fs.existsSync(file)) throw new Error(`"${list}" is neither a word list in data/wordlists.json (${Object.keys(manifest).join(", ")}) nor a file`);
  return normalize(fs.readFileSync(file, "utf8")).map((w) => w.toUpperCase());
}

async function main(argv: string[]): Promise<number> {
  let args: Args | string;
  try {
    args = parse(argv);
  } catch (e) {
    args = (e as Error).message;
  }
  if (typeof args === "string") {
    console.error(`solve: ${args}\n${usage}`);
    return 2;
  }
  const targets = await words(args.targets);
  const guesses = args.guesses === undefined ? targets : await words(args.guesses);
  // Every target must be an allowed guess; a guess list that leaves some out gets them added.
  const listed = new Set(guesses);
  const allowed = [...guesses, ...targets.filter((t) => !listed.has(t))];
  const game = G.wordle(targets, allowed);
  const { options } = args;
  const mode = [options.hard ? "hard mode" : "", options.top ? `top ${options.top} guesses per node` : "exhaustive"].filter(Boolean).join(", ");
  console.log(`${thousands(targets.length)} targets × ${thousands(allowed.length)} guesses, ${mode}${options.first ? `, first guess ${options.first}` : ""}`);

  const bar = process.stderr.isTTY ? progressBar() : undefined;
  const result = optimalTree(game, { ...options, onProgress: bar });
  if (bar) process.stderr.write("\r\x1b[K");

  if (result.firstGuesses.length > 1) {
    const rows = result.firstGuesses.map((f) => [
      f.guess,
      f.total === Infinity ? (result.proven ? `none within ${options.maxGuesses ?? 6} guesses` : "none found") : `${f.exact ? "" : "≥ "}${thousands(f.total)}`,
      formatSeconds(f.seconds),
    ]);
    const width = Math.max(5, ...rows.map((r) => r[1].length));
    console.log(`first guess  ${"total".padStart(width)}  search`);
    for (const [guess, total, time] of rows) console.log(`${guess.padEnd(11)}  ${total.padStart(width)}  ${time.padStart(6)}`);
  }
  const check = checkTree(game, result.tree, { hard: options.hard, maxGuesses: options.maxGuesses ?? 6 });
  if (check.total !== result.total) throw new Error(`the tree plays ${check.total} guesses, not the ${result.total} the search found`);
  const first = isNode(result.tree) ? result.tree.guess : result.tree;
  console.log(`first guess ${first}: ${thousands(result.total)} guesses in total, mean ${(result.total / targets.length).toFixed(4)}, worst ${check.worst}`);
  console.log(`${result.proven ? "proven optimal" : "best found (not proven)"}${options.first || !result.proven ? "" : ` among the ${result.firstGuesses.length} first guesses tried`}; search ${formatSeconds(result.seconds)}, ${thousands(result.nodes)} nodes; checked by playing all ${thousands(targets.length)} targets`);
  if (args.output) {
    fs.writeFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), args.output), JSON.stringify(treeToJson(result.tree)) + "\n");
    console.log(`tree written to ${args.output}`);
  }
  return 0;
}

/** A one-line progress bar on standard error, redrawn at most ten times a second. */
function progressBar() {
  let drawn = 0;
  return ({ fraction, note }: { fraction: number; note: string }) => {
    const now = performance.now();
    if (now - drawn < 100 && fraction < 1) return;
    drawn = now;
    process.stderr.write(`\r\x1b[K[${"#".repeat(Math.round(fraction * 30)).padEnd(30)}] ${Math.floor(fraction * 100)}% ${note}`);
  };
}

main(process.argv.slice(2)).then(
  (status) => process.exit(status),
  (e) => {
    console.error(`solve: ${(e as Error).message}`);
    process.exit(2);
  },
);
