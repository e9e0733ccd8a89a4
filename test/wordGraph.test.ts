import { beforeAll, describe, expect, it } from "vitest";
import { runCli } from "./cli";
import * as W from "../src/wordGraph";
import { loadWordList } from "../src/wordlists";

let words: string[];
let graph: W.WordGraph;
beforeAll(async () => {
  words = await loadWordList("sgb-words");
  graph = W.wordGraph(words);
});

describe("the word graph of Knuth's 5,757 words", () => {
  it("gives jingo its four neighbors", () => {
    expect(words).toHaveLength(5757);
    expect(W.neighbors(graph, "jingo").sort()).toEqual(["bingo", "dingo", "jings", "lingo"]);
  });
  it("grows the pool from jingo round by round as the original does", () => {
    const { sizes, pool } = W.poolGrowth(graph, "jingo");
    expect(sizes).toEqual([4, 19, 62, 194, 545, 1216, 2045, 2640, 3133, 3624, 4020, 4263, 4390, 4451, 4476, 4484, 4487, 4489, 4490, 4492, 4493]);
    const never = words.filter((w) => !pool.has(w));
    expect(never).toHaveLength(1264);
    expect(["yogic", "spasm", "nuked", "naked"].map((w) => never.includes(w))).toEqual([true, true, false, false]);
  });
  it("splits into components, the largest being jingo's pool", () => {
    const c = W.components(graph);
    expect(c.sizes.reduce((a, b) => a + b, 0)).toBe(5757);
    expect(c.sizes[0]).toBe(4493);
    expect(c.sizes.length).toBe(853);
    expect(c.sizes.filter((s) => s === 1).length).toBe(671);
    expect(c.component[graph.index.get("jingo")!]).toBe(0);
    expect(graph.adjacency.length / 2).toBe(14135);
  });
  it("finds shortest ladders, and none across components", () => {
    expect(W.ladder(graph, "black", "white")).toEqual(["black", "blank", "blink", "clink", "chink", "chine", "whine", "white"]);
    expect(W.ladder(graph, "jingo", "jingo")).toEqual(["jingo"]);
    expect(W.ladder(graph, "jingo", "yogic")).toBeNull();
    for (const [a, b] of [["black", "white"], ["sonic", "tones"]]) {
      const path = W.ladder(graph, a, b);
      if (path) path.slice(1).forEach((w, i) => expect([...w].filter((c, j) => c !== path[i][j])).toHaveLength(1));
    }
  });
  it("refuses unknown words and mixed lengths", () => {
    expect(() => W.neighbors(graph, "zzzzz")).toThrow(/"zzzzz" is not in the word list/);
    expect(() => W.wordGraph(["cold", "warm", "tepid"])).toThrow(/"tepid" has 5 letters/);
    expect(() => W.wordGraph(["cold", "cold"])).toThrow(/twice/);
  });
});

describe("npm run ladder", () => {
  const ladder = (...args: string[]) => runCli("ladder", args);
  it("climbs from cold to warm in ENABLE's four-letter words", () => {
    const r = ladder("cold", "warm");
    expect(r.stdout).toContain("cold → cord → card → ward → warm");
    expect(r.stdout).toContain("4 steps, enable1");
  });
  it("says when no ladder exists, or a word is unknown", () => {
    expect(ladder("jingo", "yogic").stdout).toContain("No ladder joins jingo and yogic");
    expect(ladder("cold", "zzzz").stderr).toContain('"zzzz" is not among the 3,903 4-letter words of enable1');
    expect(ladder("cold", "tepid").stderr).toContain("differ in length");
    expect(ladder("cold").status).toBe(2);
  });
});
