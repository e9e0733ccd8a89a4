/**
 * The explorables: pages where the library runs in the reader's browser. Each page's script
 * (src/explore/) is bundled with vite into one classic script, its worker's script inlined as
 * text, so the pages work opened from disk; a bundle that would import a Node module fails the
 * build. The verified word lists and what the build computes (the optimal opening) go into the
 * page as JSON. Node-only.
 */
import * as fs from "fs";
import { builtinModules } from "module";
import * as path from "path";
import type { Plugin } from "vite" with { "resolution-mode": "import" };
import { isNode, expectation, max, Metric, negEntropy, rankFirstGuesses } from "../guessTree";
import { Game, wordle } from "../game";
import { FirstGuesses } from "../optimal";
import { thousands } from "../format";
import { readTable, tableTitle } from "../firstGuessTable";
import { loadWordList } from "../wordlists";
import { Explorable, explorables, safeJson, searchScripts, shell, siteTitle } from "./page";
import type { Best, Greedy } from "../explore/wordleMessages";

const projectRoot = path.resolve(fs.realpathSync(__dirname), "..", "..");
const scripts = path.join(projectRoot, "src", "explore");

/** Wordle's guess limit, and the opening the perfect player starts from (OptimalWordle's best). */
const MAX_GUESSES = 6;
const OPENER = "SALET";

/** A file of the site, by its path in the site. */
export type SiteFiles = Map<string, string>;

/** Every explorable's page and script. */
export async function explorePages(): Promise<SiteFiles> {
  const files: SiteFiles = new Map();
  for (const page of explorables) {
    const { body, data, worker } = await contents[page.name]();
    const define: Record<string, string> = worker ? { WORKER_SOURCE: JSON.stringify(await bundle(worker)) } : {};
    files.set(`explore/${page.name}.js`, await bundle(page.script, define));
    const json = `<script type="application/json" id="explore-data">${safeJson(data)}</script>`;
    const scriptsAtEnd = [...searchScripts, `explore/${page.name}.js`];
    files.set(`explore/${page.name}.html`, shell(`${page.title} · ${siteTitle}`, `${body}\n${json}`, scriptsAtEnd, "../"));
  }
  return files;
}

interface Contents {
  body: string;
  data: unknown;
  /** The worker's script, when the page has one. */
  worker?: string;
}

const contents: Record<Explorable["name"], () => Promise<Contents>> = {
  wordle: wordlePage,
  "spelling-bee": spellingBeePage,
  hangman: hangmanPage,
};

