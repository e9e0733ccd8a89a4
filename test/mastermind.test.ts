import { describe, expect, it } from "vitest";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { root, runCli } from "./cli";
import { clue, clueContest, ContestStream, gameLoop, LoopIO, wordClueGame } from "../src/clueContest";
import { PythonRandom } from "../src/random";
import * as G from "../src/game";
import * as T from "../src/guessTree";
import { bullsAndCowsGame, bullsAndCowsSpec, groupSymmetries, mastermindGame } from "../src/codeBreaking";
import { groupResult, groupSetting, readGroupTable, tableTree } from "../src/groupTable";
import { optimalTree } from "../src/optimal";
import { summarize } from "../src/stats";
import { wordleRule } from "../src/replies";
import { loadWordList } from "../src/wordlists";
import { temporaryFolder } from "./tmp";

const data = (name: string) => fs.readFileSync(path.join(root, "data", name), "utf8");

describe("clues", () => {
  it("match the original's examples", () => {
    expect(clue("08180", "88822")).toBe("PCNNN");
    expect(["89811", "76889", "88976"].map((g) => clue("88976", g))).toEqual(["CPPNN", "PPPPP", "CCCCC"]);
    expect(["88822", "08080", "08180"].map((g) => clue("08180", g))).toEqual(["PCNNN", "CCNCC", "CCCCC"]);
    expect(["charm", "witch", "clues", "excel"].map((g) => clue("excel", g))).toEqual(["PNNNN", "NNNPN", "PPNCN", "CCCCC"]);
  });
  it("count exact places as C, and shared symbols as C + P, on random pairs", () => {
    const random = new PythonRandom(7);
    for (let k = 0; k < 3000; k++) {
      const [a, g] = [0, 1].map(() => String(random.randbelow(100000)).padStart(5, "0"));
      const c = clue(a, g);
      const exact = [...a].filter((d, i) => g[i] === d).length;
      let shared = 0;
      for (const d of new Set(a)) shared += Math.min([...a].filter((x) => x === d).length, [...g].filter((x) => x === d).length);
      expect((c.match(/C/g) ?? []).length, `${a} ${g}`).toBe(exact);
      expect((c.match(/[CP]/g) ?? []).length, `${a} ${g}`).toBe(shared);
    }
  });
  it("are Wordle's replies written with C, P and N", () => {
    const random = new PythonRandom("clues");
    const symbols: Record<string, string> = { G: "C", Y: "P", ".": "N" };
    const words = G.wordle(["EXCEL", "CHARM", "WITCH", "CLUES", "GEESE", "EPEES"]);
    for (const a of words.targets) for (const g of words.targets) expect([...G.reply(words, g, a)].map((c) => symbols[c]).join("")).toBe(clue(a, g));
    const digits = G.encoder(G.DIGITS, 5);
    for (let k = 0; k < 1000; k++) {
      const [a, g] = [0, 1].map(() => String(random.randbelow(100000)).padStart(5, "0"));
      expect([...wordleRule.show(wordleRule.code(digits(g), digits(a)), 5)].map((c) => symbols[c]).join("")).toBe(clue(a, g));
    }
  });
  it("refuse an answer and guess of different lengths", () => {
    expect(() => clue("123", "1234")).toThrow(/differ in length/);
  });
});

