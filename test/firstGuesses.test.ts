// npm run solve -- --first-guesses all --table FILE: every first guess, on worker threads, into a
// table that a stopped run goes on from.
import { beforeAll, describe, expect, it } from "vitest";
import { spawn, spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import * as G from "../src/game";
import { FirstGuesses } from "../src/optimal";
import { EXACT_WITHIN, formatRow, formatTable, readTable, sortRows, TableRow, tableTitle } from "../src/firstGuessTable";
import { loadWordList } from "../src/wordlists";
import { bruteForceFirst, smallGame } from "./bruteForce";
import { commandLine, loader, root, runCli, runCliAsync } from "./cli";
import { temporaryFolder } from "./tmp";

let small: string[];
let big: string[];
beforeAll(async () => {
  small = (await loadWordList("wordle-small")).map((w) => w.toUpperCase());
  big = (await loadWordList("wordle-big")).map((w) => w.toUpperCase());
});

/** A small game written to word files, and the arguments that name them. */
function gameFiles(game: G.Game) {
  const dir = temporaryFolder("first-guesses-");
  const targets = path.join(dir, "targets.txt");
  const guesses = path.join(dir, "guesses.txt");
  fs.writeFileSync(targets, game.targets.join("\n") + "\n");
  fs.writeFileSync(guesses, game.guesses.join("\n") + "\n");
  return { dir, args: ["--targets", targets, "--guesses", guesses, "--first-guesses", "all"] };
}

const rowsOf = (game: G.Game, file: string, hard = false) => readTable(fs.readFileSync(file, "utf8"), game, tableTitle(game, hard, 6)).rows;

describe("npm run solve -- --first-guesses all --table FILE", () => {
  it("settles every first guess as brute force does, in normal and hard mode, on two workers", async () => {
    for (const [seed, n] of [["b", 16], ["d", 24]] as const) {
      const game = smallGame(small, big, seed, n, 40);
      const { dir, args } = gameFiles(game);
      for (const hard of [false, true]) {
        const truth = bruteForceFirst(game, hard, 6);
        const best = Math.min(...truth.values());
        const file = path.join(dir, `table-${hard}.csv`);
        const r = await runCliAsync("solve", [...args, ...(hard ? ["--hard"] : []), "--table", file, "--workers", "2"]);
        expect(r.stderr.split("\n").filter((line) => !/^\d+%: /.test(line)).join("")).toBe("");
        expect(r.status).toBe(0);
        expect(r.stdout).toContain(`settling ${game.guesses.length} first guesses on 2 worker threads`);
        const rows = rowsOf(game, file, hard);
        expect(rows.map((row) => row.guess).sort()).toEqual([...game.guesses].sort());
        // Sorted by total, then guess.
        expect(rows).toEqual(sortRows(rows));
        for (const row of rows) {
          const total = truth.get(row.guess)!;
          const where = [seed, hard, row.guess];
          // Exact: the true total. A bound: at most the true total, and enough to rule the guess out.
          if (row.exact) expect([...where, row.total]).toEqual([...where, total]);
          else expect([...where, row.total <= total && row.total > best + EXACT_WITHIN]).toEqual([...where, true]);
          if (total <= best + EXACT_WITHIN) expect([...where, row.exact]).toEqual([...where, true]);
        }
        const winner = rows[0];
        expect(winner.total).toBe(best);
        expect(r.stdout).toContain(`best ${winner.guess}, ${best};`);
        expect(r.stdout).toMatch(/proven optimal over every first guess \(table .*\); search/);
        expect(r.stdout).toContain(`first guess ${winner.guess}: ${best} guesses in total`);
      }
    }
  });

  it("goes on from a stopped run, redoing a row cut short, and writes the same table as an uninterrupted run", () => {
    const game = smallGame(small, big, "f", 36, 60);
    const { dir, args } = gameFiles(game);
    const whole = path.join(dir, "whole.csv");
    // One worker: the budgets, and so the bounds, follow the order of the ranking alone.
    const r = runCli("solve", [...args, "--table", whole, "--workers", "1"]);
    expect(r.status).toBe(0);
    const text = fs.readFileSync(whole, "utf8");
    const byGuess = new Map(rowsOf(game, whole).map((row) => [row.guess, row]));
    // What a run stopped after 40 first guesses leaves: its rows in the order settled, the last cut short.
    const ranked = new FirstGuesses(game).ranked();
    const lines = text.split("\n").slice(0, 2).map((line) => line + "\n");
    const settled = ranked.slice(0, 40).map((guess) => formatRow(byGuess.get(guess)!));
    const stopped = path.join(dir, "stopped.csv");
    fs.writeFileSync(stopped, [...lines, ...settled.slice(0, 39), settled[39].slice(0, 7)].join(""));
    const again = runCli("solve", [...args, "--table", stopped, "--workers", "1"]);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain(`its last line (${JSON.stringify(settled[39].slice(0, 7))}) was cut short; it is settled again`);
    expect(again.stdout).toContain(`holds 39 of ${game.guesses.length} first guesses; ${game.guesses.length - 39} to go`);
    expect(fs.readFileSync(stopped, "utf8")).toBe(text);
    // A finished table is not settled again.
    const done = runCli("solve", [...args, "--table", stopped]);
    expect(done.stdout).toContain(`holds ${game.guesses.length} of ${game.guesses.length} first guesses; 0 to go`);
    expect(done.stdout).not.toContain("settling");
    expect(fs.readFileSync(stopped, "utf8")).toBe(text);
  });

  it("loses nothing when it is killed: the rows written stay, and the next run finishes them", async () => {
    const game = smallGame(small, big, "g", 400, 3000); // a run of several seconds
    const { dir, args } = gameFiles(game);
    const file = path.join(dir, "table.csv");
    // Node itself, as npm starts it (tsx's own command would start it as a child, out of reach
    // of the kill below).
    const child = spawn(...commandLine("solve", [...args, "--table", file, "--workers", "1"]), { cwd: root, stdio: "ignore" });
    const count = () => (fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").length - 3 : 0);
    while (count() < 50) await new Promise((done) => setTimeout(done, 20));
    // While it runs, a second run on the same table is refused.
    const second = runCli("solve", [...args, "--table", file]);
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`is being settled by another run (process ${child.pid})`);
    // Killed without a chance to tidy up: its lock stays behind, and the next run takes it over.
    child.kill("SIGKILL");
    await new Promise((done) => child.on("close", done));
    expect(fs.existsSync(`${file}.lock`)).toBe(true);
    const before = rowsOf(game, file);
    expect(before.length).toBeGreaterThanOrEqual(50);
    expect(before.length).toBeLessThan(game.guesses.length);
    const again = await runCliAsync("solve", [...args, "--table", file]);
    expect(again.stderr.split("\n").filter((line) => !/^\d+%: /.test(line))).toEqual([""]);
    expect(again.status).toBe(0);
    const after = new Map(rowsOf(game, file).map((row) => [row.guess, row]));
    expect(after.size).toBe(game.guesses.length);
    for (const row of before) expect(after.get(row.guess)).toEqual(row);
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
  });

  it("lets one run only take over a lock a killed run left, when several find it at once", async () => {
    const dir = temporaryFolder("lock-");
    const file = path.join(dir, "table.csv");
    const dead = spawnSync(process.execPath, ["-e", ""]).pid!; // a process that has ended
    for (const left of [`${dead}\n`, ""]) {
      fs.writeFileSync(`${file}.lock`, left);
      // Six runs; one that has the lock holds it until the other five have ended (or 20 s have
      // passed), however slowly they start on a busy machine.
      const release = path.join(temporaryFolder("release-"), "release");
      const hold = `require(${JSON.stringify(path.join(root, "src/cli/firstGuesses.ts"))}).withLock(` +
        `{ file: ${JSON.stringify(file)}, typed: "table.csv" }, () => new Promise((r) => { const t = ` +
        `setInterval(() => require("fs").existsSync(${JSON.stringify(release)}) && (clearInterval(t), r()), 20); }))` +
        `.then(() => console.log("held"), (e) => console.log(e.message))`;
      let ended = 0;
      const timer = setTimeout(() => fs.writeFileSync(release, ""), 20_000);
      const runs = await Promise.all(Array.from({ length: 6 }, () => new Promise<string>((resolve) => {
        const child = spawn(process.execPath, [...loader, "-e", hold], { cwd: root });
        let out = "";
        child.stdout.setEncoding("utf8").on("data", (d) => (out += d));
        child.on("close", () => {
          if (++ended === 5) fs.writeFileSync(release, "");
          resolve(out.trim());
        });
      })));
      clearTimeout(timer);
      expect(runs.filter((r) => r === "held")).toHaveLength(1);
      for (const r of runs.filter((r) => r !== "held")) expect(r).toMatch(/^"table\.csv" is being settled by another run \(process \d+\)/);
      expect(fs.readdirSync(dir)).toEqual([]); // no lock, and nothing of the locks' left beside it
    }
    // What no run leaves: a link where the lock goes, and a takeover whose run has ended.
    const args = ["--game", "mastermind", "--boards", "4", "--table", file];
    fs.symlinkSync(path.join(dir, "elsewhere"), `${file}.lock`);
    expect(runCli("solve", args).stderr).toContain(`${JSON.stringify(`${file}.lock`)} is not a lock a run made (it is a link or a folder)`);
    fs.rmSync(`${file}.lock`);
    fs.writeFileSync(`${file}.lock`, `${dead}\n`);
    fs.writeFileSync(`${file}.lock.takeover`, `${dead}\n`);
    expect(runCli("solve", args).stderr).toContain(`a run was stopped while it took over ${JSON.stringify(`${file}.lock`)}`);
    expect(fs.readdirSync(dir).sort()).toEqual(["table.csv.lock", "table.csv.lock.takeover"]);
  });

  it("takes over a lock whose run is a zombie, and tidies what a run killed mid-lock left", async () => {
    const dir = temporaryFolder("lock-");
    const file = path.join(dir, "table.csv");
    // A zombie: `sleep 0` ends, and its parent (the shell, now `sleep 5`) never waits for it.
    const shell = spawn("sh", ["-c", "sleep 0 & echo $!; exec sleep 5"]);
    const zombie = Number(await new Promise<string>((r) => shell.stdout.setEncoding("utf8").once("data", r)));
    while (!/\) Z/.test(fs.readFileSync(`/proc/${zombie}/stat`, "utf8"))) await new Promise((r) => setTimeout(r, 20));
    const dead = spawnSync(process.execPath, ["-e", ""]).pid!;
    fs.writeFileSync(`${file}.lock`, `${zombie}\n`);
    fs.writeFileSync(`${file}.lock.${dead}`, `${dead}\n`); // killed between writing and linking
    fs.writeFileSync(`${file}.lock.${shell.pid}`, "a live run's, kept\n");
    const hold = `require(${JSON.stringify(path.join(root, "src/cli/firstGuesses.ts"))}).withLock(` +
      `{ file: ${JSON.stringify(file)}, typed: "table.csv" }, async () => {})` +
      `.then(() => console.log("held"), (e) => console.log(e.message))`;
    const r = spawnSync(process.execPath, [...loader, "-e", hold], { cwd: root, encoding: "utf8" });
    expect(r.stdout.trim()).toBe("held");
    expect(fs.readdirSync(dir)).toEqual([`table.csv.lock.${shell.pid}`]);
    shell.kill();
  });

  it("refuses a damaged or foreign table, naming the line, and leaves it as it was", () => {
    const game = smallGame(small, big, "a", 12, 20);
    const { dir, args } = gameFiles(game);
    const title = tableTitle(game, false, 6);
    const [w1, w2] = game.guesses;
    const cases: [string, string][] = [
      [`${tableTitle(game, true, 6)}\nguess,total,exact\n`, "line 1: a table for another game"],
      [`${tableTitle(G.wordle(game.targets.slice(1), game.guesses), false, 6)}\nguess,total,exact\n`, "line 1: a table for another game"],
      ["guess,total,exact\nSALET,7897,true\n", "line 1: not a table of first guesses"],
      [`${title}\nword,total,exact\n`, "line 2: the header should be guess,total,exact"],
      [`${title}\nguess,total,exact\n${w1},30,true\n${w1} 30 true\n`, "line 4:"],
      [`${title}\nguess,total,exact\nQQQQQ,30,true\n`, 'line 3: "QQQQQ" is not an allowed guess'],
      [`${title}\nguess,total,exact\n${w1},30,true\n${w2},31,false\n${w1},30,true\n`, `line 5: ${w1} is there already, on line 3`],
    ];
    for (const [text, message] of cases) {
      const file = path.join(dir, "table.csv");
      fs.writeFileSync(file, text);
      const r = runCli("solve", [...args, "--table", file]);
      expect([message, r.status]).toEqual([message, 1]);
      expect(r.stderr).toContain(`"${file}" ${message}`);
      expect(r.stderr).toContain("the file is left as it was");
      expect(fs.readFileSync(file, "utf8")).toBe(text);
    }
  });

  it("refuses a forged row: below its guess's floor when read, and the rows the conclusion needs re-proved", () => {
    const game = smallGame(small, big, "a", 12, 20);
    const { dir, args } = gameFiles(game);
    const title = tableTitle(game, false, 6);
    const file = path.join(dir, "table.csv");
    const made = runCli("solve", [...args, "--table", file, "--workers", "1"]);
    expect(made.status).toBe(0);
    expect(made.stdout).toMatch(/re-proved the table's \d+ exact rows? below [\d,]+ in /);
    expect(made.stdout).not.toContain("taken as written"); // every row was proved by this run
    const rows = rowsOf(game, file);
    const [best] = rows;
    const search = new FirstGuesses(game);
    const forge = (edit: (rows: TableRow[]) => TableRow[]) => {
      const text = formatTable(title, edit(rows.map((r) => ({ ...r }))));
      fs.writeFileSync(file, text);
      const r = runCli("solve", [...args, "--table", file]);
      expect(fs.readFileSync(file, "utf8")).toBe(text); // left as it was
      expect(r.stdout).not.toContain("proven optimal");
      expect(r.stderr).not.toMatch(/\n\s+at /);
      return r;
    };
    // Each target takes a guess, so 12 passes the plain check; no first guess can split 12 targets that well.
    const impossible = rows.find((r) => r.guess !== best.guess)!;
    expect(search.floor(impossible.guess)).toBeGreaterThan(game.targets.length);
    const low = forge((all) => all.map((r) => (r.guess === impossible.guess ? { ...r, total: 12, exact: true } : r)));
    expect(low.status).toBe(1);
    expect(low.stderr).toContain(`${impossible.guess} cannot take 12 guesses: its split of the targets alone needs at least ${search.floor(impossible.guess)}`);
    // A row within 30 of the best that is not its guess's total (here the best's own, one more): re-proved, and refused.
    const lie = forge((all) => all.map((r) => (r.guess === best.guess ? { ...r, total: best.total + 1 } : r)));
    expect(lie.status).toBe(1);
    expect(lie.stderr).toContain(`the row ${best.guess},${best.total + 1},true is false (its total is ${best.total})`);
    // A bound below what a run leaves as a bound (the best + 31): a run settles those exactly.
    const other = rows[1];
    const weak = forge((all) => all.map((r) => (r.guess === other.guess ? { ...r, total: best.total + EXACT_WITHIN, exact: false } : r)));
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain(`${other.guess}'s row is a bound of ${best.total + EXACT_WITHIN}, but a run settles every first guess below ${best.total + EXACT_WITHIN + 1}`);
    // The best pushed far above the others, so that another guess seems best: every exact row is proved again.
    const hidden = forge((all) => all.map((r) => (r.guess === best.guess ? { ...r, total: best.total + 3 * EXACT_WITHIN } : r)));
    expect(hidden.status).toBe(1);
    expect(hidden.stderr).toContain(`the row ${best.guess},${best.total + 3 * EXACT_WITHIN},true is false (its total is ${best.total})`);
  });

  it("says which bounds it took as written from the file, and proves every exact row again", () => {
    const game = smallGame(small, big, "g", 150, 450);
    const { dir, args } = gameFiles(game);
    const file = path.join(dir, "table.csv");
    expect(runCli("solve", [...args, "--table", file, "--workers", "1"]).status).toBe(0);
    const rows = rowsOf(game, file);
    const budget = rows[0].total + EXACT_WITHIN + 1;
    const taken = rows.filter((r) => !r.exact || r.total >= budget).length;
    expect(rows.some((r) => !r.exact)).toBe(true);
    const again = runCli("solve", [...args, "--table", file]);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain(`re-proved the table's ${rows.length - taken} exact rows below ${budget} in `);
    expect(again.stdout).toContain(`its ${taken} rows read from the file at or above ${budget} (bounds, or totals shown to be no lower) are taken as written`);
    expect(again.stdout).toContain(`proven optimal over every first guess (table ${file}, its ${taken} rows read from the file at or above the budget taken as written)`);
    // A table of bounds alone, or of Infinity alone, is no run's: each is refused, or proved.
    const text = fs.readFileSync(file, "utf8");
    const title = tableTitle(game, false, 6);
    fs.writeFileSync(file, formatTable(title, rows.map((r) => ({ ...r, total: budget, exact: false }))));
    const bounds = runCli("solve", [...args, "--table", file]);
    expect([bounds.status, bounds.stderr]).toEqual([1, expect.stringContaining("no row is a total below Infinity")]);
    fs.writeFileSync(file, formatTable(title, rows.map((r) => ({ ...r, total: Infinity, exact: true }))));
    const none = runCli("solve", [...args, "--table", file]);
    expect([none.status, none.stderr]).toEqual([1, expect.stringMatching(/the row \w+,Infinity,true is false \(its total is [\d,]+\)/)]);
    fs.writeFileSync(file, text);
  });

  it("reads a copy with a byte order mark, CRLF line ends or a blank line at the end as the same table", () => {
    const game = smallGame(small, big, "a", 12, 20);
    const { dir, args } = gameFiles(game);
    const file = path.join(dir, "table.csv");
    expect(runCli("solve", [...args, "--table", file, "--workers", "1"]).status).toBe(0);
    const text = fs.readFileSync(file, "utf8");
    for (const copy of ["\uFEFF" + text, text.replace(/\n/g, "\r\n"), text + "\n\n", "\uFEFF" + text.replace(/\n/g, "\r\n") + "\r\n"]) {
      fs.writeFileSync(file, copy);
      const r = runCli("solve", [...args, "--table", file]);
      expect([JSON.stringify(copy.slice(0, 3)), r.status]).toEqual([JSON.stringify(copy.slice(0, 3)), 0]);
      expect(r.stdout).toContain(`holds ${game.guesses.length} of ${game.guesses.length} first guesses; 0 to go`);
      expect(fs.readFileSync(file, "utf8")).toBe(text);
    }
  });

  it("shows a foreign title without its control characters", () => {
    const game = smallGame(small, big, "a", 12, 20);
    const { dir, args } = gameFiles(game);
    const file = path.join(dir, "table.csv");
    fs.writeFileSync(file, "# every first guess: \x1b]0;owned\x07\x1b[2J\nguess,total,exact\n");
    const r = runCli("solve", [...args, "--table", file]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("line 1: a table for another game (every first guess: \\x1b]0;owned\\x07\\x1b[2J)");
    expect(r.stderr).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f]/);
  });

  it("refuses options that do not go together", () => {
    for (const [args, message] of [
      [["--first-guesses", "all"], "--first-guesses all needs --table FILE"],
      [["--table", "t.csv"], "--table goes with --first-guesses all"],
      [["--workers", "2"], "--workers goes with --first-guesses all"],
      [["--first-guesses", "all", "--table", "t.csv", "--game", "mastermind"], "--first-guesses all is for Wordle"],
      [["--first-guesses", "all", "--table", "t.csv", "--first", "salet"], "--first does not go with --first-guesses all"],
      [["--first-guesses", "all", "--table", "t.csv", "--top", "3"], "--top does not go with --first-guesses all"],
      [["--first-guesses", "al"], '--first-guesses takes a whole number of at least 1, or all, not "al"'],
      [["--first-guesses", "0"], '--first-guesses takes a whole number of at least 1, or all, not "0"'],
      [["--first-guesses", "all", "--table", "t.csv", "--workers", "0"], '--workers takes a whole number from 1 to 64, not "0"'],
      [["--first-guesses", "all", "--table", "same.json", "-o", "same.json"], "--table and -o name the same file"],
    ] as const) {
      const r = runCli("solve", [...args]);
      expect([args.join(" "), r.status]).toEqual([args.join(" "), 2]);
      expect(r.stderr).toContain(message);
    }
  });
});

