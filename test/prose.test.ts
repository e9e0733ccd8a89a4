// Every figure a notebook's prose states is one a cell of that notebook printed, or one the
// notebook lists, in one visible place, as quoted from elsewhere: every number of two digits or
// more, every decimal, percentage and "N×", every number with a unit of time; and a duration in
// words ("about a second", "five hours") is allowed only in that list, since a measured time in
// prose goes stale the next time the notebook runs.
import { describe, expect, it } from "vitest";
import * as fs from "fs";
import * as path from "path";
import { root } from "./cli";

const notebooks = fs.readdirSync(path.join(root, "notebooks")).filter((f) => f.endsWith(".ipynb")).sort();

/** The heading that starts a notebook's list of figures quoted from elsewhere. */
export const QUOTED = "Figures quoted from elsewhere";

interface Cell {
  cell_type: string;
  source: string[] | string;
  outputs?: { text?: string[] | string; data?: Record<string, string[] | string> }[];
}
const text = (s: string[] | string | undefined) => (Array.isArray(s) ? s.join("") : (s ?? ""));

/**
 * The figures of a text, as a reader reads them: integers of two digits or more (with thousands
 * commas), decimals, and any number followed by %, × or a unit of time.
 */
export function figures(prose: string): string[] {
  const found = [...prose.matchAll(/(?<![\w.])(\d[\d,]*(?:\.\d+)?)(\s?[%×]|\s(?:ms|s|seconds?|minutes?|min|hours?)\b)?/g)];
  return found
    .filter(([, number, unit]) => unit || number.replace(/,$/, "").replace(/\D/g, "").length >= 2 || number.includes("."))
    .map(([, number]) => number.replace(/,$/, ""));
}

/**
 * Durations written in words ("takes about a second", "a few seconds", "five hours"), which no
 * output can back. "A second" is a time only after a word that measures ("about", "in", "of"…),
 * not in "a second guess".
 */
export function durationsInWords(prose: string): string[] {
  const measure = "about|in|takes?|took|under|over|within|of|than|only|just|nearly|almost|roughly|for|half|per";
  const plural = "two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|a few|several|a couple of|many";
  const pattern = new RegExp(
    `\\b(?:(?:${measure})\\s+(?:a|an|one)\\s+(?:millisecond|second|minute|hour|day)\\b|(?:${plural})\\s+(?:milliseconds|seconds|minutes|hours|days)\\b)`,
    "gi",
  );
  return [...prose.matchAll(pattern)].map((m) => m[0].replace(/^(?:about|in|takes?|took|under|over|within|of|than|only|just|nearly|almost|roughly|for|half|per)\s+/i, ""));
}

/** Whether a figure appears in a text as a number of its own, not inside a longer one. */
function appears(figure: string, text: string): boolean {
  const escaped = plain(figure).replace(/\./g, "\\.");
  return new RegExp(`(?<![\\d.])${escaped}(?!\\d|\\.\\d)`).test(text);
}

/** Prose without what is not prose: addresses, inline code, HTML attributes. */
function prose(markdown: string): string {
  return markdown
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/<[^>]*>/g, " ")
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/`[^`]*`/g, " ")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/\b[\w-]+(\.[\w-]+)+\/\S*/g, " "); // an address written out, as a link's text
}

const plain = (figure: string) => figure.replace(/,/g, "");

describe("figures in the notebooks' prose", () => {
  it.each(notebooks)("%s prints or lists as quoted every figure its prose states", (name) => {
    const cells: Cell[] = JSON.parse(fs.readFileSync(path.join(root, "notebooks", name), "utf8")).cells;
    const outputs = plain(
      cells
        .flatMap((c) => c.outputs ?? [])
        .map((o) => text(o.text) + Object.values(o.data ?? {}).map(text).join(" "))
        .join("\n"),
    );
    const quotedCells = cells.filter((c) => c.cell_type === "markdown" && text(c.source).includes(QUOTED));
    expect(quotedCells.length, `${name} lists its quoted figures in one place`).toBeLessThanOrEqual(1);
    const quoted = plain(quotedCells.map((c) => text(c.source)).join("\n"));
    const proseCells = cells.filter((c) => c.cell_type === "markdown" && !quotedCells.includes(c)).map((c) => prose(text(c.source)));
    const unbacked = proseCells.flatMap(figures).filter((f) => !appears(f, outputs) && !appears(f, quoted));
    const inWords = proseCells.flatMap(durationsInWords).filter((d) => !quoted.toLowerCase().includes(d.toLowerCase()));
    expect({ figures: [...new Set(unbacked)], durations: [...new Set(inWords)] }).toEqual({ figures: [], durations: [] });
  });

  it("finds figures as a reader reads them", () => {
    expect(figures("7,897 guesses (3.4201 a game) in 1955, not 3.60 or 202; 12,972.")).toEqual(["7,897", "3.4201", "1955", "3.60", "202", "12,972"]);
    expect(figures("5 guesses, 99.2% of 12 words, 3× faster, 9 ms, 2 seconds, SALET's 2s − 1, x86")).toEqual(["99.2", "12", "3", "9", "2"]);
    expect(durationsInWords("about a second here, a few seconds there, five hours for Selby; a second guess, a second way")).toEqual([
      "a second",
      "a few seconds",
      "five hours",
    ]);
  });

  it("matches a figure in the outputs as a number of its own", () => {
    expect(appears("20", "took 1.20 s")).toBe(false);
    expect(appears("20", "120 words")).toBe(false);
    expect(appears("3.4", "3.42 on average")).toBe(false);
    expect(appears("7,897", "total 7897, worst 5")).toBe(true);
  });
});