async function wordlePage(): Promise<Contents> {
  const targets = (await loadWordList("wordle-small")).map((w) => w.toUpperCase());
  const guesses = (await loadWordList("wordle-big")).map((w) => w.toUpperCase());
  const game = wordle(targets, guesses);
  const table = fs.readFileSync(path.join(projectRoot, "data", "first-guesses", "wordle-small.normal.csv"), "utf8");
  const data = { targets: targets.join(" "), guesses: guesses.join(" "), maxGuesses: MAX_GUESSES, opening: opening(game), greedy: greedy(game), table };
  const body = `<main class="explore wordle">
<h1>Inside a Wordle game</h1>
<p class="lede">Guess the hidden word in ${MAX_GUESSES} tries, as in Wordle: a green letter is in the right place, a yellow
one is elsewhere in the word, a grey one is not in it (or, for a letter played twice, not a second time). Beside the game, the algorithms of the
<a href="Wordle.html">Wordle</a> and <a href="OptimalWordle.html">optimal Wordle</a> notebooks look at your position:
the ${thousands(targets.length)} targets that are still possible, how any of the ${thousands(guesses.length)} allowed
words would split them, the guess a perfect player would make, and its verdict on each of yours.</p>
<p class="lede">A reply is written as the notebooks write it, a mark per letter: <code>G</code> green,
<code>Y</code> yellow, <code>.</code> grey; so <code>..GY.</code> says that the third letter is in its place, the fourth
is elsewhere in the word, and the others are not in it. Share a game with the Share button: the link names it by a
code, so it does not give the answer away. Your browser's Back button returns to the position before your last
guess.</p>
<div class="explore-grid">
<section class="play" aria-label="The game">
<div class="board" data-testid="board"></div>
<form class="guess" data-testid="guess-form" autocomplete="off">
<label for="guess">Your guess</label>
<input id="guess" data-testid="guess-input" maxlength="5" spellcheck="false" autocapitalize="characters" disabled>
<button type="submit">Play</button>
</form>
<div class="keyboard" data-testid="keyboard"></div>
<p class="error" data-testid="guess-error" role="alert" hidden></p>
<p class="state" data-testid="game-state"></p>
<p class="note" data-testid="game-note"></p>
<p class="remaining"><strong data-testid="remaining-count">${thousands(targets.length)}</strong> <span data-testid="remaining-noun">targets are still possible</span>:</p>
<p class="remaining-list" data-testid="remaining-list"></p>
<p class="game-buttons"><button type="button" data-testid="new-game">New game</button> <button type="button" data-testid="share">Share</button></p>
<div class="share-panel" data-testid="share-panel"></div>
</section>
<section class="perfect" aria-label="The perfect player">
<h2>The perfect player</h2>
<p data-testid="best-next"></p>
<h2>How did I do?</h2>
<p class="hint">For each guess: the targets before and after it; <em>perfect play</em>, the fewest guesses a perfect
player expects from there, and its best guess; <em>this guess</em>, the same when your guess is played and perfect play
follows; <em>choice</em>, the guesses your choice gave away on average; and <em>luck</em>, how much easier than expected
the reply left the game (in a reply, G is green, Y yellow and . grey). Over a won game they add up exactly to the
guesses taken, once every search has finished: a value marked “at least”, ≥ or ? is one a search could not settle in
its time
(the <a href="OptimalWordle.html">optimal Wordle</a> notebook's exact search, judging).</p>
<div data-testid="verdict" class="verdict"></div>
<form class="judge" data-testid="judge-form" autocomplete="off">
<p>Judge a game played elsewhere:</p>
<label for="judge-guesses">its guesses</label>
<input id="judge-guesses" data-testid="judge-guesses" maxlength="60" spellcheck="false" autocapitalize="characters" placeholder="CRANE SLOTH">
<label for="judge-target">and its answer</label>
<input id="judge-target" data-testid="judge-target" maxlength="5" spellcheck="false" autocapitalize="characters" placeholder="SHINY">
<button type="submit">Judge</button>
</form>
<p class="error" data-testid="judge-error" role="alert" hidden></p>
<h2>Probe a word</h2>
<label for="probe">Any allowed word (or click a suggested one):</label>
<input id="probe" data-testid="probe-input" maxlength="5" spellcheck="false" autocapitalize="characters">
<div data-testid="probe-partition"></div>
</section>
</div>
</main>`;
  return { body, data, worker: "wordleSearch.ts" };
}

/**
 * The perfect player's first guess: the optimal tree that opens with the best opener, found now;
 * that no other opening does better is read from the committed table of every first guess
 * (data/first-guesses/), which must cover every allowed guess and put each other one above it.
 */
function opening(game: Game): Best {
  // One search finds the tree and checks the table's rows against each guess's floor, as the
  // optimal-Wordle notebook reads them.
  const floors = new FirstGuesses(game, { maxGuesses: MAX_GUESSES });
  const found = floors.optimalTree({ first: OPENER });
  if (!isNode(found.tree)) throw new Error("the optimal tree has no first guess");
  const file = path.join(projectRoot, "data", "first-guesses", "wordle-small.normal.csv");
  const { rows } = readTable(fs.readFileSync(file, "utf8"), game, tableTitle(game, false, MAX_GUESSES), { floor: (g) => floors.floor(g) });
  const others = rows.filter((r) => r.guess !== OPENER);
  const best = rows.length === game.guesses.length && others.every((r) => r.total > found.total);
  const how = best
    ? `the fewest guesses in total over the ${thousands(game.targets.length)} targets, each found within ` +
      `${MAX_GUESSES}: ${OPENER}'s tree by the exact search when this site was built, and every one of the other ` +
      `${thousands(others.length)} openings needs more, by the table of every first guess that the same search made ` +
      `(data/first-guesses/, checked again when this site was built; the optimal-Wordle notebook re-proves a ` +
      `sample of its rows)`
    : `the least any tree opening with ${OPENER} needs, proven by the exact search when this site was built; the ` +
      `table of every first guess does not show that no other opening does better`;
  return { guess: found.tree.guess, total: found.total, proven: best, how, seconds: 0 };
}

