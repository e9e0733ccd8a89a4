// The perfect player's verdict: every value against plain recursion on small games, the identity
// on every game of every target, and the published figures on the real lists.
import { beforeAll, describe, expect, it } from "vitest";
import * as fs from "fs";
import * as path from "path";
import * as G from "../src/game";
import * as T from "../src/guessTree";
import { Fraction, Judge, optimalTree, verdictTable } from "../src/optimal/index";
import { readTable, tableTitle } from "../src/firstGuessTable";
import { PythonRandom } from "../src/random";
import { loadWordList } from "../src/wordlists";
import { bruteForceAt, smallGame } from "./bruteForce";
import { root } from "./cli";

let small: string[];
let big: string[];
beforeAll(async () => {
  small = (await loadWordList("wordle-small")).map((w) => w.toUpperCase());
  big = (await loadWordList("wordle-big")).map((w) => w.toUpperCase());
});

/** The identity a finished game's verdict must satisfy, exactly. */
function addsUp(verdict: ReturnType<Judge["judge"]>): boolean {
  return verdict.start!.plus(verdict.choice!).minus(verdict.luck!).equals(new Fraction(verdict.rows.length));
}

describe("the verdict on small games", () => {
  const cases = [
    { seed: "judge 1", n: 14, extra: 10, hard: false, maxGuesses: 6 },
    { seed: "judge 2", n: 18, extra: 8, hard: true, maxGuesses: 6 },
    { seed: "judge 3", n: 16, extra: 6, hard: false, maxGuesses: 3 },
    { seed: "judge 4", n: 12, extra: 12, hard: true, maxGuesses: 4 },
  ];
  it.each(cases)("$seed: V, Q and the best guesses agree with brute force on every turn of every game", ({ seed, n, extra, hard, maxGuesses }) => {
    const game = smallGame(small, big, seed, n, extra);
    const judge = new Judge(game, { hard, maxGuesses });
    const random = new PythonRandom(seed);
    // Three strategies for every target: the greedy trees of two metrics, and random consistent guessing.
    const players: G.Guesser[] = [T.treeGuesser(T.minimizingTree(game, T.max)), T.treeGuesser(T.minimizingTree(game, T.negEntropy)), G.randomGuesser(random)];
    let checked = 0;
    for (const player of players)
      for (const target of game.targets) {
        const played = G.play(game, player, { target });
        const guesses = played.turns.map((turn) => turn.guess).slice(0, maxGuesses);
        if (hard && guesses.some((g, k) => k > 0 && !G.keepsHints(g, guesses[k - 1], G.reply(game, guesses[k - 1], target)))) continue;
        const verdict = judge.judge(guesses, target);
        let S = game.targets.map((_, t) => t);
        let last: [string, string] | null = null;
        verdict.rows.forEach((row, k) => {
          const costs = bruteForceAt(game, hard, S, maxGuesses - k, last);
          const V = Math.min(...costs.values());
          const finite = (x: number) => (Number.isFinite(x) ? x : null);
          expect(row.targets).toBe(S.length);
          expect(row.V).toBe(finite(V));
          expect(row.Q).toBe(finite(costs.get(row.guess)!));
          if (Number.isFinite(V)) expect(row.best).toEqual([...costs].filter(([, c]) => c === V).map(([g]) => g));
          S = S.filter((t) => G.reply(game, row.guess, game.targets[t]) === row.reply);
          last = [row.guess, row.reply];
          checked++;
        });
        if (verdict.finished && verdict.rows.every((row) => row.Q !== null)) expect(addsUp(verdict)).toBe(true);
      }
    expect(checked).toBeGreaterThan(3 * n);
  }, 120_000);

  it("marks a guess that could leave a target unfound ∞, and says what ∞ means once, under the table", () => {
    const game = smallGame(small, big, "judge 3", 16, 6);
    // Two guesses are too few for some of these targets: a first guess can leave a group of three.
    const judge = new Judge(game, { maxGuesses: 2 });
    const random = new PythonRandom("unfound");
    const verdicts = game.targets.map((target) => {
      const guesses = G.play(game, G.randomGuesser(random), { target }).turns.map((turn) => turn.guess).slice(0, 2);
      return judge.judge(guesses, target);
    });
    const risky = verdicts.find((v) => v.rows.some((row) => row.Q === null))!;
    expect(risky).toBeDefined();
    const shown = verdictTable(risky, 2);
    const k = risky.rows.findIndex((row) => row.Q === null);
    expect(shown.rows[k][4]).toBe("∞");
    expect(shown.sum.endsWith(" ∞: the guess could leave a target unfound in the guesses left.")).toBe(true);
    // With six guesses none of these games can leave a target unfound: no ∞, and no note.
    const roomy = new Judge(game);
    const target = game.targets[0];
    const safe = roomy.judge(G.play(game, G.randomGuesser(random), { target }).turns.map((turn) => turn.guess), target);
    expect(safe.rows.every((row) => row.Q !== null)).toBe(true);
    expect(verdictTable(safe).sum).not.toContain("∞");
  });

  it("adds up exactly on every game of every target, and a perfect game chooses nothing away", () => {
    const game = smallGame(small, big, "judge 5", 25, 25);
    const judge = new Judge(game, {});
    const best = optimalTree(game, { firstGuesses: game.guesses.length });
    for (const target of game.targets) {
      const guesses = G.play(game, T.treeGuesser(best.tree), { target }).turns.map((turn) => turn.guess);
      const verdict = judge.judge(guesses, target);
      expect(addsUp(verdict)).toBe(true);
      for (const row of verdict.rows) expect(row.choice!.equals(new Fraction(0))).toBe(true);
    }
    // The verdict starts from the optimum over every first guess.
    expect(judge.judge([T.guessOf(best.tree)], game.targets[0]).start!.equals(new Fraction(best.total, game.targets.length))).toBe(true);
  });

  it("refuses what is not a game, in one line each", () => {
    const game = smallGame(small, big, "judge 6", 10, 10);
    const judge = new Judge(game, { hard: true });
    const [a, b] = game.targets;
    expect(() => judge.judge(["ZZZZZ"], a)).toThrow(/ZZZZZ is not an allowed guess/);
    expect(() => judge.judge([a], "QQQQQ")).toThrow(/QQQQQ is not one of the 10 targets/);
    expect(() => judge.judge([a, a], a)).toThrow(new RegExp(`${a} comes after the game was won`));
    expect(() => judge.judge(Array(7).fill(b), a)).toThrow(/at most 6 guesses, not 7/);
    expect(() => judge.judgeReplies([a], ["GGGG."])).toThrow(/no target left gives/);
  });
});

