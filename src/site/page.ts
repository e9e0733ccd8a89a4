/**
 * The page around every notebook, and the index: plain HTML, one stylesheet, the scripts the page
 * needs, all loaded from the site's own folder (no other host), so the site works from disk.
 */
import { chartTitle, escapeHtml, RenderedNotebook } from "./notebook";

export const siteTitle = "Word-puzzle notebooks";

/** A page where the library runs in the browser (built by explore.ts), beside the notebooks it illustrates. */
export interface Explorable {
  name: "wordle" | "spelling-bee" | "hangman";
  title: string;
  summary: string;
  /** The notebooks whose pages link to it. */
  notebooks: string[];
  /** Its script in src/explore/. */
  script: string;
}

export const explorables: readonly Explorable[] = [
  {
    name: "wordle",
    title: "Inside a Wordle game",
    summary: "Play Wordle and watch the algorithms: the targets left, how any word splits them, the perfect player's guess.",
    notebooks: ["Wordle", "OptimalWordle"],
    script: "wordle.ts",
  },
  {
    name: "spelling-bee",
    title: "Any honeycomb",
    summary: "Seven letters and a center: the words, points, pangrams, ranks and hints grid of any Spelling Bee puzzle.",
    notebooks: ["SpellingBee"],
    script: "spellingBee.ts",
  },
  {
    name: "hangman",
    title: "The hangman tree at work",
    summary: "Type a word and see it played, guess by guess, through the original's decision tree and the rollout tree.",
    notebooks: ["Hangman"],
    script: "hangman.ts",
  },
];

/** JSON that may sit inside a script element: no "</script>" can end it early. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * What every page shares: the header with the search, and the scripts at the end. A page in a
 * folder of the site gives the way back to its root as `base`, and every address is then
 * written from the root.
 */
export function shell(title: string, body: string, scripts: string[], base = ""): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)}</title>
${base ? `<base href="${base}">\n` : ""}<link rel="stylesheet" href="assets/style.css">
<link rel="stylesheet" href="assets/highlight.css">
</head>
<body>
<header class="top">
<a class="home" href="index.html">${siteTitle}</a>
<div class="search" role="search">
<input type="search" data-testid="search-input" maxlength="200" placeholder="Search the notebooks and docs" aria-label="Search the notebooks and docs" autocomplete="off">
<ul class="results" data-testid="search-results" hidden></ul>
</div>
<button type="button" class="view-switch" data-testid="projector-switch" aria-pressed="false" title="Larger type and a wider page, for a projector">Projector view</button>
</header>
${body}
${scripts.map((src) => `<script src="${src}"></script>`).join("\n")}
</body>
</html>
`;
}

/** The site's script, on every page: it loads the search (its library and index) when the reader first uses it. */
export const searchScripts = ["assets/site.js"];

/**
 * A page of a notebook or of the docs: the sidebar (all notebooks, the docs, this page's outline,
 * a notebook's download), the body, and links to the previous and next page of the same kind.
 */
export function notebookPage(nb: RenderedNotebook, notebooks: readonly RenderedNotebook[], docs: readonly RenderedNotebook[] = []): string {
  const isDoc = docs.includes(nb);
  const siblings = isDoc ? docs : notebooks;
  const at = siblings.indexOf(nb);
  const [prev, next] = [siblings[at - 1], siblings[at + 1]];
  const list = (pages: readonly RenderedNotebook[]) =>
    pages.map((other) => `<li${other === nb ? ' aria-current="page"' : ""}><a href="${other.name}.html">${escapeHtml(other.title)}</a></li>`).join("");
  const outline = nb.sections
    .filter((s) => s.level === 2 || s.level === 3)
    .map((s) => `<li class="level-${s.level}"><a href="#${s.id}">${escapeHtml(s.title)}</a></li>`)
    .join("");
  const tryIt = explorables
    .filter((e) => e.notebooks.includes(nb.name))
    .map((e) => `<p class="try"><a href="explore/${e.name}.html">Try it: ${escapeHtml(e.title)}</a></p>`)
    .join("");
  const pager =
    `<nav class="pager" aria-label="Previous and next ${isDoc ? "page of the docs" : "notebook"}">` +
    (prev ? `<a rel="prev" href="${prev.name}.html">← ${escapeHtml(prev.title)}</a>` : "<span></span>") +
    (next ? `<a rel="next" href="${next.name}.html">${escapeHtml(next.title)} →</a>` : "<span></span>") +
    `</nav>`;
  const body = `<div class="layout">
