import { beforeAll, describe, expect, it } from "vitest";
import * as G from "../src/game";
import * as T from "../src/guessTree";
import * as M from "../src/codeBreaking";
import { describeSummary, summarize } from "../src/stats";
import { fixed } from "../src/format";
import { PythonRandom } from "../src/random";
import { loadWordList } from "../src/wordlists";

let words: string[];
let game: G.Game;
let jotto: G.Game;
let few: string[];
beforeAll(async () => {
  words = (await loadWordList("wordle-small")).map((w) => w.toUpperCase());
  game = G.wordle(words);
  jotto = G.jotto(G.jottoAllowable(words));
  few = words.filter((_, i) => i % 100 === 0);
});

const report = (tree: T.Tree) => describeSummary(summarize(T.treeScores(tree)));
const firstLine = (tree: T.Tree) => report(tree).split("\n")[0];
const guess = T.guessOf;

/** Plays every target through the tree and checks it is solved, independently of treeScores. */
function solvesAll(g: G.Game, tree: T.Tree, targets: readonly string[]) {
  const scores = targets.map((t) => G.play(g, T.treeGuesser(tree), { target: t }).score);
  expect(scores.every((s) => s <= targets.length)).toBe(true);
  expect([...scores].sort()).toEqual([...T.treeScores(tree)].sort());
}

describe("partitions", () => {
  it("split 24 words by ROAST and NINJA as the original shows", () => {
    expect(few).toHaveLength(24);
    const roast = T.partition(game, "ROAST", few);
    expect([...roast.keys()].slice(0, 4)).toEqual(["..G..", "YYY..", "Y...Y", "....."]);
    expect(roast.get("..G..")).toEqual(["ABACK", "QUACK"]);
    expect(T.partitionCounts(game, "ROAST", few)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2]);
    expect(T.partitionCounts(game, "NINJA", few)).toEqual([1, 1, 1, 1, 1, 1, 3, 4, 11]);
    expect(T.partition(game, "NINJA", few).get("....Y")).toHaveLength(11);
  });
  it("score by max, expectation and negative entropy", () => {
    const counts = [1, 1, 2, 4];
    expect(T.max(counts)).toBe(4);
    expect(T.expectation(counts)).toBeCloseTo((1 + 1 + 4 + 16) / 8);
    expect(T.negEntropy(counts)).toBeCloseTo(-(2 * (1 / 8) * 3 + (2 / 8) * 2 + (4 / 8) * 1));
    expect(T.entropy(counts)).toBe(-T.negEntropy(counts));
  });
  it("scores by squares exactly where the expectation's rounding orders a tie", () => {
    // Nine targets split 1+1+1+1+1+1+3 or 1+1+1+2+2+2: 15 either way, so each expects 15/9.
    const [a, b] = [[1, 1, 1, 1, 1, 1, 3], [1, 1, 1, 2, 2, 2]];
    expect([T.squares(a), T.squares(b)]).toEqual([15, 15]);
    expect(T.expectation(a)).not.toBe(T.expectation(b));
    expect(Math.abs(T.expectation(a) - T.expectation(b))).toBeLessThan(1e-15);
    expect(T.metricName(T.squares)).toBe("squares");
  });
});

describe("the turned table", () => {
  it("holds each reply with targets and guesses swapped", () => {
    const game = G.wordle(["ABBEY", "CRANE", "SLATE"], ["ABBEY", "CRANE", "SLATE", "TRACE", "ZZZZZ"]);
    const turned = T.turnedTable(game);
    const [targets, guesses] = [game.targets.length, game.guesses.length];
    for (let g = 0; g < guesses; g++) {
      for (let t = 0; t < targets; t++) expect(turned[t * guesses + g]).toBe(game.replies[g * targets + t]);
    }
    expect(T.turnedTable(game)).toBe(turned); // made once per game
  });
});

