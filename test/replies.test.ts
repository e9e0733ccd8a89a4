import { describe, expect, it } from "vitest";
import { counts, jottoRule, positional, wordleRule } from "../src/replies";
import { encoder, LETTERS } from "../src/game";
import { mastermindGame, bullsAndCowsGame } from "../src/codeBreaking";
import { reply, replyOf } from "../src/game";

const encode = encoder(LETTERS, 5);
const wordle = (g: string, t: string) => wordleRule.show(wordleRule.code(encode(g), encode(t)), 5);

describe("Wordle's reply rule", () => {
  it.each([
    ["NINNY", "ANNEX", "Y.G..", ".YG.."],
    ["HELLO", "WORLD", "...GY", ".Y.G."],
    ["HELLO", "ABYSS", ".....", "....."],
    ["EPEES", "GEESE", "Y.GYY", ".YGYY"],
    ["WHEEE", "PEEVE", "..GYG", ".YG.G"],
  ])("%s about %s is %s, and the other way round %s", (a, b, ab, ba) => {
    expect([wordle(a, b), wordle(b, a)]).toEqual([ab, ba]);
  });
  it("codes 3^5 replies, GGGGG the correct one", () => {
    expect(wordleRule.size(5)).toBe(243);
    expect(wordleRule.show(wordleRule.correct(5), 5)).toBe("GGGGG");
  });
  it("fills a table equal to code() on every pair, repeated letters included", () => {
    const words = ["NINNY", "ANNEX", "EPEES", "GEESE", "WHEEE", "PEEVE", "ROAST", "MAMMA", "ABYSS", "SASSY"];
    const flat = new Uint8Array(words.flatMap((w) => [...encode(w)]));
    const out = new Uint8Array(words.length ** 2);
    wordleRule.fill(flat, flat, 5, out);
    words.forEach((g, i) => words.forEach((t, j) => expect(wordleRule.show(out[i * words.length + j], 5), `${g} ${t}`).toBe(wordle(g, t))));
  });
  it("fills tables equal to code() for words of 1 to 6 symbols, many repeated", () => {
    // Three symbols make repeats common; 3^6 replies overflow a byte, so compare them as bytes.
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let n = 1; n <= 6; n++) {
      const code = encoder("ABC", n);
      const words = Array.from({ length: 2 * 41 }, () => Array.from({ length: n }, () => "ABC"[Math.floor(3 * random())]).join(""));
      const [guesses, targets] = [words.slice(0, 41), words.slice(41)];
      const flat = (list: string[]) => new Uint8Array(list.flatMap((w) => [...code(w)]));
      const out = new Uint8Array(41 * 41);
      wordleRule.fill(flat(guesses), flat(targets), n, out);
      const expected = guesses.flatMap((g) => targets.map((t) => wordleRule.code(code(g), code(t)) & 255));
      expect(Array.from(out), `${n} symbols`).toEqual(expected);
    }
  });
  it("renders with other symbols: Mastermind's C/P/N on digits", () => {
    const cpn = positional("CPN", "Mastermind");
    const digits = encoder("0123456789", 5);
    expect(cpn.show(cpn.code(digits("88822"), digits("08180")), 5)).toBe("PCNNN");
    expect(() => positional("GY")).toThrow(/needs 3 symbols/);
  });
});

describe("Jotto's reply rule", () => {
  it("counts the letters in common", () => {
    expect(jottoRule.show(jottoRule.code(encode("ROAST"), encode("TOAST")), 5)).toBe("4");
    expect(jottoRule.code(encode("QUICK"), encode("NYMPH"))).toBe(0);
    expect(jottoRule.correct(5)).toBe(5);
  });
});

describe("counts: Mastermind's black and white pegs, Bulls and Cows", () => {
  /** Black and white by their definitions: right places, then colours in common less those. */
  function pegs(guess: string, secret: string): string {
    const black = [...guess].filter((c, i) => c === secret[i]).length;
    const colours = new Set(guess + secret);
    let common = 0;
    for (const c of colours) common += Math.min([...guess].filter((x) => x === c).length, [...secret].filter((x) => x === c).length);
    return `${black}B${common - black}W`;
  }
  it("agrees with the definition on every pair of 400 codes, and on Knuth's examples", () => {
    const game = mastermindGame();
    expect(reply(game, "1122", "1213")).toBe("1B2W");
    expect(reply(game, "1234", "4321")).toBe("0B4W");
    expect(reply(game, "6666", "6666")).toBe(game.correct);
    expect(game.correct).toBe("4B0W");
    const codes = game.targets.filter((_, i) => i % 3 === 0).slice(0, 400);
    let differ = 0;
    for (const g of codes) for (const s of codes) if (replyOf(game, g, s) !== pegs(g, s)) differ++;
    expect(differ).toBe(0);
    // 14 of the 25 pairs can happen: never 3 black and 1 white, nor more pegs than places.
    expect(new Set(game.replies).size).toBe(14);
  });
  it("writes bulls and cows for Bulls and Cows, on 5,040 codes of different digits", () => {
    const game = bullsAndCowsGame();
    expect(game.targets).toHaveLength(5040);
    expect([game.targets[0], game.targets[5039]]).toEqual(["0123", "9876"]);
    expect(reply(game, "0123", "0132")).toBe("2B2C");
    expect(() => counts("B")).toThrow(/a count rule needs 2 marks/);
  });
});
