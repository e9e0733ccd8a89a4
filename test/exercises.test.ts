// Every exercise check, run against a worked answer (it must say "Right") and a wrong one (it
// must say "Not yet" and name the first case that differs), on the real word lists.
import { beforeAll, describe, expect, it } from "vitest";
import * as E from "../src/exercises";
import * as G from "../src/game";
import * as T from "../src/guessTree";
import * as H from "../src/hangman";
import * as bee from "../src/spellingBee";
import { bullsAndCowsGame, mastermindGame } from "../src/codeBreaking";
import * as W from "../src/wordGraph";
import { wordGraph, WordGraph } from "../src/wordGraph";
import { optimalTree } from "../src/optimal/index";
import { loadWordList } from "../src/wordlists";
import * as fs from "fs";
import * as path from "path";
import { root } from "./cli";
import { Cell, outputsOf, text } from "./prose";

const right = (v: E.Verdict) => {
  expect(v.says).toMatch(/^Right: /);
  expect(v.right).toBe(true);
};
const wrong = (v: E.Verdict, where: RegExp) => {
  expect(v.says).toMatch(/^Not yet: /);
  expect(v.says).toMatch(where);
  expect(v.right).toBe(false);
};

/** A Wordle-style reply with marks for right place, elsewhere and absent, repeats counted. */
function marks(guess: string, target: string, [here, elsewhere, absent]: string): string {
  const out = [...guess].map((c, i) => (c === target[i] ? here : absent));
  const left = [...target].filter((c, i) => c !== guess[i]);
  [...guess].forEach((c, i) => {
    const k = left.indexOf(c);
    if (out[i] === absent && k >= 0) [out[i], left[k]] = [elsewhere, ""];
  });
  return out.join("");
}

describe("Spelling Bee exercises", () => {
  let words: string[];
  beforeAll(async () => {
    words = bee.wordList(await loadWordList("enable1"));
  });
  const pangram = (w: string) => new Set(w).size === 7;
  it("the word score", () => {
    right(E.checkWordScore((w) => (w.length === 4 ? 1 : w.length + (pangram(w) ? 7 : 0)), words));
    wrong(E.checkWordScore((w) => (w.length === 4 ? 1 : w.length), words), /where it should be/);
    wrong(E.checkWordScore(() => { throw new Error("not written yet"); }, words), /stopped with "not written yet"/);
  });
  it("can a honeycomb make a word", () => {
    right(E.checkCanMake((letters, center, w) => w.includes(center) && [...w].every((c) => letters.includes(c)), words));
    wrong(E.checkCanMake((letters, _center, w) => [...w].every((c) => letters.includes(c)), words), /honeycomb AEGLMPX\/G/);
  });
  it("a changed score, and the best honeycomb under it", () => {
    const v = E.checkPastThree((w) => w.length - 3 + (pangram(w) ? 7 : 0), words);
    right(v);
    expect(v.says).toMatch(/the best honeycomb is [A-Z]{7}\/[A-Z], with [\d,]+ points/);
    wrong(E.checkPastThree((w) => w.length - 3, words), /where it should be/);
  }, 60_000);
});