describe("minimizing trees", () => {
  it("build the original's tree for the 24 words, node for node", () => {
    const tree = T.minimizingTree(game, T.max, { targets: few });
    const node = (guess: string, size: number, branches: [string, T.Tree][]): T.Node => ({ guess, size, branches: new Map(branches) });
    // The original's tree, as its notebook asserts it (branch order aside: a Map keeps it, a Python dict compare does not).
    const expected = node("ROAST", 24, [
      ["..G..", node("ABACK", 2, [["GGGGG", "ABACK"], ["..GGG", "QUACK"]])],
      ["Y...Y", node("BIRTH", 2, [["GGGGG", "BIRTH"], ["..YY.", "TREND"]])],
      [".....", node("BULLY", 2, [["GGGGG", "BULLY"], [".G...", "CUMIN"]])],
      ["..GG.", node("CLASP", 2, [["GGGGG", "CLASP"], ["..GGY", "PHASE"]])],
      ["YY...", node("DROOL", 2, [["GGGGG", "DROOL"], [".Y.G.", "HUMOR"]])],
      ["..Y..", node("FANCY", 2, [["GGGGG", "FANCY"], [".YG..", "NINJA"]])],
      ["YYY..", "ARBOR"], ["Y.G..", "FRANK"], ["Y.G.Y", "GRATE"], ["Y.Y.Y", "LATER"], [".YYY.", "MASON"], ["GGGGG", "ROAST"],
      ["..GY.", "SHALE"], ["...Y.", "SMELL"], ["..GYY", "STAMP"], ["..Y.Y", "TAKEN"], ["Y.Y..", "VIRAL"], ["..Y.G", "YACHT"],
    ]);
    const sorted = (t: T.Tree): unknown => (T.isNode(t) ? { guess: t.guess, size: t.size, branches: [...t.branches].map(([r, s]) => [r, sorted(s)]).sort() } : t);
    expect(sorted(tree)).toEqual(sorted(expected));
  });
  it("guess inconsistently on the AILS words: BERTH then SPAWN, 5.00 becomes 2.56", () => {
    const ails = ["BAILS", "FAILS", "HAILS", "NAILS", "PAILS", "RAILS", "SAILS", "TAILS", "WAILS"];
    const g = G.wordle(ails, [...words, ...ails.filter((w) => !words.includes(w))]);
    const hard = T.minimizingTree(g, T.max);
    const soft = T.minimizingTree(g, T.max, { inconsistent: true }) as T.Node;
    expect([guess(hard), report(hard).split("\n")[0]]).toEqual(["BAILS", "median: 5 guesses, mean: 5.00 ± 2.74, worst: 9, best: 1"]);
    expect([guess(soft), firstLine(soft)]).toEqual(["BERTH", "median: 3 guesses, mean: 2.56 ± 0.53, worst: 3, best: 2"]);
    expect(guess(soft.branches.get(".....")!)).toBe("SPAWN");
    expect([...soft.branches.keys()]).toEqual(["G....", ".....", "....Y", "..Y..", "...Y."]);
  });
  it("match the original's six Wordle reports exactly", () => {
    const expected: [T.Metric, boolean, string, string][] = [
      [T.max, false, "ARISE", "median: 4 guesses, mean: 3.68 ± 0.86, worst: 8, best: 1\ncumulative: ≤2:5%, ≤3:43%, ≤4:87%, ≤5:97%, ≤6:99.4%, ≤7:99.9%, ≤8:100%, ≤9:100%, ≤10:100%"],
      [T.expectation, false, "RAISE", "median: 4 guesses, mean: 3.62 ± 0.86, worst: 8, best: 1\ncumulative: ≤2:6%, ≤3:47%, ≤4:88%, ≤5:98%, ≤6:99.4%, ≤7:99.9%, ≤8:100%, ≤9:100%, ≤10:100%"],
      [T.negEntropy, false, "RAISE", "median: 4 guesses, mean: 3.60 ± 0.85, worst: 8, best: 1\ncumulative: ≤2:6%, ≤3:49%, ≤4:89%, ≤5:97%, ≤6:99.5%, ≤7:99.9%, ≤8:100%, ≤9:100%, ≤10:100%"],
      [T.max, true, "ARISE", "median: 4 guesses, mean: 3.64 ± 0.66, worst: 6, best: 1\ncumulative: ≤2:2%, ≤3:42%, ≤4:93%, ≤5:99.5%, ≤6:100%, ≤7:100%, ≤8:100%, ≤9:100%, ≤10:100%"],
      [T.expectation, true, "RAISE", "median: 4 guesses, mean: 3.55 ± 0.64, worst: 6, best: 1\ncumulative: ≤2:2%, ≤3:48%, ≤4:95%, ≤5:99.6%, ≤6:100%, ≤7:100%, ≤8:100%, ≤9:100%, ≤10:100%"],
      [T.negEntropy, true, "RAISE", "median: 3 guesses, mean: 3.52 ± 0.64, worst: 6, best: 1\ncumulative: ≤2:2%, ≤3:50%, ≤4:95%, ≤5:99.6%, ≤6:100%, ≤7:100%, ≤8:100%, ≤9:100%, ≤10:100%"],
    ];
    for (const [metric, inconsistent, first, text] of expected) {
      const tree = T.minimizingTree(game, metric, { inconsistent });
      expect([guess(tree), report(tree)], `${T.metricName(metric)} ${inconsistent}`).toEqual([first, text]);
      solvesAll(game, tree, words);
    }
  });
  it("play the original's games with the max tree, and Evil Wordle's", () => {
    const random = new PythonRandom("for reproducibility");
    [undefined, undefined, "HELLO"].forEach((target) => G.play(game, G.randomGuesser(random), { target, random }));
    const guesser = T.treeGuesser(T.minimizingTree(game, T.max));
    const games = [undefined, undefined, "HELLO"].map((target) => G.play(game, guesser, { target, random }).turns.map((t) => t.guess));
    expect(games).toEqual([["ARISE", "UNTIL", "DITCH", "PITHY"], ["ARISE", "TOWEL", "WOKEN"], ["ARISE", "TOWEL", "CELLO", "HELLO"]]);
    const randomReport = words.map((w) => G.play(game, G.randomGuesser(random), { target: w }).score);
    expect(describeSummary(summarize(randomReport)).split("\n")[0]).toBe("median: 4 guesses, mean: 4.09 ± 1.04, worst: 9, best: 2");
    expect(T.evil(game, T.minimizingTree(game, T.max, { inconsistent: true }))).toEqual([
      ["ARISE", "....."], ["BLOND", "....."], ["DUMPY", ".YYY."], ["CHUMP", ".GGGG"], ["THUMP", "GGGGG"],
    ]);
  });
  it("play Antiwordle: FUZZY first, 5.75 ± 1.61, worst 11", () => {
    const tree = T.minimizingTree(game, T.entropy);
    expect([guess(tree), report(tree)]).toEqual([
      "FUZZY",
      "median: 6 guesses, mean: 5.75 ± 1.61, worst: 11, best: 1\ncumulative: ≤2:1%, ≤3:8%, ≤4:23%, ≤5:44%, ≤6:68%, ≤7:87%, ≤8:96%, ≤9:99%, ≤10:99.7%",
    ]);
  });
  it("follow their rule exactly where a guess splits a few targets into single ones (the scan stops there)", () => {
    // The rule written out, with no shortcut: every guess scored at every node, ties to a
    // possible answer, then to list order.
    // Knuth's: every guess, ties to a possible answer, then to list order. The default: only the
    // possible answers, ties to their order.
    const plain = (g: G.Game, metric: T.Metric, targets: string[], knuth: boolean): T.Tree => {
      if (targets.length === 1) return targets[0];
      let [best, choice] = [Infinity, ""];
      for (const word of knuth ? g.guesses : targets) {
        const value = metric(T.partitionCounts(g, word, targets));
        const wins = knuth && value === best && targets.includes(word) && !targets.includes(choice);
        if (value < best || wins) [best, choice] = [value, word];
      }
      const groups = [...T.partition(g, choice, targets)];
      const branches = new Map(groups.map(([reply, group]) => [reply, plain(g, metric, group, knuth)] as const));
      return { guess: choice, size: targets.length, branches };
    };
    const random = new PythonRandom("knuth's rule");
    for (const g of [M.mastermindGame(3, 4), M.bullsAndCowsGame(3)]) {
      // The entropy itself (Antiwordle's, on possible answers only) is there because single
      // targets are its worst split.
      for (const metric of [T.max, T.expectation, T.negEntropy, T.mostParts, T.entropy]) {
        const targets = [...new Set(Array.from({ length: 50 }, () => random.choice(g.targets)))];
        for (const knuth of metric === T.entropy ? [false] : [true, false]) {
          const fast = T.minimizingTree(g, metric, { ...(knuth ? T.knuthRule : {}), targets });
          const name = [g.name, T.metricName(metric), knuth];
          expect([...name, T.treeToJson(fast)]).toEqual([...name, T.treeToJson(plain(g, metric, targets, knuth))]);
        }
      }
    }
  });
  it("say so when a metric prefers a guess that tells nothing, instead of looping", () => {
    // The entropy itself is smallest (0) for a guess that leaves every target in one group.
    expect(() => T.minimizingTree(game, T.entropy, { inconsistent: true, targets: few })).toThrow(/the metric chose \w+, which does not split the \d+ targets left/);
  });
  it("refuse a target the game does not have", () => {
    expect(() => T.minimizingTree(game, T.max, { targets: ["BAILS"] })).toThrow(/BAILS is not a target in Wordle/);
    expect(() => T.partition(game, "QQQQQ", few)).toThrow(/QQQQQ is not an allowed guess/);
  });
});

