/**
 * Inside a Wordle game: the reader plays against a hidden target and sees what the algorithms
 * see: the targets still possible, how any word would split them (the notebook's three metrics),
 * the greedy choices and the perfect player's guess. The replies, partitions and metrics are
 * the library's, run here; the searches run in two workers (wordleSearch.ts), one for the
 * position's best guess and one for the verdicts, so that a slow verdict never holds up the
 * next position's guess. Every guess is a new
 * entry in the browser's history, its address naming the game by codes (share.ts), so Back
 * returns to the position before and a shared link does not give the answer away.
 */
import { consistentTargets, guessProblem, Game, replyOf, wordle, Word } from "../game";
import { entropy, expectation, INCONSISTENT_RANGE, max, partition } from "../guessTree";
import { printable, thousands } from "../format";
import { byTestId, h, pageData, param, plural, ready, show, startWorker, words } from "./dom";
import { plotter } from "./plot";
import { gameQuery, readGameQuery } from "./share";
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
const playButton = byTestId<HTMLButtonElement>("guess-form").querySelector("button")!;
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
const turns: Turn[] = [];
// The library's game over all the targets, made once; each position's game is made from its targets.
const fullGame: Game = wordle(allTargets, allGuesses);
let remaining: Word[] = allTargets;
let game: Game = fullGame;
let target: Word = allTargets[0];
let greedy: Greedy[] = data.greedy;
/** Counts the positions shown: an answer the worker gives for an earlier one is dropped. */
let position = 0;
/**
 * What the worker answered for each position seen (by its target and guesses), so that Back to a
 * position shows its answers at once instead of searching again.
 */
const answered = new Map<string, { answer?: Answer; verdict?: VerdictAnswer }>();
const positionKey = () => [target, ...turns.map((t) => t.guess)].join(" ");
/** Each position number's key, so that an answer that comes after the reader left is still kept. */
const keyOf = new Map<number, string>();
/** A turn's explanation depends only on the game up to that turn. */
const turnKey = (turn: number) => [target, ...turns.slice(0, turn + 1).map((t) => t.guess)].join(" ");

/** The explanations given for this game, by position and turn, and the turn last asked about. */
const explainedTurns = new Map<string, ExplainAnswer>();
let whyTurn: number | null = null;

const searcher = startWorker(WORKER_SOURCE);
const judge = startWorker(WORKER_SOURCE);
for (const worker of [searcher, judge]) {
  worker.postMessage({ kind: "start", guesses: allGuesses, targets: allTargets, table: data.table });
  worker.onmessage = onAnswer;
  worker.onerror = (event) => showBest(null, `the search stopped: ${event.message}`);
}

function onAnswer(event: MessageEvent<Answer | VerdictAnswer | ExplainAnswer>): void {
  const answer = event.data;
  // Kept for Back even when the reader has left its position; shown only for the one on screen.
  const key = keyOf.get(answer.id);
  if (key !== undefined && answer.kind !== "explain") {
    const known = answered.get(key) ?? {};
    answered.set(key, answer.kind === "verdict" ? { ...known, verdict: answer } : { ...known, answer });
  }
  if (answer.id !== position) return; // an answer for a position already left
  if (answer.kind === "explain") {
    explainedTurns.set(turnKey(answer.turn), answer);
    return answer.turn === whyTurn ? showWhy(answer) : undefined;
  }
  if (answer.kind === "verdict") return showVerdict(answer);
  greedy = answer.greedy;
  showBest(answer.best, answer.problem);
  probe();
}

const over = () => turns.length > 0 && (turns[turns.length - 1].reply === game.correct || turns.length === data.maxGuesses);

/**
 * The game the address names, and the guesses it has played: `?game=` and `?played=` by codes (a
 * shared link), or `?target=` and `?guesses=` by the words (a game typed into the judge's form);
 * else a target drawn at random, written into the address so that Back and a reload keep it.
 */
