// What a learner meets when trying a small experiment in a notebook: every function the library
// exports, called with the degenerate inputs a learner types (an empty list, a list with no
// pangram, a game of one target, a tree of one word, mixed lengths, lower case), either returns
// a value or throws an Error that says in the puzzle's words what is wrong; never a raw
// TypeError from deep inside. The table below must name every export, so a new one cannot skip it.
import { describe, expect, it } from "vitest";
import * as lib from "../src/index";
import { bee, clueContest, codeBreaking, firstGuessTable, games, hangman, optimal, trees, wordGraph } from "../src/index";

type Attempt = () => unknown;

/** Each export's degenerate calls. A class is listed by its name, a namespace member as "ns.name". */
const cases: Record<string, Attempt[]> = {
  // format
  thousands: [() => lib.thousands(0), () => lib.thousands(-1234.5)],
  plural: [() => lib.plural(0, "target"), () => lib.plural(1, "guess", "guesses"), () => lib.plural(-1, "")],
  barText: [() => lib.barText(0), () => lib.barText(1), () => lib.barText(-0.5), () => lib.barText(NaN)],
  count: [() => lib.count(0, "word"), () => lib.count(1, "")],
  fill: [() => lib.fill("", 10), () => lib.fill("a b", 1)],
  formatG: [() => lib.formatG(0), () => lib.formatG(-0.0001)],
  formatSeconds: [() => lib.formatSeconds(0), () => lib.formatSeconds(1e-12)],
  formatKeptSeconds: [() => lib.formatKeptSeconds(0), () => lib.formatKeptSeconds(1e9)],
  fixed: [() => lib.fixed(0, 0), () => lib.fixed(1 / 3, 2)],
  quoted: [() => lib.quoted(""), () => lib.quoted("\u0000".repeat(100))],
  quotedPath: [() => lib.quotedPath(""), () => lib.quotedPath("x".repeat(1000))],
  printable: [() => lib.printable(""), () => lib.printable("\u0000", 0)],
  shellWords: [() => lib.shellWords([]), () => lib.shellWords([""]), () => lib.shellWords(["'"])],
  // timing
  measure: [() => lib.measure(() => 0)],
  timeit: [() => lib.timeit(() => 0, 1)],
  autorange: [() => lib.autorange(() => 1)],
  describeTime: [() => lib.describeTime({ wall: 0, user: 0, system: 0 })],
  describeTimeit: [() => lib.describeTimeit({ mean: 0, stdev: 0, loops: 1, runs: 1 } as never)],
  // word lists
  WordListError: [() => new lib.WordListError("")],
  readManifest: [() => lib.readManifest()],
  normalize: [() => lib.normalize(""), () => lib.normalize("\ufeff\r\n")],
  fingerprint: [() => lib.fingerprint([])],
  verify: [() => lib.verify(lib.readManifest()["wordle-small"], "", "a test")],
  loadWordList: [() => lib.loadWordList("no-such-list"), () => lib.loadWordList("")],
  locateWordList: [() => lib.locateWordList(lib.readManifest()["wordle-small"], { cacheDir: "/nonexistent", wordlistDir: "" })],
  // figures (drawing them needs a browser: figures.test.ts)
  chromiumPath: [],
  figurePage: [() => lib.figurePage({ data: [] }, "")],
  plotlyBundle: [() => lib.plotlyBundle([]), () => lib.plotlyBundle([{ data: [{}] }])],
  FigureRenderer: [],
  // statistics
  summarize: [() => lib.summarize([]), () => lib.summarize([3])],
  cumulative: [() => lib.cumulative(lib.summarize([3]), 0)],
  describeSummary: [() => lib.describeSummary(lib.summarize([3]))],
  histogram: [() => lib.histogram(lib.summarize([3]), 0, ""), () => lib.histogram(lib.summarize([3]), 1, "one")],
  // random
  PythonRandom: [() => new lib.PythonRandom(""), () => new lib.PythonRandom("x").choice([]), () => new lib.PythonRandom(0).randbelow(0)],
  // replies
  positional: [() => lib.positional(""), () => lib.positional("GY")],
  counts: [() => lib.counts(""), () => lib.counts("BW").show(0, 0), () => lib.counts().code([], [])],
  "wordleRule.size": [() => lib.wordleRule.size(0)],
  "wordleRule.code": [() => lib.wordleRule.code(new Uint8Array(0), new Uint8Array(0)), () => lib.wordleRule.code(new Uint8Array(2), new Uint8Array(3))],
  "wordleRule.show": [() => lib.wordleRule.show(0, 0)],
  "wordleRule.correct": [() => lib.wordleRule.correct(0)],
  "wordleRule.fill": [
    () => lib.wordleRule.fill(new Uint8Array(0), new Uint8Array(0), 5, new Uint8Array(0)),
    () => lib.wordleRule.fill(new Uint8Array(5), new Uint8Array(5), 0, new Uint8Array(1)),
    () => lib.wordleRule.fill(new Uint8Array(4), new Uint8Array(5), 5, new Uint8Array(1)),
    () => lib.wordleRule.fill(new Uint8Array(5), new Uint8Array(10), 5, new Uint8Array(1)),
  ],
  "jottoRule.size": [() => lib.jottoRule.size(0)],
  "jottoRule.code": [() => lib.jottoRule.code(new Uint8Array(0), new Uint8Array(0))],
  "jottoRule.show": [() => lib.jottoRule.show(0, 0)],
  "jottoRule.correct": [() => lib.jottoRule.correct(0)],
  "jottoRule.fill": [() => lib.jottoRule.fill(new Uint8Array(5), new Uint8Array(5), 0, new Uint8Array(1))],
};