describe("the full guess list", () => {
  it("lowers every greedy tree's mean with inconsistent guesses, and loses no game", async () => {
    const big = G.wordle(words, (await loadWordList("wordle-big")).map((w) => w.toUpperCase()));
    expect(big.guesses).toHaveLength(12972);
    for (const metric of [T.max, T.expectation, T.negEntropy]) {
      const small = summarize(T.treeScores(T.minimizingTree(game, metric, { inconsistent: true })));
      const tree = T.minimizingTree(big, metric, { inconsistent: true });
      const wide = summarize(T.treeScores(tree));
      expect(wide.mean, T.metricName(metric)).toBeLessThan(small.mean);
      expect(wide.worst).toBeLessThanOrEqual(6);
      solvesAll(big, tree, words);
    }
  });
  it("gives the totals OptimalWordle compares: 8,137 on the targets, 8,079 on the full list", async () => {
    const big = G.wordle(words, (await loadWordList("wordle-big")).map((w) => w.toUpperCase()));
    const total = (g: G.Game, inconsistent: boolean) => T.checkTree(g, T.minimizingTree(g, T.negEntropy, { inconsistent })).total;
    expect(total(game, true)).toBe(8137);
    expect(total(big, true)).toBe(8079);
    // Consistent guesses only cost about 0.08 guesses a game more.
    expect(((total(game, false) - 8137) / words.length).toFixed(2)).toBe("0.08");
    // Where the best greedy tree finds its targets, guess by guess (the notebook's comparison).
    const scores = T.checkTree(big, T.minimizingTree(big, T.negEntropy, { inconsistent: true })).scores;
    expect([1, 2, 3, 4, 5, 6].map((n) => scores.filter((s) => s === n).length).join(" ")).toBe("1 48 1154 1017 82 7");
  });
});

