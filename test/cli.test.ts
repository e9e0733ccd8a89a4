import { describe, expect, it } from "vitest";
import { runCli, runCliAsync } from "./cli";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { temporaryFolder } from "./tmp";
import { quoted, quotedPath } from "../src/format";

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
    expect(bee("AEGINRT", "R", "--loud").stderr).toContain('unknown option "--loud"');
    const r = bee("AEGINRT", "Q");
    expect([r.status, r.stderr.split("\n")[0]]).toEqual([2, "bee: the center Q is not one of the letters AEGINRT"]);
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
  it("plays Wordle's own hard mode: hints kept, grey letters allowed again", () => {
    const r = wordle("crane\nsloth\nbriny\nq\n", "--target", "shiny", "--hard");
    expect(r.stdout).toContain("CRANE  ...G.");
    expect(r.stdout).toContain("Hard mode: the 4th letter must be N.");
    expect(r.stdout).toContain("BRINY  ..GGG"); // R was grey, and may be played again
    const yellow = wordle("arise\nbound\nq\n", "--target", "hello", "--hard");
    expect(yellow.stdout).toContain("Hard mode: the guess must contain E.");
  });
  it("keeps the stricter rule as --consistent: every guess could still be the answer", () => {
    const r = wordle("crane\nbriny\nq\n", "--target", "shiny", "--consistent");
    expect(r.stdout).toContain('BRINY cannot be the word, since CRANE would then get ".G.G.", not "...G.".');
    const s = wordle("arise\nstare\ntowel\nq\n", "--target", "hello", "--consistent");
    expect(s.stdout).toContain('STARE cannot be the word, since ARISE would then get "YY.YG", not "....Y".');
    expect(s.stdout).toContain("TOWEL  .Y.YY   (5 possible words left)");
    expect(wordle("", "--hard", "--consistent").status).toBe(2);
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
    expect(wordle("", "--target", "zzzzz").stderr).toContain('"ZZZZZ" is not one of the Wordle targets');
    expect(wordle("", "--target", "").status).toBe(2);
    expect(wordle("", "--evil", "--target", "").stderr).toContain("--target needs a value, not an empty one");
  });
  it("gives Jotto the turns asked for", () => {
    const r = wordle("stare\n".repeat(7), "--jotto", "--target", "shade", "--turns", "6");
    expect(r.stdout).toContain("in 6 guesses");
    expect(r.stdout).not.toContain("Guess 7/");
  });
});

