// Every figure a notebook's prose states (four digits or more) is one a cell of that notebook
// printed, or one the notebook lists, in one visible place, as quoted from elsewhere.
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

/** The figures of a text: runs of digits (with thousands commas and a decimal part) of 4 digits or more. */
export function figures(prose: string): string[] {
  const found = prose.match(/\d[\d,]*(\.\d+)?/g) ?? [];
  return found.map((f) => f.replace(/,$/, "")).filter((f) => f.replace(/\D/g, "").length >= 4);
}

/** Prose without what is not prose: addresses, inline code, HTML attributes. */
function prose(markdown: string): string {
  return markdown
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/<[^>]*>/g, " ")
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
    const quoted = new Set(quotedCells.flatMap((c) => figures(text(c.source))).map(plain));
    const unbacked = cells
      .filter((c) => c.cell_type === "markdown" && !quotedCells.includes(c))
      .flatMap((c) => figures(prose(text(c.source))))
      .filter((f) => !outputs.includes(plain(f)) && !quoted.has(plain(f)));
    expect([...new Set(unbacked)]).toEqual([]);
  });

  it("finds figures as a reader reads them", () => {
    expect(figures("7,897 guesses (3.4201 a game) in 1955, not 3.60 or 202; 12,972.")).toEqual(["7,897", "3.4201", "1955", "12,972"]);
  });
});
