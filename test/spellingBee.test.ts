import { describe, expect, it, beforeAll } from "vitest";
import * as fs from "fs";
import * as path from "path";
import * as bee from "../src/spellingBee";
import { loadWordList } from "../src/wordlists";
import { PythonRandom } from "../src/random";

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, "fixtures", name), "utf8").trimEnd();
const body = (report: string) => report.split("\n").slice(2).join("\n");
const tokens = (text: string) => text.split(/\s+/).filter(Boolean);

const mini = bee.wordList("amalgam amalgamation cacciatore erotica em game gem gems glam megaplex");
const hc = bee.honeycomb("LAPGEMX", "G");

describe("the mini word list", () => {
  it("keeps the six valid words", () => {
    expect(mini).toEqual(["AMALGAM", "CACCIATORE", "EROTICA", "GAME", "GLAM", "MEGAPLEX"]);
  });
  it("has three pangrams but two pangram lettersets", () => {
    expect(mini.filter(bee.isPangram)).toEqual(["CACCIATORE", "EROTICA", "MEGAPLEX"]);
    expect(bee.pangramLettersets(mini).map(bee.spell)).toEqual(["ACEIORT", "AEGLMPX"]);
  });
  it("scores words, the honeycomb and its makeable words", () => {
    expect(mini.map(bee.wordScore)).toEqual([7, 17, 14, 1, 1, 15]);
    expect(mini.filter((w) => bee.canMake(hc, w))).toEqual(["AMALGAM", "GAME", "GLAM", "MEGAPLEX"]);
    expect(bee.totalScore(hc, mini)).toBe(24);
  });
  it("has 14 candidate honeycombs and a top honeycomb of 31, ties to the last", () => {
    expect(bee.candidateHoneycombs(mini)).toHaveLength(14);
    const top = bee.topHoneycomb(mini);
    expect([top.score, String(top.honeycomb)]).toEqual([31, "ACEIORT/T"]);
    const byTable = bee.topHoneycombByTable(new bee.PointsTable(mini));
    expect([byTable.score, String(byTable.honeycomb)]).toEqual([31, "ACEIORT/T"]);
  });
  it("builds the points table and the 63 letter subsets", () => {
    const table = new bee.PointsTable(mini);
    expect(table.toObject()).toEqual({ AGLM: 8, ACEIORT: 31, AEGM: 1, AEGLMPX: 15 });
    const subsets = bee.letterSubsets(hc).map(bee.spell);
    expect(subsets).toHaveLength(63);
    expect(subsets.slice(0, 7)).toEqual(["AG", "EG", "GL", "GM", "GP", "GX", "AEG"]);
    expect(subsets.at(-1)).toBe("AEGLMPX");
    expect(bee.fastTotalScore(hc, table)).toBe(24);
  });
  it("reports as the original does", () => {
    expect(bee.report(mini, hc).split("\n")[0]).toBe("Honeycomb AEGLMPX/G: 4 words 24 points from a 6 word list:");
    expect(body(bee.report(mini, hc))).toBe(fixture("report-mini-hc.txt"));
    expect(bee.report(mini).split("\n")[0]).toBe("Top honeycomb ACEIORT/A: 2 words 31 points from a 6 word list:");
    expect(body(bee.report(mini))).toBe(fixture("report-mini-top.txt"));
  });
});