describe("npm run solve", () => {
  const solve = (...args: string[]) => runCli("solve", args);
  it("proves SALET's tree, checks it and writes it as JSON", () => {
    const file = path.join(temporaryFolder("solve-"), "tree.json");
    const r = solve("--guesses", "wordle-big", "--targets", "wordle-small", "--first", "salet", "-o", file);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("Wordle, 2,309 targets × 12,972 guesses, exhaustive, first guess SALET");
    expect(r.stdout).toContain("first guess SALET: 7,897 guesses in total, mean 3.4201, worst 5");
    expect(r.stdout).toMatch(/proven optimal among the trees that open with SALET; search .*; checked by playing all 2,309 targets/);
    const tree = JSON.parse(fs.readFileSync(file, "utf8"));
    expect(tree.guess).toBe("SALET");
    expect(Object.keys(tree.branches)).toContain(".....");
    expect(tree.branches["....."].guess).toMatch(/^[A-Z]{5}$/);
  });
  it("ranks and tries first guesses itself, on word files too", () => {
    const dir = temporaryFolder("solve-");
    fs.writeFileSync(path.join(dir, "targets.txt"), "eight\nfight\nlight\nmight\nnight\nright\nsight\ntight\nwight\n");
    fs.writeFileSync(path.join(dir, "guesses.txt"), "flits\nmowns\nchest\n");
    const r = solve("--targets", path.join(dir, "targets.txt"), "--guesses", path.join(dir, "guesses.txt"), "--first-guesses", "2", "--hard");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("9 targets × 12 guesses, hard mode, exhaustive");
    expect(r.stdout).toMatch(/^first guess +total +search$/m);
    expect(r.stdout).toContain("proven optimal among the 2 first guesses tried");
  });
  it("builds Knuth's Mastermind tree and Kooi's, checked and written with codes as strings", () => {
    const file = path.join(temporaryFolder("solve-"), "knuth.json");
    const knuth = solve("--game", "mastermind", "--greedy", "max", "-o", file);
    expect(knuth.stderr).toBe("");
    expect(knuth.stdout).toContain("Mastermind, 1,296 targets × 1,296 guesses, greedy: max");
    expect(knuth.stdout).toContain("first guess 1122: 5,801 guesses in total, mean 4.4761, worst 5");
    expect(knuth.stdout).toMatch(/greedy max tree, built in .*; checked by playing all 1,296 targets/);
    const tree = JSON.parse(fs.readFileSync(file, "utf8"));
    expect(tree.guess).toBe("1122");
    expect(Object.keys(tree.branches)).toContain("0B0W");
    const kooi = solve("--game", "mastermind", "--greedy", "most-parts");
    expect(kooi.stdout).toContain("first guess 1123: 5,668 guesses in total");
    // Irving's rule: compared exactly it takes 5,696 as published; the fractions' rounding, 5,697.
    expect(solve("--game", "mastermind", "--greedy", "squares").stdout).toContain("first guess 1123: 5,696 guesses in total");
    expect(solve("--game", "mastermind", "--greedy", "expectation").stdout).toContain("first guess 1123: 5,697 guesses in total");
  });
  it("searches the group a reply leaves (--after), with the first guess's symmetries", () => {
    const file = path.join(temporaryFolder("solve-"), "group.json");
    const r = solve("--game", "mastermind", "--after", "1123=1b1w", "-o", file);
    expect(r.stderr).toBe("");
    expect(r.stdout).toContain("Mastermind after 1123 = 1B1W, 230 targets × 1,296 guesses, exhaustive, 130 next guesses");
    expect(r.stdout).toContain("next guess 1415: 798 guesses in total, mean 3.4696, worst 5");
    expect(r.stdout).toContain("with 1123 before it: 1,028 guesses for these 230 targets, worst 6");
    expect(r.stdout).toMatch(/proven optimal over every next guess; .* checked by playing all 230 targets/);
    expect(r.stdout).toContain("… and 120 more");
    expect(JSON.parse(fs.readFileSync(file, "utf8")).guess).toBe("1415");
    // The guess before counts among --max-guesses: a sixth guess is then a fifth for the group.
    const five = solve("--game", "mastermind", "--after", "1123=1B1W", "--first", "1415", "--max-guesses", "5");
    expect(five.stdout).toContain(", next guess 1415, at most 4 more guesses");
    expect(five.stdout).toMatch(/next guess 1415: [\d,]+ guesses in total, mean [\d.]+, worst 4/);
    // A path: the group one reply to 1415 leaves within it, with the symmetries that keep both.
    const deeper = solve("--game", "mastermind", "--after", "1123=1B1W,1415=1B1W");
    expect(deeper.stdout).toMatch(/Mastermind after 1123 = 1B1W after 1415 = 1B1W, \d+ targets × 1,296 guesses, exhaustive, \d+ next guesses \(one per set of guesses that the symmetries keeping 1123 and 1415 turn into one another\)/);
    const [, targets] = /, (\d+) targets/.exec(deeper.stdout)!;
    const [, total, worst] = /next guess \d{4}: (\d+) guesses in total, mean [\d.]+, worst (\d)/.exec(deeper.stdout)!;
    expect(deeper.stdout).toContain(`with 1123 and 1415 before it: ${Number(total) + 2 * Number(targets)} guesses for these ${targets} targets, worst ${Number(worst) + 2}`);
    expect(deeper.stdout).toContain("proven optimal over every next guess");
  });
  it("looks only below a total with --below, and proves when there is nothing there", () => {
    const none = solve("--game", "mastermind", "--after", "1123=1B1W", "--below", "798");
    expect(none.status).toBe(0);
    expect(none.stdout).toContain("1415           ≥ 798");
    expect(none.stdout).toMatch(/no tree found below 798 guesses in total; proven: every tree over every next guess takes at least 798 guesses; search/);
    const found = solve("--game", "mastermind", "--after", "1123=1B1W", "--below", "799");
    expect(found.stdout).toContain("next guess 1415: 798 guesses in total");
    expect(found.stdout).toContain("proven optimal over every next guess");
    const beam = solve("--game", "mastermind", "--after", "1123=1B1W", "--below", "798", "--top", "1");
    expect(beam.stdout).toContain("not proven: the search tried only the best guesses at each node");
  });
  it("with --objective worst, finds the least worst case and the fewest codes needing it: Mastermind's 539 at five", () => {
    const r = solve("--game", "mastermind", "--objective", "worst");
    expect(r.stdout).toMatch(/no tree finds every target within 4 guesses \(proven over every first guess, one per pattern of repeats; search [^,]+, [\d,]+ nodes\)/);
    const lines = r.stdout.split("\n");
    // Each first guess's row: the codes at the fifth guess, then the total; a bound gives the count alone.
    expect(lines.find((l) => l.startsWith("1123"))).toMatch(/^1123\s+539 at 5, 5,627\s/);
    expect(lines.find((l) => l.startsWith("1111"))).toMatch(/^1111\s+≥ \d+ at 5\s/);
    expect(r.stdout).toContain("first guess 1123: 5,627 guesses in total, mean 4.3418, worst 5 (539 targets)");
    expect(r.stdout).toContain("proven optimal within 5 guesses (fewest targets at guess 5, then fewest guesses) over every first guess");
    // Within a limit given, and after a first guess.
    const group = solve("--game", "mastermind", "--after", "1123=1B1W", "--objective", "worst", "--max-guesses", "5");
    expect(group.stdout).toMatch(/worst 5 \(\d+ targets\)/);
    expect(group.stdout).toContain("proven optimal within 5 guesses");
    // A first guess that cannot finish in time is a row of its own, not a crash; nor is one guess left.
    const five = solve("--game", "mastermind", "--pegs", "5", "--colours", "2", "--objective", "worst");
    expect(five.stdout).toContain("first guess 11122: 97 guesses in total, mean 3.0313, worst 4 (10 targets)");
    // The claim counts the searches of the limits below too, not only its last call's nodes.
    const nodes = (pattern: RegExp) => Number(five.stdout.match(pattern)?.[1].replace(/,/g, ""));
    const below = nodes(/within 3 guesses \(.*, ([\d,]+) nodes\)/);
    expect(below).toBeGreaterThan(0);
    expect(nodes(/proven optimal within 4 .*, ([\d,]+) nodes/)).toBeGreaterThan(below);
    const one = solve("--game", "mastermind", "--pegs", "3", "--colours", "3", "--objective", "worst", "--max-guesses", "1");
    expect([one.stdout.match(/none within 1 guess /g)?.length, one.stdout.includes("NaN"), one.stderr, one.status]).toEqual([3, false, "", 0]);
    expect(one.stdout).toMatch(/\nno tree finds every target within 1 guess; proven over every first guess; search [^,]+, [\d,]+ nodes?\n$/);
  }, 240_000);
  it("says in its table when a first guess cannot finish in time, the columns still aligned", () => {
    const r = solve("--game", "mastermind", "--max-guesses", "4");
    const lines = r.stdout.split("\n");
    const header = lines.find((l) => l.startsWith("first guess"))!;
    const rows = lines.filter((l) => / none within 4 guesses /.test(l));
    expect(rows.map((l) => l.split(/\s{2,}/)[0])).toEqual(["1123", "1234", "1122", "1112", "1111"]);
    // Each total ends where the header's "total" ends.
    for (const row of rows) expect(row.indexOf("guesses") + "guesses".length).toBe(header.indexOf("total") + "total".length);
    // That no tree finishes in time is a result, proven, not a failure.
    expect([r.stderr, r.status]).toEqual(["", 0]);
    expect(lines.at(-2)).toMatch(/^no tree finds every target within 4 guesses; proven over every first guess; search /);
  });
  it("tries as many of Wordle's next guesses as --first-guesses says, after --after, with either objective", () => {
    const r = solve("--after", "CRATE=G.G.G", "--first-guesses", "2");
    expect([r.status, r.stdout.split("\n").filter((l) => /^[A-Z]{5}  /.test(l)).length]).toEqual([0, 2]);
    expect(r.stdout).toMatch(/proven optimal among the 2 next guesses tried; /);
    const worst = solve("--after", "CRATE=.Y...", "--objective", "worst", "--first-guesses", "3");
    expect(worst.stdout).toMatch(/\(proven among the 3 next guesses tried; search /);
    expect(worst.stdout).toMatch(/ among the 3 next guesses tried; search /);
  });
  it("counts --after's guesses in the limit it says no tree meets, and in the table's rows", () => {
    const r = solve("--game", "mastermind", "--after", "1123=1B1W", "--max-guesses", "4");
    const lines = r.stdout.trimEnd().split("\n");
    expect([r.status, lines.filter((l) => / none within 4 guesses /.test(l)).length, lines.at(-2)]).toEqual([0, 10, "… and 120 more"]);
    expect(lines.at(-1)).toMatch(/^no tree finds every target within 4 guesses \(1123 and 3 more\); proven over every next guess; search /);
    // With the objective worst, a bound of more codes at the last guess than there are is none at all.
    const worst = solve("--game", "mastermind", "--pegs", "2", "--colours", "2", "--after", "11=1B0W", "--objective", "worst");
    expect(worst.stdout).toContain("11           none within 3 guesses");
    expect(worst.stdout).toContain("with 11 before it: 5 guesses for these 2 targets, worst 3 (1 target)");
    const one = solve("--game", "mastermind", "--pegs", "2", "--colours", "2", "--after", "11=0B0W", "--objective", "worst");
    expect(one.stdout).toContain("with 11 before it: 2 guesses for this one target, worst 2 (1 target)");
    expect(one.stdout).toContain("checked by playing its one target");
  });
  it("refuses options that do not fit the game or the greedy rule", () => {
    for (const [args, message] of [
      [["--game", "mastermind", "--hard"], "--hard is for Wordle only"],
      [["--game", "bulls-cows", "--targets", "wordle-small"], "--targets is for Wordle only"],
      [["--greedy", "max", "--top", "3"], "--top is for the search, not --greedy"],
      [["--game", "mastermind", "--exact-below", "50"], "--exact-below goes with --top"],
      [["--greedy", "most"], '--greedy takes max or expectation or squares or entropy or most-parts, not "most"'],
      [["--game", "mastermind", "--first", "1127"], '"1127" is not an allowed guess'],
      [["--game", "mastermind", "--objective", "worst", "--max-guesses", "400"], "--max-guesses 400 is too many for --objective worst on 1,296 targets: at most 319 here"],
      [["--game", "mastermind", "--pegs", "16", "--colours", "1"], '--pegs takes a whole number from 1 to 15, not "16"'],
      [["--game", "bulls-cows", "--after", "0123"], '--after takes GUESS=REPLY, or several separated by commas, for example 0123=0B0C, not "0123"'],
      [["--after", "SALET"], '--after takes GUESS=REPLY, or several separated by commas, for example SALET=....., not "SALET"'],
      [["--game", "bulls-cows", "--after", "0123=0B1C,"], '--after takes GUESS=REPLY, or several separated by commas, for example 0123=0B0C, not "0123=0B1C,"'],
      [["--game", "bulls-cows", "--after", "0123=0B1C,0123=0B1C"], "--after guesses 0123 twice: the second time tells nothing new"],
      [["--game", "bulls-cows", "--after", "0123=0B1C,1456=3B1C"], '--after "1456=3B1C": no target of Bulls and Cows after 0123 = 0B1C gives the reply 3B1C to 1456'],
      [["--game", "mastermind", "--after", "1123=1B1W,1415=0B1W", "--max-guesses", "2"], "--max-guesses 2 leaves no guess after 1123 and 1415"],
      [["--game", "bulls-cows", "--after", "0123=3B1C"], '--after "0123=3B1C": no target of Bulls and Cows gives the reply 3B1C to 0123'],
      [["--game", "bulls-cows", "--after", "0123=5b"], '--after "0123=5B": "5B" is not a reply of Bulls and Cows, such as 0B1C'],
      [["--game", "bulls-cows", "--after", "0012=0B0C"], '--after "0012=0B0C": "0012" is not an allowed guess in Bulls and Cows'],
      [["--game", "mastermind", "--after", "1123=0B0W", "--max-guesses", "1"], "--max-guesses 1 leaves no guess after 1123"],
      [["--after", "SALET=.....", "--hard"], "--hard does not go with --after"],
      [["--after", "CRATE=GGGGG"], '--after "CRATE=GGGGG": GGGGG says CRATE is the target, and the game is over'],
      [["--game", "mastermind", "--after", "1123=4B0W"], '--after "1123=4B0W": 4B0W says 1123 is the target, and the game is over'],
      [["--first", "CRATE", "--after", "CRATE=....."], "--first CRATE was guessed already (--after CRATE): its reply is known"],
      [["--first", "crate", "--first-guesses", "3"], "--first-guesses does not go with --first: the first guess is given"],
      [["--game", "mastermind", "--first-guesses", "3"], "--first-guesses is for Wordle: the counting games try one first guess per pattern of repeats"],
      [["--game", "mastermind", "--greedy", "max", "--below", "6000"], "--below is for the search, not --greedy"],
      [["--game", "mastermind", "--below", "1"], "--below takes a whole number of at least 2"],
      [["--game", "mastermind", "--objective", "worst", "--below", "6000"], "--below does not go with --objective worst"],
      [["--game", "mastermind", "--objective", "worst", "--greedy", "max"], "--greedy does not go with --objective worst"],
      [["--game", "mastermind", "--objective", "least"], '--objective takes total or worst, not "least"'],
    ] as const) {
      const r = solve(...args);
      expect([args.join(" "), r.status]).toEqual([args.join(" "), 2]);
      expect(r.stderr).toContain(message);
    }
  });
  it("refuses bad arguments with the usage and status 2", () => {
    for (const args of [["--top", "0"], ["--top"], ["--loud"], ["--max-guesses", "two"]]) {
      const r = solve(...args);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain("usage: npm run solve");
    }
    const r = solve("--targets", "no-such-list");
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`"no-such-list" is neither a word list in data/wordlists.json`);
    expect(r.stderr).toContain("usage: npm run solve");
    expect(solve("--first", "qqqqq").stderr).toContain('"QQQQQ" is not an allowed guess');
  });
});

