/**
 * `npm run ladder -- FROM TO`: a shortest word ladder, one letter changed per step.
 * Five-letter words use Knuth's Stanford GraphBase list; other lengths use the ENABLE list's
 * words of that length (`--list enable1` or `--list sgb-words` to choose).
 * Example: npm run ladder -- cold warm
 */
import { thousands, quoted } from "../format";
import { loadWordList } from "../wordlists";
import { ladder, wordGraph } from "../wordGraph";
import * as specs from "./specs";
import { command, UsageError } from "./command";

command(
  specs.ladder,
  async ({ options, positionals }) => {
    const [from, to] = positionals.map((w) => w.toLowerCase());
    if (from.length !== to.length) throw new UsageError(`${quoted(from)} and ${quoted(to)} differ in length, so no ladder joins them`);
    const name = (options.list as string | undefined) ?? (from.length === 5 ? "sgb-words" : "enable1");
    const all = await loadWordList(name);
    const graph = wordGraph([...new Set(all.filter((w) => w.length === from.length))]);
    for (const w of [from, to]) {
      if (!graph.index.has(w)) {
        throw new UsageError(`${quoted(w)} is not among the ${thousands(graph.words.length)} ${from.length}-letter words of ${name}`);
      }
    }
    const path = ladder(graph, from, to);
    if (!path) {
      console.log(`No ladder joins ${from} and ${to} in ${name}: they lie in different components.`);
      return 1;
    }
    console.log(path.join(" → "));
    const steps = path.length - 1;
    console.log(`${steps} step${steps === 1 ? "" : "s"}, ${name} (${thousands(graph.words.length)} words of ${from.length} letters)`);
    return 0;
  },
);
