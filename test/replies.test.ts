import { describe, expect, it } from "vitest";
import { jottoRule, positional, wordleRule } from "../src/replies";
import { encoder, LETTERS } from "../src/game";

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