function fromAddress(): { target: Word; played: string[]; note: string } {
  const query = new URLSearchParams(window.location.search);
  const coded = readGameQuery(allTargets, allGuesses, query);
  if (coded && "target" in coded) {
    const unread = coded.unread > 0 ? `${plural(coded.unread, "guess code")} of the address not read: a code there names no allowed guess.` : "";
    return { target: coded.target, played: coded.played, note: unread };
  }
  let note = coded ? `${coded.problem}, so the target was drawn at random.` : "";
  const asked = param("target")?.trim() || null; // an empty target is no target
  const played = (param("guesses") ?? "").split(",").map((g) => g.trim()).filter(Boolean);
  if (!coded && asked !== null) {
    const word = asked.trim().toUpperCase();
    if (fullGame.targetIndex.has(word)) return { target: word, played, note };
    note = `“${printable(asked, 12)}” is not one of the ${thousands(allTargets.length)} targets, so the target was drawn at random.`;
  }
  if (!coded && played.length > 0) note = "The address's guesses were not played: it names no target of the list, and a game is judged against its answer.";
  const drawn = allTargets[Math.floor(Math.random() * allTargets.length)];
  window.history.replaceState(null, "", `${window.location.pathname}?${gameQuery(allTargets, allGuesses, drawn, [])}`);
  return { target: drawn, played: [], note };
}

/** Plays a guess, or says why it cannot be played; true when it was. */
function play(typed: string): boolean {
  const guess = typed.trim().toUpperCase();
  const problem = over()
    ? "The game is over: start a new game."
    : turns.some((t) => t.guess === guess)
      ? `${guess} was played already: try another word (this one costs no turn).`
      : guessProblem(game, guess);
  error.hidden = problem === null;
  show(error, problem);
  if (problem) return false;
  const reply = replyOf(game, guess, target);
  remaining = consistentTargets(game, remaining, guess, reply);
  game = wordle(remaining, allGuesses);
  turns.push({ guess, reply, remaining: remaining.length });
  input.value = "";
  return true;
}

/** Shows the position: the board, and the worker asked for its greedy choices, best guess and verdict. */
function showPosition(): void {
  position++;
  keyOf.set(position, positionKey());
  // Each worker learns the position has changed, so that what it was asked before is dropped.
  for (const worker of [searcher, judge]) worker.postMessage({ kind: "here", id: position });
  whyTurn = null;
  // The greedy choices of the position are the worker's to find: none are shown meanwhile.
  greedy = turns.length === 0 ? data.greedy : [];
  const ended = over();
  input.disabled = ended;
  playButton.disabled = ended;
  showGame();
  if (turns.length === 0) {
    showBest(data.opening, null);
    show(verdictView, h("p", { class: "hint" }, "Play a guess: the verdict on each one appears here."));
    verdictView.removeAttribute("data-turn");
    window.clearInterval(judgingClock);
    return probe();
  }
  bestView.removeAttribute("data-turn");
  const known = answered.get(positionKey());
  if (ended) showBest(null, null);
  else if (known?.answer) {
    greedy = known.answer.greedy;
    showBest(known.answer.best, known.answer.problem);
  } else {
    show(bestView, h("span", { class: "thinking" }, "Searching…"));
    bestView.removeAttribute("data-guess");
    bestView.removeAttribute("data-proven");
    searcher.postMessage({ kind: "position", id: position, targets: remaining, guessesLeft: data.maxGuesses - turns.length });
  }
  if (known?.verdict) {
    window.clearInterval(judgingClock);
    showVerdict(known.verdict);
    return probe();
  }
  // The verdict on the game so far, from the other worker.
  const asked = performance.now();
  const judging = h("span", { class: "thinking" }, "Judging…");
  show(verdictView, judging);
  verdictView.removeAttribute("data-turn");
  window.clearInterval(judgingClock);
  judgingClock = window.setInterval(() => (judging.textContent = `Judging… ${Math.round((performance.now() - asked) / 1000)} s`), 1000);
  judge.postMessage({ kind: "judge", id: position, guesses: turns.map((t) => t.guess), replies: turns.map((t) => t.reply) });
  probe();
}

/**
 * Starts the game the address names and plays its guesses; a guess that is refused stops there,
 * with its reason. Run when the page opens and when Back or Forward changes the address.
 */