describe("the verdict on Wordle", () => {
  let full: G.Game;
  let judge: Judge;
  beforeAll(() => {
    full = G.wordle(small, big);
    const text = fs.readFileSync(path.join(root, "data", "first-guesses", "wordle-small.normal.csv"), "utf8");
    judge = new Judge(full, { table: readTable(text, full, tableTitle(full, false, 6)).rows });
  });
  it("SHINY after CRANE and SLOTH: the values the search gives for CRANE's group and SLOTH's split of it", () => {
    const verdict = judge.judge(["CRANE", "SLOTH", "SHINY"], "SHINY");
    const [crane, sloth, shiny] = verdict.rows;
    expect(crane).toMatchObject({ guess: "CRANE", reply: "...G.", targets: 2309, left: 58, V: 7897, Q: 7907, best: ["SALET"], proven: true });
    const group = G.groupGame(full, "CRANE", crane.reply);
    expect(crane.left).toBe(group.targets.length);
    const inGroup = optimalTree(group, { maxGuesses: 5, firstGuesses: group.guesses.length });
    expect(sloth.V).toBe(inGroup.total);
    expect(sloth.Q).toBe(optimalTree(group, { maxGuesses: 5, first: "SLOTH" }).total);
    expect(shiny).toMatchObject({ guess: "SHINY", reply: "GGGGG", left: 0 });
    expect(verdict.finished).toBe(true);
    expect(addsUp(verdict)).toBe(true);
  }, 120_000);
  it("hard mode: the first turn from the hard table, later turns among the guesses that keep the hints", () => {
    const text = fs.readFileSync(path.join(root, "data", "first-guesses", "wordle-small.hard.csv"), "utf8");
    const hard = new Judge(full, { hard: true, table: readTable(text, full, tableTitle(full, true, 6)).rows });
    expect(() => hard.judge(["CRANE", "SLOTH"], "SHINY")).toThrow(/SLOTH breaks hard mode/);
    const verdict = hard.judge(["CRANE", "SHINY"], "SHINY");
    expect(verdict.rows[0]).toMatchObject({ V: 8099, best: ["SALET"] });
    // CRANE's group, guessing only words that keep CRANE's hints: the second position.
    const targets = G.groupGame(full, "CRANE", "...G.").targets;
    const group = G.wordle(targets, big.filter((g) => G.keepsHints(g, "CRANE", "...G.")));
    const second = optimalTree(group, { hard: true, maxGuesses: 5, firstGuesses: group.guesses.length });
    expect(verdict.rows[1].V).toBe(second.total);
    expect(verdict.rows[1].best).toContain(T.guessOf(second.tree));
    expect(addsUp(verdict)).toBe(true);
  }, 120_000);
  it("past its time limit, says what is proven instead: lower bounds, labelled", () => {
    const text = fs.readFileSync(path.join(root, "data", "first-guesses", "wordle-small.normal.csv"), "utf8");
    const hurried = new Judge(full, { table: readTable(text, full, tableTitle(full, false, 6)).rows, timeLimit: 1e-6 });
    // FUZZY's row in the table is a bound, and the 265 targets it leaves take long to value.
    const table = readTable(text, full, tableTitle(full, false, 6)).rows;
    const fuzzyBound = table.find((row) => row.guess === "FUZZY")!;
    expect(fuzzyBound.exact).toBe(false);
    const verdict = hurried.judge(["FUZZY", "QAJAQ", "SHINY"], "SHINY");
    const [fuzzy, qajaq] = verdict.rows;
    expect(fuzzy).toMatchObject({ V: 7897, exactV: true, exactQ: false, Q: fuzzyBound.total, proven: false, choice: null });
    expect(qajaq).toMatchObject({ targets: 265, exactV: false, best: [], proven: false });
    expect(qajaq.V!).toBeGreaterThanOrEqual(2 * 265 - 1);
    expect(verdict.choice).toBeNull();
    const shown = verdictTable(verdict);
    expect(shown.rows[1][3]).toMatch(/^at least /);
    expect(shown.sum).toContain("only lower bounds");
  });
  it("explains a turn: the best guess's groups and the played guess's, whose values add up to V and Q", () => {
    const guesses = ["CRANE", "SLOTH", "SHINY"];
    const replies = guesses.map((g) => G.reply(full, g, "SHINY"));
    const rows = judge.judgeReplies(guesses, replies).rows;
    for (const turn of [1]) {
      const why = judge.explain(guesses, replies, turn);
      const total = (groups: { V: number | null }[]) => groups.reduce((sum, g) => sum + g.V!, rows[turn].targets);
      expect(why.bestGuess).toBe(rows[turn].best[0]);
      expect(total(why.best)).toBe(rows[turn].V);
      expect(total(why.played)).toBe(rows[turn].Q);
      expect(why.played.reduce((n, g) => n + g.size, 0)).toBe(58); // SLOTH is not one of CRANE's 58
      expect(why.played.every((g) => g.exact) && why.best.every((g) => g.exact)).toBe(true);
    }
    expect(() => judge.explain(guesses, replies, 3)).toThrow(/the game has no turn 4/);
  }, 120_000);
});