describe("first guesses", () => {
  it("rank Wordle's best and worst as the original's table", () => {
    const [m, e, h] = [T.max, T.expectation, T.negEntropy].map((metric) => T.rankFirstGuesses(game, metric));
    expect(m.slice(0, 5).map((r) => `${r.word} ${r.value}`)).toEqual(["ARISE 167", "RAISE 167", "ALONE 182", "AROSE 182", "RATIO 190"]);
    expect(e.slice(0, 3).map((r) => `${r.word} ${fixed(r.value, 2)}`)).toEqual(["RAISE 60.74", "ARISE 63.47", "IRATE 63.49"]);
    expect(h.slice(0, 3).map((r) => `${r.word} ${fixed(r.value, 3)}`)).toEqual(["RAISE -5.878", "SLATE -5.856", "CRATE -5.835"]);
    expect([m, e, h].map((r) => r.at(-1)!.word)).toEqual(["FUZZY", "FUZZY", "FUZZY"]);
    expect(h[19].word).toBe("LEARN");
  });
  it("count RAISE's and FUZZY's branch sizes", () => {
    const sizes = (w: string) => {
      const c = new Map<number, number>();
      for (const n of T.partitionCounts(game, w, words)) c.set(n, (c.get(n) ?? 0) + 1);
      return c;
    };
    expect([sizes("RAISE").get(1), sizes("RAISE").get(167), Math.max(...sizes("RAISE").keys())]).toEqual([28, 1, 167]);
    expect([...sizes("FUZZY")].slice(-4)).toEqual([[122, 1], [228, 1], [265, 1], [1349, 1]]);
  });
});

