import { describe, expect, it, vi } from "vitest";
import * as fs from "fs";
import * as path from "path";
import * as M from "../src/codeBreaking";
import { boardResult, boards, boardTitle, formatBoardRow, formatBoardTable, groupsName, groupsTable, readBoardTable, readGroupsName, BoardRow } from "../src/boardTable";
import { bruteForce, bruteForceFirst } from "./bruteForce";
import { FirstGuesses } from "../src/optimal";
import { Game, groupGame, groupSpec, makeGame, pathSpec } from "../src/game";
import { bestRow, formatGroupTable, groupFloors, groupLeast, GroupResult, groupResult, groupRoom, groupSetting, groupTableHead, readGroupTable, tableLeast } from "../src/groupTable";
import { settleBoards } from "../src/cli/boards";
import { groupsRow, settleGroups, SettledGroups } from "../src/cli/groups";
import { SettleJob, Settler, startSettler } from "../src/cli/settler";
import { runCli } from "./cli";
import { temporaryFolder } from "./tmp";

const solve = (...args: string[]) => runCli("solve", args);

describe("the table of Mastermind boards", () => {
  it("covers every board of 2 pegs or more and 2 colours or more up to 4,096 codes: 99 boards", () => {
    const expected: string[] = [];
    for (let p = 2; p <= 12; p++) for (let c = 2; c <= 64; c++) if (c ** p <= 4096) expected.push(`${p}×${c}`);
    const listed = boards(4096).map(([p, c]) => `${p}×${c}`);
    expect(listed.sort()).toEqual(expected.sort());
    expect(listed).toHaveLength(99);
    expect(boards(16)).toEqual([[2, 2], [3, 2], [2, 3], [2, 4], [4, 2]]);
  });

  const title = boardTitle(100);
  const head = `${title}\npegs,colours,limit,guess,total,exact,seconds\n`;
  const read = (rows: string) => readBoardTable(head + rows, 100);
  it("reads back what it writes, and refuses a table of other boards or a bad row, naming the line", () => {
    const row: BoardRow = { pegs: 3, colours: 3, limit: Infinity, guess: "112", total: 73, exact: true, seconds: 0.004 };
    const bound: BoardRow = { ...row, guess: "111", total: 80, exact: false };
    const none: BoardRow = { ...row, limit: 3, total: Infinity };
    const text = formatBoardTable(title, [bound, none, row]);
    expect(text.split("\n").slice(2, 5)).toEqual(["3,3,none,112,73,true,0.00", "3,3,none,111,80,false,0.00", "3,3,3,112,Infinity,true,0.00"]);
    expect(readBoardTable(text, 100).rows).toEqual([row, bound, none].map((r) => ({ ...r, seconds: 0 })));
    expect(readBoardTable("", 100).rows).toEqual([]);
    // A last line cut short is not a row: it is settled again.
    const cut = read(`${formatBoardRow(row)}3,3,no`);
    expect([cut.rows.length, cut.whole < cut.text.length]).toEqual([1, true]);
    const refusals: [string, RegExp][] = [
      [`${boardTitle(4096)}\n`, /line 1: a table of other boards/],
      ["guess,total,exact\n", /line 1: not a table of Mastermind boards/],
      [`${title}\nguess,total,exact\n`, /line 2: the header should be/],
      [head + "5,5,none,11223,9000,true,1\n", /line 3: "5,5" is not pegs,colours of a board of at most 100 codes/],
      [head + "3,3,none,132,73,true,1\n", /line 3: "132" is not a first guess of 3×3 \(one per pattern of repeats: 111, 112, 123\)/],
      [head + "3,3,0,112,73,true,1\n", /line 3: the limit should be none or a whole number/],
      [head + "3,3,none,112,73,true,1\n3,3,none,112,74,true,1\n", /line 4: 3×3, limit none, 112 is there already, on line 3/],
      [head + "3,3,none,112,73,yes,1\n", /exact should be true or false/],
      [head + "3,3,none,112,26,true,1\n", /"26" is not a total of guesses for 27 codes/],
      [head + "3,3,none,112,Infinity,false,1\n", /a bound is never Infinity/],
      [head + "3,3,none,112,73,true,soon\n", /the seconds should be a number/],
      [head + "3,3,none,112,73,true\n", /is not a row pegs,colours/],
      // Rows no run writes: a bound below the best or with no exact total, Infinity with no limit,
      // a total below what the replies allow, a limit past the codes.
      [head + "2,2,none,11,8,true,0\n2,2,none,12,6,false,0\n", /line 4: 12's bound of 6 is below the best exact total of 2×2/],
      [head + "2,2,none,12,9,false,0\n", /line 3: 12's bound of 9 is with no exact total/],
      [head + "2,2,none,11,Infinity,true,0\n", /line 3: with no guess limit every first guess finds every code/],
      [head + "2,2,none,11,6,true,0\n", /line 3: 6 is below the 7 guesses the replies allow for 4 codes/],
      [head + "3,3,2,112,40,true,0\n", /line 3: no tree finds 27 codes within 2 guesses/],
      [head + "2,2,5,11,8,true,0\n", /line 3: a limit of 5 guesses is more than the 4 codes need/],
      [head + "2,2,none,11,8,true,12345678901\n", /the seconds should be a number/],
      // Rows a limit contradicts: a tree within a limit is one within every larger limit and with
      // none; and the first guess, then each other code in turn, finds every code within as many
      // guesses as there are codes.
      [head + "3,4,none,112,206,true,0\n3,4,4,112,205,true,0\n", /line 4: 3×4's 112 takes 205 within 4 but 206 with no limit, where a limit only takes trees away: this row or line 3's is false/],
      [head + "3,4,4,111,210,true,0\n3,4,none,111,223,false,0\n", /line 4: 3×4's 111 takes 210 within 4 but at least 223 with no limit/],
      [head + "3,4,5,123,206,true,0\n3,4,6,123,207,true,0\n", /line 4: 3×4's 123 takes 206 within 5 but 207 within 6/],
      [head + "3,4,4,123,206,true,0\n3,4,5,123,Infinity,true,0\n", /line 4: 3×4's 123 takes 206 within 4 but no tree within 5/],
      [head + "2,2,4,11,Infinity,true,0\n", /line 3: no tree is false: 11, then the other codes one at a time, finds every code within 4 guesses/],
      [head + "2,2,none,12,11,true,0\n", /line 3: 2×2's 12: a total of 11 is false: 12, then the other codes one at a time, finds every code in 10 guesses/],
      // Any first guess, then another's tree: one guess more, at most one more per code.
      [head + "2,4,3,12,45,true,0\n2,4,4,11,Infinity,true,0\n", /line 4: 2×4's 11 has no tree within 4, but 11 then 12's tree of 45 within 3 takes at most 60 within 4: this row or line 3's is false/],
      [head + "3,3,4,112,73,true,0\n3,3,none,111,101,false,0\n", /line 4: 3×3's 111 has at least 101 with no limit, but 111 then 112's tree of 73 within 4 takes at most 99 within 5/],
      [head + "3,3,none,112,73,true,0\n3,3,none,111,100,true,0\n", /line 4: 3×3's 111 has 100 with no limit, but 111 then 112's tree of 73 with no limit takes at most 99 with no limit: this row or line 3's is false/],
      [head + "3,3,4,112,73,true,0\n3,3,5,111,100,true,0\n", /line 4: 3×3's 111 has 100 within 5, but 111 then 112's tree of 73 within 4 takes at most 99 within 5/],
      ["precious notes, no newline", /line 1: not a table of Mastermind boards/],
      // After the header, a last line with no newline is dropped only if it could start a row.
      [head + "3,3,none,112,73,true,1\nmy notes, with spaces", /line 4: not a row cut short \("my notes, with spaces"\)/],
      [head + "3,3,none,112,73,true,1\n3,3,none,111,80,false,0,extra", /line 4: not a row cut short/],
      [head + "3,3,none,112,73,true,1\n" + "A".repeat(400), /line 4: not a row cut short/],
    ];
    for (const [bad, message] of refusals) {
      let thrown = "";
      try {
        readBoardTable(bad, 100);
      } catch (e) {
        thrown = (e as Error).message;
      }
      expect([bad, thrown]).toEqual([bad, expect.stringMatching(message)]);
    }
  });

  it("concludes only from a complete board: every first guess, and a limit below the least worst case that fails for each", () => {
    const rows: BoardRow[] = [
      { pegs: 2, colours: 2, limit: Infinity, guess: "11", total: 8, exact: true, seconds: 0 },
      { pegs: 2, colours: 2, limit: Infinity, guess: "12", total: 8, exact: false, seconds: 0 },
      { pegs: 2, colours: 2, limit: 2, guess: "11", total: Infinity, exact: true, seconds: 0 },
    ];
    expect(boardResult(rows, 2, 2)).toBeUndefined(); // 12 has no row at limit 2
    rows.push({ pegs: 2, colours: 2, limit: 2, guess: "12", total: Infinity, exact: true, seconds: 0 });
    expect(boardResult(rows, 2, 2)).toBeUndefined(); // no limit with a tree yet
    rows.push({ pegs: 2, colours: 2, limit: 3, guess: "11", total: 8, exact: true, seconds: 1 });
    expect(boardResult(rows, 2, 2)).toBeUndefined(); // 12 has no row at limit 3
    rows.push({ pegs: 2, colours: 2, limit: 3, guess: "12", total: 7, exact: false, seconds: 1 });
    expect(boardResult(rows, 2, 2)).toBeUndefined(); // a bound below the best proves nothing
    rows[rows.length - 1].total = 8;
    expect(boardResult(rows, 2, 2)).toEqual({ pegs: 2, colours: 2, codes: 4, total: 8, first: "11", worst: 3, totalWithinWorst: 8, seconds: 2 });
  });

  it("settles every board of at most 27 codes as brute force does, goes on after a stop, and refuses what it should", { timeout: 120_000 }, () => {
    const folder = temporaryFolder("boards-");
    const table = path.join(folder, "boards.csv");
    const first = solve("--game", "mastermind", "--boards", "27", "--table", table);
    expect(first.stderr).toBe("");
    expect(first.stdout).toContain("7 of 7 boards proven; the table is complete, sorted");
    const { rows } = readBoardTable(fs.readFileSync(table, "utf8"), 27);
    for (const [p, c] of boards(27)) {
      const game = M.mastermindGame(p, c);
      const result = boardResult(rows, p, c)!;
      const least = bruteForce(game, false, Infinity);
      const within = (d: number) => bruteForce(game, false, d);
      expect([p, c, result.total, result.worst, result.totalWithinWorst, within(result.worst - 1)]).toEqual([p, c, least, result.worst, within(result.worst), Infinity]);
      expect(first.stdout).toMatch(new RegExp(`^${p}×${c} +${c ** p} +${result.first} +${result.total} `, "m"));
    }
    // Cut short in the middle of a board: the next run keeps the rows and settles the rest.
    const lines = fs.readFileSync(table, "utf8").split("\n");
    fs.writeFileSync(table, lines.slice(0, 12).join("\n") + "\n3,3,no");
    const again = solve("--game", "mastermind", "--boards", "27", "--table", table);
    expect(again.stdout).toContain("its last line (\"3,3,no\") was cut short");
    expect(again.stdout).toContain("7 of 7 boards proven; the table is complete, sorted");
    // The same rows, sorted, but for the seconds of those settled again.
    const withoutSeconds = (text: string) => text.split("\n").map((line) => line.replace(/,[\d.]+$/, ""));
    expect(withoutSeconds(fs.readFileSync(table, "utf8"))).toEqual(withoutSeconds(lines.join("\n")));
    // The sorted table cut at any line end (a bound's exact row comes before it) goes on as well.
    for (const end of [12, 20, 31, 40]) {
      fs.writeFileSync(table, lines.slice(0, end).join("\n") + "\n");
      const on = solve("--game", "mastermind", "--boards", "27", "--table", table);
      expect([end, on.stderr, on.stdout]).toEqual([end, "", expect.stringContaining("7 of 7 boards proven")]);
    }
    // A row with no limit read from the file is a floor at a limit once the board's best there
    // reaches its least with no limit: read back without its rows at a limit, the table gives
    // the same rows again, 3×3's 123 and 111 within 4 by their rows with no limit.
    const readBack = path.join(folder, "read-back.csv");
    fs.writeFileSync(readBack, lines.filter((line) => !/^\d+,\d+,\d/.test(line)).join("\n"));
    const floors = solve("--game", "mastermind", "--boards", "27", "--table", readBack);
    expect(floors.stdout).toMatch(/^3×3 +4 +112 +73 +\S/m);
    expect(floors.stdout).toMatch(/^3×3 +4 +123 +≥ 73 +its row with no limit$/m);
    expect(floors.stdout).toMatch(/^3×3 +4 +111 +≥ 80 +its row with no limit$/m);
    expect(withoutSeconds(fs.readFileSync(readBack, "utf8"))).toEqual(withoutSeconds(lines.join("\n")));
    // So the rows at a limit rest on that least, as the board's result does: with 112 forged to
    // ≥ 208 on 3×4 (it takes 206), 123's 208 within 4 reaches it, and 112 is not searched.
    const forged = path.join(folder, "forged.csv");
    const head64 = `${boardTitle(64)}\npegs,colours,limit,guess,total,exact,seconds\n`;
    fs.writeFileSync(forged, head64 + "3,4,none,123,208,true,0.00\n3,4,none,112,208,false,0.00\n3,4,none,111,223,false,0.00\n");
    expect(solve("--game", "mastermind", "--boards", "64", "--table", forged).stdout).toMatch(/^3×4 +4 +112 +≥ 208 +its row with no limit$/m);
    // An exact row read from the file offers no tree at a limit (only a row this run settled
    // does): it is searched within the limit, and a total set too high is found out there too.
    fs.writeFileSync(forged, head64 + "3,4,none,112,207,true,0.00\n3,4,none,123,207,false,0.00\n3,4,none,111,223,false,0.00\n");
    expect(solve("--game", "mastermind", "--boards", "64", "--table", forged).stderr).toContain("3×4: 206 guesses within 4, fewer than the 207 with no limit");
    // Refusals: another table, other options, and no table at all.
    expect(solve("--game", "mastermind", "--boards", "100", "--table", table).stderr).toMatch(/line 1: a table of other boards \(every Mastermind board of at most 27 codes/);
    expect(solve("--boards", "27", "--table", table, "--first", "12").stderr).toContain("--first does not go with --boards");
    expect(solve("--boards", "27").stderr).toContain("--boards needs --table FILE");
    expect(solve("--game", "bulls-cows", "--boards", "27", "--table", table).stderr).toContain("--boards is for Mastermind");
    expect(solve("--time-limit", "5").stderr).toContain("--time-limit goes with --boards");
    expect(solve("--boards", "27", "--pegs", "1", "--table", table).stderr).toContain("--pegs 1: a board has at least 2 pegs (and 2 colours)");
    expect(solve("--boards", "27", "--pegs", "5", "--table", table).stderr).toContain("no board of 5 pegs has 2 colours or more and at most 27 codes");
    // A record where the table keeps its groups is refused before any work.
    // (The folder itself, before a run has made it; a file in it, once it is there.)
    const groupsOfTable = `${table.replace(/\.csv$/, "")}-groups`;
    // (And a name that starts with two dots is in it; so is a file in the folder it links to.)
    const elsewhere = path.join(folder, "elsewhere");
    fs.mkdirSync(elsewhere);
    const inFolder = (name: string) => path.join(groupsOfTable, name);
    const records: [string, () => void][] = [[groupsOfTable, () => {}], [inFolder("run.txt"), () => fs.mkdirSync(groupsOfTable)], [inFolder("..run.txt"), () => {}], [inFolder("run.txt"), () => (fs.rmdirSync(groupsOfTable), fs.symlinkSync(elsewhere, groupsOfTable))]];
    for (const [record, before] of records) {
      before();
      const inGroups = solve("--boards", "27", "--table", table, "--record", record);
      expect([record, inGroups.stderr]).toEqual([record, expect.stringMatching(/--record ".*" is in ".*-groups", the folder where the table's big boards keep their reply groups: name a file outside it/)]);
      expect(inGroups.stdout).toBe("");
    }
    fs.unlinkSync(groupsOfTable);
    expect(fs.readdirSync(elsewhere)).toEqual([]);
    const one = solve("--game", "mastermind", "--boards", "4", "--table", path.join(folder, "one.csv"));
    expect(one.stdout).toContain("at most 4 codes: 1 board, no time limit");
    expect(one.stdout).toContain("1 of 1 board proven; the table is complete, sorted");
    expect(solve("--game", "mastermind", "--record", `${table}.lock`).stderr).toContain("a .lock file is a table's lock, not an output");
    expect(solve("--boards", "27", "--table", table, "--record", "data/wordlists.json").stderr).toMatch(/which this command reads/);
    // A one-line file that is not a table is not taken for one cut short.
    const notes = path.join(folder, "notes.csv");
    fs.writeFileSync(notes, "precious notes, no newline");
    expect(solve("--boards", "27", "--table", notes).stderr).toContain("not a table of Mastermind boards");
    expect(fs.readFileSync(notes, "utf8")).toBe("precious notes, no newline");
    // A table not named .csv: its groups' folder would be that of the table of the same name and .csv.
    expect(solve("--boards", "27", "--table", path.join(folder, "boards")).stderr).toMatch(/boards": a table of boards is a file named FILE\.csv, and its big boards' reply groups go in the folder FILE-groups beside it/);
    expect(fs.existsSync(path.join(folder, "boards"))).toBe(false);
    fs.writeFileSync(path.join(folder, "other.csv"), "SALET\n");
    expect(solve("--boards", "27", "--table", path.join(folder, "other.csv")).stderr).toContain("not a table of Mastermind boards");
  });

  /**
   * Checks that a table of boards proves what the plain one does: a row for the same guesses of
   * each board and limit, the same result for each board, and every row true by a search of that
   * guess alone (an exact total its least, a bound no more than its least and no less than the
   * best of its board and limit). Two searches can prove a guess worse by different bounds, and a
   * row settled by its groups against a total to beat may be exact where the whole search's is a
   * bound: the rows themselves need not be the same.
   */
  function expectSameProof(file: string, plain: string, only: (r: BoardRow) => boolean = () => true, maxCodes = 64) {
    const [ours, theirs] = [file, plain].map((f, i) => readBoardTable(fs.readFileSync(f, "utf8"), i === 0 ? maxCodes : 64).rows.filter(only));
    const key = (r: BoardRow) => `${r.pegs}×${r.colours} ${r.limit} ${r.guess}`;
    expect(ours.map(key).sort()).toEqual(theirs.map(key).sort());
    const result = (rows: BoardRow[], r: BoardRow) => {
      const { total, first, worst, totalWithinWorst } = boardResult(rows, r.pegs, r.colours)!;
      return [r.pegs, r.colours, total, first, worst, totalWithinWorst];
    };
    for (const r of ours) expect(result(ours, r)).toEqual(result(theirs, r));
    const searches = new Map<string, FirstGuesses>();
    const least = (r: BoardRow) => {
      const at = `${r.pegs}×${r.colours}:${r.limit}`;
      if (!searches.has(at)) searches.set(at, new FirstGuesses(M.mastermindGame(r.pegs, r.colours), { maxGuesses: r.limit }));
      return searches.get(at)!.settle(r.guess).total;
    };
    const best = (r: BoardRow) => Math.min(...ours.filter((o) => key(o).replace(/ \S+$/, "") === key(r).replace(/ \S+$/, "") && o.exact).map((o) => o.total));
    expect(ours.filter((r) => (r.exact ? least(r) !== r.total : least(r) < r.total || r.total < best(r))).map(key)).toEqual([]);
  }

  it("settles a big board's rows with no limit, and those with nothing to beat, one reply group at a time, to the same proof, and goes on from the groups after a stop", { timeout: 180_000 }, async () => {
    // --groups-above 30 makes every board of 36 to 64 codes big.
    const folder = temporaryFolder("boards-");
    const plain = path.join(folder, "plain.csv");
    const table = path.join(folder, "grouped.csv");
    expect(solve("--game", "mastermind", "--boards", "64", "--table", plain).stderr).toBe("");
    const run = solve("--game", "mastermind", "--boards", "64", "--groups-above", "30", "--table", table);
    expect(run.stderr).toBe("");
    expectSameProof(table, plain);
    // Each row settled so is its groups' sum: 3×4's first row, 123 with no limit, 208 guesses
    // (112, searched after it against that total, takes 206).
    const groups = path.join(folder, "grouped-groups");
    const files = fs.readdirSync(groups).sort();
    const big = boards(64).filter(([p, c]) => c ** p > 30).map(([p, c]) => `${p}x${c}`);
    expect([...new Set(files.map((f) => f.split("-")[0]))].sort()).toEqual(big.sort());
    expect(files).toContain("3x4-123-none.csv");
    expect(run.stdout).toMatch(/^3×4 +none +123 +one reply group at a time, into ".*3x4-123-none\.csv"$/m);
    expect(run.stdout).toMatch(/^3×4 +none +123 +208 +.*\(its groups'\)$/m);
    const game = M.mastermindGame(3, 4);
    const setting = groupSetting({ game, first: "123", limit: Infinity, objective: "total", nexts: M.groupSymmetries(M.mastermindSpec(3, 4), "123").nextGuesses });
    const groupFile = path.join(groups, "3x4-123-none.csv");
    const { rows } = readGroupTable(fs.readFileSync(groupFile, "utf8"), setting);
    const results = setting.groups.map(({ reply }) => groupResult(rows, setting, reply)!);
    expect(64 + results.reduce((sum, r) => sum + r.total, 0)).toBe(208);
    // Stopped part-way through that row: the board table without 3×4's rows, its groups' table
    // cut after a few rows. The next run says how many groups it has, and settles the same rows.
    const lines = fs.readFileSync(table, "utf8").split("\n");
    const at = lines.findIndex((line) => line.startsWith("3,4,"));
    fs.writeFileSync(table, lines.slice(0, at).join("\n") + "\n");
    const groupLines = fs.readFileSync(groupFile, "utf8").split("\n");
    // (Complete, it is sorted by group, biggest first, each with a row for each of its 16 next guesses.)
    expect(setting.nexts.length).toBe(16);
    fs.writeFileSync(groupFile, groupLines.slice(0, 2 + 3 * 16 + 5).join("\n") + "\n");
    const on = solve("--game", "mastermind", "--boards", "64", "--groups-above", "30", "--table", table);
    expect(on.stderr).toBe("");
    expect(on.stdout).toMatch(/3x4-123-none\.csv" settles 3 of 8 groups already; 5 to go/);
    expectSameProof(table, plain);
    // At a limit such a row is searched whole for a few seconds first; with none, every row with
    // nothing to beat is settled by its groups, at limits with no tree too, to the same rows.
    const quiet = vi.spyOn(console, "log").mockImplementation(() => {});
    const byGroupsOnly = path.join(folder, "only.csv");
    let said = "";
    try {
      await settleBoards({ file: byGroupsOnly, typed: byGroupsOnly, maxCodes: 64, timeLimit: Infinity, groupsAbove: 30, workers: 2, quick: 0 });
    } finally {
      said = quiet.mock.calls.map((call) => call.join(" ")).join("\n");
      quiet.mockRestore();
    }
    expectSameProof(byGroupsOnly, plain);
    // At a limit, a group's next guess at its least with no limit is first searched for a tree of
    // that total only; where there is none, it is searched again for its own least, as 34 is in
    // 0B0W after 12 on 2×8 within 5 (a group with no tree there).
    expect(said).toMatch(/^0B0W +36 +34 +no tree of 132 within the limit \([^)]+\): searched again for its least$/m);
    const limited = fs.readdirSync(path.join(folder, "only-groups")).filter((f) => f.startsWith("3x4-"));
    // Every row with no limit by its groups, those with a total to beat too (112 beats 123's 208;
    // 111 is cut by its groups' floors alone, with no search); 123 within 4 guesses is settled by
    // its groups, 112's rows at limits by a search within the limit.
    expect(limited.sort()).toEqual(["3x4-111-3.csv", "3x4-111-none.csv", "3x4-112-3.csv", "3x4-112-none.csv", "3x4-123-3.csv", "3x4-123-4.csv", "3x4-123-none.csv"]);
    expect(said).toMatch(/^3×4 +none +112 +one reply group at a time, against 208, into /m);
    expect(said).toMatch(/^3×4 +none +112 +206 +.*\(its groups'\)$/m);
    const cutLine = said.match(/^111 takes at least (\d+) guesses in all \(its groups' least totals so far\), not fewer than the 206 to beat: no more of its groups are needed$/m)!;
    expect(fs.readFileSync(byGroupsOnly, "utf8")).toContain(`\n3,4,none,111,${cutLine[1]},false,`);
    expect(fs.readFileSync(path.join(folder, "only-groups", "3x4-111-none.csv"), "utf8").split("\n").filter(Boolean)).toHaveLength(2);
    // A row cut part-way: 2×6's 11 against 12's 132, once a group has a row. Its table of groups
    // is left as it was when cut, each group not settled; its bound is no more than its least.
    const cutShort = fs.readFileSync(path.join(folder, "only-groups", "2x6-11-none.csv"), "utf8");
    const elevenRows = readGroupTable(cutShort, groupSetting({ game: M.mastermindGame(2, 6), first: "11", limit: Infinity, objective: "total", nexts: M.groupSymmetries(M.mastermindSpec(2, 6), "11").nextGuesses })).rows;
    expect(elevenRows.length).toBeGreaterThan(0);
    expect(said).toMatch(/^11 takes at least \d+ guesses in all \(its groups' least totals so far\), not fewer than the 132 to beat/m);
    expect(fs.readFileSync(byGroupsOnly, "utf8")).toMatch(/^2,6,none,11,\d+,false,/m);
    expect(fs.readFileSync(path.join(folder, "only-groups", "3x4-123-3.csv"), "utf8")).toMatch(/^\w+,\d+,-,Infinity,true,/m);
    // Within 4 guesses, the rows of the groups with no limit are floors: a guess whose row there
    // reaches its group's best is cut without a search. Each group still has its least total
    // within the limit, as a search of the group alone finds it.
    const within = groupSetting({ game, first: "123", limit: 4, objective: "total", nexts: setting.nexts });
    const limitedRows = readGroupTable(fs.readFileSync(path.join(folder, "only-groups", "3x4-123-4.csv"), "utf8"), within).rows;
    const free = readGroupTable(fs.readFileSync(path.join(folder, "only-groups", "3x4-123-none.csv"), "utf8"), setting).rows;
    const cut = limitedRows.filter((r) => !r.exact && r.seconds === 0);
    expect(cut.length).toBeGreaterThan(10);
    for (const r of cut) expect(r.total).toBe(free.find((f) => f.reply === r.reply && f.guess === r.guess)!.total);
    for (const { reply } of within.groups) {
      const alone = new FirstGuesses(groupGame(M.mastermindSpec(3, 4), "123", reply), { maxGuesses: 3 });
      const least = Math.min(...within.nexts.map((g) => alone.settle(g).total));
      expect([reply, groupResult(limitedRows, within, reply)!.total]).toEqual([reply, least]);
    }
    // A table of groups with no limit edited by hand, so that its sum is unchanged but a guess's
    // bound is set too high (0B0W after 12 on 2×6: 34, the best at 45, made a bound of 52, and 33
    // made exact at 45): at a limit, no guess is cut on a bound alone, and the rows come out right.
    const forged = path.join(folder, "forged.csv");
    fs.mkdirSync(path.join(folder, "forged-groups"));
    const planted = path.join(folder, "forged-groups", "2x6-12-none.csv");
    const honest = fs.readFileSync(path.join(folder, "only-groups", "2x6-12-none.csv"), "utf8");
    expect(honest).toMatch(/^0B0W,34,-,45,true,/m);
    expect(honest).toMatch(/^0B0W,33,-,49,false,/m);
    fs.writeFileSync(planted, honest.replace(/^0B0W,34,-,45,true,/m, "0B0W,34,-,52,false,").replace(/^0B0W,33,-,49,false,/m, "0B0W,33,-,45,true,"));
    const quietest = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      await settleBoards({ file: forged, typed: forged, maxCodes: 36, pegs: 2, timeLimit: Infinity, groupsAbove: 30, workers: 1, quick: 0 });
    } finally {
      quietest.mockRestore();
    }
    expectSameProof(forged, plain, (r) => r.pegs === 2 && r.colours === 6, 36);
    // 2×6's 11 with its groups begun (the table the cut run above left), against 12's 132: the
    // whole search goes first all the same, settles the row, and its tables of groups are
    // removed (a deeper one too), but no file or folder that is not named and headed as one of
    // them. With 2×6 no longer big (--groups-above 40), the same; but with a table of 11 at a
    // limit left, the tables with no limit stay, since that one's bounds rest on them.
    for (const [above, atLimit] of [[30, false], [40, false], [40, true]] as const) {
      const name = `wholly-${above}${atLimit ? "-limit" : ""}`;
      const wholly = path.join(folder, `${name}.csv`);
      const groupsOf = path.join(folder, `${name}-groups`);
      const only = fs.readFileSync(byGroupsOnly, "utf8").split("\n");
      fs.writeFileSync(wholly, only.filter((line) => !line.startsWith("2,6,") || line.startsWith("2,6,none,12,")).join("\n"));
      fs.mkdirSync(groupsOf);
      for (const f of fs.readdirSync(path.join(folder, "only-groups")).filter((f) => f.startsWith("2x6-"))) {
        if (atLimit || !/^2x6-11-\d/.test(f)) fs.copyFileSync(path.join(folder, "only-groups", f), path.join(groupsOf, f));
      }
      const deeper = "2x6-11-none-0B0W-34.csv";
      fs.writeFileSync(path.join(groupsOf, deeper), groupTableHead(groupsTable(readGroupsName(deeper)).setting).join(""));
      const others = ["2x6-11-none-notes.csv", "2x6-11-none-my-notes.csv", "2x6-11-none-0B0W-034.csv", "2x6-11-none-2B0W-34.csv", "2x6-11-none-1B0W-12.csv"];
      for (const f of others) fs.writeFileSync(path.join(groupsOf, f), "not a table of groups\n");
      fs.mkdirSync(path.join(groupsOf, "2x6-11-none-0B0W-35.csv"));
      const told = vi.spyOn(console, "log").mockImplementation(() => {});
      let saidWhole = "";
      try {
        await settleBoards({ file: wholly, typed: wholly, maxCodes: 64, pegs: 2, timeLimit: Infinity, groupsAbove: above, workers: 1 });
      } finally {
        saidWhole = told.mock.calls.map((call) => call.join(" ")).join("\n");
        told.mockRestore();
      }
      expectSameProof(wholly, plain, (r) => r.pegs === 2 && r.colours === 6);
      expect(saidWhole).toMatch(/^2×6 +none +11 +≥ [\d,]+ +[^(]+$/m);
      expect(saidWhole).not.toMatch(/one reply group at a time, against 132/);
      const kept = fs.readdirSync(groupsOf);
      const left = [...others, "2x6-11-none-0B0W-35.csv", ...(atLimit ? [deeper, "2x6-11-none.csv"] : [])];
      expect([name, kept.filter((f) => f.startsWith("2x6-11-none")).sort()]).toEqual([name, left.sort()]);
      expect(kept).toContain("2x6-12-none.csv");
      const removal = new RegExp(`^2×6 +none +11 +settled without them: its 2 tables of groups from an earlier run removed from ".*${name}-groups": 2x6-11-none-0B0W-34\\.csv, 2x6-11-none\\.csv$`, "m");
      if (!atLimit) expect(saidWhole).toMatch(removal);
      else expect(saidWhole).toMatch(/^2×6 +none +11 +settled without its tables of groups, which stay: its tables at a limit rest on them$/m);
    }
    // A whole search at a limit so short that it stops: those rows go by their groups, to the same rows.
    const stopsAtOnce = path.join(folder, "brief.csv");
    const quieter = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      await settleBoards({ file: stopsAtOnce, typed: stopsAtOnce, maxCodes: 64, timeLimit: Infinity, groupsAbove: 30, workers: 1, quick: 1e-9 });
    } finally {
      quieter.mockRestore();
    }
    expectSameProof(stopsAtOnce, plain);
    expect(fs.readdirSync(path.join(folder, "brief-groups")).filter((f) => !f.endsWith("-none.csv")).length).toBeGreaterThan(0);
    // Its options, and a folder for the groups that cannot be made.
    expect(solve("--groups-above", "30").stderr).toContain("--groups-above goes with --boards");
    expect(solve("--game", "mastermind", "--groups", "--groups-above", "30", "--table", path.join(folder, "g.csv")).stderr).toContain("--groups-above does not go with --groups");
    const blocked = path.join(folder, "blocked.csv");
    fs.writeFileSync(path.join(folder, "blocked-groups"), "notes");
    const refused = solve("--game", "mastermind", "--boards", "64", "--groups-above", "30", "--table", blocked);
    expect(refused.stderr).toMatch(/blocked-groups" is not a folder, and it is where this table's big boards keep their reply groups/);
    expect(fs.readFileSync(path.join(folder, "blocked-groups"), "utf8")).toBe("notes");
    expect(fs.existsSync(blocked)).toBe(false); // refused before the table is made
    // Where a row's table of groups goes, a folder (or a pipe) is left alone.
    const odd = path.join(folder, "odd.csv");
    fs.mkdirSync(path.join(folder, "odd-groups", "2x6-12-none.csv"), { recursive: true });
    const left = solve("--game", "mastermind", "--boards", "64", "--groups-above", "30", "--table", odd);
    expect(left.stderr).toMatch(/odd-groups\/2x6-12-none\.csv" is not a regular file, where this board's row keeps its reply groups/);
    // A table reached through a link keeps its groups beside the file itself, and says so.
    const real = path.join(folder, "real.csv");
    fs.symlinkSync(real, path.join(folder, "link.csv"));
    const linked = solve("--game", "mastermind", "--boards", "36", "--groups-above", "30", "--table", path.join(folder, "link.csv"));
    expect(linked.stdout).toContain(`into "${path.join(folder, "real-groups", "2x6-12-none.csv")}"`);
  });

  it("settles a big group's next guesses by their own reply groups, to the same proof, with every row of every table true, and goes on from them after a stop", { timeout: 300_000 }, async () => {
    const folder = temporaryFolder("boards-");
    const plain = path.join(folder, "plain.csv");
    expect(solve("--game", "mastermind", "--boards", "64", "--pegs", "3", "--table", plain).stderr).toBe("");
    // Every board of 3 pegs over 30 codes (3×4) by its groups, and every next guess of a group of
    // more than 3 codes by its own groups at once, and so on down.
    const deep = path.join(folder, "deep.csv");
    const run = async (file = deep, seconds = 0) => {
      const quiet = vi.spyOn(console, "log").mockImplementation(() => {});
      try {
        await settleBoards({ file, typed: file, maxCodes: 64, pegs: 3, timeLimit: Infinity, groupsAbove: 30, workers: 1, quick: 0, deeper: { above: 3, seconds } });
        return quiet.mock.calls.map((call) => call.join(" ")).join("\n");
      } finally {
        quiet.mockRestore();
      }
    };
    const said = await run();
    expectSameProof(deep, plain, (r) => r.pegs === 3);
    const groups = path.join(folder, "deep-groups");
    const deeper = fs.readdirSync(groups).filter((f) => /-\dB\dW-/.test(f));
    expect(deeper).toContain("3x4-123-none-1B0W-144.csv");
    expect(deeper.some((f) => /-\dB\dW-.*-\dB\dW-/.test(f))).toBe(true); // a group of a group's guess
    expect(said).toMatch(/^1B0W +\d+ +144 +one reply group at a time(, against \d+)?, into ".*3x4-123-none-1B0W-144\.csv"$/m);
    // Its own lines name the path to it (deeper tables may be settled at once).
    expect(said).toMatch(/^1B0W, 144: group  codes  next guess +after 144 +search$/m);
    expectTrueRows(groups);
    // A deeper table says it is cut only while it has a group open: once all are settled, its
    // total is exact, whatever the total to beat. At a limit, a table cut against one more than
    // its group's least with no limit (no tree of that total) is settled again, for its least.
    const cutSaid = [...said.matchAll(/^((?:\dB\dW, \w+: )+)\w+ takes at least/gm)].map(([, label]) => label);
    expect(cutSaid.length).toBeGreaterThan(0);
    let settledAgain = 0;
    for (const label of cutSaid) {
      const steps = label.split(": ").filter(Boolean);
      const tail = steps.map((step) => step.replace(", ", "-")).join("-");
      const tables = fs.readdirSync(groups).filter((f) => f.endsWith(`-${tail}.csv`));
      const [reply, guess] = steps[steps.length - 1].split(", ");
      const above = steps.slice(0, -1).map((step) => `${step}: `).join("");
      const again = new RegExp(`^${above}${reply} +\\d+ +${guess} +no tree of [\\d,]+ within the limit \\([^)]+\\): searched again for its least$`, "m").test(said);
      if (again) settledAgain++;
      expect([label, again || tables.some((f) => !tableOf(groups, f).complete)]).toEqual([label, true]);
    }
    expect(settledAgain).toBeGreaterThan(0);
    // Stopped part-way: 3×4's rows gone from the board table, 123's table of groups cut to its
    // first group, and one deeper table cut short. The next run goes on from what they hold.
    const lines = fs.readFileSync(deep, "utf8").split("\n");
    fs.writeFileSync(deep, lines.filter((line) => !line.startsWith("3,4,")).join("\n"));
    const top = path.join(groups, "3x4-123-none.csv");
    const topLines = fs.readFileSync(top, "utf8").split("\n");
    fs.writeFileSync(top, topLines.slice(0, 2 + 16).join("\n") + "\n");
    const one = path.join(groups, "3x4-123-none-1B0W-144.csv");
    const oneLines = fs.readFileSync(one, "utf8").split("\n");
    fs.writeFileSync(one, oneLines.slice(0, 4).join("\n") + "\n");
    const again = await run();
    expect(again).toMatch(/3x4-123-none-1B0W-144\.csv" settles \d+ of \d+ groups already/);
    expectSameProof(deep, plain, (r) => r.pegs === 3);
    expectTrueRows(groups);
    // With a whole search first that runs out of time at once, to the same proof.
    const brief = path.join(folder, "brief.csv");
    await run(brief, 1e-9);
    expectSameProof(brief, plain, (r) => r.pegs === 3);
    expect(fs.readdirSync(path.join(folder, "brief-groups")).filter((f) => /-\dB\dW-/.test(f)).length).toBeGreaterThan(100);
    expectTrueRows(path.join(folder, "brief-groups"));
  });

  it("lends a thread with nothing to take to a deeper table, which then settles two of its groups at once, to the same table", { timeout: 120_000 }, async () => {
    const folder = temporaryFolder("lend-");
    const spec = M.mastermindSpec(3, 4);
    const game = makeGame(spec);
    const nexts = M.groupSymmetries(spec, "123").nextGuesses;
    const setting = groupSetting({ game, first: "123", limit: Infinity, objective: "total", nexts });
    // Every group of 123 settled but the biggest, whose every next guess goes by its own groups at
    // once: its first, settled alone (the group has no best yet), leaves the other thread nothing.
    const whole = path.join(folder, "whole.csv");
    const quiet = vi.spyOn(console, "log").mockImplementation(() => {});
    const jobs: { thread: number; job: SettleJob }[] = [];
    const threads = await Promise.all([startSettler(), startSettler()]);
    const recorded = threads.map((settler, thread): Settler => ({
      ask: (job) => (jobs.push({ thread, job }), settler.ask(job)),
      terminate: () => settler.terminate(),
    }));
    try {
      const run = (file: string, settlers: Settler[]) => settleGroups({ file, typed: file, kind: { kind: "mastermind", pegs: 3, colours: 4 }, game, spec, first: "123", limit: Infinity, objective: "total", nexts, timeLimit: Infinity, workers: settlers.length, settlers, deeper: { above: 3, seconds: 0 } });
      await run(whole, [recorded[0]]);
      const biggest = setting.groups[0].reply;
      const lent = path.join(folder, "lent.csv");
      const lines = fs.readFileSync(whole, "utf8").split("\n");
      fs.writeFileSync(lent, lines.filter((line) => !line.startsWith(`${biggest},`)).join("\n"));
      jobs.length = 0;
      const settled = await run(lent, recorded);
      expect(settled.complete).toBe(true);
      expect(fs.readFileSync(lent, "utf8").replace(/,[\d.]+$/gm, "")).toBe(fs.readFileSync(whole, "utf8").replace(/,[\d.]+$/gm, ""));
      // The first guess's own table: both threads settled guesses of it, in two of its groups.
      const [first] = jobs;
      expect(first.job.after?.[0]).toEqual({ guess: "123", reply: biggest });
      const lone = first.job.after![1].guess;
      const inLone = jobs.filter(({ job }) => job.after?.[0].reply === biggest && job.after[1]?.guess === lone && job.after.length === 2);
      expect(new Set(inLone.map((j) => j.thread))).toEqual(new Set([0, 1]));
      expect(new Set(inLone.map((j) => j.job.after![1].reply)).size).toBeGreaterThan(1);
    } finally {
      quiet.mockRestore();
      await Promise.all(threads.map((t) => t.terminate()));
    }
  });

  it("says a table is cut only while a group of it is open: a complete one against its own total is exact", { timeout: 120_000 }, async () => {
    const file = path.join(temporaryFolder("groups-"), "3x4-123-none.csv");
    const spec = M.mastermindSpec(3, 4);
    const run = { file, typed: file, kind: { kind: "mastermind" as const, pegs: 3, colours: 4 }, game: makeGame(spec), spec, first: "123", limit: Infinity, objective: "total" as const, nexts: M.groupSymmetries(spec, "123").nextGuesses, timeLimit: Infinity, workers: 1 };
    const quiet = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const whole = await settleGroups(run);
      expect(groupsRow(whole, 64)).toMatchObject({ total: 208, exact: true });
      quiet.mockClear();
      // Resumed against 208, its own total: the sum of its groups reaches it, and every group is settled.
      const again = await settleGroups({ ...run, beat: 208 });
      expect(groupsRow(again, 64)).toMatchObject({ total: 208, exact: true });
      expect(quiet.mock.calls.map((call) => call.join(" ")).join("\n")).not.toMatch(/takes at least/);
    } finally {
      quiet.mockRestore();
    }
  });

  it("against a total to beat, settles each next guess only as far as its group's room, and cuts the first guesses that do not beat it (against plain recursion)", { timeout: 180_000 }, async () => {
    const quiet = vi.spyOn(console, "log").mockImplementation(() => {});
    const threads = [await startSettler()];
    let belowLeast = 0;
    try {
      for (const [pegs, colours, firsts] of [[3, 4, ["111", "112", "123"]], [2, 6, ["11", "12"]]] as const) {
        const spec = M.mastermindSpec(pegs, colours);
        const game = makeGame(spec);
        for (const first of firsts) {
          const nexts = M.groupSymmetries(spec, first).nextGuesses;
          const setting = groupSetting({ game, first, limit: Infinity, objective: "total", nexts });
          // Each next guess's least total in each group, by plain recursion, and the first guess's.
          // (The reference counts a lone code's other guesses as no tree; with no limit they take 2.)
          const plain = (group: Game) => (group.targets.length > 1 ? bruteForceFirst(group, false, Infinity) : new Map(group.guesses.map((g) => [g, g === group.targets[0] ? 1 : 2])));
          const truth = new Map(setting.groups.map(({ reply }) => [reply, plain(groupGame(spec, first, reply))]));
          const least = (reply: string) => Math.min(...truth.get(reply)!.values());
          const total = game.targets.length + setting.groups.reduce((sum, { reply }) => sum + least(reply), 0);
          for (const beat of [total - 3, total, total + 1]) {
            for (const deeper of [undefined, { above: 3, seconds: 0 }]) {
              const folder = temporaryFolder("room-");
              const file = path.join(folder, `${pegs}x${colours}-${first}-none.csv`);
              const settled = await settleGroups({ file, typed: file, kind: { kind: "mastermind", pegs, colours }, game, spec, first, limit: Infinity, objective: "total", nexts, timeLimit: Infinity, workers: 1, settlers: threads, beat, deeper });
              const row = groupsRow(settled, game.targets.length) as { total: number; exact: boolean };
              const what = `${pegs}×${colours} ${first} against ${beat}${deeper ? ", deeper" : ""}`;
              // Exact when it beats the total (or every group is settled), else a bound at least
              // that total and no more than its least.
              if (total < beat) expect([what, row]).toEqual([what, { total, exact: true, seconds: row.total === total ? expect.any(Number) : 0 }]);
              else expect([what, row.exact ? row.total === total : beat <= row.total && row.total <= total]).toEqual([what, true]);
              // Every row true: exact at its guess's least, a bound no more than that.
              const { rows } = tableOf(folder, path.basename(file));
              for (const r of rows) {
                const its = truth.get(r.reply)!.get(r.guess)!;
                expect([what, r.reply, r.guess, r.exact ? r.total === its : r.total <= its]).toEqual([what, r.reply, r.guess, true]);
                if (!r.exact && r.total < least(r.reply)) belowLeast++;
              }
              if (deeper) expectTrueRows(path.dirname(file));
            }
          }
        }
      }
    } finally {
      quiet.mockRestore();
      await Promise.all(threads.map((t) => t.terminate()));
    }
    // The room cuts some guess short of even its group's least: a bound a group's best alone never gives.
    expect(belowLeast).toBeGreaterThan(0);
  });

  it("settles again a bound cut at a room an earlier run had, resumed against a larger total or none", { timeout: 120_000 }, async () => {
    const file = path.join(temporaryFolder("room-"), "3x4-111-none.csv");
    const spec = M.mastermindSpec(3, 4);
    const game = makeGame(spec);
    const nexts = M.groupSymmetries(spec, "111").nextGuesses;
    const setting = groupSetting({ game, first: "111", limit: Infinity, objective: "total", nexts });
    const run = { file, typed: file, kind: { kind: "mastermind" as const, pegs: 3, colours: 4 }, game, spec, first: "111", limit: Infinity, objective: "total" as const, nexts, timeLimit: Infinity, workers: 1 };
    const total = new FirstGuesses(game).settle("111").total;
    const quiet = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      // Against its own total, 111 is cut, with some bound below its group's best (its room).
      const cut = await settleGroups({ ...run, beat: total });
      expect(groupsRow(cut, 64)).toMatchObject({ total, exact: false });
      const { rows } = readGroupTable(fs.readFileSync(file, "utf8"), setting);
      const below = rows.filter((r) => !r.exact && r.total < (bestRow(rows, setting, r.reply)?.total ?? Infinity));
      expect(below.length).toBeGreaterThan(0);
      // Against one more, the same rooms are wider: those bounds are settled again, to its total.
      // (A table reached through a symbolic link is rewritten where the link leads, and stays a link.)
      const real = path.join(path.dirname(file), "elsewhere.csv");
      fs.renameSync(file, real);
      fs.symlinkSync(real, file);
      quiet.mockClear();
      const wider = await settleGroups({ ...run, beat: total + 1 });
      expect(groupsRow(wider, 64)).toMatchObject({ total, exact: true });
      expect(fs.lstatSync(file).isSymbolicLink()).toBe(true);
      const again = readGroupTable(fs.readFileSync(real, "utf8"), setting).rows;
      expect(setting.groups.every(({ reply }) => groupResult(again, setting, reply))).toBe(true);
      expect(quiet.mock.calls.map((call) => call.join(" ")).join("\n")).toMatch(/: \d+ bounds? below both its group's best \(if it has one\) and its room, which would keep the group open, to be settled again$/m);
      // With nothing to beat, a table written so is settled again in the same way.
      fs.writeFileSync(file, formatGroupTable(setting, rows));
      quiet.mockClear();
      const none = await settleGroups(run);
      expect(groupsRow(none, 64)).toMatchObject({ total, exact: true });
      expect(quiet.mock.calls.join("\n")).toMatch(/: \d+ bounds? below its group's best \(or in a group with no exact row\), which would keep the group open, to be settled again$/m);
      // A resumed run against the same total keeps every row.
      fs.writeFileSync(file, formatGroupTable(setting, rows));
      quiet.mockClear();
      await settleGroups({ ...run, beat: total });
      expect(quiet.mock.calls.join("\n")).not.toMatch(/settled again/);
      expect(readGroupTable(fs.readFileSync(file, "utf8"), setting).rows).toHaveLength(rows.length);
    } finally {
      quiet.mockRestore();
    }
  });

  it("takes a row from its groups exact once they are all settled, or cut at no tree at all, and else as the bound it was cut at", () => {
    const setting = groupSetting({ game: M.mastermindGame(2, 3), first: "11", limit: Infinity, objective: "total", nexts: ["11", "12"] });
    const settled = (complete: boolean, cut?: number): SettledGroups => ({ setting, results: complete ? [{ reply: "0B0W", codes: 4, guess: "22", total: 7, seconds: 2 }] satisfies GroupResult[] : [], stopped: complete ? [] : ["0B0W"], complete, seconds: 2, ...(cut === undefined ? {} : { cut }) });
    expect(groupsRow(settled(true), 9)).toEqual({ total: 16, exact: true, seconds: 2 });
    expect(groupsRow(settled(true, 16), 9)).toEqual({ total: 16, exact: true, seconds: 2 }); // complete and cut: exact
    expect(groupsRow(settled(false, 20), 9)).toEqual({ total: 20, exact: false, seconds: 2 });
    expect(groupsRow(settled(false, Infinity), 9)).toEqual({ total: Infinity, exact: true, seconds: 2 });
    expect(groupsRow(settled(false), 9)).toEqual({ timeout: true });
  });

  /**
   * Checks every row of every table of groups in a folder, at any depth, against a search of its
   * guess alone in its group: an exact total is its least, a bound no more than its least. A
   * table's name gives its path: 3x4-123-none-1B0W-144.csv is of the guess 144 after 123 got 1B0W.
   */
  function tableOf(folder: string, file: string) {
    const place = readGroupsName(file);
    const { spec: at, limit, setting } = groupsTable(place);
    const { rows } = readGroupTable(fs.readFileSync(path.join(folder, file), "utf8"), setting);
    const complete = setting.groups.every(({ reply }) => groupResult(rows, setting, reply) !== undefined);
    return { at, before: place.steps, last: place.guess, within: limit, setting, rows, complete };
  }

  function expectTrueRows(folder: string) {
    const wrong: string[] = [];
    for (const file of fs.readdirSync(folder).filter((f) => f.endsWith(".csv"))) {
      const { at, before, last, within, setting, rows } = tableOf(folder, file);
      // A deeper table's guess splits off more of its group than itself.
      if (before.length > 0 && setting.groups[0].codes >= at.targets.length - 1) wrong.push(`${file}: its guess splits nothing off`);
      const searches = new Map<string, FirstGuesses>();
      for (const r of rows) {
        if (!searches.has(r.reply)) searches.set(r.reply, new FirstGuesses(makeGame(groupSpec(at, last, r.reply)), { maxGuesses: within - 1 }));
        const least = searches.get(r.reply)!.settle(r.guess).total;
        if (r.exact ? least !== r.total : least < r.total) wrong.push(`${file}: ${r.reply},${r.guess},${r.total},${r.exact} (least ${least})`);
      }
    }
    expect(wrong).toEqual([]);
  }

  it("writes no row a search of its own would contradict, on every board of at most 100 codes", { timeout: 120_000 }, () => {
    // A row with a limit may come from the guess's row with no limit (its floor, or its tree when
    // that fits the limit): each is checked here against a search of that guess at that limit.
    const table = path.join(temporaryFolder("boards-"), "boards.csv");
    expect(solve("--game", "mastermind", "--boards", "100", "--table", table).stderr).toBe("");
    const { rows } = readBoardTable(fs.readFileSync(table, "utf8"), 100);
    const searches = new Map<string, FirstGuesses>();
    const least = (r: BoardRow) => {
      const key = `${r.pegs}×${r.colours}:${r.limit}`;
      if (!searches.has(key)) searches.set(key, new FirstGuesses(M.mastermindGame(r.pegs, r.colours), { maxGuesses: r.limit }));
      return searches.get(key)!.settle(r.guess).total;
    };
    const wrong = rows.filter((r) => (r.exact ? least(r) !== r.total : least(r) < r.total));
    expect(wrong).toEqual([]);
    expect(rows.filter((r) => r.limit < Infinity && r.total < Infinity).length).toBeGreaterThan(30);
  });

  it("names each table of groups by its place in the search, and reads the place back from the name", () => {
    const place = { pegs: 3, colours: 16, limit: Infinity, steps: [{ guess: "123", reply: "0B1W" }], guess: "456" };
    expect(groupsName(place)).toBe("3x16-123-none-0B1W-456.csv");
    expect(readGroupsName("3x16-123-none-0B1W-456.csv")).toEqual(place);
    expect(readGroupsName("3x15-123-8.csv")).toEqual({ pegs: 3, colours: 15, limit: 8, steps: [], guess: "123" });
    for (const file of fs.readdirSync("data/results/mastermind-boards-groups")) expect(groupsName(readGroupsName(file))).toBe(file);
    for (const bad of ["3x16-123.csv", "3x16-123-none-0B1W.csv", "3x16-123-0-0B1W-456.csv", "3x16-123-none.txt", "../3x16-123-none.csv"]) {
      expect(() => readGroupsName(bad)).toThrow(/is not named board-guess-limit\(-reply-guess…\)\.csv/);
    }
  });

  it("reads a table's least total as its groups add up, never above what its next guesses can take, on a board searched whole", () => {
    // 3×6 after 112: every next guess of every group settled whole, against each group's floors.
    const place = { pegs: 3, colours: 6, limit: Infinity, steps: [], guess: "112" };
    const { spec, game, limit, setting } = groupsTable(place);
    const floor = groupFloors(spec, "112", limit);
    const rows = setting.groups.flatMap(({ reply }) => {
      const search = new FirstGuesses(groupGame(spec, "112", reply));
      return setting.nexts.map((guess) => ({ reply, guess, total: search.settle(guess).total, exact: true, seconds: 0 }));
    });
    expect(rows.filter((r) => r.total < floor(r.reply, r.guess))).toEqual([]);
    const codes = game.targets.length;
    const least = tableLeast(rows, setting, codes, floor);
    const whole = new FirstGuesses(M.mastermindGame(3, 6)).settle("112").total;
    expect(least).toBe(whole); // every row there: the codes and each group's best
    // With half the rows, the rest counted at their floors: no more than the whole, at least the floors' sum.
    const half = rows.filter((_, i) => i % 2 === 0);
    const partial = tableLeast(half, setting, codes, floor);
    const floors = setting.groups.reduce((sum, { reply }) => sum + Math.min(...setting.nexts.map((g) => floor(reply, g))), codes);
    expect(partial).toBeLessThanOrEqual(whole);
    expect(partial).toBeGreaterThanOrEqual(floors);
    expect(floors).toBeLessThan(whole);
    // Against that least, each group's room is its own term; with nothing to beat, no limit.
    for (const table of [rows, half]) {
      for (const { reply } of setting.groups) {
        const term = groupLeast(table, setting, reply, (g) => floor(reply, g));
        const least = tableLeast(table, setting, codes, floor);
        expect(groupRoom(table, setting, codes, least, reply, floor)).toBe(term);
        expect(groupRoom(table, setting, codes, whole + 5, reply, floor)).toBe(term + whole + 5 - least);
        expect(groupRoom(table, setting, codes, Infinity, reply, floor)).toBe(Infinity);
      }
    }
  });

  it("finds 4×6's 16 codes after 1234 = 0B0W in 40 guesses with an absent colour, where those two colours alone take 44", () => {
    // What CodeBreaking prints: mixing a colour the group lacks helps; 4×2's least total is 44 too.
    const spec = M.mastermindSpec(4, 6);
    const search = new FirstGuesses(groupGame(spec, "1234", "0B0W"));
    const totals = M.groupSymmetries(spec, "1234").nextGuesses.map((guess) => ({ guess, total: search.settle(guess).total }));
    const least = Math.min(...totals.map((t) => t.total));
    const own = Math.min(...totals.filter((t) => /^[56]+$/.test(t.guess)).map((t) => t.total));
    expect([least, own]).toEqual([40, 44]);
    expect(totals.filter((t) => t.total === 40).map((t) => t.guess)).toEqual(["1556", "2556", "2566"]);
    expect(new FirstGuesses(M.mastermindGame(4, 2)).optimalTree().total).toBe(44);
  });

  it("shows, from the committed tables of groups, each one's least total so far and the tree its exact rows make", { timeout: 400_000 }, () => {
    const folder = "data/results/mastermind-boards-groups";
    const { rows: boardRows } = readBoardTable(fs.readFileSync("data/results/mastermind-boards.csv", "utf8"), 4096);
    const standing = (file: string) => {
      const place = readGroupsName(file);
      const { spec, game, limit, setting } = groupsTable(place);
      const floor = groupFloors(spec, place.guess, limit);
      const { rows } = readGroupTable(fs.readFileSync(path.join(folder, file), "utf8"), setting, { floor });
      const proven = setting.groups.map(({ reply }) => groupResult(rows, setting, reply));
      const tops = setting.groups.map(({ reply }) => bestRow(rows, setting, reply));
      const codes = game.targets.length;
      return {
        proven: proven.filter(Boolean).length,
        groups: setting.groups.length,
        after: proven.reduce((sum, r) => sum + (r?.total ?? 0), 0),
        least: tableLeast(rows, setting, codes, floor),
        tree: tops.every(Boolean) ? tops.reduce((sum, r) => sum + r!.total, codes) : undefined,
      };
    };
    // 678 after 123 = 0B1W and 445 = 0B0W: cut short at a bound that its exact rows' tree meets.
    const deep = standing("3x16-123-none-0B1W-445-0B0W-678.csv");
    expect(deep.proven).toBeLessThan(deep.groups);
    expect([deep.least, deep.tree]).toEqual([4161, 4161]);
    // 12×2's 111111112222: every group proven, at the board table's exact row.
    const settled = standing("12x2-111111112222-none.csv");
    expect([settled.proven, settled.groups, settled.least, settled.tree]).toEqual([34, 34, 23699, 23699]);
    const row = boardRows.find((r) => r.pegs === 12 && r.colours === 2 && r.limit === Infinity && r.guess === "111111112222");
    expect(row).toMatchObject({ total: 23699, exact: true });
    // 345 after 112 = 0B0W: every group proven, at what renamed 3×14 takes.
    const board314Total = boardResult(boardRows, 3, 14)!.total;
    const by345 = standing("3x16-112-none-0B0W-345.csv");
    expect([by345.proven, by345.groups, by345.least, by345.tree]).toEqual([8, 8, 17544, 17544]);
    expect(by345.least).toBe(board314Total);
    // Cut short by their groups, each against the board's best exact row: 3×16's 112 (against
    // 123's 28,479) and 12×2's 111111111122 (against 111111112222's 23,699). In each, the last
    // group is open, every next guess with a row: bounds cut at its room, below any exact row.
    const cutRow = (pegs: number, colours: number, guess: string) => boardRows.find((r) => r.pegs === pegs && r.colours === colours && r.limit === Infinity && r.guess === guess)!;
    const open112 = standing("3x16-112-none.csv");
    expect([open112.proven, open112.groups, open112.after, open112.least]).toEqual([6, 7, 7701, 28479]);
    expect(cutRow(3, 16, "112")).toMatchObject({ total: 28479, exact: false });
    expect(cutRow(3, 16, "123")).toMatchObject({ total: 28479, exact: true });
    // 111, cut by a search of it whole, keeps no table of groups: so 3×16's least total with no
    // limit is 123's 28,479 (mean 6.9529), and no first guess has a tree within 4 to 8 guesses.
    expect(cutRow(3, 16, "111")).toMatchObject({ total: 28479, exact: false });
    expect(fs.readdirSync(folder).filter((f) => f.startsWith("3x16-111-"))).toEqual([]);
    const rows316 = boardRows.filter((r) => r.pegs === 3 && r.colours === 16);
    const free316 = rows316.filter((r) => r.limit === Infinity);
    expect(free316.map((r) => r.guess).sort()).toEqual(M.openingClasses(M.mastermindSpec(3, 16)).sort());
    expect(Math.min(...free316.map((r) => r.total))).toBe(28479);
    expect((28479 / 4096).toFixed(4)).toBe("6.9529");
    for (const limit of [4, 5, 6, 7, 8]) {
      expect([limit, rows316.filter((r) => r.limit === limit).map((r) => r.total)]).toEqual([limit, [Infinity, Infinity, Infinity]]);
    }
    // Within 9: 123 by its groups, every one proven (0B0W by 456's own table), at its total with
    // no limit, the board's least; 112 and 111 take their rows with no limit. So 3×16 is proven.
    const within9 = standing("3x16-123-9.csv");
    expect([within9.proven, within9.groups, within9.least, within9.tree]).toEqual([8, 8, 28479, 28479]);
    const by456 = standing("3x16-123-9-0B0W-456.csv");
    expect([by456.proven, by456.groups, by456.least, by456.tree]).toEqual([8, 8, 13438, 13438]);
    const at9 = (guess: string) => rows316.find((r) => r.limit === 9 && r.guess === guess);
    expect([at9("123"), at9("112"), at9("111")]).toMatchObject([{ total: 28479, exact: true }, { total: 28479, exact: false }, { total: 28479, exact: false }]);
    expect(boardResult(boardRows, 3, 16)).toMatchObject({ total: 28479, first: "123", worst: 9, totalWithinWorst: 28479 });
    // Its last group, 0B0W, holds 3×14's codes renamed: at most 3×14's least total.
    expect(4096 + open112.after + board314Total).toBe(29341);
    // 12×2's 111111122222: every group proven (three next guesses of 5B6W and three of 7B4W cut
    // by their own tables), 23,502 in all, fewer than 111111112222's 23,699: the board's best.
    const best12 = standing("12x2-111111122222-none.csv");
    expect([best12.proven, best12.groups, best12.after, best12.least, best12.tree]).toEqual([32, 32, 19406, 23502, 23502]);
    expect(cutRow(12, 2, "111111122222")).toMatchObject({ total: 23502, exact: true });
    for (const [reply, best] of [["5B6W", 2619], ["7B4W", 2800]] as const) {
      for (const guess of ["111112211222", "111122211122", "111222211112"]) {
        const deeper = standing(`12x2-111111122222-none-${reply}-${guess}.csv`);
        expect([reply, guess, deeper.least >= best, deeper.proven < deeper.groups]).toEqual([reply, guess, true, true]);
      }
    }
    // 111111111112 and 111111111122, cut short by their groups above 23,502.
    const cut12 = standing("12x2-111111111112-none.csv");
    expect([cut12.proven, cut12.groups, cut12.after, cut12.least]).toEqual([19, 22, 14312, 23631]);
    expect(cutRow(12, 2, "111111111112")).toMatchObject({ total: 23631, exact: false });
    const open12 = standing("12x2-111111111122-none.csv");
    expect([open12.proven, open12.groups, open12.after, open12.least]).toEqual([28, 29, 18073, 24459]);
    expect(cutRow(12, 2, "111111111122")).toMatchObject({ total: 24459, exact: false });
    // 111111222222, part way through its groups, with no row yet: its exact rows make a tree of
    // 23,480, below every exact first-guess row, while its floor is still below that.
    const halfway = standing("12x2-111111222222-none.csv");
    expect([halfway.proven, halfway.groups, halfway.after, halfway.least, halfway.tree]).toEqual([25, 27, 13362, 21054, 23480]);
    expect(boardRows.some((r) => r.pegs === 12 && r.colours === 2 && r.guess === "111111222222")).toBe(false);
    expect(halfway.tree!).toBeLessThan(Math.min(...boardRows.filter((r) => r.pegs === 12 && r.colours === 2 && r.exact).map((r) => r.total)));
    // Each of its next guesses settled by a table of its own reaches its group's best (or is that
    // best), but 111111111111 in the two open groups, whose tables are unfinished, below it.
    const own = fs.readdirSync(folder).filter((f) => f.startsWith("12x2-111111222222-none-"));
    expect(own.length).toBe(76);
    const bestOf = new Map([["5B6W", 3011], ["6B6W", 2062], ["7B4W", 3011]]);
    for (const file of own) {
      const place = readGroupsName(file);
      const deeper = standing(file);
      const reaches = deeper.least >= bestOf.get(place.steps[0].reply)!;
      expect([file, reaches]).toEqual([file, place.guess !== "111111111111"]);
    }
    // Each one's room, as CodeBreaking prints it: the board's best less the codes and the other groups' terms.
    for (const [file, reply, rows, below, beat, room] of [["3x16-112-none.csv", "0B0W", 25, 24, 28479, 16682], ["12x2-111111111122-none.csv", "6B2W", 33, 33, 23502, 1333], ["12x2-111111111112-none.csv", "7B0W", 24, 3, 23502, 2333]] as const) {
      const place = readGroupsName(file);
      const { spec, game, limit, setting } = groupsTable(place);
      const all = readGroupTable(fs.readFileSync(path.join(folder, file), "utf8"), setting).rows;
      const mine = all.filter((r) => r.reply === reply);
      const best = Math.min(...mine.filter((r) => r.exact).map((r) => r.total));
      expect([file, mine.length, mine.filter((r) => !r.exact && r.total < best).length]).toEqual([file, rows, below]);
      const floor = groupFloors(spec, place.guess, limit);
      expect([file, groupRoom(all, setting, game.targets.length, beat, reply, floor)]).toEqual([file, room]);
    }
    // One level deeper, as CodeBreaking prints it: 678 after 123 = 0B1W and 445 = 0B0W is a bound
    // in 445's table, where 0B0W's room is below its best. What 445 had to reach is 0B1W's best in
    // 123's table (123 had nothing to beat); the room is that less 445's codes and other groups.
    const groupsOf = (file: string) => {
      const place = readGroupsName(file);
      const { spec, game, limit, setting } = groupsTable(place);
      const { rows } = readGroupTable(fs.readFileSync(path.join(folder, file), "utf8"), setting);
      const room = (beat: number, reply: string) => groupRoom(rows, setting, game.targets.length, beat, reply, groupFloors(spec, place.guess, limit));
      return { rows, setting, room, codes: game.targets.length };
    };
    const by123 = groupsOf("3x16-123-none.csv");
    const by445 = groupsOf("3x16-123-none-0B1W-445.csv");
    const mark = bestRow(by123.rows, by123.setting, "0B1W")!.total;
    expect(mark).toBe(6289);
    const room = by445.room(mark, "0B0W");
    const best = bestRow(by445.rows, by445.setting, "0B0W")!.total;
    const cut = by445.rows.find((r) => r.reply === "0B0W" && r.guess === "678")!;
    expect([by445.codes, mark - by445.codes - room, room, best, cut.total, cut.exact]).toEqual([1053, 1320, 3916, 4156, 4161, false]);
  });

  it("holds, for a sample of its boards over 100 codes, what solve's own search finds", { timeout: 120_000 }, () => {
    // The committed table, board by board against the plain search of one board: the least total,
    // the least worst case, and the least total within it.
    const { rows } = readBoardTable(fs.readFileSync("data/results/mastermind-boards.csv", "utf8"), 4096);
    const line = (text: string) => text.match(/: ([\d,]+) guesses in total, mean [\d.]+, worst (\d+)/)!;
    for (const [pegs, colours] of [[2, 19], [3, 8], [4, 5], [5, 4], [6, 3]]) {
      const board = ["--game", "mastermind", "--pegs", `${pegs}`, "--colours", `${colours}`];
      const free = line(solve(...board).stdout);
      const worst = line(solve(...board, "--objective", "worst").stdout)[2];
      const within = line(solve(...board, "--max-guesses", worst).stdout);
      const theirs = boardResult(rows, pegs, colours)!;
      const ours = { total: Number(free[1].replace(/,/g, "")), worst: Number(worst), totalWithinWorst: Number(within[1].replace(/,/g, "")) };
      expect([pegs, colours, ours]).toEqual([pegs, colours, { total: theirs.total, worst: theirs.worst, totalWithinWorst: theirs.totalWithinWorst }]);
    }
  });

  it("solves any board with --pegs and --colours, colours past Z as small letters", () => {
    const r = solve("--game", "mastermind", "--pegs", "3", "--colours", "4");
    expect(r.stdout).toContain("Mastermind 3×4, 64 targets × 64 guesses");
    expect(r.stdout).toMatch(/first guess 112: 206 guesses in total, mean 3\.2188, worst 4/);
    const wide = solve("--game", "mastermind", "--pegs", "1", "--colours", "40", "--first", "a");
    expect(wide.stdout).toMatch(/first guess a: 820 guesses in total, mean 20\.5000, worst 40/);
    expect(solve("--pegs", "3").stderr).toContain("--pegs is for Mastermind only");
    // A reply that leaves one code: the next guess is that code.
    const one = solve("--game", "mastermind", "--pegs", "2", "--colours", "5", "--after", "12=0B2W");
    expect([one.stderr, one.stdout]).toEqual(["", expect.stringMatching(/next guess 21: 1 guess in total/)]);
    expect(solve("--game", "mastermind", "--pegs", "4", "--colours", "64").stderr).toContain("4 pegs in 64 colours make 16,777,216 codes; the search takes at most 16,384");
    expect(solve("--game", "mastermind", "--colours", "65").stderr).toMatch(/--colours/);
  });
});
