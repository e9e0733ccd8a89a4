/**
 * Inside a Wordle game: the reader plays against a hidden target and sees what the algorithms
 * see: the targets still possible, how any word would split them (the notebook's three metrics),
 * the greedy choices and the perfect player's guess. The replies, partitions and metrics are
 * the library's, run here; the searches run in a worker (wordleSearch.ts).
 */
import { consistentTargets, guessProblem, Game, replyOf, wordle, Word } from "../game";
import { entropy, expectation, max, partition } from "../guessTree";
import { printable, thousands } from "../format";
import { byTestId, h, pageData, param, plural, ready, show, startWorker, words } from "./dom";
import { plotter } from "./plot";
import type { Answer, Best, ExplainAnswer, Greedy, VerdictAnswer } from "./wordleMessages";

declare const WORKER_SOURCE: string;

/** What the site build put in the page. */
interface WordleData {
  targets: string;
  guesses: string;
  maxGuesses: number;
  /** The perfect player's first guess, from the optimal tree the build computed. */
  opening: Best;
  /** The greedy first guesses under each metric. */
  greedy: Greedy[];
  /** The committed table of every first guess (data/first-guesses/), which the judge starts from. */
  table: string;
}

const data = pageData<WordleData>();
const allTargets = words(data.targets);
const allGuesses = words(data.guesses);
const LISTED = 20;
const charts = plotter("assets/plotly.min.js");

const input = byTestId<HTMLInputElement>("guess-input");
const error = byTestId("guess-error");
const count = byTestId("remaining-count");
const probeInput = byTestId<HTMLInputElement>("probe-input");
const probeView = byTestId("probe-partition");
const bestView = byTestId("best-next");
const verdictView = byTestId("verdict");
let judgingClock = 0;

/** The game so far: the played guesses and what is still possible. */
interface Turn {
  guess: Word;
  reply: string;
  remaining: number;
}
const history: Turn[] = [];
let remaining: Word[] = allTargets;
// The library's game over the targets still possible: its reply table shrinks as they do.
let game: Game = wordle(remaining, allGuesses);
const target = chooseTarget();
let greedy: Greedy[] = data.greedy;

const worker = startWorker(WORKER_SOURCE);
worker.postMessage({ kind: "start", guesses: allGuesses, targets: allTargets, table: data.table });
worker.onmessage = (event: MessageEvent<Answer | VerdictAnswer | ExplainAnswer>) => {
  const answer = event.data;
  if (answer.id !== history.length) return; // an answer for a position already left
  if (answer.kind === "verdict") return showVerdict(answer);
  if (answer.kind === "explain") return showWhy(answer);
  greedy = answer.greedy;
  showBest(answer.best, answer.problem);
  probe();
};
worker.onerror = (event) => showBest(null, `the search stopped: ${event.message}`);

/** The target from the address (?target=SHINY), else one drawn at random. */
function chooseTarget(): Word {
  const asked = param("target");
  if (asked !== null) {
    const word = asked.trim().toUpperCase();
    if (game.targetIndex.has(word)) return word;
    show(byTestId("game-note"), `“${printable(asked, 12)}” is not one of the ${thousands(allTargets.length)} targets, so the target was drawn at random.`);
  }
  return allTargets[Math.floor(Math.random() * allTargets.length)];
}

function play(typed: string): void {
  const guess = typed.trim().toUpperCase();
  const over = history.length > 0 && (history[history.length - 1].reply === game.correct || history.length === data.maxGuesses);
  const problem = over
    ? "The game is over: start a new game."
    : history.some((t) => t.guess === guess)
      ? `${guess} was played already: try another word (this one costs no turn).`
      : guessProblem(game, guess);
  error.hidden = problem === null;
  show(error, problem);
  if (problem) return;
  const reply = replyOf(game, guess, target);
  remaining = consistentTargets(game, remaining, guess, reply);
  game = wordle(remaining, allGuesses);
  history.push({ guess, reply, remaining: remaining.length });
  input.value = "";
  // The greedy choices of the position left are the worker's to find: none are shown meanwhile.
  greedy = [];
  showGame();
  const ended = reply === game.correct || history.length === data.maxGuesses;
  if (ended) {
    input.disabled = true;
    byTestId<HTMLButtonElement>("guess-form").querySelector("button")!.disabled = true;
    showBest(null, null);
  } else {
    show(bestView, h("span", { class: "thinking" }, "Searching…"));
    bestView.removeAttribute("data-guess");
    bestView.removeAttribute("data-proven");
    worker.postMessage({ kind: "position", id: history.length, targets: remaining, guessesLeft: data.maxGuesses - history.length });
  }
  // The verdict on the game so far, after the search of the position (the worker answers in turn).
  const asked = performance.now();
  const judging = h("span", { class: "thinking" }, "Judging…");
  show(verdictView, judging);
  verdictView.removeAttribute("data-turn");
  window.clearInterval(judgingClock);
  judgingClock = window.setInterval(() => (judging.textContent = `Judging… ${Math.round((performance.now() - asked) / 1000)} s`), 1000);
  worker.postMessage({ kind: "judge", id: history.length, guesses: history.map((t) => t.guess), replies: history.map((t) => t.reply) });
  probe();
}

