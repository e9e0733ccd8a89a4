/**
 * The decision tree at work: the reader types a word and sees it played through the original's
 * tree (the most common letter first) and through the rollout tree, guess by guess, with the
 * pattern, the misses and how many dictionary words were still possible. Trees are compiled in a
 * worker (hangmanPlay.ts), one word length at a time.
 */
import { MAX_MISSES } from "../hangman";
import { thousands } from "../format";
import { byTestId, h, pageData, param, plural, ready, show, startWorker, words } from "./dom";
import type { Played, Reply } from "./hangmanMessages";

declare const WORKER_SOURCE: string;

interface HangmanData {
  words: string;
}

const data = pageData<HangmanData>();
const input = byTestId<HTMLInputElement>("hangman-input");
const result = byTestId("hangman-result");
const worker = startWorker(WORKER_SOURCE);
worker.postMessage({ words: words(data.words) });
let asked = 0;

const names = { frequency: "original's tree", rollout: "rollout tree" };
const titles = {
  frequency: "The original's tree: the letter most remaining words contain",
  rollout: "The rollout tree: the letter that loses fewest words below",
};

worker.onmessage = (event: MessageEvent<Reply>) => {
  const reply = event.data;
  if (reply.id !== asked) return; // an answer to a word the reader has since replaced
  delete result.dataset.word;
  if (reply.kind === "problem") return show(result, h("p", { class: "error", "data-testid": "hangman-error" }, reply.problem));
  const compiling = reply.compiling
    ? h("p", { class: "thinking" }, `Compiling the ${names[reply.compiling]} for the ${thousands(reply.words)} words of ${reply.word.length} letters…`)
    : null;
  show(result, ...reply.played.map((p) => game(reply.word, reply.words, p)), compiling);
  if (!reply.compiling) result.dataset.word = reply.word;
};
worker.onerror = (event) => show(result, h("p", { class: "error" }, `The worker stopped: ${event.message}`));

/** One strategy's game on the word: a row per guess, then the outcome. */
function game(word: string, words: number, { strategy, outcome, shown }: Played): HTMLElement {
  const rows = shown.map((s, i) =>
    h(
      "tr",
      { class: s.hit ? "hit" : "miss" },
      h("td", { class: "num" }, i + 1),
      h("td", { class: "letter" }, s.letter),
      h("td", {}, s.hit ? "hit" : "miss"),
      h("td", { class: "pattern" }, s.pattern),
      h("td", { class: "num" }, s.misses),
      h("td", { class: "num" }, thousands(s.possible)),
    ),
  );
  const verdict = outcome.solved
    ? `Solved with ${plural(outcome.misses, "miss", "misses")}.`
    : `Lost: the ${ordinal(MAX_MISSES)} miss ends the game (the tree would need ${plural(outcome.misses, "miss", "misses")} in all).`;
  return h(
    "section",
    { class: "strategy", "data-strategy": strategy, "data-solved": String(outcome.solved), "data-guesses": outcome.guesses.join("") },
    h("h2", {}, titles[strategy]),
    h(
      "table",
      { class: "steps" },
      h("tr", {}, h("th", {}, "#"), h("th", {}, "letter"), h("th", {}, ""), h("th", {}, "the word so far"), h("th", {}, "misses"), h("th", {}, "words possible")),
      h("tr", { class: "start" }, h("td", {}, ""), h("td", {}, ""), h("td", {}, ""), h("td", { class: "pattern" }, "_".repeat(word.length)), h("td", { class: "num" }, 0), h("td", { class: "num" }, thousands(words))),
      ...rows,
    ),
    h("p", { class: outcome.solved ? "verdict won" : "verdict lost" }, verdict),
  );
}

function ordinal(n: number): string {
  return n === 10 ? "tenth" : `${n}th`;
}

/** Plays a word through both trees; `record` makes it a new entry in the browser's history, so Back returns. */
function ask(word: string, record = false): void {
  asked++;
  delete result.dataset.word; // until the word asked is shown
  show(result, h("p", { class: "thinking" }, "Playing…"));
  worker.postMessage({ id: asked, word });
  const url = new URL(window.location.href);
  url.searchParams.set("word", word.trim().toLowerCase());
  if (record && url.href !== window.location.href) window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);
}

byTestId("hangman-form").addEventListener("submit", (event) => {
  event.preventDefault();
  ask(input.value, true);
});
/** The word the address names (DUCK when it names none: the original loses it, the rollout tree does not). */
function fromAddress(): void {
  input.value = param("word") ?? "duck";
  ask(input.value);
}
window.addEventListener("popstate", fromAddress);
fromAddress();
ready();
