/**
 * `npm run wordlists`: makes sure every list in data/wordlists.json is at hand and sound,
 * downloading what is missing into data/cache/. Prints one line per list.
 */
import { loadWordList, readManifest, WordListError } from "../wordlists";
import * as specs from "./specs";
import { command } from "./command";

command(specs.wordlists, async () => {
  let failed = 0;
  for (const [name, entry] of Object.entries(readManifest())) {
    try {
      const words = await loadWordList(name);
      console.log(`${name}: ${words.length.toLocaleString("en-US")} words, ok`);
    } catch (e) {
      if (!(e instanceof WordListError)) throw e;
      console.error(`${name}: ${e.message}`);
      if (entry.url) failed++;
      else console.error(`  (it has no public address: put a copy in WORDLIST_DIR; OptimalWordle.ipynb and the tests need it)`);
    }
  }
  return failed ? 1 : 0;
});