const one = () => games.wordle(["HELLO"]);
const M1 = () => codeBreaking.mastermindGame(1, 1);
const beeWords = () => bee.wordList("apple banana cherry");
const emptyTable = () => new bee.PointsTable([]);
const h = () => bee.honeycomb("lapgemx", "g");

Object.assign(cases, {
  // games
  "games.makeGame": [() => games.makeGame({ name: "", rule: lib.wordleRule, alphabet: "", targets: [] } as never)],
  "games.encoder": [() => games.encoder("", 0)("")],
  "games.reply": [() => games.reply(one(), "HI", "HELLO"), () => games.reply(one(), "hello", "HELLO")],
  "games.wordle": [() => games.wordle([]), one, () => games.wordle(["hello", "hi"]), () => games.wordle(["hello"]), () => games.wordle(["HELLO"], [])],
  "games.jottoAllowable": [() => games.jottoAllowable([]), () => games.jottoAllowable(["hello"])],
  "games.jotto": [() => games.jotto([]), () => games.jotto(["ABCDE"])],
  "games.keepsHints": [() => games.keepsHints("", "", "")],
  "games.brokenHint": [() => games.brokenHint("", "", ""), () => games.brokenHint("HELLO", "HI", "G.")],
  "games.symbolsOf": [() => games.symbolsOf(""), () => games.symbolsOf("A"), () => games.symbolsOf("<b>")],
  "games.guessProblem": [() => games.guessProblem(one(), ""), () => games.guessProblem(one(), "<b>!"), () => games.guessProblem(one(), "hello")],
  "games.wordleSpec": [() => games.wordleSpec([]), () => games.wordleSpec(["hello", "hi"], [])],
  "games.pathSpec": [() => games.pathSpec(games.wordleSpec(["hello"]), [{ guess: "hello", reply: "xyz" }]), () => games.pathSpec(games.wordleSpec([]), [{ guess: "HELLO", reply: "GGGGG" }])],
  "games.groupSpec": [() => games.groupSpec(games.wordleSpec([]), "HELLO", "GGGGG"), () => games.groupSpec(games.wordleSpec(["hello"]), "hello", "GGGGG"), () => games.groupSpec(games.wordleSpec(["hello", "hi"]), "hi", "GG"), () => games.groupSpec(games.wordleSpec(["HELLO"]), "HELLO", "xyz")],
  "games.groupGame": [() => games.groupGame(one(), "HELLO", "GGGGG"), () => games.groupGame(one(), "HELLO", "....."), () => games.groupGame(one(), "xyzzy", "GGGGG"), () => games.groupGame(one(), "HELLO", "")],
  "games.consistentTargets": [() => games.consistentTargets(one(), [], "HELLO", "GGGGG"), () => games.consistentTargets(one(), ["HELLO"], "HELLO", "XXXXX")],
  "games.replyOf": [() => games.replyOf(one(), "WORLD", "HELLO"), () => games.replyOf(one(), "HI", "HELLO")],
  "games.play": [() => games.play(one(), () => "HELLO"), () => games.play(one(), () => "HELLO", { target: "WORLD" })],
  "games.describeGame": [() => games.describeGame(games.play(one(), () => "HELLO"))],
  "games.randomGuesser": [() => games.play(one(), games.randomGuesser(new lib.PythonRandom(1)))],
  // guess trees
  "trees.partition": [() => trees.partition(one(), "HELLO", []), () => trees.partition(one(), "HI", ["HELLO"])],
  "trees.partitionCounts": [() => trees.partitionCounts(one(), "HELLO", [])],
  "trees.max": [() => trees.max([])],
  "trees.expectation": [() => trees.expectation([])],
  "trees.squares": [() => trees.squares([])],
  "trees.negEntropy": [() => trees.negEntropy([])],
  "trees.mostParts": [() => trees.mostParts([]), () => trees.mostParts([0, 2])],
  "trees.entropy": [() => trees.entropy([]), () => trees.entropy([0]), () => trees.expectation([0])],
  "trees.metricName": [() => trees.metricName(() => 0)],
  "trees.minimizingTree": [() => trees.minimizingTree(one(), trees.max), () => trees.minimizingTree(one(), trees.max, { targets: [] })],
  "trees.replyGroups": [() => trees.replyGroups(one(), 0, new Int32Array(0))],
  "trees.turnedTable": [() => trees.turnedTable(one())],
  "trees.isNode": [() => trees.isNode("HELLO")],
  "trees.guessOf": [() => trees.guessOf("HELLO")],
  "trees.treeScores": [() => trees.treeScores("HELLO")],
  "trees.treeGuesser": [() => games.play(one(), trees.treeGuesser("HELLO"))],
  "trees.evil": [() => trees.evil(one(), "HELLO")],
  "trees.evilReply": [() => trees.evilReply(one(), [])],
  "trees.rankFirstGuesses": [() => trees.rankFirstGuesses(one(), trees.max), () => trees.rankFirstGuesses(one(), trees.max, [])],
  "trees.treeToJson": [() => trees.treeToJson("HELLO")],
  "trees.treeFromJson": [() => trees.treeFromJson("HELLO"), () => trees.treeFromJson({}), () => trees.treeFromJson(null), () => trees.treeFromJson("{")],
  "trees.checkTree": [() => trees.checkTree(one(), "HELLO"), () => trees.checkTree(one(), "WORLD")],
  // the exact search
  "optimal.optimalTree": [
    () => optimal.optimalTree(one()),
    () => optimal.optimalTree(one(), { first: "nope" }),
    () => optimal.optimalTree(one(), { maxGuesses: 0 }),
    () => optimal.optimalTree(one(), { timeLimit: 0 }),
    () => optimal.optimalTree(one(), { timeLimit: Number.NaN }),
    () => optimal.optimalTree(one(), { below: 1 }),
    () => optimal.optimalTree(one(), { below: Number.NaN }),
  ],
  "optimal.NoTreeBelow": [() => new optimal.NoTreeBelow(2, true, [], 0, 0)],
  "optimal.NoTreeWithin": [() => new optimal.NoTreeWithin("", 0, false, [], 0, 0)],
  "optimal.worstFits": [() => optimal.worstFits(0, 0), () => optimal.worstFits(5040, Infinity)],
  "optimal.Judge": [
    () => new optimal.Judge(one()).judge([], "HELLO"),
    () => new optimal.Judge(one()).judge(["HELLO"], "hello"),
    () => new optimal.Judge(one()).judge(["WORLD"], "HELLO"),
    () => new optimal.Judge(one(), { maxGuesses: 0 }),
    () => new optimal.Judge(one()).judgeReplies(["HELLO"], []),
    () => new optimal.Judge(one()).judgeReplies(["HELLO"], [""]),
  ],
  "optimal.Fraction": [() => new optimal.Fraction(1, 0), () => new optimal.Fraction(0).plus(new optimal.Fraction(-1, 3)), () => new optimal.Fraction(2, -4).toString()],
  "optimal.verdictTable": [
    () => optimal.verdictTable({ rows: [], finished: false, start: null, choice: null, luck: null }),
    () => optimal.verdictTable(new optimal.Judge(one()).judge(["HELLO"], "HELLO"), 0),
  ],
  "optimal.SearchTimeout": [() => new optimal.SearchTimeout("")],
  "optimal.FirstGuesses": [
    () => new optimal.FirstGuesses(one()).ranked(),
    () => new optimal.FirstGuesses(one()).settle("HELLO"),
    () => new optimal.FirstGuesses(one()).settle("nope"),
    () => new optimal.FirstGuesses(one()).settle("HELLO", 0),
    () => new optimal.FirstGuesses(one()).settle("HELLO", Number.NaN),
    () => new optimal.FirstGuesses(one()).floor("HELLO"),
    () => new optimal.FirstGuesses(one()).floor("nope"),
    () => new optimal.FirstGuesses(one(), { maxGuesses: 0 }),
    () => new optimal.FirstGuesses(one()).optimalTree(),
    () => new optimal.FirstGuesses(one()).optimalTree({ first: [] }),
  ],
  // the table of every first guess
  "firstGuessTable.tableTitle": [() => firstGuessTable.tableTitle(one(), false, 6), () => firstGuessTable.tableTitle(one(), true, Infinity)],
  "firstGuessTable.formatRow": [() => firstGuessTable.formatRow({ guess: "HELLO", total: 1, exact: true })],
  "firstGuessTable.tableHead": [() => firstGuessTable.tableHead("")],
  "firstGuessTable.formatTable": [() => firstGuessTable.formatTable("", [])],
  "firstGuessTable.sortRows": [() => firstGuessTable.sortRows([])],
  "firstGuessTable.bestRow": [() => firstGuessTable.bestRow([]), () => firstGuessTable.bestRow([{ guess: "HELLO", total: Infinity, exact: true }])],
  "firstGuessTable.budgetFor": [() => firstGuessTable.budgetFor(0), () => firstGuessTable.budgetFor(Infinity)],
  "firstGuessTable.readTable": [
    () => firstGuessTable.readTable("", one(), ""),
    () => firstGuessTable.readTable("\n", one(), "title"),
    () => firstGuessTable.readTable("title\nguess,total,exact\n,,\n", one(), "title"),
  ],
  "firstGuessTable.TableError": [() => new firstGuessTable.TableError("")],
  // Spelling Bee
  "bee.letterset": [() => bee.letterset(""), () => bee.letterset("abc")],
  "bee.spell": [() => bee.spell(0)],
  "bee.size": [() => bee.size(0)],
  "bee.isValid": [() => bee.isValid(""), () => bee.isValid("game")],
  "bee.wordList": [() => bee.wordList(""), () => bee.wordList([]), beeWords],
  "bee.isPangram": [() => bee.isPangram("")],
  "bee.pangramLettersets": [() => bee.pangramLettersets([])],
  "bee.Honeycomb": [() => String(new bee.Honeycomb(0, 0))],
  "bee.honeycomb": [() => bee.honeycomb("", ""), h],
  "bee.wordScore": [() => bee.wordScore(""), () => bee.wordScore("game")],
  "bee.canMake": [() => bee.canMake(h(), ""), () => bee.canMake(h(), "game")],
  "bee.totalScore": [() => bee.totalScore(h(), [])],
  "bee.candidateHoneycombs": [() => bee.candidateHoneycombs([]), () => bee.candidateHoneycombs(beeWords())],
  "bee.compareHoneycombs": [() => bee.compareHoneycombs(h(), h())],
  "bee.outranks": [() => bee.outranks({ honeycomb: h(), score: 0 }, null)],
  "bee.topHoneycomb": [() => bee.topHoneycomb([]), () => bee.topHoneycomb(beeWords()), () => bee.topHoneycomb(bee.wordList("apple banana cherry"))],
  "bee.PointsTable": [emptyTable, () => new bee.PointsTable(["game"]), () => new bee.PointsTable(["game"], () => -1), () => new bee.PointsTable(["game"], () => Number.NaN)],
  "bee.letterSubsets": [() => bee.letterSubsets(h())],
  "bee.fastTotalScore": [() => bee.fastTotalScore(h(), emptyTable())],
  "bee.topHoneycombByTable": [() => bee.topHoneycombByTable(emptyTable())],
  "bee.branchAndBound": [() => bee.branchAndBound(emptyTable())],
  "bee.centerlessScores": [() => bee.centerlessScores(emptyTable())],
  "bee.report": [() => bee.report([]), () => bee.report(beeWords()), () => bee.report([], h())],
  "bee.reportGroups": [() => bee.reportGroups(h(), []), () => bee.reportGroups(h(), beeWords())],
  "bee.groupBy": [() => bee.groupBy([], (x) => x)],
  "bee.HoneycombScores": [() => bee.scoreAllHoneycombs(emptyTable()).best()],
  "bee.scoreAllHoneycombs": [() => bee.scoreAllHoneycombs(emptyTable()), () => bee.scoreAllHoneycombs(emptyTable()).best(() => false)],
  "bee.puzzle": [() => bee.puzzle(h(), [])],
  "bee.formatHints": [() => bee.formatHints(bee.puzzle(h(), []).hints)],
  "bee.honeycombSvg": [() => bee.honeycombSvg(h(), 0)],
  // hangman
  "hangman.positions": [() => hangman.positions("", "a"), () => hangman.positions("abc", "")],
  "hangman.checkWord": [() => hangman.checkWord(""), () => hangman.checkWord("Hello")],
  "hangman.play": [() => hangman.play(0, ""), () => hangman.play(hangman.compileTrees(["cat", "dog"]).get(3)!, "cow")],
  "hangman.steps": [() => hangman.steps(0, ""), () => hangman.steps(hangman.compileTrees(["cat", "dog"]).get(3)!, "cow")],
  "hangman.wordsUnder": [() => hangman.wordsUnder(0), () => hangman.wordsUnder(hangman.compileTrees(["cat", "dog"]).get(3)!)],
  "hangman.describePlay": [() => hangman.describePlay("", { solved: true, misses: 0, guesses: [] })],
  "hangman.compileTrees": [() => hangman.compileTrees([]), () => hangman.compileTrees(["a"]), () => hangman.compileTrees(["Cat", "cat"]), () => hangman.compileTrees(["cat", "horse"])],
  "hangman.treeFor": [() => hangman.treeFor(new Map(), "cat")],
  "hangman.toJson": [() => hangman.toJson(new Map())],
  "hangman.fromJson": [() => hangman.fromJson("{}"), () => hangman.fromJson("["), () => hangman.fromJson("null")],
  "hangman.fewestFailures": [() => hangman.fewestFailures([]), () => hangman.fewestFailures(["ab"])],
  "hangman.evaluate": [() => hangman.evaluate(new Map(), []), () => hangman.evaluate(new Map(), ["cat"])],
  "hangman.byLength": [() => hangman.byLength([], []), () => hangman.byLength(["cat"], [])],
  "hangman.sampledRate": [() => hangman.sampledRate(new Map(), [], new lib.PythonRandom(1) as never, 1, 1)],
  // Mastermind clues
  "codeBreaking.mastermindGame": [() => M1(), () => codeBreaking.mastermindGame(0, 6), () => codeBreaking.mastermindGame(4, 0), () => codeBreaking.mastermindGame(4, 12)],
  "codeBreaking.mastermindSpec": [() => codeBreaking.mastermindSpec(0, 6), () => codeBreaking.mastermindSpec(1, 1), () => codeBreaking.mastermindSpec(4, 0)],
  "codeBreaking.bullsAndCowsSpec": [() => codeBreaking.bullsAndCowsSpec(0), () => codeBreaking.bullsAndCowsSpec(11)],
  "codeBreaking.bullsAndCowsGame": [() => codeBreaking.bullsAndCowsGame(1), () => codeBreaking.bullsAndCowsGame(11), () => codeBreaking.bullsAndCowsGame(0)],
  "codeBreaking.codeStabilizer": [() => codeBreaking.codeStabilizer(M1())("1"), () => codeBreaking.codeStabilizer(one()), () => codeBreaking.codeStabilizer(games.wordleSpec([]))],
  "codeBreaking.groupSymmetries": [() => codeBreaking.groupSymmetries(M1(), "1"), () => codeBreaking.groupSymmetries(M1(), "2"), () => codeBreaking.groupSymmetries(one(), "HELLO").stabilizer("HELLO"), () => codeBreaking.groupSymmetries(M1(), []), () => codeBreaking.groupSymmetries(M1(), ["1", "2"])],
  "codeBreaking.CodeSymmetries": [() => codeBreaking.codeStabilizer(codeBreaking.mastermindSpec(2, 2))("11").keeping(4), () => codeBreaking.codeStabilizer(codeBreaking.mastermindSpec(2, 2))("11").stands(-1)],
  "games.inCase": [() => games.inCase("", "abc"), () => games.inCase("Aa", "aA")],
  "codeBreaking.openingClasses": [() => codeBreaking.openingClasses(M1()), () => codeBreaking.openingClasses(one())],
  "clueContest.clue": [() => clueContest.clue("", ""), () => clueContest.clue("12", "123"), () => clueContest.clue("ab", "12")],
  "clueContest.wordClueGame": [() => clueContest.wordClueGame([]), () => clueContest.wordClueGame(["hello"])],
  "clueContest.ContestError": [() => new clueContest.ContestError(1, "")],
  "clueContest.ContestStream": [() => new clueContest.ContestStream().end()],
  "clueContest.clueContest": [() => clueContest.clueContest(""), () => clueContest.clueContest("1")],
  "clueContest.gameLoop": [() => clueContest.gameLoop("", { ask: async () => null, say: () => {} }, { alphabet: "letters" })],
  // the word graph
  "wordGraph.wordGraph": [() => wordGraph.wordGraph([]), () => wordGraph.wordGraph(["cat", "horse"]), () => wordGraph.wordGraph(["cat", "cat"])],
  "wordGraph.neighbors": [() => wordGraph.neighbors(wordGraph.wordGraph([]), "cat")],
  "wordGraph.poolGrowth": [() => wordGraph.poolGrowth(wordGraph.wordGraph(["cat"]), "dog")],
  "wordGraph.components": [() => wordGraph.components(wordGraph.wordGraph([]))],
  "wordGraph.ladder": [() => wordGraph.ladder(wordGraph.wordGraph(["cat"]), "cat", "dog"), () => wordGraph.ladder(wordGraph.wordGraph(["cat"]), "cat", "cat")],
});

