/**
 * `npm run bee -- LETTERS CENTER [--with-s] [--hints]`: everything about one Spelling Bee
 * honeycomb: its points, pangrams, rank thresholds, the hints grid, and (unless --hints) its words.
 * Example: npm run bee -- AEGINRT R
 */
import * as bee from "../spellingBee";
import { fill, thousands } from "../format";
import { loadWordList } from "../wordlists";
import * as specs from "./specs";
import { command, UsageError } from "./command";

command(
  specs.bee,
  async ({ options, positionals: [letters, center] }) => {
    const rules = options["with-s"] ? bee.rulesWithS : bee.standardRules;
    let h: bee.Honeycomb;
    try {
      h = bee.honeycomb(letters, center, rules);
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
    const words = bee.wordList(await loadWordList("enable1"), rules);
    const p = bee.puzzle(h, words);
    console.log(`Honeycomb ${h} (center ${bee.spell(h.center)}), ENABLE word list${rules === bee.rulesWithS ? " with S" : ""}:`);
    console.log(`${thousands(p.words.length)} words, ${thousands(p.points)} points, ${p.pangrams.length} pangrams\n`);
    console.log("Points needed for each rank (shares of the maximum):");
    for (const r of p.ranks) console.log(`  ${r.rank.padEnd(10)} ${thousands(r.points).padStart(6)}`);
    if (p.words.length === 0) return 0;
    console.log("\nWords by first letter (rows) and length (columns):");
    console.log(bee.formatHints(p.hints).replace(/^/gm, "  "));
    if (options.hints) return 0;
    console.log("\n" + fill(`Pangrams: ${p.pangrams.join(" ") || "none"}`, 100, "  "));
    console.log("\nWords:");
    const byLength = bee.groupBy(p.words, (w) => w.length);
    for (const length of [...byLength.keys()].sort((a, b) => a - b)) {
      console.log(fill(`${String(length).padStart(2)}: ${byLength.get(length)!.join(" ")}`, 100, "    ").replace(/^/, "  "));
    }
    return 0;
  },
);