function startFromAddress(): void {
  const asked = fromAddress();
  target = asked.target;
  turns.length = 0;
  remaining = allTargets;
  game = fullGame;
  let note = asked.note;
  for (const [k, guess] of asked.played.entries()) {
    if (over()) {
      const why = turns.length === data.maxGuesses && turns[turns.length - 1].reply !== game.correct ? `the game had its ${data.maxGuesses} guesses` : "the game was won";
      note = `${plural(asked.played.length - k, "guess", "guesses")} of the address after ${turns[turns.length - 1].guess} not played: ${why}.`;
      break;
    }
    if (!play(guess)) {
      note = `The address's guess “${printable(guess, 12)}” was not played: ${error.textContent}`;
      break;
    }
  }
  error.hidden = true;
  show(byTestId("game-note"), note);
  delete byTestId("remaining-list").dataset.all;
  show(byTestId("share-panel"));
  showPosition();
}

/** The perfect player's verdict on each guess so far, and how the parts add up. */
function showVerdict({ table, problem }: VerdictAnswer): void {
  window.clearInterval(judgingClock);
  whyTurn = null; // the why view is drawn anew, empty
  verdictView.dataset.turn = String(turns.length);
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
  const actual = turns[answer.turn]?.reply;
  const side = (title: string, groups: ExplainAnswer["best"], mine: boolean, known: number | null) => {
    const after = groups.reduce((sum, g) => sum + (g.V ?? Infinity), 0);
    const bounded = groups.some((g) => !g.exact);
    const bound = bounded ? "at least " : "";
    // The biggest groups, and the one the game's reply left whatever its size.
    const shown = groups.filter((g, k) => k < SHOWN || (mine && g.reply === actual));
    const sum = `${bound}${thousands(answer.targets)} + ${thousands(after)} = ${thousands(answer.targets + after)} guesses in all, ${((answer.targets + after) / answer.targets).toFixed(2)} a target`;
    // Where the judge knows the exact total (the first turn, from the table of every opening), it is
    // said, so that a bound below it is not read as the value.
    const total =
      bounded && known !== null
        ? `${sum}; exactly ${thousands(known)}, ${(known / answer.targets).toFixed(2)} a target, ${answer.turn === 0 ? "by the table of every opening" : "by the verdict's search"}`
        : sum;
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
          h("td", { class: "num" }, thousands(g.size)),
          h("td", { class: "num" }, g.V === null ? "∞" : `${g.exact ? "" : "≥ "}${(g.V / g.size).toFixed(2)}`),
        ),
      ),
      groups.length > shown.length ? h("tr", {}, h("td", { colspan: "3", class: "hint" }, `… and ${plural(groups.length - shown.length, "more group")}`)) : null,
      h("tr", {}, h("td", { colspan: "3", class: "why-total" }, total)),
    );
  };
  // The groups still to find: a guess that is one of the targets finds it at once, and the probe
  // counts that as a group of its own.
  const groupsLeft = (guess: Word, groups: readonly { size: number }[]) => {
    const found = answer.targets - groups.reduce((sum, g) => sum + g.size, 0);
    return `${plural(groups.length, "group")}${found > 0 ? ` besides ${guess} itself` : ""}`;
  };
  show(
    view,
    h(
      "div",
      { class: "side-by-side tables" },
      side(`${answer.bestGuess}, the best guess: ${groupsLeft(answer.bestGuess, answer.best)}`, answer.best, answer.bestGuess === answer.playedGuess, answer.exact.V),
      side(`${answer.playedGuess}, played: ${groupsLeft(answer.playedGuess, answer.played)}`, answer.played, true, answer.exact.Q),
    ),
    h("p", { class: "hint" }, "A guess costs one guess for every target, plus what each group needs after it (a group's size times its perfect play after); ≥ marks a group whose search ran out of time."),
    [answer.best, answer.played].some((groups) => groups.some((g) => !g.exact))
      ? h(
          "p",
          { class: "hint", "data-testid": "why-bound" },
          "A total marked “at least” is a lower bound, not a value: some of its groups were not searched to the end in the time " +
            "allowed here, so it can be below the true total, and even below the best guess's. The verdict table may show " +
            "another bound for the same guess, found another way: the true total is at least the larger of the two.",
        )
      : null,
  );
}