describe("a first guess's floor", () => {
  it("is never above its true total (brute force on small games, both modes)", () => {
    for (const [seed, n] of [["b", 16], ["d", 24], ["h", 9], ["k", 2], ["m", 1]] as const) {
      const game = smallGame(small, big, seed, n, 40);
      for (const hard of [false, true]) {
        const truth = bruteForceFirst(game, hard, 6);
        const search = new FirstGuesses(game, { hard });
        for (const guess of game.guesses) {
          const [floor, total] = [search.floor(guess), truth.get(guess)!];
          expect([seed, hard, guess, floor <= total]).toEqual([seed, hard, guess, true]);
        }
      }
    }
  });
});

describe("the committed tables of every first guess (data/first-guesses)", () => {
  it("are complete, sorted, exact near the top, and their best rows and a bound re-prove", () => {
    const game = G.wordle(small, [...big, ...small.filter((w) => !big.includes(w))]);
    for (const [mode, best, near] of [["normal", 7897, 11], ["hard", 8099, 6]] as const) {
      const hard = mode === "hard";
      const file = path.join(__dirname, "..", "data", "first-guesses", `wordle-small.${mode}.csv`);
      const text = fs.readFileSync(file, "utf8");
      const search = new FirstGuesses(game, { hard });
      // Read as the notebook reads it: no exact row below its guess's floor.
      const { rows } = readTable(text, game, tableTitle(game, hard, 6), { floor: (guess) => search.floor(guess) });
      expect(rows.length).toBe(12972);
      // The file is exactly the sorted table of its own rows.
      expect(formatTable(tableTitle(game, hard, 6), rows)).toBe(text);
      expect([rows[0].guess, rows[0].total, rows[0].exact]).toEqual(["SALET", best, true]);
      expect(rows.filter((r) => r.total <= best + EXACT_WITHIN).every((r) => r.exact)).toBe(true);
      expect(rows.filter((r) => r.total <= best + EXACT_WITHIN).length).toBe(near);
      expect(search.settle("SALET", best + 1)).toMatchObject({ total: best, exact: true });
      const bound = rows.find((r) => r.guess === "FUZZY")!;
      expect(bound.exact).toBe(false);
      expect(search.settle("FUZZY", bound.total).total).toBeGreaterThanOrEqual(bound.total);
    }
  });
});