describe("Jotto", () => {
  it("replays the original's whole sequence of random draws, Jotto's games and report included", () => {
    const random = new PythonRandom("for reproducibility");
    const randomly = (g: G.Game, target?: string) => G.play(g, G.randomGuesser(random), { target, random });
    [undefined, undefined, "HELLO"].forEach((target) => randomly(game, target));
    const guesser = T.treeGuesser(T.minimizingTree(game, T.max));
    [undefined, undefined].forEach(() => G.play(game, guesser, { random }));
    words.forEach((w) => randomly(game, w));
    const games = [randomly(jotto), randomly(jotto), randomly(game), randomly(jotto)].map((p) => p.turns.map((t) => t.guess).join(" "));
    expect(games).toEqual([
      "ZONAL ZESTY FREAK HOMER PLIER BEACH HARDY",
      "PROUD QUASI FIEND CHART CRAZY MOCHA CHAMP HAVOC",
      "ANGLE WISPY RISKY",
      "SHARK TWANG BRINY GIVER HYMEN MOURN PITHY",
    ]);
    const scores = jotto.targets.map((w) => randomly(jotto, w).score);
    expect(describeSummary(summarize(scores)).split("\n")[0]).toBe("median: 7 guesses, mean: 6.65 ± 1.46, worst: 13, best: 2");
  });
  it("matches the original's six reports (first lines)", () => {
    const expected: [T.Metric, boolean, string, string][] = [
      [T.max, false, "DRAPE", "mean: 6.31 ± 1.43, worst: 16"],
      [T.expectation, false, "SOUTH", "mean: 6.11 ± 1.22, worst: 14"],
      [T.negEntropy, false, "STARE", "mean: 6.31 ± 1.46, worst: 15"],
      [T.max, true, "DRAPE", "mean: 6.38 ± 0.93, worst: 9"],
      [T.expectation, true, "SOUTH", "mean: 6.13 ± 0.89, worst: 9"],
      [T.negEntropy, true, "STARE", "mean: 6.18 ± 0.93, worst: 9"],
    ];
    for (const [metric, inconsistent, first, text] of expected) {
      const tree = T.minimizingTree(jotto, metric, { inconsistent });
      expect(guess(tree)).toBe(first);
      expect(firstLine(tree)).toContain(text);
      solvesAll(jotto, tree, jotto.targets);
    }
  });
  it("ranks DRAPE, SOUTH and STARE first and AXIOM and AUDIO last", () => {
    const [m, e, h] = [T.max, T.expectation, T.negEntropy].map((metric) => T.rankFirstGuesses(jotto, metric));
    expect([`${m[0].word} ${m[0].value}`, `${e[0].word} ${fixed(e[0].value, 2)}`, `${h[0].word} ${fixed(h[0].value, 3)}`]).toEqual(["DRAPE 497", "SOUTH 400.50", "STARE -1.971"]);
    expect([m.at(-1)!.word, e.at(-1)!.word, h.at(-1)!.word]).toEqual(["AXIOM", "AXIOM", "AUDIO"]);
  });
});