/** The board, the letters used so far, the count of targets left and the first of them. */
function showGame(): void {
  const typed = over() ? "" : input.value.trim().toUpperCase().replace(/[^A-Z]/g, "").slice(0, 5);
  const empty = Math.max(0, data.maxGuesses - turns.length - (over() ? 0 : 1));
  show(
    byTestId("board"),
    ...turns.map(({ guess, reply }) => row(guess, reply)),
    over() ? null : typingRow(typed),
    ...Array.from({ length: empty }, () => typingRow("")),
  );
  showKeyboard();
  const solved = turns[turns.length - 1]?.reply === game.correct;
  show(count, thousands(remaining.length));
  const lost = !solved && turns.length === data.maxGuesses;
  show(
    byTestId("remaining-noun"),
    solved
      ? "target left, the answer"
      : lost
        ? `${remaining.length === 1 ? "target was" : "targets were"} still possible at the end (the answer: ${target})`
        : remaining.length === 1
          ? "target is still possible"
          : "targets are still possible",
  );
  count.dataset.turn = String(turns.length);
  show(
    byTestId("game-state"),
    solved
      ? `Solved in ${plural(turns.length, "guess", "guesses")}. The game is over: start a new game, or see the verdict below.`
      : turns.length === data.maxGuesses
        ? `Out of guesses: the word was ${target}. The game is over: start a new game, or see the verdict below.`
        : `Guess ${turns.length + 1} of ${data.maxGuesses}.`,
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

// A grey tile says the target has no more of its letter than the guess's green and yellow copies.
const replyNames: Record<string, string> = { G: "green, right place", Y: "yellow, elsewhere", ".": "grey, no more of it in the word" };
// A key only ever grey is a letter the target does not have (a copy in the word would have been green or yellow).
const keyNames: Record<string, string> = { G: "in the word, placed", Y: "in the word", ".": "not in the word" };

/** A guess as tiles, coloured by its reply. */
function row(guess: Word, reply: string): HTMLElement {
  const label = [...guess].map((c, i) => `${c} ${replyNames[reply[i]]}`).join(", ");
  return h("div", { class: "row", role: "img", "aria-label": label }, ...[...guess].map((c, i) => h("span", { class: `tile r${reply[i] === "." ? "n" : reply[i]}` }, c)));
}

/** A row still to play: the letters typed so far, then empty tiles. */
function typingRow(typed: string): HTMLElement {
  const tiles = Array.from({ length: 5 }, (_, i) => h("span", { class: typed[i] ? "tile typed" : "tile empty" }, typed[i] ?? ""));
  return h("div", { class: "row", "aria-hidden": "true" }, ...tiles);
}

/** What the replies so far say of each letter: G in its place somewhere, Y in the word, . not in it. */
function letterStates(): Map<string, string> {
  const rank: Record<string, number> = { ".": 0, Y: 1, G: 2 };
  const states = new Map<string, string>();
  for (const { guess, reply } of turns) {
    [...guess].forEach((c, i) => {
      const known = states.get(c);
      // A letter played twice, one grey and one yellow, is in the word: the better state is kept.
      if (known === undefined || rank[reply[i]] > rank[known]) states.set(c, reply[i]);
    });
  }
  return states;
}

const KEYBOARD = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"];

/** The letters as keys, coloured by what the replies say of them; a key types its letter. */
function showKeyboard(): void {
  const states = letterStates();
  const key = (c: string) => {
    const state = states.get(c);
    const label = `${c}${state ? `, ${keyNames[state]}` : ""}`;
    return h("button", { type: "button", class: `key${state ? ` r${state === "." ? "n" : state}` : ""}`, "data-key": c, "aria-label": label, disabled: over() }, c);
  };
  const rows = KEYBOARD.map((letters, i) =>
    h(
      "div",
      { class: "keys" },
      i === 2 ? h("button", { type: "button", class: "key wide", "data-key": "Enter", disabled: over() }, "Enter") : null,
      ...[...letters].map(key),
      i === 2 ? h("button", { type: "button", class: "key wide", "data-key": "Backspace", "aria-label": "delete a letter", disabled: over() }, "⌫") : null,
    ),
  );
  show(byTestId("keyboard"), ...rows);
}

/** How the probe word would split the targets still possible, beside the greedy choices. */
function probe(): void {
  const word = probeInput.value.trim().toUpperCase();
  const n = remaining.length;
  const picks = n === 1 ? h("p", { class: "hint" }, `Only ${remaining[0]} is left: every rule guesses it.`) : greedy.length === 0 ? (over() ? null : h("p", { class: "thinking" }, `Finding the greedy choices for these ${thousands(n)} targets…`)) : h(
    "table",
    { class: "greedy" },
    h("caption", {}, `The greedy choices for these ${thousands(n)} targets`),
    h("tr", {}, h("th", {}, "rule"), h("th", {}, "guess"), h("th", {}, "value")),
    ...greedy.map((g) =>
      h("tr", {}, h("td", {}, ruleName[g.metric]), h("td", { class: "word" }, probeButton(g.word)), h("td", { class: "num" }, fixed(g.metric, g.value))),
    ),
  );
  // Why these may not be the Wordle notebook's first guesses: its trees guess a word that cannot be
  // the answer only in mid-game.
  const greedyNote =
    greedy.length > 0 && n > 1
      ? h(
          "p",
          { class: "hint" },
          `Each rule's best guess over all ${thousands(allGuesses.length)} allowed words. The Wordle notebook's trees ` +
            `try a word that cannot be the answer only while ${INCONSISTENT_RANGE.min} to ${INCONSISTENT_RANGE.max} ` +
            `targets remain, so with more they guess one of the targets.`,
        )
      : null;
  if (word.length === 0) return show(probeView, h("p", { class: "hint" }, "Type any allowed word to see how it would split the targets."), picks, greedyNote);
  const problem = guessProblem(game, word);
  if (problem) return show(probeView, h("p", { class: "hint" }, problem), picks, greedyNote);
  const played = turns.some((t) => t.guess === word)
    ? h("p", { class: "hint" }, `${word} was played already: every target still possible gives it the reply it had.`)
    : null;
  const groups = [...partition(game, word, remaining)].sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1));
  const counts = groups.map(([, g]) => g.length).sort((a, b) => a - b);
  const metrics = h(
    "table",
    { class: "metrics" },
    h("caption", {}, `${word} splits ${plural(n, "target")} into ${plural(groups.length, "group")}`),
    h("tr", {}, h("th", {}, "largest group"), h("th", {}, "expected group"), h("th", {}, "entropy")),
    h("tr", {}, h("td", { class: "num" }, thousands(max(counts))), h("td", { class: "num" }, fixed("expectation", expectation(counts))), h("td", { class: "num" }, fixed("entropy", entropy(counts)))),
  );
  const chart = h("div", { class: "partition-chart" });
  probeView.dataset.groups = String(groups.length);
  probeView.dataset.largest = String(max(counts));
  const playIt =
    played || over() ? null : h("p", {}, h("button", { type: "button", "data-play": word, "data-testid": "probe-play" }, `Play ${word}`));
  show(probeView, played, metrics, playIt, chart, picks, greedyNote);
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
      // Zoomed along the groups only: every bar in view keeps its height on the axis.
      yaxis: { title: { text: "targets" }, rangemode: "tozero", fixedrange: true, dtick: max(counts) <= 10 ? 1 : undefined },
    },
  });
}

