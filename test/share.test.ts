// Links that share a Wordle game by codes: every word of the real lists round-trips, no two
// words share a code, and a code that names nothing is refused.
import { describe, expect, it } from "vitest";
import { codeOf, gameQuery, placeOf, readGameQuery } from "../src/explore/share";
import { LatestOnly } from "../src/explore/latest";
import { loadWordList } from "../src/wordlists";

describe("game codes", () => {
  it("name every target and every allowed guess once, and read back to the same word", async () => {
    for (const name of ["wordle-small", "wordle-big"] as const) {
      const words = await loadWordList(name);
      const codes = words.map((_, i) => codeOf(i));
      expect(new Set(codes).size).toBe(words.length);
      expect(codes.every((c) => /^[0-9a-z]{1,4}$/.test(c))).toBe(true);
      expect(codes.map((c) => placeOf(c, words.length))).toEqual(words.map((_, i) => i));
    }
  });
  it("do not follow the list's order: neighbours in the list get unrelated codes", () => {
    const codes = Array.from({ length: 50 }, (_, i) => parseInt(codeOf(i), 36));
    const rising = codes.slice(1).filter((c, i) => c > codes[i]).length;
    expect(rising).toBeGreaterThan(10);
    expect(rising).toBeLessThan(40);
  });
  it("refuse what names no word: another list's place, a stray symbol, an empty code", () => {
    expect(placeOf(codeOf(2309), 2309)).toBeNull();
    expect(placeOf("", 2309)).toBeNull();
    expect(placeOf("<b>", 2309)).toBeNull();
    expect(placeOf("zzzzz", 2309)).toBeNull();
    expect(placeOf("0", 2309)).toBeNull();
    expect(() => codeOf(-1)).toThrow(RangeError);
    expect(() => codeOf(1.5)).toThrow(RangeError);
  });
  it("carry a game and its guesses in an address without their words", async () => {
    const targets = (await loadWordList("wordle-small")).map((w) => w.toUpperCase());
    const guesses = (await loadWordList("wordle-big")).map((w) => w.toUpperCase());
    const query = gameQuery(targets, guesses, "SHINY", ["CRANE", "SLOTH"]);
    expect(query).toMatch(/^game=[0-9a-z]+&played=[0-9a-z]+\.[0-9a-z]+$/);
    expect(query.toUpperCase()).not.toMatch(/SHINY|CRANE|SLOTH/);
    expect(readGameQuery(targets, guesses, new URLSearchParams(query))).toEqual({ target: "SHINY", played: ["CRANE", "SLOTH"], unread: 0 });
    expect(readGameQuery(targets, guesses, new URLSearchParams("game=zzzz"))).toEqual({ problem: "The address's game code names no game" });
    expect(readGameQuery(targets, guesses, new URLSearchParams("target=SHINY"))).toBeNull();
    // The guesses up to a code that names none are played.
    const cut = `${gameQuery(targets, guesses, "SHINY", ["CRANE"])}.%3Cb%3E.${codeOf(0)}`;
    expect(readGameQuery(targets, guesses, new URLSearchParams(cut))).toEqual({ target: "SHINY", played: ["CRANE"], unread: 2 });
  });
});

describe("LatestOnly, the Wordle worker's queue", () => {
  it("gives the jobs of the latest position in the order asked, and drops those of positions left", () => {
    const queue = new LatestOnly<{ id: number; job: string }>();
    for (const [id, job] of [[1, "search 1"], [1, "judge 1"], [2, "search 2"], [3, "search 3"], [3, "judge 3"]] as const) queue.push({ id, job });
    expect(queue.next()?.job).toBe("search 3");
    queue.push({ id: 3, job: "explain 3" });
    expect([queue.next()?.job, queue.next()?.job, queue.next()]).toEqual(["judge 3", "explain 3", undefined]);
    // Back to a position shown before gets a new number, so nothing asked earlier is answered.
    queue.push({ id: 2, job: "stale" });
    queue.push({ id: 4, job: "search 4" });
    expect([queue.next()?.job, queue.size]).toEqual(["search 4", 0]);
  });
});
