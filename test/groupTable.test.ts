import { describe, expect, it } from "vitest";
import * as fs from "fs";
import * as path from "path";
import * as G from "../src/game";
import * as M from "../src/codeBreaking";
import * as T from "../src/guessTree";
import { formatGroupTable, groupLeast, groupResult, GroupRow, GroupSetting, groupSetting, groupTitle, readGroupTable, tableTree } from "../src/groupTable";

import { bruteForce, bruteForceFirst, bruteForceWorst } from "./bruteForce";
import { runCli } from "./cli";
import { temporaryFolder } from "./tmp";

const solve = (...args: string[]) => runCli("solve", args);
const board = M.mastermindSpec(3, 3);
const game = G.makeGame(board);
const nexts = M.groupSymmetries(board, "112").nextGuesses;
const setting = (limit: number, objective: "total" | "worst"): GroupSetting => groupSetting({ game, first: "112", limit, objective, nexts });

describe("the table of a first guess's reply groups", () => {
  it("reads back what it writes, and refuses a table of another setting or a bad row, naming the line", () => {
    const total = setting(Infinity, "total");
    expect(total.groups.map((g) => g.codes)).toEqual([...total.groups.map((g) => g.codes)].sort((a, b) => b - a));
    const big = total.groups[0];
    const row: GroupRow = { reply: big.reply, guess: nexts[0], total: 30, exact: true, seconds: 0.004 };
    const bound: GroupRow = { ...row, guess: nexts[1], total: 31, exact: false };
    const text = formatGroupTable(total, [bound, row]);
    expect(text.split("\n")[0]).toBe("# Mastermind 3×3 after 112, with no guess limit, fewest guesses in total: each reply group's next guesses");
    expect(readGroupTable(text, total).rows).toEqual([row, bound].map((r) => ({ ...r, seconds: 0 })));
    expect(readGroupTable("", total).rows).toEqual([]);
    const cut = readGroupTable(`${text}${big.reply},1`, total);
    expect([cut.rows.length, cut.whole < cut.text.length]).toEqual([2, true]);
    const worst = setting(4, "worst");
    const ranked: GroupRow = { ...row, atWorst: 2 };
    expect(readGroupTable(formatGroupTable(worst, [ranked]), worst).rows).toEqual([{ ...ranked, seconds: 0 }]);
    const head = `${groupTitle(total)}\nreply,guess,atWorst,total,exact,seconds\n`;
    const worstHead = `${groupTitle(worst)}\nreply,guess,atWorst,total,exact,seconds\n`;
    const [r, g] = [big.reply, nexts[0]];
    const refusals: [string, GroupSetting, RegExp][] = [
      [worstHead, total, /line 1: a table of another game, first guess, limit or objective \(Mastermind 3×3 after 112, within 4 guesses/],
      ["guess,total,exact\n", total, /line 1: not a table of reply groups/],
      [`${groupTitle(total)}\nguess,total\n`, total, /line 2: the header should be/],
      [head + `3B0W,${g},-,30,true,1\n`, total, /line 3: "3B0W" is not a reply to 112 that leaves codes to find/],
      [head + `${r},999,-,30,true,1\n`, total, /line 3: "999" is not one of the \d+ next guesses after 112/],
      [head + `${r},${g},-,30,true,1\n${r},${g},-,30,true,1\n`, total, /line 4: .* is there already, on line 3/],
      [head + `${r},${g},-,30,yes,1\n`, total, /exact should be true or false/],
      [head + `${r},${g},-,${big.codes - 1},true,1\n`, total, /is not a total of guesses for \d+ codes/],
      [head + `${r},${g},-,Infinity,true,1\n`, total, /with no guess limit every next guess finds every code/],
      [head + `${r},${g},3,30,true,1\n`, total, /atWorst should be - with the objective total/],
      [worstHead + `${r},${g},-,30,true,1\n`, worst, /atWorst should be the codes of the \d+ found at the last guess/],
      [worstHead + `${r},${g},99,30,true,1\n`, worst, /atWorst should be the codes/],
      [worstHead + `${r},${g},2,Infinity,true,1\n`, worst, /atWorst should be - for a total of Infinity/],
      // A group of few codes always has a tree within a loose limit: the next guess, then each code.
      [`${groupTitle(setting(12, "total"))}\nreply,guess,atWorst,total,exact,seconds\n${r},${g},-,Infinity,true,1\n`, setting(12, "total"), /line 3: .*Infinity is false: .* then its \d+ codes one at a time, finds every code within 12 guesses/],
      [head + `${r},${g},-,30,true,soon\n`, total, /the seconds should be a number/],
      [head + `${r},${g},-,30,true\n`, total, /is not a row reply,guess/],
    ];
    for (const [bad, which, message] of refusals) expect(() => readGroupTable(bad, which), bad).toThrow(message);
    // A bound below its group's best, or with no exact row, is a run's against a total to beat: read.
    expect(readGroupTable(head + `${r},${g},-,30,true,0\n${r},${nexts[1]},-,29,false,0\n`, total).rows).toHaveLength(2);
    expect(readGroupTable(head + `${r},${g},-,30,false,0\n`, total).rows).toEqual([{ reply: r, guess: g, total: 30, exact: false, seconds: 0 }]);
  });

  it("concludes a group only when every next guess has a row and none is below the best", () => {
    const total = setting(Infinity, "total");
    const reply = total.groups[0].reply;
    const rows: GroupRow[] = nexts.map((guess, i) => ({ reply, guess, total: 30 + i, exact: i === 0, seconds: 1 }));
    expect(groupResult(rows, total, reply)).toEqual({ reply, codes: total.groups[0].codes, guess: nexts[0], atWorst: undefined, total: 30, seconds: nexts.length });
    expect(groupResult(rows.slice(1), total, reply)).toBeUndefined();
    expect(groupResult([...rows.slice(0, -1), { ...rows[rows.length - 1], total: 29, exact: false }], total, reply)).toBeUndefined();
    // The least the group can have: its rows' least, or a lower floor of a guess with no row.
    expect(groupLeast(rows, total, reply, () => 100)).toBe(30);
    expect(groupLeast(rows.slice(1), total, reply, () => 100)).toBe(31);
    expect(groupLeast(rows.slice(1), total, reply, (g) => (g === nexts[0] ? 20 : 100))).toBe(20);
  });

  it("settles every group of a board as brute force does, for both objectives, and goes on after a stop", { timeout: 180_000 }, () => {
    const folder = temporaryFolder("groups-");
    const table = path.join(folder, "groups.csv");
    // One worker thread: which rows are exact depends on the order they are settled in.
    const args = ["--game", "mastermind", "--pegs", "3", "--colours", "3", "--groups", "--first", "112", "--table", table, "--workers", "1"];
    const first = solve(...args);
    expect(first.stderr).toBe("");
    const least = bruteForceFirst(game, false, Infinity).get("112")!;
    expect(first.stdout).toContain(`every group proven (the table is sorted): with no guess limit, 27 codes + the groups' totals = ${least} guesses`);
    // Each group's row against brute force on the group alone.
    const { rows } = readGroupTable(fs.readFileSync(table, "utf8"), setting(Infinity, "total"));
    // Sorted, the table cut at any line end is still a table a run goes on from: each bound has
    // its group's exact row above it, even a bound that ties the best with a guess sorted before it.
    const reply0 = setting(Infinity, "total").groups[0].reply;
    const best0 = groupResult(rows, setting(Infinity, "total"), reply0)!;
    const before = nexts.find((g) => g < best0.guess && rows.some((r) => r.reply === reply0 && r.guess === g))!;
    const tied = rows.map((r) => (r.reply === reply0 && r.guess === before ? { ...r, total: best0.total, exact: false } : r));
    const sortedLines = formatGroupTable(setting(Infinity, "total"), tied).split("\n");
    for (let end = 2; end < sortedLines.length; end++) {
      expect(() => readGroupTable(sortedLines.slice(0, end).join("\n") + "\n", setting(Infinity, "total")), `cut after line ${end}`).not.toThrow();
    }
    for (const { reply } of setting(Infinity, "total").groups) {
      const group = G.groupGame(board, "112", reply);
      expect([reply, groupResult(rows, setting(Infinity, "total"), reply)?.total]).toEqual([reply, bruteForce(group, false, Infinity)]);
    }
    // The best rows' tree, played on every code, costs the optimum; a group with no row has no tree.
    const joined = tableTree(game, setting(Infinity, "total"), rows);
    expect(joined.groups.every((g) => g.asRow && !g.given)).toBe(true);
    expect(T.checkTree(game, joined.tree).total).toBe(least);
    const open = setting(Infinity, "total").groups[0].reply;
    expect(() => tableTree(game, setting(Infinity, "total"), rows.filter((r) => r.reply !== open))).toThrow(`group ${open} has no row with a tree yet`);
    // Three worker threads, each against the best of the moment: the same optimum in every group.
    const shared = path.join(folder, "shared.csv");
    const three = solve(...args.map((a) => (a === table ? shared : a === "1" ? "3" : a)));
    expect(three.stdout).toContain(`27 codes + the groups' totals = ${least} guesses`);
    const sharedRows = readGroupTable(fs.readFileSync(shared, "utf8"), setting(Infinity, "total")).rows;
    for (const { reply } of setting(Infinity, "total").groups) {
      expect(groupResult(sharedRows, setting(Infinity, "total"), reply)?.total).toBe(groupResult(rows, setting(Infinity, "total"), reply)?.total);
    }
    expect(sharedRows.length).toBe(rows.length);
    // Cut short: the next run keeps the rows and settles the rest, to the same table.
    const lines = fs.readFileSync(table, "utf8").split("\n");
    fs.writeFileSync(table, lines.slice(0, 9).join("\n") + "\n" + lines[9].slice(0, 4));
    const again = solve(...args);
    expect(again.stdout).toContain("was cut short; it is settled again");
    expect(again.stdout).toContain(`27 codes + the groups' totals = ${least} guesses`);
    const withoutSeconds = (text: string) => text.split("\n").map((line) => line.replace(/,[\d.]+$/, ""));
    expect(withoutSeconds(fs.readFileSync(table, "utf8"))).toEqual(withoutSeconds(lines.join("\n")));
    // The objective worst, within four guesses, in a table of its own.
    const worstTable = path.join(folder, "worst.csv");
    const worst = solve("--game", "mastermind", "--pegs", "3", "--colours", "3", "--groups", "--first", "112", "--max-guesses", "4", "--objective", "worst", "--table", worstTable);
    const [atWorst, totalWithin] = bruteForceWorst(game, 4).get("112")!;
    expect(worst.stdout).toContain(`within 4 guesses, 27 codes + the groups' totals = ${atWorst} codes at guess 4, the fewest of any tree that opens with 112, and with them ${totalWithin} guesses`);
    const worstRows = readGroupTable(fs.readFileSync(worstTable, "utf8"), setting(4, "worst")).rows;
    const worstJoined = tableTree(game, setting(4, "worst"), worstRows, { stabilizer: M.codeStabilizer(board) });
    const played = T.checkTree(game, worstJoined.tree, { maxGuesses: 4 });
    expect([played.scores.filter((s) => s === 4).length, played.total]).toEqual([atWorst, totalWithin]);
    expect(worstJoined.groups.reduce((sum, g) => sum + g.atLast, 0)).toBe(atWorst);
    // Read back by the run that wrote it, bounds and all, for every first guess (a bound on the
    // pair once had a total below the codes, which the reader refused).
    for (const opener of ["111", "112", "123"]) {
      const again = path.join(folder, `worst-${opener}.csv`);
      const run = ["--game", "mastermind", "--pegs", "3", "--colours", "3", "--groups", "--first", opener, "--max-guesses", "4", "--objective", "worst", "--table", again];
      expect(solve(...run).status).toBe(0);
      const second = solve(...run);
      expect([opener, second.stderr, second.stdout]).toEqual([opener, "", expect.stringMatching(/settles (\d+) of \1 groups already/)]);
    }
    // A forged exact row below what its guess's split allows is refused by line.
    const forged = fs.readFileSync(table, "utf8").split("\n");
    const sizes = new Map(setting(Infinity, "total").groups.map((g) => [g.reply, g.codes]));
    const at = forged.findIndex((line) => /,true,/.test(line) && (sizes.get(line.split(",")[0]) ?? 0) >= 3);
    const fields = forged[at].split(",");
    const codes = sizes.get(fields[0])!; // one guess per code: at least that, but below its floor
    forged[at] = [...fields.slice(0, 3), String(codes), ...fields.slice(4)].join(",");
    const forgedTable = path.join(folder, "forged.csv");
    fs.writeFileSync(forgedTable, forged.join("\n"));
    const forgedArgs = args.map((a) => (a === table ? forgedTable : a));
    expect(solve(...forgedArgs).stderr).toMatch(new RegExp(`line ${at + 1}: .*: ${codes} is below the \\d+ guesses its split of the ${codes} codes allows`));
    // Another output may not replace a table a run holds (its lock is beside it).
    fs.writeFileSync(`${table}.lock`, `${process.pid}\n`);
    expect(solve("--game", "mastermind", "--pegs", "3", "--colours", "3", "-o", table).stderr).toContain("a run is settling that table");
    fs.rmSync(`${table}.lock`);
    // The same table asked for another objective, and other refusals.
    expect(solve(...args, "--max-guesses", "4", "--objective", "worst").stderr).toMatch(/line 1: a table of another game, first guess, limit or objective/);
    expect(solve("--groups", "--table", table).stderr).toContain("--groups is for Bulls and Cows or Mastermind");
    expect(solve("--game", "mastermind", "--groups", "--table", table).stderr).toContain("--groups needs --first GUESS for Mastermind: its first guesses are 5 patterns");
    expect(solve("--game", "bulls-cows", "--groups").stderr).toContain("--groups needs --table FILE");
    expect(solve("--game", "bulls-cows", "--groups", "--table", table, "--objective", "worst").stderr).toContain("--objective worst with --groups needs --max-guesses N");
    expect(solve("--game", "bulls-cows", "--groups", "--table", table, "--top", "3").stderr).toContain("--top does not go with --groups");
    expect(solve("--game", "bulls-cows", "--groups", "--table", table, "--max-guesses", "1").stderr).toContain("leaves no guess after the first");
    expect(solve("--game", "bulls-cows", "--groups", "--table", table, "--first", "0012").stderr).toContain('"0012" is not an allowed guess');
    expect(solve("--game", "bulls-cows", "--groups", "--table", table, "-o", "t.json").stderr).toContain("-o does not go with --groups");
    expect(solve("--game", "mastermind", "--objective", "worst", "--top", "2").stderr).toContain("--objective worst with --top needs --max-guesses N");
    // Too long a limit for the objective's numbers is refused before any group is settled.
    const huge = path.join(folder, "huge.csv");
    const tooLong = solve(...args.map((a) => (a === table ? huge : a)), "--max-guesses", "13000000", "--objective", "worst");
    expect([tooLong.stderr, fs.existsSync(huge)]).toEqual([expect.stringContaining("--max-guesses 13000000 is too many for --objective worst"), false]);
    // Outside --groups, --table and --workers say what they go with.
    expect(solve("--game", "mastermind", "--workers", "2").stderr).toContain("--workers goes with --first-guesses all (Wordle), --groups or --boards");
    expect(solve("--game", "mastermind", "--table", huge).stderr).toContain("--table goes with --first-guesses all (Wordle), --groups or --boards");
    // A total past what a double holds exactly is refused, not written back as 1e+23.
    const big = fs.readFileSync(table, "utf8").replace(/^(\w+,\w+,-,)\d+(,false,)/m, "$199999999999999999999999$2");
    expect(big).toContain("99999999999999999999999,false");
    const bigTable = path.join(folder, "big.csv");
    fs.writeFileSync(bigTable, big);
    expect(solve(...args.map((a) => (a === table ? bigTable : a))).stderr).toMatch(/line \d+: "9{20}…" is not a total of guesses/);
    // A link to a table shares its lock: no output may be written through it, and a run given the
    // link is told where the lock is.
    const link = path.join(folder, "link.csv");
    fs.symlinkSync(table, link);
    fs.writeFileSync(`${table}.lock`, `${process.pid}\n`);
    expect(solve("--game", "mastermind", "--pegs", "3", "--colours", "3", "--record", link).stderr).toContain("a run is settling that table");
    expect(solve(...args.map((a) => (a === table ? link : a))).stderr).toContain(`remove ${JSON.stringify(`${fs.realpathSync(table)}.lock`)}`);
    fs.rmSync(`${table}.lock`);
    // A second name for the table (a hard link) would have a lock of its own: refused.
    const hard = path.join(folder, "hard.csv");
    fs.linkSync(table, hard);
    expect(solve(...args).stderr).toContain(`has 2 names (hard links), and a run locks a table by its name`);
    fs.rmSync(hard);
    expect(solve(...args).stderr).toBe("");
  });

  it("says, for a group stopped at the time limit, its best row so far", { timeout: 120_000 }, () => {
    // Bulls and Cows' table within seven, every group settled but 0B1C, where one next guess is.
    const committed = fs.readFileSync(path.join(__dirname, "../data/results/bulls-cows-worst.csv"), "utf8").split("\n");
    const best = committed.find((line) => line.startsWith("0B1C,") && line.includes(",true,"))!;
    const [, guess, atWorst, total] = best.split(",");
    const table = path.join(temporaryFolder("groups-"), "worst.csv");
    fs.writeFileSync(table, [...committed.filter((line) => line !== "" && !line.startsWith("0B1C,")), best, ""].join("\n"));
    const run = solve("--game", "bulls-cows", "--groups", "--max-guesses", "7", "--objective", "worst", "--table", table, "--time-limit", "1", "--workers", "1");
    const stop = `stopped at the time limit (1 s a group; best so far ${guess}, ${atWorst} at 7, ${Number(total).toLocaleString("en-US")}); run again to go on, with a longer limit if a guess needs it`;
    expect([run.stderr, run.stdout]).toEqual(["", expect.stringContaining(stop)]);
    expect(run.stdout).toContain("12 of 13 groups proven; not yet: 0B1C");
  });
});