/** A suggested word, which the reader may click to probe it. */
function probeButton(word: Word): HTMLElement {
  return h("button", { type: "button", class: "link word", "data-probe": word, title: `Probe ${word}: how it splits the targets` }, word);
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
    if (problem === null) {
      bestView.dataset.turn = String(turns.length);
      return show(bestView, "The game is over.");
    }
    return show(
      bestView,
      `No perfect guess to show: ${problem}. The greedy choices under “Probe a word” are still the best single guesses by each rule.`,
    );
  }
  const n = remaining.length;
  bestView.dataset.guess = best.guess;
  bestView.dataset.proven = String(best.proven);
  bestView.dataset.turn = String(turns.length);
  show(
    bestView,
    h("strong", { class: "word" }, probeButton(best.guess)),
    ` takes ${(best.total / n).toFixed(3)} guesses on average from here (${thousands(best.total)} for ${n === 1 ? "the one target" : `the ${thousands(n)} targets`}), `,
    h("span", { class: best.proven ? "proven" : "unproven" }, best.proven ? "proven optimal" : "not proven optimal"),
    `: ${best.how}${best.seconds > 0 ? `; found in ${best.seconds.toFixed(2)} s` : ""}.`,
  );
}

/** A guess played by the reader: a new entry in the browser's history, so that Back undoes it. */
function playAndRecord(typed: string): void {
  if (!play(typed)) return showGame();
  show(byTestId("game-note")); // what the address said is about the game as it opened
  const query = gameQuery(allTargets, allGuesses, target, turns.map((t) => t.guess));
  window.history.pushState(null, "", `${window.location.pathname}?${query}`);
  show(byTestId("share-panel"));
  showPosition();
}