<nav class="sidebar" aria-label="Notebooks, docs and sections">
${tryIt}
<details class="notebooks"${isDoc ? "" : " open"}><summary>Notebooks</summary><ul>${list(notebooks)}</ul></details>
${docs.length ? `<details class="docs"${isDoc ? " open" : ""}><summary>Docs</summary><ul>${list(docs)}</ul></details>\n` : ""}${outline ? `<details class="outline" open><summary>On this page</summary><ul>${outline}</ul></details>` : ""}
${isDoc ? "" : `<p class="download"><a href="${nb.name}.ipynb" download>Download ${nb.name}.ipynb</a></p>\n`}</nav>
<main class="content${isDoc ? " doc" : ""}">
${isDoc ? "" : runBar(nb.name)}${nb.html}
${pager}
</main>
</div>`;
  const charts = nb.charts.length ? ["assets/plotly.min.js", `${nb.name}.charts.js`] : [];
  return shell(`${nb.title} · ${siteTitle}`, body, [...charts, ...searchScripts]);
}

/**
 * The bar that makes a notebook's page runnable: its switch loads the runner (runner/runner.js),
 * which replaces the bar's contents with its controls.
 */
function runBar(name: string): string {
  return (
    `<div class="run-bar" data-run-bar data-notebook="${escapeHtml(name)}">` +
    `<button type="button" data-testid="run-switch" aria-pressed="false">Run in this browser</button>` +
    `<p class="run-note">Edit any cell and run it here, with the notebook's own state, tables and charts: nothing to install, and once it has loaded it needs no connection.</p>` +
    `</div>\n`
  );
}

/** A notebook's place in the reading order, as the index shows it. */
export interface Guide {
  /** A short name that tells the notebook apart from its neighbours. */
  short: string;
  /** What the notebook does, in whole sentences. */
  summary: string;
  /** What it takes from the notebooks before it. */
  needs: string;
  /** The chart that shows it best (its name in figures/<notebook>/). */
  thumbnail: string;
}

/** The notebooks in the order to read them: each says what it needs from those before it. */
export const readingGuide: Readonly<Record<string, Guide>> = {
  SpellingBee: {
    short: "The Spelling Bee",
    summary:
      "Which seven letters, one of them in the center, make the Spelling Bee puzzle with the most points? Words are " +
      "filed by their sets of letters, so that every honeycomb can be scored, and the best one found exactly.",
    needs: "Start here: it needs nothing before it.",
    thumbnail: "honeycomb-scores",
  },
  Wordle: {
    short: "Wordle and its variants",
    summary:
      "Replies, the targets they leave and the way a guess splits them lead to guess trees, built greedily under " +
      "three metrics; the same tools then play Evil Wordle, Antiwordle and Jotto.",
    needs: "Needs no other notebook; the Spelling Bee is the gentler start.",
    thumbnail: "wordle-max",
  },
  OptimalWordle: {
    short: "The best Wordle tree",
    summary:
      "Greedy trees are not the best possible. An exact search finds the tree with the fewest guesses in total, " +
      "opening with SALET, and a table the same search made of every opening shows that none does better.",
    needs: "Read Wordle first: replies, partitions and guess trees.",
    thumbnail: "greedy-vs-optimal",
  },
  Hangman: {
    short: "Hangman",
    summary:
      "A hangman solver that decides every guess in advance, as a decision tree per word length, measured on every " +
      "word of its dictionary; then a rollout tree, which, where the original loses words, tries other letters by " +
      "playing the original's rule to the end, and keeps the one that loses fewest.",
    needs: "Needs no other notebook; its third exercise borrows Wordle's expectation metric.",
    thumbnail: "misses",
  },
  Mastermind: {
    short: "Mastermind with words, in class",
    summary:
      "Kirby Urner's classroom Mastermind, with a clue for every position: the clue rule as a contest of programs " +
      "on five-digit numbers, the game on Knuth's five-letter words played by random and greedy guessers, and the " +
      "graph of words one letter apart.",
    needs: "Read Wordle first: its reply rule, and its greedy guess trees with their metrics.",
    thumbnail: "component-sizes",
  },
  CodeBreaking: {
    short: "Code breaking, searched exactly",
    summary:
      "The Mastermind sold in shops, and Bulls and Cows, where a guess earns only two counts: Knuth's five-guess " +
      "tree, then, proven by the exact search with the games' symmetries, each game's least total and the fewest " +
      "codes a tree must leave to its last guess, and the least total of every Mastermind board up to 4,096 codes " +
      "that the search's table has settled.",
    needs: "Read Wordle for the greedy metrics and trees, and the best Wordle tree for the exact search; the " +
      "Mastermind notebook has the classroom version of the game.",
    thumbnail: "strategies",
  },
};

