import { describe, expect, it } from "vitest";
import { runCli } from "./cli";

const bee = (...args: string[]) => runCli("bee", args);

describe("npm run bee", () => {
  it("describes the top honeycomb", () => {
    const r = bee("aeginrt", "r");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("537 words, 3,898 points, 50 pangrams");
    expect(r.stdout).toMatch(/Genius\s+2,729/); // 70% of 3,898, rounded
    expect(r.stdout).toMatch(/^ {2}Σ: .* 537$/m);
    expect(r.stdout).toContain("REAGGREGATING");
  });
  it("hides the words with --hints", () => {
    const r = bee("AEGINRT", "R", "--hints");
    expect(r.stdout).toContain("Words by first letter");
    expect(r.stdout).not.toContain("REAGGREGATING");
  });
  it("allows S only with --with-s", () => {
    expect(bee("AEINRST", "E", "--with-s").stdout).toContain("1,179 words, 8,681 points, 86 pangrams");
    const r = bee("AEINRST", "E");
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("do not allow the letter S");
  });
  it("refuses bad input with a message and status 2", () => {
    expect(bee("AEGINRT").status).toBe(2);
    expect(bee("AEGINRT").stderr).toContain("usage: npm run bee");
    expect(bee("AEGINRT", "R", "--loud").stderr).toContain("unknown option --loud");
    const r = bee("AEGINRT", "Q");
    expect([r.status, r.stderr.trim()]).toEqual([2, "bee: the center Q is not one of the letters AEGINRT"]);
  });
});

const wordle = (input: string, ...args: string[]) => runCli("wordle", args, input);

describe("npm run wordle", () => {
  it("plays a scripted game, refusing words of the wrong length or not in the list", () => {
    const r = wordle("arise\nxyzzy\nabcd\nunity\ntowel\ncello\nhello\n", "--target", "hello");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("ARISE  ....Y   (120 possible words left)");
    expect(r.stdout).toContain("XYZZY is not in the word list.");
    expect(r.stdout).toContain("5 letters, please.");
    expect(r.stdout).toContain("You win in 5 guesses!");
  });
  it("holds hard mode to consistent guesses", () => {
    const r = wordle("arise\nstare\ntowel\nq\n", "--target", "hello", "--hard");
    expect(r.stdout).toContain('Hard mode: STARE cannot be the word, since ARISE would then get "YY.YG", not "....Y".');
    expect(r.stdout).toContain("TOWEL  .Y.YY   (5 possible words left)");
  });
  it("answers evilly: the largest group, as Evil Wordle does", () => {
    const r = wordle("arise\nbound\n", "--evil", "--turns", "2");
    expect(r.stdout).toContain("ARISE  .....   (167 possible words left)");
    expect(r.status).toBe(1); // out of guesses
    expect(r.stdout).toContain("Out of guesses.");
  });
  it("plays Jotto and accepts the full guess list when asked", () => {
    expect(wordle("stare\nq\n", "--jotto", "--target", "shade").stdout).toContain("STARE  3");
    expect(wordle("aahed\nq\n", "--target", "hello").stdout).toContain("AAHED is not in the word list.");
    expect(wordle("aahed\nq\n", "--target", "hello", "--all-guesses").stdout).toContain("AAHED  ..YY.");
  });
  it("refuses bad options with status 2", () => {
    expect(wordle("", "--evil", "--target", "hello").stderr).toContain("--evil has no fixed target");
    expect(wordle("", "--turns", "0").status).toBe(2);
    expect(wordle("", "--target", "zzzzz").stderr).toContain("ZZZZZ is not one of the Wordle targets");
  });
});
