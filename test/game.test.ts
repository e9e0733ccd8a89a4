import { beforeAll, describe, expect, it } from "vitest";
import * as G from "../src/game";
import { PythonRandom } from "../src/random";
import { loadWordList } from "../src/wordlists";

let words: string[];
let game: G.Game;
beforeAll(async () => {
  words = (await loadWordList("wordle-small")).map((w) => w.toUpperCase());
  game = G.wordle(words);
});

describe("a Wordle game", () => {
  it("has the 2,309 targets as guesses, and a reply for every pair", () => {
    expect(game.targets).toHaveLength(2309);
    expect(game.replies).toHaveLength(2309 * 2309);
    expect(G.replyOf(game, "NINNY", "ANNEX")).toBe("Y.G..");
    expect(G.reply(game, "ninny", "annex")).toBe("Y.G..");
  });
  it("never gives four greens and a yellow: 238 of the 243 replies can happen", () => {
    const fourAndOne = new Set(game.replyNames.filter((r) => (r.match(/G/g) ?? []).length === 4 && r.includes("Y")));
    expect(fourAndOne.size).toBe(5);
    expect(game.replyNames.length - fourAndOne.size).toBe(238);
    const seen = new Set(game.replies);
    expect([...seen].some((c) => fourAndOne.has(game.replyNames[c]))).toBe(false);
  });
  it("narrows the targets reply by reply", () => {
    const after = G.consistentTargets(game, game.targets, "NINNY", "Y.G..");
    expect(after).toEqual(["ANNEX", "ANNUL", "CANON"]);
    expect(G.consistentTargets(game, after, "ENNUI", "YGG..")).toEqual(["ANNEX"]);
  });
  it("makes the game a reply leaves: its targets, every guess, the same replies", () => {
    const group = G.groupGame(game, "ninny", "Y.G..");
    expect([group.name, group.targets, group.guesses.length]).toEqual(["Wordle after NINNY = Y.G..", ["ANNEX", "ANNUL", "CANON"], game.guesses.length]);
    expect(G.replyOf(group, "ENNUI", "ANNEX")).toBe(G.replyOf(game, "ENNUI", "ANNEX"));
    expect(() => G.groupGame(game, "NINNY", "GGGG.")).toThrow("no target of Wordle gives the reply GGGG. to NINNY");
    expect(() => G.groupGame(game, "QQQQQ", ".....")).toThrow('"QQQQQ" is not an allowed guess in Wordle');
    expect(() => G.groupGame(game, "NINNY", "GGGG")).toThrow('"GGGG" is not a reply of Wordle, such as ');
  });
  it("builds its table in shared memory, is made again from it as a search's thread is, and refuses another's", () => {
    const spec = G.wordleSpec(words);
    const shared = G.makeGame(spec, { shared: true });
    // The same bytes as the table made the usual way (compared as bytes: an element-wise deep
    // equality of some thirty million replies takes most of a minute).
    const bytes = (a: ArrayBufferView) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
    expect(shared.replies.buffer instanceof SharedArrayBuffer).toBe(true);
    expect([shared.replies.constructor, shared.replies.length]).toEqual([game.replies.constructor, game.replies.length]);
    expect(bytes(shared.replies).equals(bytes(game.replies))).toBe(true);
    const again = G.makeGame(spec, { replies: shared.replies });
    expect([again.replies === shared.replies, G.replyOf(again, "NINNY", "ANNEX")]).toEqual([true, "Y.G.."]);
    const small = G.makeGame(G.groupSpec(spec, "NINNY", "Y.G.."));
    expect(() => G.makeGame(spec, { replies: small.replies })).toThrow("Wordle: a table of 6927 replies is not this game's");
  });
  it("refuses a reply the game cannot give", () => {
    expect(() => G.consistentTargets(game, game.targets, "NINNY", "Y.G")).toThrow(/"Y.G" is not a Wordle reply: it has 5 symbols from \.GY/);
    expect(() => G.consistentTargets(game, game.targets, "NINNY", "Y.G.X")).toThrow(/not a Wordle reply/);
  });
  it("gives a permutation of the same reply either way round, for random pairs", () => {
    const random = new PythonRandom(2022);
    for (let i = 0; i < 2000; i++) {
      const [a, b] = [random.choice(words), random.choice(words)];
      expect([...G.replyOf(game, a, b)].sort().join(""), `${a} ${b}`).toBe([...G.replyOf(game, b, a)].sort().join(""));
    }
  });
  it("refuses words of the wrong length or alphabet, and bad lists", () => {
    expect(() => G.reply(game, "NINNYS", "ANNEX")).toThrow(/has 6 symbols; this game's words have 5/);
    expect(() => G.reply(game, "NINN1", "ANNEX")).toThrow(/"1", which is not in the alphabet/);
    expect(() => G.wordle(["ROAST", "ROAST"])).toThrow(/has "ROAST" twice/);
    expect(() => G.wordle(["ROAST"], ["TOAST"])).toThrow(/the target ROAST is not an allowed guess/);
    expect(() => G.wordle([])).toThrow(/no target words/);
  });
});

describe("playing with the original's seed", () => {
  it("replays the original's random games, draw for draw", () => {
    const random = new PythonRandom("for reproducibility");
    const games = [undefined, undefined, "HELLO"].map((target) => G.play(game, G.randomGuesser(random), { target, random }));
    expect(games.map((g) => g.turns.map((t) => t.guess))).toEqual([
      ["VALUE", "NOTCH", "PROXY", "DROOP"],
      ["SLAIN", "TOKEN", "CHURN"],
      ["SMOKE", "VOWEL", "FELON", "CELLO", "HELLO"],
    ]);
    expect(G.describeGame(games[0]).split("\n")[0]).toBe("Guess 1: VALUE, Reply: .....; Remaining targets: 313");
    expect(games.map((g) => g.score)).toEqual([4, 3, 5]);
  });
  it("scores an unknown guess as such", () => {
    const played = G.play(game, () => "ZZZZZ", { target: "HELLO" });
    expect(played.turns[0]).toEqual({ guess: "ZZZZZ", reply: "unknown", remaining: 0 });
    expect(played.score).toBe(2310);
  });
  it("needs a target or a random source", () => {
    expect(() => G.play(game, G.randomGuesser(new PythonRandom(1)))).toThrow(/needs a target/);
  });
});

describe("Jotto", () => {
  it("keeps the last word of each letter set: 1,391 words", () => {
    const jw = G.jottoAllowable(words);
    expect(jw).toHaveLength(1391);
    expect(G.jottoAllowable(["STEAK", "SKATE", "TEAKS", "HELLO"])).toEqual(["TEAKS"]);
    expect(G.reply(G.jotto(jw), "ROAST", "TOADS")).toBe("4");
  });
});

describe("guessProblem", () => {
  it("says which rule a typed guess breaks: its symbols first, then its length, then the list", () => {
    const game = G.wordle(["CRANE", "SHINY"]);
    expect(G.guessProblem(game, "CR4NE")).toBe("Letters A to Z only, please.");
    expect(G.guessProblem(game, "CRÂNE")).toBe("Letters A to Z only, please.");
    expect(G.guessProblem(game, "CRAN")).toBe("5 letters, please.");
    expect(G.guessProblem(game, "")).toBe("5 letters, please.");
    expect(G.guessProblem(game, "SLOTH")).toBe("SLOTH is not in the word list.");
    expect(G.guessProblem(game, "crane")).toBeNull();
    expect(G.symbolsOf("0123456789")).toBe("Digits 0 to 9");
    expect(G.symbolsOf("123456")).toBe("Digits 1 to 6");
    expect(G.symbolsOf("AEIOU")).toBe("Letters A E I O U");
  });
});
