/**
 * `npm run ladder -- FROM TO`: a shortest word ladder, one letter changed per step.
 * Five-letter words use Knuth's Stanford GraphBase list; other lengths use the ENABLE list's
 * words of that length (`--list enable1` or `--list sgb-words` to choose).
 * Example: npm run ladder -- cold warm
 */
import { loadWordList } from "../wordlists";
import { ladder, wordGraph } from "../wordGraph";

const usage = "usage: npm run ladder -- FROM TO [--list sgb-words|enable1]";

async function main(args: string[]): Promise<number> {
  const listAt = args.indexOf("--list");
  const list = listAt >= 0 ? args[listAt + 1] : undefined;
  const words = args.filter((a, i) => !a.startsWith("--") && (listAt < 0 || i !== listAt + 1)).map((w) => w.toLowerCase());
  if (words.length !== 2 || (listAt >= 0 && !["sgb-words", "enable1"].includes(list ?? ""))) {
    console.error(usage);
    return 2;
  }
  const [from, to] = words;
  if (from.length !== to.length) {
    console.error(`ladder: "${from}" and "${to}" differ in length, so no ladder joins them`);
    return 2;
  }
  const name = list ?? (from.length === 5 ? "sgb-words" : "enable1");
  const all = await loadWordList(name);
  const graph = wordGraph([...new Set(all.filter((w) => w.length === from.length))]);
  for (const w of [from, to]) {
    if (!graph.index.has(w)) {
      console.error(`ladder: "${w}" is not among the ${graph.words.length.toLocaleString("en-US")} ${from.length}-letter words of ${name}`);
      return 2;
    }
  }
  const path = ladder(graph, from, to);
  if (!path) {
    console.log(`No ladder joins ${from} and ${to} in ${name}: they lie in different components.`);
    return 1;
  }
  console.log(path.join(" → "));
  console.log(`${path.length - 1} steps, ${name} (${graph.words.length.toLocaleString("en-US")} words of ${from.length} letters)`);
  return 0;
}

main(process.argv.slice(2)).then((status) => process.exit(status));