describe("one way to run every command", () => {
  const commands = ["bee", "wordle", "clues", "play", "ladder", "hangman", "solve", "wordlists", "site"];
  it("answers --help and -h with the usage on standard output and status 0", async () => {
    const runs = await Promise.all(commands.flatMap((c) => [runCliAsync(c, ["--help"]), runCliAsync(c, ["-h", "x"])]));
    runs.forEach((r, i) => {
      const name = commands[Math.floor(i / 2)];
      expect([name, r.status, r.stderr]).toEqual([name, 0, ""]);
      expect(r.stdout).toMatch(new RegExp(`^usage: npm run ${name} -- `));
      expect(r.stdout).toContain("-h, --help");
    });
  });
  it("refuses an unknown option, a missing value and a repeated flag with the usage and status 2", async () => {
    const cases: [string, string[], string][] = [
      ...commands.map((c): [string, string[], string] => [c, ["--loud"], 'unknown option "--loud"']),
      ["play", ["words", "--seed", "--show-answer"], "--seed needs a value, not the option"],
      ["hangman", ["guess", "--word"], "--word needs a value"],
      ["wordle", ["--turns", "2.5"], '--turns takes a whole number of at least 1, not "2.5"'],
      ["solve", ["--top", "-1"], "--top needs a value"],
      ["solve", ["--top=-1"], '--top takes a whole number of at least 1, not "-1"'],
      ["solve", ["--max-guesses", "99999999999999999"], '--max-guesses takes a whole number of at least 1; "99999999999999999" is too big'],
      ["wordle", ["--hard=yes"], "--hard takes no value"],
      ["wordle", ["--seed", "1", "--seed", "2"], "--seed is given twice"],
      ["ladder", ["cold", "warm", "--list", "scrabble"], '--list takes sgb-words or enable1, not "scrabble"'],
      ["hangman", ["guess", "--strategy", "best"], '--strategy takes frequency or rollout, not "best"'],
      ["bee", ["AEGINRT", "R", "extra"], 'unexpected argument "extra"'],
      ["bee", ["AEGINRT"], "missing CENTER"],
    ];
    const runs = await Promise.all(cases.map(([c, args]) => runCliAsync(c, args)));
    runs.forEach((r, i) => {
      const [name, args, message] = cases[i];
      expect([name, args, r.status, r.stdout]).toEqual([name, args, 2, ""]);
      expect(r.stderr.split("\n")[0]).toContain(`${name}: ${message}`);
      expect(r.stderr).toContain(`usage: npm run ${name} -- `);
    });
  });
  it("shows a long or unprintable argument cut short and escaped", () => {
    const r = runCli("wordle", ["--target", "x".repeat(10000) + "\u0007"]);
    expect(r.status).toBe(2);
    expect(r.stderr.split("\n")[0].length).toBeLessThan(120);
    expect(quoted("ab\u0007c")).toBe('"ab\\x07c"');
    expect(quoted("y".repeat(50))).toBe(`"${"y".repeat(40)}…"`);
    // No two names show alike: a backslash typed is doubled, and U+202E is not read as \x20 and "2e".
    expect([quoted("a\nb"), quoted("a\\x0ab")]).toEqual(['"a\\x0ab"', '"a\\\\x0ab"']);
    expect(quoted("a\u202eb\u{1d400}")).toBe('"a\\u{202e}b\u{1d400}"');
    // A file's name whole, however long a path may be (4,096 characters on Linux).
    expect(quotedPath(`/${"d".repeat(4000)}.csv`)).toBe(`"/${"d".repeat(4000)}.csv"`);
  });
});