describe("Wordle exercises", () => {
  let game: G.Game;
  beforeAll(async () => {
    game = G.wordle((await loadWordList("wordle-small")).map((w) => w.toUpperCase()));
  });
  it("Evil Wordle's reply", () => {
    const evil = (g: string, targets: readonly string[]) => {
      const groups = new Map<string, number>();
      for (const t of targets) groups.set(marks(g, t, "GY."), (groups.get(marks(g, t, "GY.")) ?? 0) + 1);
      let chosen = "";
      let most = -1;
      for (const [reply, n] of groups) if ((reply === "GGGGG" ? 0 : n) > most) [chosen, most] = [reply, reply === "GGGGG" ? 0 : n];
      return chosen;
    };
    right(E.checkEvilReply(evil, game));
    const greedyGreen = (g: string, targets: readonly string[]) => (targets.includes(g) ? "GGGGG" : evil(g, targets));
    wrong(E.checkEvilReply(greedyGreen, game), /guess ROAST with 2,309 targets left, your reply is "GGGGG"\nwhere it should be "/);
  });
  it("the targets still possible", () => {
    right(E.checkConsistent((ts, g, r) => ts.filter((t) => marks(g, t, "GY.") === r), game));
    wrong(E.checkConsistent((ts, g, r) => ts.filter((t) => marks(g, t, "GY.") === r).slice(1), game), /guess CRANE and reply/);
  });
  it("the entropy of a partition", () => {
    const bits = (counts: number[]) => {
      const n = counts.reduce((a, b) => a + b, 0);
      return -counts.reduce((s, c) => s + (c / n) * Math.log2(c / n), 0);
    };
    right(E.checkEntropy(bits, game));
    wrong(E.checkEntropy((c) => bits(c) / Math.LN2, game), /groups/);
  });
});

describe("Optimal Wordle exercises", () => {
  let game: G.Game;
  beforeAll(async () => {
    game = G.wordle((await loadWordList("wordle-small")).map((w) => w.toUpperCase()));
  });
  it("a tree's total", () => {
    const trees = [T.minimizingTree(game, T.max), T.minimizingTree(game, T.expectation)];
    const total = (tree: T.Tree, depth = 1): number =>
      !T.isNode(tree)
        ? depth
        : [...tree.branches.values()].reduce((s, b) => s + (T.isNode(b) || b !== tree.guess ? total(b, depth + 1) : depth), 0);
    right(E.checkTreeTotal((t) => total(t), game, trees));
    wrong(E.checkTreeTotal((t) => T.treeScores(t).length, game, trees), /the tree that opens with/);
  });
  it("hard mode's rule", () => {
    const keeps = (g: string, previous: string, reply: string) =>
      [...reply].every((m, i) => m !== "G" || g[i] === previous[i]) &&
      [...previous].every((c, i) => {
        if (reply[i] === ".") return true;
        const needed = [...previous].filter((d, j) => d === c && reply[j] !== ".").length;
        return [...g].filter((d) => d === c).length >= needed;
      });
    right(E.checkKeepsHints(keeps, game));
    wrong(E.checkKeepsHints((g, p, r) => [...r].every((m, i) => m !== "G" || g[i] === p[i]), game), /after/);
  });
  it("the least total of a small set, by trying every guess", () => {
    const groups = [...T.partition(game, "CRANE", game.targets).values()].filter((g) => g.length >= 3 && g.length <= 6).slice(0, 6);
    // Every word of the set may be guessed at every turn; a guess that splits nothing is skipped.
    const least = (targets: readonly string[]): number => {
      const toy = G.wordle(targets);
      const cost = (S: readonly string[]): number => {
        if (S.length <= 1) return S.length;
        let best = Infinity;
        for (const g of targets) {
          const groups = T.partition(toy, g, S);
          if (groups.size === 1 && !S.includes(g)) continue;
          let total = S.length;
          for (const [reply, group] of groups) if (reply !== toy.correct) total += cost(group);
          best = Math.min(best, total);
        }
        return best;
      };
      return cost(targets);
    };
    right(E.checkLeastTotal(least, groups));
    wrong(E.checkLeastTotal((ts) => 2 * ts.length - 1, groups), /the \d targets/);
    expect(least(groups[0])).toBe(optimalTree(G.wordle(groups[0]), { maxGuesses: Infinity }).total);
  });
});

describe("Hangman exercises", () => {
  let words: string[];
  let trees: Map<number, H.HangmanTree>;
  beforeAll(async () => {
    words = await loadWordList("hangman-words");
    trees = H.compileTrees(words);
  });
  it("a letter's positions", () => {
    const at = (w: string, c: string) => [...w].reduce((m, d, i) => (d === c ? m | (1 << i) : m), 0);
    right(E.checkPositions(at, words.slice(0, 3000)));
    wrong(E.checkPositions((w, c) => w.indexOf(c) + 1, words.slice(0, 3000)), /in /);
  });
  it("the misses a word costs", () => {
    const misses = (tree: H.HangmanTree, w: string): number =>
      typeof tree === "number" ? 0 : (w.includes(tree.letter) ? 0 : 1) + misses(tree.branches.get(H.positions(w, tree.letter))!, w);
    const sample = words.filter((_, i) => i % 50 === 0);
    right(E.checkMisses(misses, trees, sample));
    wrong(E.checkMisses((tree, w) => Math.min(misses(tree, w), 9), trees, sample), /where it should be 1\d/);
  });
  it("a chooser that beats the original on three-letter words", () => {
    const expectedGroup = (ws: string[], letters: string) => {
      let best: string | null = null;
      let least = Infinity;
      for (const c of letters) {
        if (!ws.some((w) => w.includes(c))) continue;
        const sizes = new Map<number, number>();
        for (const w of ws) sizes.set(H.positions(w, c), (sizes.get(H.positions(w, c)) ?? 0) + 1);
        const squares = [...sizes.values()].reduce((s, n) => s + n * n, 0);
        if (squares < least) [best, least] = [c, squares];
      }
      return best;
    };
    const v = E.checkChooser(expectedGroup, words);
    right(v);
    expect(v.says).toContain("loses 305 of the 978 three-letter words, the original's 307");
    const first = (ws: string[], letters: string) => [...letters].find((c) => ws.some((w) => w.includes(c))) ?? null;
    wrong(E.checkChooser(first, words), /the original's loses 307, so it must lose fewer/);
    wrong(E.checkChooser(() => "#", words), /stopped: it chose "#" with 978 words left/);
  });
});

describe("Mastermind exercises", () => {
  let graph: WordGraph;
  beforeAll(async () => {
    graph = wordGraph(await loadWordList("sgb-words"));
  });
  it("the C/P/N clue", () => {
    right(E.checkClue((a, g) => marks(g, a, "CPN")));
    wrong(E.checkClue((a, g) => marks(a, g, "CPN")), /answer 08180, guess 88822/);
  });
  it("the pool's growth, round by round", () => {
    const fish = (start: string) => {
      const pool = new Set(W.neighbors(graph, start));
      const sizes = [pool.size];
      for (let frontier = [...pool]; frontier.length > 0; ) {
        const next = [...new Set(frontier.flatMap((w) => W.neighbors(graph, w)))].filter((w) => !pool.has(w));
        if (next.length === 0) break;
        next.forEach((w) => pool.add(w));
        sizes.push(pool.size);
        frontier = next;
      }
      return sizes;
    };
    right(E.checkPoolGrowth(fish, graph));
    const withStart = (start: string) => fish(start).map((n) => n + 1);
    wrong(E.checkPoolGrowth(withStart, graph), /fishing from jingo, your list of sizes is\n  \[5,/);
  });
  it("a shortest ladder", () => {
    const bfs = (from: string, to: string) => {
      const previous = new Map<string, string>([[from, from]]);
      for (const queue = [from]; queue.length && !previous.has(to); ) {
        const w = queue.shift()!;
        for (const v of graph.words)
          if (!previous.has(v) && [...v].filter((c, i) => c !== w[i]).length === 1) previous.set(v, w), queue.push(v);
      }
      if (!previous.has(to)) return null;
      const path = [to];
      while (path[0] !== from) path.unshift(previous.get(path[0])!);
      return path;
    };
    right(E.checkLadder(bfs, graph));
    wrong(E.checkLadder((from, to) => [from, to], graph), /black to white/);
  });
});

describe("Code-breaking exercises", () => {
  const bulls = bullsAndCowsGame();
  const mastermind = mastermindGame();
  it("the Bulls and Cows reply", () => {
    const score = (g: string, c: string) => {
      const b = [...g].filter((d, i) => d === c[i]).length;
      return `${b}B${[...g].filter((d) => c.includes(d)).length - b}C`;
    };
    right(E.checkBullsAndCows(score, bulls));
    wrong(E.checkBullsAndCows((g, c) => `${[...g].filter((d, i) => d === c[i]).length}B0C`, bulls), /guess 0123, code/);
  });
  it("Irving's expected size", () => {
    const expected = (counts: number[]) => {
      const n = counts.reduce((a, b) => a + b, 0);
      return counts.reduce((s, c) => s + (c * c) / n, 0);
    };
    right(E.checkExpectation(expected, mastermind));
    wrong(E.checkExpectation((counts) => counts.reduce((a, b) => a + b, 0) / counts.length, mastermind), /groups/);
  });
  it("Knuth's first guess", () => {
    const knuth = (game: G.Game) => {
      let best = "";
      let least = Infinity;
      for (const g of game.guesses) {
        const biggest = Math.max(...T.partitionCounts(game, g, game.targets));
        if (biggest < least) [best, least] = [g, biggest];
      }
      return best;
    };
    right(E.checkKnuthFirst(knuth, mastermind));
    expect(knuth(mastermind)).toBe("1122");
    wrong(E.checkKnuthFirst((game) => game.guesses[0], mastermind), /is "1111" where it should be "1122"/);
  });
});

describe("each notebook's ending", () => {
  const notebooks = fs.readdirSync(path.join(root, "notebooks")).filter((f) => f.endsWith(".ipynb")).sort();
  it.each(notebooks)("%s ends with a summary and at least three exercises, each saved as not yet right", (name) => {
    const cells: Cell[] = JSON.parse(fs.readFileSync(path.join(root, "notebooks", name), "utf8")).cells;
    const headings = cells.filter((c) => c.cell_type === "markdown").map((c) => text(c.source).split("\n")[0]);
    expect(headings).toContain("## Summary");
    const exercises = headings.indexOf("## Exercises");
    expect(exercises).toBeGreaterThan(headings.indexOf("## Summary"));
    const checks = cells.filter((c) => c.cell_type === "code" && /E\.check\w+\(/.test(text(c.source)));
    expect(checks.length).toBeGreaterThanOrEqual(3);
    for (const check of checks) {
      // The saved output is the check's verdict on the starting point: a sentence, not an error.
      const saved = outputsOf([check]).trim();
      expect(saved, text(check.source)).toMatch(/^Not yet: /);
      expect(check.outputs?.some((o) => o.output_type === "error")).toBe(false);
    }
  });
});