byTestId("guess-form").addEventListener("submit", (event) => {
  event.preventDefault();
  playAndRecord(input.value);
});
input.addEventListener("input", () => {
  error.hidden = true;
  showGame();
});
// The keys on the page type into the guess, as a phone's keyboard would; pressing one leaves the
// focus where it was, so that typing goes on working.
byTestId("keyboard").addEventListener("mousedown", (event) => event.preventDefault());
// Letters typed with no field in focus (after a click on the page) go to the guess.
document.addEventListener("keydown", (event) => {
  const target = event.target as HTMLElement;
  // Another field keeps its keys; a focused button keeps Enter (it presses it); the rest type.
  if (target.closest("input, textarea, select, .search") || event.ctrlKey || event.metaKey || event.altKey || input.disabled) return;
  if (event.key === "Enter" && target.closest("button, a")) return;
  if (/^[a-z]$/i.test(event.key) || event.key === "Backspace" || event.key === "Enter") {
    event.preventDefault();
    input.focus({ preventScroll: true });
    if (event.key === "Enter") return playAndRecord(input.value);
    input.value = event.key === "Backspace" ? input.value.slice(0, -1) : (input.value + event.key.toUpperCase()).slice(0, 5);
    error.hidden = true;
    showGame();
  }
});
byTestId("keyboard").addEventListener("click", (event) => {
  const key = (event.target as Element).closest("button[data-key]") as HTMLButtonElement | null;
  if (!key || key.disabled) return;
  const letter = key.dataset.key!;
  if (letter === "Enter") return playAndRecord(input.value);
  input.value = letter === "Backspace" ? input.value.slice(0, -1) : (input.value + letter).slice(0, 5);
  error.hidden = true;
  showGame();
});
probeInput.addEventListener("input", probe);
probeInput.addEventListener("focus", charts.prepare); // a head start on the chart library
// A suggested word, clicked: probed, and the probe brought into view.
document.querySelector(".perfect")!.addEventListener("click", (event) => {
  const playing = (event.target as Element).closest("button[data-play]") as HTMLElement | null;
  if (playing) {
    playAndRecord(playing.dataset.play!);
    return byTestId("board").scrollIntoView({ block: "nearest", behavior: "smooth" });
  }
  const word = (event.target as Element).closest("button[data-probe]") as HTMLElement | null;
  if (!word) return;
  probeInput.value = word.dataset.probe!;
  probe();
  probeInput.scrollIntoView({ block: "center", behavior: "smooth" });
});
byTestId("remaining-list").addEventListener("click", (event) => {
  if (!(event.target as Element).matches("[data-testid=show-all]")) return;
  byTestId("remaining-list").dataset.all = "true";
  showGame();
});
byTestId("new-game").addEventListener("click", () => window.location.assign(window.location.pathname));
// Share: the address names the game by codes, never by its words.
byTestId("share").addEventListener("click", () => {
  const link = (query: string) => new URL(`${window.location.pathname}?${query}`, window.location.href).href;
  const start = link(gameQuery(allTargets, allGuesses, target, []));
  const here = link(gameQuery(allTargets, allGuesses, target, turns.map((t) => t.guess)));
  const field = (label: string, value: string, id: string) =>
    h("label", { class: "share-link" }, label, h("input", { readonly: true, value, "data-testid": id, spellcheck: "false" }));
  const copied = h("p", { class: "hint", "data-testid": "share-copied" });
  // A finished game shows its answer: only the link to its start is offered then.
  const position = turns.length > 0 && !over();
  show(
    byTestId("share-panel"),
    field("This game, from the start:", start, "share-start"),
    position ? field(`This position, after ${plural(turns.length, "guess", "guesses")}:`, here, "share-here") : null,
    copied,
    h(
      "p",
      { class: "hint" },
      over()
        ? "The game is over, and its board shows the answer: this link opens it unplayed, for someone else to try."
        : "The address names the game and its guesses by codes, never by their words; a position shows only what its guesses have revealed.",
    ),
  );
  for (const box of byTestId("share-panel").querySelectorAll("input")) box.value = box.getAttribute("value")!;
  const shared = position ? here : start;
  const done = () => show(copied, position ? "The link to this position is copied." : "The link to this game is copied.");
  // A page opened from disk may not use the clipboard's API: the older copy of a selection works there.
  const oldWay = () => {
    const box = byTestId<HTMLInputElement>(position ? "share-here" : "share-start");
    box.select();
    const ok = document.execCommand("copy");
    // The box took the focus to copy: typing goes back to the guess.
    box.blur();
    if (!input.disabled && window.matchMedia("(pointer: fine)").matches) input.focus({ preventScroll: true });
    if (ok) done();
    else show(copied, "Copy a link from the box.");
  };
  if (navigator.clipboard) navigator.clipboard.writeText(shared).then(done, oldWay);
  else oldWay();
});
byTestId("share-panel").addEventListener("focusin", (event) => (event.target as HTMLInputElement).select?.());
verdictView.addEventListener("click", (event) => {
  const button = (event.target as Element).closest("button[data-turn]") as HTMLElement | null;
  if (!button) return;
  const turn = Number(button.dataset.turn);
  if (whyTurn === turn) return; // asked already: its answer is on the way
  whyTurn = turn;
  const known = explainedTurns.get(turnKey(turn));
  if (known) return showWhy(known);
  show(byTestId("why"), h("span", { class: "thinking" }, "Looking at the groups…"));
  judge.postMessage({ kind: "explain", id: position, turn, guesses: turns.map((t) => t.guess), replies: turns.map((t) => t.reply) });
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
  // Every guess is checked with the full game, which has all the allowed guesses.
  const problem =
    played.length === 0
      ? "Type the game's guesses, in order."
      : played.length > data.maxGuesses
        ? `A game has at most ${data.maxGuesses} guesses, not ${played.length}.`
        : !allTargets.includes(answer)
          ? `“${printable(answer, 12)}” is not one of the ${thousands(allTargets.length)} targets: type the game's answer.`
          : played.map((g) => guessProblem(fullGame, g)).find((p) => p !== null) ??
            (played.slice(0, -1).includes(answer)
              ? `The game was won at ${answer}: leave out the guesses after it.`
              : (() => {
                  const twice = played.find((g, i) => played.indexOf(g) < i);
                  return twice ? `${twice} is guessed twice: a repeat tells nothing new, so the judge takes each guess once (leave out the repeat).` : null;
                })());
  show(judgeError, problem);
  judgeError.hidden = problem === null;
  if (problem) return;
  // The judged game opens at an address that names it by codes, so that it can be shared unspoiled.
  window.location.assign(`${window.location.pathname}?${gameQuery(allTargets, allGuesses, answer, played)}`);
});
// Back and Forward: the game the address names, replayed to its position.
window.addEventListener("popstate", startFromAddress);

// A game typed into the judge's form comes back in it, ready to change (a coded one is not shown).
const typedGuesses = (param("guesses") ?? "").split(",").map((g) => g.trim()).filter(Boolean);
if (typedGuesses.length > 0 && param("game") === null) {
  judgeGuesses.value = typedGuesses.join(" ").slice(0, 60);
  judgeTarget.value = (param("target") ?? "").trim().toUpperCase().slice(0, 5);
}
startFromAddress();
// A phone would scroll past the instructions and open its keyboard: the guess is focused only
// where there is a pointer and, likely, a keyboard.
if (window.matchMedia("(pointer: fine)").matches) input.focus({ preventScroll: true });
ready();