/** The perfect player's verdict on each guess so far, and how the parts add up. */
function showVerdict({ table, problem }: VerdictAnswer): void {
  window.clearInterval(judgingClock);
  verdictView.dataset.turn = String(history.length);
  if (!table) return show(verdictView, h("p", { class: "error" }, `No verdict: ${problem}`));
  const numeric = new Set([2, 4, 5, 6]);
  show(
    verdictView,
    h(
      "table",
      { class: "verdict-table", "data-testid": "verdict-table" },
      h("tr", {}, ...table.headers.map((name) => h("th", {}, name))),
      ...table.rows.map((cells) => h("tr", {}, ...cells.map((cell, j) => h("td", { class: j < 2 ? "word" : numeric.has(j) ? "num" : "" }, cell)))),
    ),
    h("p", { class: "verdict-sum", "data-testid": "verdict-sum" }, table.sum),
    h(
      "p",
      { class: "why-turns" },
      "Why is the best guess best? See the groups it leaves beside yours, for guess ",
      ...table.rows.flatMap((_, turn) => [turn > 0 ? " " : "", h("button", { type: "button", class: "link", "data-turn": String(turn), "data-testid": `why-${turn + 1}` }, String(turn + 1))]),
      ".",
    ),
    h("div", { "data-testid": "why", class: "why" }),
  );
}

/** The groups the best guess and the played guess leave, each with its size and value, and their totals. */
function showWhy(answer: ExplainAnswer): void {
  const view = byTestId("why");
  view.dataset.turn = String(answer.turn + 1);
  if (answer.problem) return show(view, h("p", { class: "error" }, answer.problem));
  if (answer.played.length === 0) return show(view, h("p", { class: "hint" }, `${answer.playedGuess} was the answer: no guess could do better.`));
  const SHOWN = 12;
  const actual = history[answer.turn]?.reply;
  const side = (title: string, groups: ExplainAnswer["best"], mine: boolean) => {
    const after = groups.reduce((sum, g) => sum + (g.V ?? Infinity), 0);
    const bound = groups.some((g) => !g.exact) ? "at least " : "";
    // The biggest groups, and the one the game's reply left whatever its size.
    const shown = groups.filter((g, k) => k < SHOWN || (mine && g.reply === actual));
    const total = `${bound}${thousands(answer.targets)} + ${thousands(after)} = ${thousands(answer.targets + after)} guesses in all, ${((answer.targets + after) / answer.targets).toFixed(2)} a target`;
    return h(
      "table",
      { class: "why-groups" },
      h("caption", {}, title),
      h("tr", {}, h("th", {}, "reply"), h("th", { class: "num" }, "targets"), h("th", { class: "num" }, "perfect play after")),
      ...shown.map((g) =>
        h(
          "tr",
          { class: mine && g.reply === actual ? "actual" : undefined },
          h("td", { class: "word" }, mine && g.reply === actual ? `${g.reply} (yours)` : g.reply),
          h("td", { class: "num" }, g.size),
          h("td", { class: "num" }, g.V === null ? "∞" : `${g.exact ? "" : "≥ "}${(g.V / g.size).toFixed(2)}`),
        ),
      ),
      groups.length > shown.length ? h("tr", {}, h("td", { colspan: "3", class: "hint" }, `… and ${plural(groups.length - shown.length, "more group")}`)) : null,
      h("tr", {}, h("td", { colspan: "3", class: "why-total" }, total)),
    );
  };
  show(
    view,
    h(
      "div",
      { class: "side-by-side tables" },
      side(`${answer.bestGuess}, the best guess: ${plural(answer.best.length, "group")}`, answer.best, answer.bestGuess === answer.playedGuess),
      side(`${answer.playedGuess}, played: ${plural(answer.played.length, "group")}`, answer.played, true),
    ),
    h("p", { class: "hint" }, "A guess costs one guess for every target, plus what each group needs after it (a group's size times its perfect play after); ≥ marks a group whose search ran out of time."),
  );
}

