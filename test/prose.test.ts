// Every figure a notebook's prose states is one a cell of that notebook printed, or one the
// notebook lists, in one visible place, as quoted from elsewhere: every number of two digits or
// more, every decimal, percentage and "N×", every number with a unit of time; and a duration in
// words ("about a second", "five hours") is allowed only in that list, since a measured time in
// prose goes stale the next time the notebook runs.
import { describe, expect, it } from "vitest";
import * as fs from "fs";
import * as path from "path";
import { root } from "./cli";
import { appears, Cell, durationsInWords, figures, outputsOf, plain, prose, QUOTED, text } from "./prose";

const notebooks = fs.readdirSync(path.join(root, "notebooks")).filter((f) => f.endsWith(".ipynb")).sort();

describe("figures in the notebooks' prose", () => {
  it.each(notebooks)("%s prints or lists as quoted every figure its prose states", (name) => {
    const cells: Cell[] = JSON.parse(fs.readFileSync(path.join(root, "notebooks", name), "utf8")).cells;
    const outputs = outputsOf(cells);
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

describe("figures in the README", () => {
  it("are each printed by a notebook, or are a word list's count in data/wordlists.json", () => {
    const printed = notebooks.map((name) => outputsOf(JSON.parse(fs.readFileSync(path.join(root, "notebooks", name), "utf8")).cells)).join("\n");
    const counts = Object.values(JSON.parse(fs.readFileSync(path.join(root, "data", "wordlists.json"), "utf8")) as Record<string, { words: number }>)
      .map((entry) => String(entry.words))
      .join(" ");
    const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
    const found = figures(prose(readme.replace(/^\|.*\|$/gm, (row) => row.replace(/\|/g, " "))));
    expect(found.length).toBeGreaterThan(10);
    expect(found.filter((f) => !appears(f, printed) && !appears(f, counts))).toEqual([]);
  });

  it("count the Mastermind boards proven as CodeBreaking printed them from the table", () => {
    const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
    const notebook = JSON.parse(fs.readFileSync(path.join(root, "notebooks", "CodeBreaking.ipynb"), "utf8"));
    const said = /(\d+) of (\d+) boards/.exec(readme);
    // The outputs as the figures are matched: without commas.
    const printed = /(\d+) boards of at most \d+ codes,? \d+ rows: (\d+) boards proven/.exec(outputsOf(notebook.cells));
    expect([said?.[1], said?.[2]]).toEqual([printed?.[2], printed?.[1]]);
    expect(printed).not.toBeNull();
  });
});