/** What each doc is for, in a line of the index. */
const docsGuide: Record<string, string> = {
  commands: "every npm command, its options and what it prints",
  notebooks: "what npm start and npm test install, and how to open, run and save the notebooks",
  site: "what this site holds, how to build, serve or publish it, and how its explorables run",
  library: "the modules under src/, how the word lists are found and checked, and why each package is there",
  proofs: "how each exact search's bounds, cuts and symmetries are tested against brute force",
  speed: "how long the library's steps take, puzzle by puzzle, each against its target where it has one",
  "speed-notebooks": "how long each notebook takes to run, under Jupyter and in the browser",
  "speed-codebreaking": "how long the code-breaking searches take: Knuth's tree, the optima, boards by groups or whole",
};

/**
 * The index: the project in a paragraph with a line of links to the explorables and one to the
 * docs below, then the notebooks in their reading order, each a card, the explorables as cards,
 * and the docs, each once, with what it is for.
 */
export function indexPage(all: readonly RenderedNotebook[], intro: string, docs: readonly RenderedNotebook[] = []): string {
  const cards = all
    .map((nb, i) => {
      const guide = readingGuide[nb.name];
      const chart = nb.charts.find((c) => c.name === guide?.thumbnail) ?? nb.charts[0];
      const picture = chart ? `<img src="figures/${nb.name}/${chart.name}.png" alt="${escapeHtml(`Chart: ${chartTitle(chart.figure, chart.name)}`)}" loading="lazy">` : "";
      const step = `<p class="step">${i + 1} · ${escapeHtml(guide?.short ?? nb.title)}</p>`;
      const needs = guide ? `<p class="needs">${escapeHtml(guide.needs)}</p>` : "";
      return `<li class="card"><a href="${nb.name}.html">${step}${picture}<h2>${escapeHtml(nb.title)}</h2><p>${escapeHtml(guide?.summary ?? wholeSentences(nb.summary))}</p>${needs}</a></li>`;
    })
    .join("\n");
  const tries = explorables
    .map((e) => `<li class="card try-card"><a href="explore/${e.name}.html"><h2>${escapeHtml(e.title)}</h2><p>${escapeHtml(e.summary)}</p></a></li>`)
    .join("\n");
  const body = `<main class="index">
<h1>${siteTitle}</h1>
<p class="intro">${intro}</p>
<p class="try-line">Or try them yourself, in your browser: ${explorables.map((e) => `<a href="explore/${e.name}.html">${escapeHtml(e.title)}</a>`).join(" · ")}.</p>
${docs.length ? `<p class="try-line">Or see <a href="#docs">how it works</a>: the commands, the library, the proofs' tests and the timings.</p>` : ""}
<h2 class="try-title">The notebooks, in reading order</h2>
<ol class="cards" data-testid="reading-order">
${cards}
</ol>
<h2 class="try-title">Try them yourself</h2>
<p class="intro">Pages where the library runs in your browser: play, and see what the algorithm sees.</p>
<ul class="cards">
${tries}
</ul>
${
  docs.length
    ? `<h2 class="try-title" id="docs">How it works</h2>\n<ul class="docs-list">${docs
        .map((d) => `<li><a href="${d.name}.html">${escapeHtml(d.title)}</a>${docsGuide[d.name] ? `: ${escapeHtml(docsGuide[d.name])}` : ""}</li>`)
        .join("\n")}</ul>`
    : ""
}
</main>`;
  return shell(siteTitle, body, searchScripts);
}

/**
 * The first sentences of a text, as many as fit in `length` characters (always the first).
 * @example wholeSentences("One. Two two. Three.", 10) //=> "One."
 */
export function wholeSentences(text: string, length = 240): string {
  const sentences = text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text];
  let kept = sentences[0].trim();
  for (const next of sentences.slice(1)) {
    if (kept.length + next.length + 1 > length) break;
    kept += ` ${next.trim()}`;
  }
  return kept;
}