/** The board, the count of targets left and the first of them. */
function showGame(): void {
  const board = byTestId("board");
  show(board, ...history.map(({ guess, reply }) => row(guess, reply)));
  show(count, thousands(remaining.length));
  show(byTestId("remaining-noun"), remaining.length === 1 ? "target is still possible" : "targets are still possible");
  count.dataset.turn = String(history.length);
  const last = history[history.length - 1];
  const solved = last?.reply === game.correct;
  show(
    byTestId("game-state"),
    solved
      ? `Solved in ${plural(history.length, "guess", "guesses")}.`
      : history.length === data.maxGuesses
        ? `Out of guesses: the word was ${target}.`
        : `Guess ${history.length + 1} of ${data.maxGuesses}.`,
  );
  const list = byTestId("remaining-list");
  const all = list.dataset.all === "true";
  const shown = all ? remaining : remaining.slice(0, LISTED);
  const more = remaining.length - shown.length;
  show(
    list,
    h("span", { class: "words" }, shown.join(" ")),
    more > 0 ? h("button", { type: "button", class: "link", "data-testid": "show-all" }, `show all ${thousands(remaining.length)}`) : null,
  );
}

/** A guess as tiles, coloured by its reply. */
function row(guess: Word, reply: string): HTMLElement {
  const names: Record<string, string> = { G: "right place", Y: "elsewhere", ".": "not in the word" };
  const label = [...guess].map((c, i) => `${c} ${names[reply[i]]}`).join(", ");
  return h("div", { class: "row", role: "img", "aria-label": label }, ...[...guess].map((c, i) => h("span", { class: `tile r${reply[i] === "." ? "n" : reply[i]}` }, c)));
}

/** How the probe word would split the targets still possible, beside the greedy choices. */
function probe(): void {
  const word = probeInput.value.trim().toUpperCase();
  const n = remaining.length;
  const picks = n === 1 ? h("p", { class: "hint" }, `Only ${remaining[0]} is left: every rule guesses it.`) : greedy.length === 0 ? (input.disabled && history.length > 0 ? null : h("p", { class: "thinking" }, `Finding the greedy choices for these ${thousands(n)} targets…`)) : h(
    "table",
    { class: "greedy" },
    h("caption", {}, `The greedy choices for these ${thousands(n)} targets`),
    h("tr", {}, h("th", {}, "rule"), h("th", {}, "guess"), h("th", {}, "value")),
    ...greedy.map((g) =>
      h("tr", {}, h("td", {}, ruleName[g.metric]), h("td", { class: "word" }, g.word), h("td", { class: "num" }, fixed(g.metric, g.value))),
    ),
  );
  if (word.length === 0) return show(probeView, h("p", { class: "hint" }, "Type any allowed word to see how it would split the targets."), picks);
  const problem = guessProblem(game, word);
  if (problem) return show(probeView, h("p", { class: "hint" }, problem), picks);
  const groups = [...partition(game, word, remaining)].sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1));
  const counts = groups.map(([, g]) => g.length).sort((a, b) => a - b);
  const metrics = h(
    "table",
    { class: "metrics" },
    h("caption", {}, `${word} splits ${plural(n, "target")} into ${plural(groups.length, "group")}`),
    h("tr", {}, h("th", {}, "largest group"), h("th", {}, "expected group"), h("th", {}, "entropy")),
    h("tr", {}, h("td", { class: "num" }, max(counts)), h("td", { class: "num" }, fixed("expectation", expectation(counts))), h("td", { class: "num" }, fixed("entropy", entropy(counts)))),
  );
  const chart = h("div", { class: "partition-chart" });
  probeView.dataset.groups = String(groups.length);
  probeView.dataset.largest = String(max(counts));
  show(probeView, metrics, chart, picks);
  charts.draw(chart, {
    data: [
      {
        type: "bar",
        x: groups.map((_, i) => i + 1),
        y: groups.map(([, g]) => g.length),
        hovertext: groups.map(([reply, g]) => `${reply}: ${plural(g.length, "target")}<br>${g.slice(0, 6).join(" ")}${g.length > 6 ? " …" : ""}`),
        hoverinfo: "text",
        marker: { color: getComputedStyle(document.documentElement).getPropertyValue("--green").trim() || "#6aaa64" },
      },
    ],
    layout: {
      height: 260,
      margin: { l: 50, r: 10, t: 10, b: 40 },
      xaxis: { title: { text: "groups, largest first" }, range: [0.5, groups.length + 0.5], dtick: groups.length <= 20 ? 1 : undefined },
      yaxis: { title: { text: "targets" }, rangemode: "tozero", dtick: max(counts) <= 10 ? 1 : undefined },
    },
  });
}

const ruleName: Record<Greedy["metric"], string> = {
  max: "smallest largest group",
  expectation: "smallest expected group",
  entropy: "most entropy (bits)",
};

function fixed(metric: Greedy["metric"], value: number): string {
  return metric === "max" ? String(value) : value.toFixed(metric === "entropy" ? 3 : 2);
}

