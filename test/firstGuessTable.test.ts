import { describe, expect, it } from "vitest";
import * as G from "../src/game";
import { bestRow, formatRow, formatTable, readTable, sortRows, TableError, tableTitle, TABLE_HEADER } from "../src/firstGuessTable";

const game = G.wordle(["CRANE", "SLATE", "TRACE"], ["CRANE", "SLATE", "TRACE", "SALET", "FUZZY"]);
const title = tableTitle(game, false, 6);
const table = (...rows: string[]) => [title, TABLE_HEADER, ...rows, ""].join("\n");

describe("the table of every first guess", () => {
  it("names the game: its lists, mode and guess limit", () => {
    expect(title).toMatch(/^# every first guess: Wordle, 3 targets × 5 guesses \(lists [0-9a-f]{8}\), normal mode, at most 6 guesses$/);
    expect(tableTitle(game, true, 6)).toContain("hard mode");
    expect(tableTitle(game, false, Infinity)).toContain("no guess limit");
    // Other lists (even the same words in another order) give another fingerprint.
    const other = G.wordle(["SLATE", "CRANE", "TRACE"], game.guesses);
    expect(tableTitle(other, false, 6)).not.toBe(title);
  });

  it("reads back what it writes, and sorts by total, then guess", () => {
    const rows = [
      { guess: "FUZZY", total: 9, exact: false },
      { guess: "TRACE", total: 5, exact: true },
      { guess: "CRANE", total: 5, exact: true },
      { guess: "SALET", total: Infinity, exact: true },
    ];
    const text = formatTable(title, rows);
    expect(text).toBe(table("CRANE,5,true", "TRACE,5,true", "FUZZY,9,false", "SALET,Infinity,true"));
    expect(readTable(text, game, title)).toEqual({ rows: sortRows(rows), text, whole: text.length });
    expect(formatRow(rows[0])).toBe("FUZZY,9,false\n");
    // The best: exact, finite, and on a tie the first guess in sorted order.
    expect(bestRow(rows)).toEqual({ guess: "CRANE", total: 5, exact: true });
    expect(bestRow([rows[0], rows[3]])).toBeUndefined();
  });

  it("reads an empty file as an empty table, and a last line cut short as not there", () => {
    expect(readTable("", game, title)).toEqual({ rows: [], text: "", whole: 0 });
    const text = table("CRANE,5,true") + "TRACE,5,tr";
    const read = readTable(text, game, title);
    expect(read.rows).toEqual([{ guess: "CRANE", total: 5, exact: true }]);
    expect(text.slice(read.whole)).toBe("TRACE,5,tr");
    // Even the title, cut short, leaves nothing whole.
    expect(readTable(title.slice(0, 20), game, title)).toEqual({ rows: [], text: title.slice(0, 20), whole: 0 });
  });

  it("refuses a damaged or foreign table, naming the line", () => {
    const refusals: [string, string][] = [
      ["guess,total,exact\n", 'line 1: not a table of first guesses ("guess,total,exact")'],
      [table().replace("normal mode", "hard mode"), "line 1: a table for another game (every first guess: Wordle, 3 targets × 5 guesses"],
      [[title, "guess,total", ""].join("\n"), 'line 2: the header should be guess,total,exact, not "guess,total"'],
      [table("CRANE,5,true", "TRACE;5;true"), 'line 4: "TRACE;5;true" is not a row guess,total,exact'],
      [table("CRANE,5,true", "ABOUT,5,true"), 'line 4: "ABOUT" is not an allowed guess'],
      [table("crane,5,true"), 'line 3: "crane" is not an allowed guess'],
      [table("CRANE,5,true", "TRACE,6,false", "CRANE,5,true"), "line 5: CRANE is there already, on line 3"],
      [table("CRANE,5,yes"), 'line 3: exact should be true or false, not "yes"'],
      [table("CRANE,five,true"), 'line 3: "five" is not a total of guesses for 3 targets'],
      [table("CRANE,2,true"), 'line 3: "2" is not a total of guesses for 3 targets'],
      [table("CRANE,-7,true"), 'line 3: "-7" is not a total of guesses for 3 targets'],
      [table("CRANE,Infinity,false"), 'line 3: "Infinity" is not a total of guesses for 3 targets'],
    ];
    for (const [text, message] of refusals) {
      let error: unknown;
      try {
        readTable(text, game, title);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(TableError);
      expect((error as Error).message).toContain(message);
    }
  });
});
