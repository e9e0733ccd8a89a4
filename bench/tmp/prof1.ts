import * as G from "../../src/game";
import * as T from "../../src/guessTree";
import { optimalTree } from "../../src/optimalTree";
import { PythonRandom } from "../../src/random";
import * as M from "../../src/mastermind";
import { loadWordList } from "../../src/wordlists";
import { bruteForce } from "../../test/bruteForce";
const t = (label: string, f: () => unknown) => { const s = performance.now(); let r; try { r = f(); } catch (e) { r = "throw"; } console.log(label, ((performance.now() - s) / 1000).toFixed(2), r); };
(async () => {
const small = (await loadWordList("wordle-small")).map((w) => w.toUpperCase());
const big = (await loadWordList("wordle-big")).map((w) => w.toUpperCase());
const traps = small.filter((w) => /^.A.ER$/.test(w) || /IGHT$/.test(w));
const random = new PythonRandom("traps");
const extra = new Set<string>();
while (extra.size < 25) extra.add(random.choice(big));
const game = G.wordle(traps, [...new Set([...traps, ...extra])].sort());
for (const hard of [false, true]) for (const limit of [4, 5]) {
  t(`brute ${hard} ${limit}`, () => bruteForce(game, hard, limit));
  t(`search ${hard} ${limit}`, () => optimalTree(game, { hard, maxGuesses: limit, firstGuesses: game.guesses.length }).total);
}
for (const game of [M.mastermindGame(3, 3), M.mastermindGame(3, 4), M.mastermindGame(2, 5), M.bullsAndCowsGame(2)]) {
  t(`brute ${game.name} 4`, () => bruteForce(game, false, 4));
  const stabilizer = M.codeStabilizer(game);
  const openers = M.openingClasses(game);
  for (const first of openers) for (const maxGuesses of [3, 4, Infinity]) {
    t(`  plain ${first} ${maxGuesses}`, () => optimalTree(game, { first, maxGuesses }).total);
    t(`  sym ${first} ${maxGuesses}`, () => optimalTree(game, { first, maxGuesses, stabilizer }).total);
  }
}
})();
