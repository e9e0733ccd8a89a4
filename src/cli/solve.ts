/**
 * `npm run solve -- [--guesses LIST] [--targets LIST] [--hard] [--first WORD] [--top N]
 *                   [--first-guesses K] [--max-guesses N] [-o tree.json]`
 *
 * Searches for the Wordle guess tree with the fewest guesses in total (src/optimalTree.ts),
 * checks it by playing every target through it, prints the first guess, total and mean, and
 * writes the tree as JSON: {"guess": "SALET", "branches": {"..GY.": node or word, ...}}.
 * `npm run solve -- --help` lists the options.
 */
import * as fs from "fs";
import * as G from "../game";
import { checkTree, isNode, treeToJson } from "../guessTree";
import { optimalTree, SearchOptions } from "../optimalTree";
import { formatSeconds, thousands, quoted } from "../format";
import { loadWordList, normalize, readManifest } from "../wordlists";
import { command, userPath, UsageError } from "./command";
import { replaceFile, writeTarget } from "./files";

/** A word list by manifest name, or else from a file (one word per line or any whitespace). */
async function words(list: string): Promise<string[]> {
  const manifest = readManifest();
  if (list in manifest) return (await loadWordList(list, { manifest })).map((w) => w.toUpperCase());
  const file = userPath(list);
  if (!fs.existsSync(file)) throw new UsageError(`${quoted(list)} is neither a word list in data/wordlists.json (${Object.keys(manifest).join(", ")}) nor a file`);
  return normalize(fs.readFileSync(file, "utf8")).map((w) => w.toUpperCase());
}

command(
  {
    name: "solve",
    positionals: [],
    options: {
      targets: { kind: "text", value: "LIST", help: "the hidden words (default wordle-small)" },
      guesses: { kind: "text", value: "LIST", help: "the allowed guesses (default: the targets, as in Norvig's notebook)" },
      hard: { kind: "flag", help: `Wordle's hard mode: ${G.hardModeRule}` },
      first: { kind: "text", value: "WORD", help: "start with this guess; otherwise rank first guesses and try K of them" },
      "first-guesses": { kind: "whole", value: "K", min: 1, help: "how many ranked first guesses to try (default 10)" },
      top: { kind: "whole", value: "N", min: 1, help: "try only the N best guesses at each node: faster, no proof" },
      "max-guesses": { kind: "whole", value: "N", min: 1, help: "every target must be found within N guesses (default 6)" },
      output: { kind: "text", value: "FILE", short: "o", help: "write the tree there as JSON" },
    },
    notes: "LIST is a word list named in data/wordlists.json (wordle-small, wordle-big, ...) or a file of words.",
  },
  async ({ options: given }) => {
    const first = (given.first as string | undefined)?.toUpperCase();
    const options: SearchOptions = {
      hard: given.hard as boolean | undefined,
      first,
      firstGuesses: given["first-guesses"] as number | undefined,
      top: given.top as number | undefined,
      maxGuesses: given["max-guesses"] as number | undefined,
    };
    const targetList = (given.targets as string | undefined) ?? "wordle-small";
    const guessList = given.guesses as string | undefined;
    // Where the tree goes is checked before the search, not after it.
    const output = given.output === undefined ? undefined : writeTarget(userPath(given.output as string), given.output as string);
    const targets = await words(targetList);
    const guesses = guessList === undefined ? targets : await words(guessList);
    // Every target must be an allowed guess; a guess list that leaves some out gets them added.
    const listed = new Set(guesses);
    const allowed = [...guesses, ...targets.filter((t) => !listed.has(t))];
    const game = G.wordle(targets, allowed);
    if (first && !game.guessIndex.has(first)) throw new UsageError(`${quoted(first)} is not an allowed guess`);
    const mode = [options.hard ? "hard mode" : "", options.top ? `top ${options.top} guesses per node` : "exhaustive"].filter(Boolean).join(", ");
    console.log(`${thousands(targets.length)} targets × ${thousands(allowed.length)} guesses, ${mode}${first ? `, first guess ${first}` : ""}`);

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
    const opener = isNode(result.tree) ? result.tree.guess : result.tree;
    console.log(`first guess ${opener}: ${thousands(result.total)} guesses in total, mean ${(result.total / targets.length).toFixed(4)}, worst ${check.worst}`);
    console.log(`${result.proven ? "proven optimal" : "best found (not proven)"}${first || !result.proven ? "" : ` among the ${result.firstGuesses.length} first guesses tried`}; search ${formatSeconds(result.seconds)}, ${thousands(result.nodes)} nodes; checked by playing all ${thousands(targets.length)} targets`);
    if (output) {
      const json = JSON.stringify(treeToJson(result.tree)) + "\n";
      await replaceFile(output, given.output as string, (temporary) => fs.writeFileSync(temporary, json, { flag: "wx" }));
      console.log(`tree written to ${given.output}`);
    }
    return 0;
  },
);

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