/** The perfect player's next guess, or why there is none. */
function showBest(best: Best | null, problem: string | null): void {
  if (best === null) {
    bestView.removeAttribute("data-guess");
    bestView.removeAttribute("data-proven");
    return show(bestView, problem ?? "The game is over.");
  }
  const n = remaining.length;
  bestView.dataset.guess = best.guess;
  bestView.dataset.proven = String(best.proven);
  bestView.dataset.turn = String(history.length);
  show(
    bestView,
    h("strong", { class: "word" }, best.guess),
    ` takes ${(best.total / n).toFixed(3)} guesses on average from here (${thousands(best.total)} for ${n === 1 ? "the one target" : `the ${thousands(n)} targets`}), `,
    h("span", { class: best.proven ? "proven" : "unproven" }, best.proven ? "proven optimal" : "not proven optimal"),
    `: ${best.how}${best.seconds > 0 ? `, ${best.seconds.toFixed(2)} s` : ""}.`,
  );
}

byTestId("guess-form").addEventListener("submit", (event) => {
  event.preventDefault();
  play(input.value);
});
input.addEventListener("input", () => (error.hidden = true));
probeInput.addEventListener("input", probe);
probeInput.addEventListener("focus", charts.prepare); // a head start on the chart library
byTestId("remaining-list").addEventListener("click", (event) => {
  if (!(event.target as Element).matches("[data-testid=show-all]")) return;
  byTestId("remaining-list").dataset.all = "true";
  showGame();
});
byTestId("new-game").addEventListener("click", () => window.location.assign(window.location.pathname));
verdictView.addEventListener("click", (event) => {
  const button = (event.target as Element).closest("button[data-turn]") as HTMLElement | null;
  if (!button) return;
  show(byTestId("why"), h("span", { class: "thinking" }, "Looking at the groups…"));
  const turn = Number(button.dataset.turn);
  worker.postMessage({ kind: "explain", id: history.length, turn, guesses: history.map((t) => t.guess), replies: history.map((t) => t.reply) });
});
// A game played elsewhere: its address opens it judged (a new history entry, so Back returns).
// Checked first, so that a mistake is said beside the form and nothing typed is lost.
const judgeGuesses = byTestId<HTMLInputElement>("judge-guesses");
const judgeTarget = byTestId<HTMLInputElement>("judge-target");
const judgeError = byTestId("judge-error");
byTestId("judge-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const played = judgeGuesses.value.trim().toUpperCase().split(/[\s,+]+/).filter(Boolean);
  const answer = judgeTarget.value.trim().toUpperCase();
  // Every position's game has all the allowed guesses, so the current one checks a word as well as
  // a game of every target would (and costs no reply table).
  const problem =
    played.length === 0
      ? "Type the game's guesses, in order."
      : played.length > data.maxGuesses
        ? `A game has at most ${data.maxGuesses} guesses, not ${played.length}.`
        : !allTargets.includes(answer)
          ? `“${printable(answer, 12)}” is not one of the ${thousands(allTargets.length)} targets: type the game's answer.`
          : played.map((g) => guessProblem(game, g)).find((p) => p !== null) ??
            (played.slice(0, -1).includes(answer) ? `The game was won at ${answer}: leave out the guesses after it.` : null);
  show(judgeError, problem);
  judgeError.hidden = problem === null;
  if (problem) return;
  const query = new URLSearchParams({ target: answer, guesses: played.join(",") });
  window.location.assign(`${window.location.pathname}?${query}`);
});

showGame();
showBest(data.opening, null);
show(verdictView, h("p", { class: "hint" }, "Play a guess: the verdict on each one appears here."));
probe();
input.disabled = false;
// ?guesses=CRANE,SLOTH plays those guesses at once, against the address's target only; a guess that
// is refused stops there, with its reason. The form shows the game, ready to change.
const shared = (param("guesses") ?? "").split(",").map((g) => g.trim()).filter(Boolean);
if (shared.length > 0) {
  const asked = (param("target") ?? "").trim().toUpperCase();
  judgeGuesses.value = shared.join(" ").slice(0, 60);
  judgeTarget.value = asked.slice(0, 5);
  const known = allTargets.includes(asked);
  const note = (text: string) => show(byTestId("game-note"), text);
  if (!known) note("The address's guesses were not played: it names no target of the list, and a game is judged against its answer.");
  for (const [k, guess] of (known ? shared : []).entries()) {
    if (input.disabled) {
      const why = history.length === data.maxGuesses && history[history.length - 1].reply !== game.correct ? `the game had its ${data.maxGuesses} guesses` : "the game was won";
      note(`${plural(shared.length - k, "guess", "guesses")} of the address after ${history[history.length - 1].guess} not played: ${why}.`);
      break;
    }
    const before = history.length;
    play(guess);
    if (history.length === before) {
      note(`The address's guess “${printable(guess, 12)}” was not played: ${error.textContent}`);
      break;
    }
  }
}
input.focus();
ready();
