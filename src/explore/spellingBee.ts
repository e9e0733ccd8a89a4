/**
 * Any honeycomb: its words grouped as the report groups them, its points, pangrams, rank
 * thresholds and hints grid, all from the library's `puzzle` over the Spelling Bee word list.
 * The letters come from the address (?letters=AEGINRT&center=R) or the form.
 */
import { formatHints, honeycomb, honeycombSvg, isPangram, puzzle, reportGroups, spell, wordList } from "../spellingBee";
import { thousands } from "../format";
import { byTestId, h, pageData, param, plural, ready, show, words } from "./dom";

interface BeeData {
  /** The word list (enable1), one string. */
  words: string;
  listName: string;
}

const data = pageData<BeeData>();
const list = wordList(words(data.words));
const form = byTestId<HTMLFormElement>("bee-form");
const lettersInput = byTestId<HTMLInputElement>("bee-letters");
const centerInput = byTestId<HTMLInputElement>("bee-center");
const error = byTestId("bee-error");
const hide = byTestId<HTMLInputElement>("bee-hide");

/** Shows the honeycomb typed; `record` makes it a new entry in the browser's history, so Back returns. */
function solve(record = false): void {
  let comb;
  try {
    comb = honeycomb(lettersInput.value.trim(), centerInput.value.trim());
  } catch (e) {
    error.hidden = false;
    show(error, (e as Error).message);
    show(byTestId("bee-result"));
    // The address says what was asked, so that a reload shows the same message (no new entry).
    const asked = new URL(window.location.href);
    asked.searchParams.set("letters", lettersInput.value.trim().slice(0, 26));
    asked.searchParams.set("center", centerInput.value.trim().slice(0, 1));
    window.history.replaceState(null, "", asked);
    return;
  }
  error.hidden = true;
  const p = puzzle(comb, list);
  const url = new URL(window.location.href);
  url.searchParams.set("letters", spell(comb.letters));
  url.searchParams.set("center", spell(comb.center));
  if (url.href === window.location.href) record = false; // the same honeycomb again: no new entry
  if (record) window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);

  const summary = h(
    "p",
    { class: "summary" },
    h("span", { "data-testid": "bee-word-count" }, thousands(p.words.length)),
    ` words, `,
    h("span", { "data-testid": "bee-points" }, thousands(p.points)),
    ` points, ${plural(p.pangrams.length, "pangram")}, from the ${thousands(list.length)} words of ${data.listName} ` +
      `that some honeycomb could allow (four letters or more, no S, at most seven different letters).`,
  );
  const ranks = h(
    "table",
    { class: "ranks" },
    h("caption", {}, "Ranks"),
    h("tr", {}, h("th", {}, "rank"), h("th", {}, "points")),
    ...p.ranks.map((r) => h("tr", {}, h("td", {}, r.rank), h("td", { class: "num" }, thousands(r.points)))),
  );
  const hints = h("figure", { class: "hints" }, h("figcaption", {}, "Hints: words by first letter and length"), h("pre", {}, formatHints(p.hints)));
  const groups = reportGroups(comb, p.words).map((g) =>
    h(
      "li",
      {},
      h("span", { class: "set" }, `{${spell(g.letters)}}`),
      ` ${plural(g.words, g.letters === comb.letters ? "pangram" : "word")}, ${plural(g.points, "point")}: `,
      ...g.byScore.flatMap(({ points, words: ws }, i) => [
        i > 0 ? "; " : "",
        ...ws.flatMap((w, j) => [j > 0 ? " " : "", h("span", { class: isPangram(w) ? "word pangram" : "word" }, w)]),
        h("span", { class: "pts" }, ` (${points})`),
      ]),
    ),
  );
  // The library draws the honeycomb as SVG text; its letters are checked A to Z, so it is safe to parse.
  const picture = new DOMParser().parseFromString(honeycombSvg(comb, 150), "image/svg+xml").documentElement;
  show(
    byTestId("bee-result"),
    h("div", { class: "side-by-side" }, document.importNode(picture, true), summary),
    h("div", { class: "side-by-side tables" }, ranks, hints),
    h("h2", {}, "The words, by their sets of letters"),
    h("ul", { class: "groups", "data-testid": "bee-words" }, ...groups),
  );
  byTestId("bee-result").classList.toggle("hide-words", hide.checked);
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  solve(true);
});
hide.addEventListener("change", () => byTestId("bee-result").classList.toggle("hide-words", hide.checked));
/** The honeycomb the address names (AEGINRT/R when it names none). */
function fromAddress(): void {
  lettersInput.value = param("letters") ?? "AEGINRT";
  centerInput.value = param("center") ?? "R";
  solve();
}
window.addEventListener("popstate", fromAddress);
fromAddress();
ready();