/** The greedy first guesses under each of the notebook's metrics. */
function greedy(game: Game): Greedy[] {
  const metrics: [Greedy["metric"], Metric, number][] = [["max", max, 1], ["expectation", expectation, 1], ["entropy", negEntropy, -1]];
  return metrics.map(([metric, rule, sign]) => {
    const [best] = rankFirstGuesses(game, rule);
    return { metric, word: best.word, value: sign * best.value };
  });
}

async function spellingBeePage(): Promise<Contents> {
  const name = "enable1";
  const words = await loadWordList(name);
  const body = `<main class="explore bee">
<h1>Any honeycomb</h1>
<p class="lede">Seven letters and a center letter make a Spelling Bee puzzle. Type your own, or follow a link such as
<a href="explore/spelling-bee.html?letters=AEGINRT&amp;center=R">AEGINRT with R in the center</a>, the highest-scoring
honeycomb of the <a href="SpellingBee.html">Spelling Bee notebook</a> under the puzzle's rule that no honeycomb has an
S (a rule this page keeps too): its words, points, pangrams, ranks and the hints grid, computed here by the library from the ${thousands(words.length)} words of ${name}.</p>
<form class="honeycomb-form" data-testid="bee-form" autocomplete="off">
<label for="letters">Letters</label>
<input id="letters" data-testid="bee-letters" maxlength="7" size="9" spellcheck="false" autocapitalize="characters">
<label for="center">Center</label>
<input id="center" data-testid="bee-center" maxlength="1" size="2" spellcheck="false" autocapitalize="characters">
<button type="submit">Show</button>
<label class="switch"><input type="checkbox" data-testid="bee-hide"> hide the words</label>
</form>
<p class="error" data-testid="bee-error" role="alert" hidden></p>
<div data-testid="bee-result"></div>
</main>`;
  return { body, data: { words: words.join(" "), listName: name } };
}

async function hangmanPage(): Promise<Contents> {
  const words = await loadWordList("hangman-words");
  const body = `<main class="explore hangman">
<h1>The hangman tree at work</h1>
<p class="lede">Type a word from the dictionary of the <a href="Hangman.html">hangman notebook</a>
(${thousands(words.length)} words). It is played through the original solver's decision tree, which always guesses
the letter most of the remaining words contain, and through the rollout tree, which tries letters by playing the
original's rule to the end and keeps the one that loses fewest words (DUCK, the first word here, is one the original
loses and the rollout tree solves; JAZZ beats both). Each
guess shows the word so far, the misses, and how many dictionary words still fit. The tenth miss loses.</p>
<form class="hangman-form" data-testid="hangman-form" autocomplete="off">
<label for="word">Word</label>
<input id="word" data-testid="hangman-input" spellcheck="false" autocapitalize="none">
<button type="submit">Play it</button>
</form>
<div class="games" data-testid="hangman-result" aria-live="polite"></div>
</main>`;
  return { body, data: { words: words.join(" ") }, worker: "hangmanPlay.ts" };
}

/** Refuses any Node module: what runs in the browser must not need one. */
const browserOnly: Plugin = {
  name: "browser-only",
  enforce: "pre", // before vite's own resolver, which would stub the module out
  resolveId(id, importer) {
    const bare = id.replace(/^node:/, "");
    if (id.startsWith("node:") || builtinModules.includes(bare)) {
      this.error(`${path.relative(projectRoot, importer ?? "?")} imports the Node module "${id}", which a browser does not have`);
    }
    return null;
  },
};

/** One of src/explore's scripts, bundled with what it imports, as a classic script. */
export async function bundle(file: string, define: Record<string, string> = {}): Promise<string> {
  const { build } = await import("vite"); // vite is an ES module; this file may run as CommonJS
  const output = await build({
    configFile: false,
    root: projectRoot,
    publicDir: false,
    logLevel: "silent",
    define,
    plugins: [browserOnly],
    build: {
      write: false,
      minify: true,
      target: "es2022",
      reportCompressedSize: false,
      lib: { entry: path.resolve(scripts, file), formats: ["iife"], name: "explore", fileName: () => "bundle.js" },
      // The library names a metric by its function's name (metricName), as a reader's cell may.
      rolldownOptions: { output: { keepNames: true } },
    },
  });
  const result = Array.isArray(output) ? output[0] : output;
  if (!("output" in result)) throw new Error(`bundling ${file} gave no output`);
  const [chunk] = result.output;
  if (chunk.type !== "chunk") throw new Error(`bundling ${file} gave no script`);
  return chunk.code;
}