/** Every function and class the library exports, flat or in a namespace. */
function exportedNames(): string[] {
  const names: string[] = [];
  for (const [name, value] of Object.entries(lib)) {
    if (typeof value === "function") names.push(name);
    else if (value && typeof value === "object") {
      for (const [member, inner] of Object.entries(value)) if (typeof inner === "function") names.push(`${name}.${member}`);
    }
  }
  return names.sort();
}

/** What a learner must never see: JavaScript's own complaints about the library's insides. */
const raw = /Cannot read propert|is not a function|is not iterable|Reduce of empty array|\bundefined\b|\bNaN\b|Invalid array length|Maximum call stack|Unexpected (end|token)/;

/** A value with NaN or "undefined" in it (a few levels deep) is not a sensible answer either. */
function senseless(value: unknown, depth = 0): string | null {
  if (typeof value === "number" && Number.isNaN(value)) return "NaN";
  if (typeof value === "string" && value.length < 2000 && /\bNaN\b|\bundefined\b/.test(value)) return `the text ${JSON.stringify(value.slice(0, 80))}`;
  if (depth < 3 && value && typeof value === "object") {
    for (const inner of value instanceof Map ? value.values() : Object.values(value)) {
      const found = senseless(inner, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

async function outcome(attempt: Attempt): Promise<string> {
  try {
    const value = await attempt();
    const found = senseless(value);
    return found ? `returned ${found}` : "ok";
  } catch (e) {
    if (!(e instanceof Error)) return `threw a non-Error: ${String(e)}`;
    // Errors the engine throws by itself, whatever their message.
    if (e instanceof SyntaxError || e instanceof ReferenceError) return `threw ${e.constructor.name}: ${e.message}`;
    if (raw.test(e.message) || e.message.trim() === "") return `unclear ${e.constructor.name}: ${e.message}`;
    return "clear error";
  }
}

describe("the library, as a learner tries it", () => {
  it("has degenerate cases for every export", () => {
    expect(Object.keys(cases).sort()).toEqual(exportedNames());
  });
  it.each(Object.entries(cases))("%s returns a value or says clearly what is wrong", async (name, attempts) => {
    const results = await Promise.all(attempts.map(outcome));
    for (const [i, result] of results.entries()) expect([name, i, result]).toEqual([name, i, expect.stringMatching(/^(ok|clear error)$/)]);
  });
  it("tells a learner with no pangram why there is no top honeycomb", () => {
    expect(() => bee.topHoneycomb(bee.wordList("apple banana cherry"))).toThrow("the word list has no pangram, so no honeycomb qualifies");
  });
});