describe("the enable1 word list", () => {
  let raw: string[];
  let big: bee.Word[];
  let table: bee.PointsTable;
  beforeAll(async () => {
    raw = await loadWordList("enable1");
    big = bee.wordList(raw);
    table = new bee.PointsTable(big);
  });

  it("has the original's counts", () => {
    expect(raw).toHaveLength(172820);
    expect(big).toHaveLength(44585);
    expect(big.filter(bee.isPangram)).toHaveLength(14741);
    expect(bee.pangramLettersets(big)).toHaveLength(7986);
    expect(bee.candidateHoneycombs(big)).toHaveLength(55902);
    expect(table.pangramLettersets).toHaveLength(7986);
  });
  it("finds the top honeycomb AEGINRT/R = 3,898 with the points table", () => {
    const top = bee.topHoneycombByTable(table);
    expect([top.score, String(top.honeycomb)]).toEqual([3898, "AEGINRT/R"]);
  });
  it("finds it by branch and bound, examining 8,084 honeycombs", () => {
    const top = bee.branchAndBound(table);
    expect([top.score, String(top.honeycomb), top.examined]).toEqual([3898, "AEGINRT/R", 8084]);
  });
  it("finds by branch and bound what trying every candidate finds, on small lists drawn from ENABLE", () => {
    // Its bounds and cuts against the plain search over every candidate honeycomb; seeded, so a
    // failure replays.
    const random = new PythonRandom("branch and bound");
    const pangrams = big.filter((w) => new Set(w).size === 7);
    for (let trial = 0; trial < 40; trial++) {
      const words = new Set<string>(Array.from({ length: 1 + (trial % 4) }, () => random.choice(pangrams)));
      while (words.size < 30 + 20 * trial) words.add(random.choice(big));
      const small = new bee.PointsTable([...words]);
      const [bound, every] = [bee.branchAndBound(small), bee.topHoneycombByTable(small)];
      expect([trial, bound.score]).toEqual([trial, every.score]);
      expect(bee.fastTotalScore(bound.honeycomb, small)).toBe(bound.score);
    }
  });
  it("scores JUKEBOX poorly whatever the center", () => {
    const scores = [..."JUKEBOX"].map((c) => bee.totalScore(bee.honeycomb("JUKEBOX", c), big));
    expect(scores).toEqual([26, 32, 26, 37, 49, 39, 15]);
    expect([..."JUKEBOX"].map((c) => bee.fastTotalScore(bee.honeycomb("JUKEBOX", c), table))).toEqual(scores);
  });
  it("reports 537 words and 50 pangrams, line for line as the original", () => {
    const report = bee.report(big);
    expect(report.split("\n")[0]).toBe("Top honeycomb AEGINRT/R: 537 words 3,898 points from a 44,585 word list:");
    expect(body(report)).toBe(fixture("report-enable1-top.txt"));
    const p = bee.puzzle(bee.honeycomb("AEGINRT", "R"), big);
    expect([p.words.length, p.points, p.pangrams.length]).toEqual([537, 3898, 50]);
  });
  it("with S allowed: 98,141 words, AEINRST/E = 8,681, 1,179 words, 86 pangrams", () => {
    const bigS = bee.wordList(raw, bee.rulesWithS);
    expect(bigS).toHaveLength(98141);
    const report = bee.report(bigS);
    expect(report.split("\n")[0]).toBe("Top honeycomb AEINRST/E: 1,179 words 8,681 points from a 98,141 word list:");
    // The original printed this report with a points column one space wider than its other
    // reports, which moves some line breaks: the same words, groups and order, spaced apart.
    expect(tokens(body(report))).toEqual(tokens(fixture("report-enable1-s-top.txt")));
    const p = bee.puzzle(bee.honeycomb("AEINRST", "E", bee.rulesWithS), bigS);
    expect([p.words.length, p.points, p.pangrams.length]).toEqual([1179, 8681, 86]);
  });
  it("scores all 3,364,900 honeycombs, agreeing with the fast and slow scores", () => {
    const all = bee.scoreAllHoneycombs(table);
    expect(all.count).toBe(3364900);
    expect(all.count).toBe(25 * 134596); // 25 centers × C(24, 6)
    // a random sample (seeded, so a failure replays), plus the top honeycomb
    let seed = 12345;
    const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
    for (let k = 0; k < 2000; k++) {
      const i = Math.floor(random() * all.count);
      const h = all.honeycomb(i);
      expect(all.scores[i], String(h)).toBe(bee.fastTotalScore(h, table));
      if (k < 50) expect(all.scores[i], String(h)).toBe(bee.totalScore(h, big));
    }
    const best = all.best();
    const bestValid = all.best((i, a) => a.hasPangram(i));
    expect([best.score, String(best.honeycomb)]).toEqual([3898, "AEGINRT/R"]);
    expect([bestValid.score, String(bestValid.honeycomb)]).toEqual([3898, "AEGINRT/R"]);
    expect(Array.from(all.scores).filter((_, i) => all.hasPangram(i)).length).toBe(55902);
  });
  it("gives a player's honeycomb its ranks and hints", () => {
    const p = bee.puzzle(bee.honeycomb("AEGINRT", "R"), big);
    expect(p.ranks.find((r) => r.rank === "Genius")!.points).toBe(Math.round(3898 * 0.7));
    expect(p.ranks.at(-1)).toEqual({ rank: "Queen Bee", points: 3898 });
    const total = p.hints.counts.flat().reduce((a, b) => a + b, 0);
    expect(total).toBe(537);
    expect(bee.formatHints(p.hints).split("\n").at(-1)).toMatch(/ 537$/);
  });
});

describe("bad honeycombs", () => {
  it.each([
    ["AEGINST", "E", /do not allow the letter S/],
    ["AEGINRR", "R", /repeats a letter/],
    ["AEGINR", "R", /7 letters, not 6/],
    ["AEGINRTX", "R", /7 letters, not 8/],
    ["AEGINRT", "S", /center S is not one of the letters/],
    ["AEG1NRT", "R", /letters A to Z only/],
    ["AEGINRT", "RT", /center must be one letter/],
  ])("%s with center %s is refused", (letters, center, message) => {
    expect(() => bee.honeycomb(letters, center)).toThrow(message);
  });
  it("allows S under the S rules", () => {
    expect(String(bee.honeycomb("aeinrst", "e", bee.rulesWithS))).toBe("AEINRST/E");
  });
  it("refuses a points table of words no honeycomb could make", () => {
    expect(() => new bee.PointsTable(["ABCDEFGH"])).toThrow(/more than 7 distinct letters/);
  });
  it("says so when a word list has no pangram", () => {
    expect(() => bee.branchAndBound(new bee.PointsTable(["GAME"]))).toThrow(/no pangram/);
  });
});