describe("the contest", () => {
  it("clues the original's 10-row sample exactly, as lines or as one flat stream", () => {
    expect(clueContest(data("mmind_input.txt"))).toBe(data("mmind_output.txt"));
    expect(clueContest(data("mmind_input.txt").replace(/\n/g, " "))).toBe(data("mmind_output.txt"));
  });
  it("gives the same output whatever the chunk boundaries", () => {
    const input = Buffer.from(data("mmind_input.txt").replace(/\n/g, " \r\n\t "));
    for (const size of [1, 2, 3, 7, 13]) {
      const stream = new ContestStream();
      const parts: Buffer[] = [];
      for (let i = 0; i < input.length; i += size) parts.push(stream.push(input.subarray(i, i + size)));
      parts.push(stream.end());
      expect(Buffer.concat(parts).toString(), `chunks of ${size}`).toBe(data("mmind_output.txt"));
    }
  });
  it("handles words, in either case, echoing them as given", () => {
    expect(clueContest("excel CHARM\nExcel clues\n")).toBe("excel CHARM PNNNN\nExcel clues PPNCN\n");
  });
  it.each([
    ["88976 91829\n88976\n", /^line 2: the answer 88976 has no guess after it/],
    ["88976 91829\n88976 9182\n", /^line 2: answer 88976 and guess 9182 differ in length \(5 and 4\)/],
    ["88976 91829\n\n88976 9a829\n", /^line 3: "9a829" mixes symbols/],
    ["88976 91829\nexcel charm\n", /^line 2: "excel" is not made of digits, as the file's first token is/],
    ["", /^line 1: no answer\/guess pairs: the file is empty/],
    ["  \n \n", /^line 3: no answer\/guess pairs/],
  ])("stops with the line and the reason: %j", (input, message) => {
    expect(() => clueContest(input)).toThrow(message);
  });
});

describe("npm run clues", () => {
  const tmp = () => temporaryFolder("clues-");
  const run = (...args: string[]) => runCli("clues", args);

  it("writes the output file", () => {
    const out = path.join(tmp(), "final_output.txt");
    const r = run(path.join(root, "data", "mmind_input.txt"), "-o", out);
    expect(r.status).toBe(0);
    expect(fs.readFileSync(out, "utf8")).toBe(data("mmind_output.txt"));
    expect(r.stderr).toContain("10 rows written");
  });
  it("leaves no output file, partial or old-named, when the input is bad", () => {
    const dir = tmp();
    const input = path.join(dir, "contest_input.txt");
    fs.writeFileSync(input, "88976 91829\n".repeat(200000) + "88976 918\n");
    const r = run(input, "-o", path.join(dir, "final_output.txt"));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("line 200001: answer 88976 and guess 918 differ in length");
    expect(fs.readdirSync(dir)).toEqual(["contest_input.txt"]);
  });
  it("refuses a missing file and bad arguments", () => {
    expect(run("/nonexistent/input.txt").stderr).toContain("no such file");
    expect(run().status).toBe(2);
    expect(run("a", "b").status).toBe(2);
  });
});

describe("the game loop", () => {
  const script = (guesses: string[]) => {
    const said: string[] = [];
    const io: LoopIO = { ask: async () => guesses.shift() ?? null, say: (line) => said.push(line) };
    return { io, said };
  };
  it("replays the original's word game", async () => {
    const { io, said } = script(["charm", "witch", "xqzvw", "clues", "excel"]);
    const won = await gameLoop("excel", io, { alphabet: "letters", dictionary: new Set(["charm", "witch", "clues", "excel"]) });
    expect(won).toBe(4);
    expect(said).toEqual([
      "guess : charm", "clue : PNNNN", "guess : witch", "clue : NNNPN", "That's not a real word, sorry.",
      "guess : clues", "clue : PPNCN", "guess : excel", "clue : CCCCC", "You win!",
    ]);
  });
  it("refuses guesses of the wrong length or alphabet, shows the answer if asked, and quits on Q", async () => {
    const { io, said } = script(["123", "abcde", "89811", "q"]);
    expect(await gameLoop("88976", io, { alphabet: "digits", showAnswer: true })).toBeNull();
    expect(said).toEqual(["Five digits please", "Five digits please", "answer : 88976", "guess : 89811", "clue : CPPNN", "Come again!"]);
  });
});

describe("npm run play", () => {
  const play = (input: string, ...args: string[]) => runCli("play", args, input);
  // Bulls and Cows' reply table (5,040 × 5,040) takes most of a second: built once, for the two
  // tests that check trees on it.
  let bulls: G.Game | undefined;
  const bullsGame = () => (bulls ??= bullsAndCowsGame());
  it("plays the digits game from standard input", () => {
    const r = play("89811\n76889\n88976\n", "digits", "--answer", "88976", "--show-answer");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("clue : CPPNN");
    expect(r.stdout).toContain("You win!");
  });
  it("plays the words game, refusing words not in the list", () => {
    const r = play("xqzvw\nexcel\n", "words", "--answer", "excel");
    expect(r.stdout).toContain("That's not a real word, sorry.");
    expect(r.stdout).toContain("You win!");
  });
  it("keeps Bulls and Cows' best tree found so far: 26,284 guesses, worst 7, every code found", () => {
    const tree = T.treeFromJson(JSON.parse(data("results/bulls-cows-best.json")));
    const check = T.checkTree(bullsGame(), tree, { maxGuesses: 7 });
    expect([check.total, check.worst]).toEqual([26284, 7]);
    expect(data("results/bulls-cows-best.txt")).toContain("26,284 guesses in total, mean 5.2151, worst 7");
  });
  it("reaches Bulls and Cows' published optimum, 26,274, with the tree found after 0123 = 0B1C, 1456 = 0B2C", () => {
    const game = bullsGame();
    const found = JSON.parse(data("results/bulls-cows-0B1C-1456-0B2C.json"));
    // After 0123 = 0B1C and 1456, only two groups are too big for the narrow search's exact part (300).
    const after0B1C = G.groupGame(game, "0123", "0B1C");
    const sizes = [...T.partition(after0B1C, "1456", after0B1C.targets)].map(([reply, codes]) => [reply, codes.length]);
    expect(sizes.filter(([, n]) => (n as number) > 300).sort()).toEqual([["0B1C", 378], ["0B2C", 369]]);
    const group = G.groupGame(after0B1C, "1456", "0B2C");
    expect(T.checkTree(group, T.treeFromJson(found), { maxGuesses: 5 }).total).toBe(1381);
    const narrow = JSON.parse(data("results/bulls-cows-best.json"));
    const after = narrow.branches["0B1C"];
    expect(after.guess).toBe("1456");
    const joined = T.treeFromJson({ ...narrow, branches: { ...narrow.branches, "0B1C": { ...after, branches: { ...after.branches, "0B2C": found } } } });
    const check = T.checkTree(game, joined, { maxGuesses: 7 });
    expect([check.total, check.worst]).toEqual([26274, 7]);
    const record = data("results/bulls-cows-groups.txt");
    expect(record).toContain("next guess 4530: 1,381 guesses in total");
    expect(record).toContain("proven: every tree over every next guess takes at least 1,444 guesses");
  });
  it("plays the tree of the worst table's best rows: 50 codes at the seventh guess, 26,450 guesses", { timeout: 120_000 }, () => {
    const game = bullsGame();
    const spec = bullsAndCowsSpec();
    const { stabilizer, nextGuesses: nexts } = groupSymmetries(spec, "0123");
    const setting = groupSetting({ game, first: "0123", limit: 7, objective: "worst", nexts });
    const { rows } = readGroupTable(data("results/bulls-cows-worst.csv"), setting);
    // Each group's tree from its best row's next guess: the two biggest as the search wrote them.
    const given = (reply: string) => {
      const written = path.join(root, "data", "results", `bulls-cows-worst-${reply}.json`);
      return fs.existsSync(written) ? T.treeFromJson(JSON.parse(fs.readFileSync(written, "utf8"))) : undefined;
    };
    const { tree, groups } = tableTree(game, setting, rows, { given, stabilizer });
    expect(groups.filter((g) => g.given).map((g) => g.reply).sort()).toEqual(["0B1C", "0B2C"]);
    expect(groups.every((g) => g.asRow)).toBe(true);
    const check = T.checkTree(game, tree, { maxGuesses: 7 });
    expect([check.scores.filter((s) => s === 7).length, check.total, check.worst]).toEqual([50, 26450, 7]);
    expect(groups.reduce((sum, g) => sum + g.atLast, 0)).toBe(50);
    // Every group settled: the groups' fewest codes at the seventh guess add up to the tree's 50.
    const proven = setting.groups.map(({ reply }) => groupResult(rows, setting, reply));
    expect(proven.every((r) => r !== undefined)).toBe(true);
    expect(proven.reduce((sum, r) => sum + r!.atWorst!, 0)).toBe(50);
    expect(5040 + proven.reduce((sum, r) => sum + r!.total, 0)).toBe(26450);
    // Eleven groups leave no code to the seventh guess at the least totals the proof table gives
    // them; 0B1C and 0B2C pay for their fewest with more guesses.
    const total = groupSetting({ game, first: "0123", limit: 7, objective: "total", nexts });
    const least = readGroupTable(data("results/bulls-cows-proof.csv"), total).rows;
    const dearer = setting.groups.map(({ reply }, i) => ({ reply, worst: proven[i]!, total: groupResult(least, total, reply)! }))
      .filter(({ worst, total }) => worst.atWorst !== 0 || worst.total !== total.total);
    expect(dearer.map(({ reply, worst, total }) => [reply, worst.atWorst, worst.total, total.total])).toEqual([
      ["0B1C", 46, 6549, 6495],
      ["0B2C", 4, 5670, 5548],
    ]);
  });
  it("breaks the player's Mastermind code with the recorded optimal tree, answered in counts", () => {
    const game = mastermindGame();
    const tree = T.treeFromJson(JSON.parse(data("results/mastermind-optimum.json")));
    expect(T.checkTree(game, tree, { maxGuesses: Infinity }).total).toBe(5625);
    for (const code of ["2346", "6611", "1123"]) {
      // The answers a truthful player gives, following the same tree.
      const said: string[] = [];
      let node = tree;
      for (;;) {
        const guess = T.guessOf(node);
        const reply = G.reply(game, guess, code);
        said.push(`${reply[0]} ${reply[2]}`);
        if (reply === game.correct) break;
        node = (node as T.Node).branches.get(reply)!;
      }
      const r = play(said.join("\n") + "\n", "mastermind");
      expect(r.stdout).toContain(`Broken in ${said.length} guess${said.length === 1 ? "" : "es"}: ${code}.`);
    }
    // An answer no code can get, one that contradicts an earlier answer, and a garbled one.
    const r = play("1 1\n3 1\n5 0\nlots\n0 0\nq\n", "mastermind");
    expect(r.stdout).toContain("3 black and 1 white cannot happen");
    expect(r.stdout).toContain("5 black and 0 white cannot happen: there are only 4 pegs.");
    expect(r.stdout).toContain("Two counts, please: black then white, for example 2 1.");
    expect(r.status).toBe(0);
    expect(play("", "mastermind", "--seed", "3").status).toBe(2);
  });
  it("says the answer when the player quits, and refuses bad arguments", () => {
    expect(play("q\n", "words", "--answer", "venue").stdout).toContain("The answer was venue.");
    expect(play("", "cards").status).toBe(2);
    expect(play("", "words", "--answer", "zzzzz").stderr).toContain("not one of the 5,757 words");
  });
});

describe("solving the word game on Knuth's list", () => {
  it("random consistent guessing averages 4.65 (worst 12); greedy trees do better, 7 at worst with inconsistent guesses", async () => {
    const game = wordClueGame(await loadWordList("sgb-words"));
    expect(game.targets).toHaveLength(5757);
    const random = new PythonRandom("for reproducibility");
    const guesser = G.randomGuesser(random);
    expect(["COVEY", "CHERT"].map((t) => G.play(game, guesser, { target: t }).turns.map((x) => x.guess).join(" "))).toEqual([
      "SEEKS HAREM LOWED POOEY FOGEY COVEY",
      "GAMBA FEELS PREXY CHERT",
    ]);
    const randomly = summarize(game.targets.map((t) => G.play(game, guesser, { target: t }).score));
    expect([randomly.mean.toFixed(2), randomly.worst]).toEqual(["4.65", 12]);
    const greedy = T.minimizingTree(game, T.negEntropy);
    const wide = T.minimizingTree(game, T.negEntropy, { inconsistent: true });
    const [g, w] = [greedy, wide].map((tree) => summarize(T.treeScores(tree)));
    expect([T.isNode(greedy) && greedy.guess, g.mean.toFixed(2), g.worst]).toEqual(["TARES", "4.09", 12]);
    expect([w.mean.toFixed(2), w.worst]).toEqual(["3.85", 7]);
    expect(g.mean).toBeLessThan(randomly.mean);
    // As the notebook says: better on average, not in the worst case, for every consistent greedy tree.
    for (const metric of [T.max, T.expectation, T.negEntropy]) {
      const s = summarize(T.treeScores(T.minimizingTree(game, metric)));
      expect([T.metricName(metric), s.mean < randomly.mean, s.worst >= randomly.worst]).toEqual([T.metricName(metric), true, true]);
    }
  }, 60_000);
});
