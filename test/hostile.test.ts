// The commands as a hostile or careless user meets them: what they must never delete or replace,
// which inputs they must never write over, and what they say when the streams or signals go
// wrong. Every case was once a way to lose a file, a stack trace, or a run that never ended.
import { describe, expect, it, onTestFinished } from "vitest";
import { spawn, spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { buildSite, checkSiteFolder, SITE_MANIFEST } from "../src/site/build";
import { commandLine, root, runCli, runCliAsync } from "./cli";
import { temporaryFolder } from "./tmp";
import { alive } from "../src/cleanup";
import { locateWordList, readManifest } from "../src/wordlists";

// Bounded: a command that blocks (a FIFO replaced under its reader) fails the test, not the run.
const bash = (script: string, cwd = root) => spawnSync("bash", ["-c", script], { cwd, encoding: "utf8", env: process.env, timeout: 30_000, killSignal: "SIGKILL" });
const cli = (tool: string) => commandLine(tool).flat().map((word) => JSON.stringify(word)).join(" ");
const stackTrace = /\n\s+at \S|^\s+at \S|node:internal|TypeError|ReferenceError/m;
/** Everything under a folder, as relative paths, sorted. */
const contents = (dir: string) => (fs.readdirSync(dir, { recursive: true }) as string[]).sort();

/** A notebook small enough to build a site from in a second or two. */
function tinyNotebooks(): string {
  const dir = temporaryFolder("tiny-notebooks-");
  const cells = [{ cell_type: "markdown", source: ["# Tiny\n\nA first paragraph long enough to be a summary of it."] }];
  fs.writeFileSync(path.join(dir, "Tiny.ipynb"), JSON.stringify({ cells }));
  return dir;
}

describe("npm run site -- --out DIR", () => {
  it("refuses a folder of the user's, a file, a link and an empty --out, touching none of them", () => {
    const home = temporaryFolder("site-out-");
    fs.mkdirSync(path.join(home, "thesis", ".git"), { recursive: true });
    fs.writeFileSync(path.join(home, "thesis", "chapter1.tex"), "It was a dark and stormy night.\n");
    fs.writeFileSync(path.join(home, "thesis", ".git", "HEAD"), "ref: refs/heads/main\n");
    fs.writeFileSync(path.join(home, "notes.txt"), "keep me\n");
    fs.symlinkSync(path.join(home, "thesis"), path.join(home, "link"));
    const before = contents(home);
    const cases: [string[], number, string][] = [
      [["--out", "."], 1, "is not a site this build made"],
      [["--out", "thesis"], 1, "is not a site this build made"],
      [["--out", "notes.txt"], 1, "notes.txt is a file, not a folder"],
      [["--out", "link"], 1, "link is a symbolic link"],
      [["--out="], 2, "--out needs a value, not an empty one"],
      [["--out", ""], 2, "--out needs a value, not an empty one"],
      [["--out", "nowhere/site"], 1, "there is no folder"],
    ];
    for (const [args, status, message] of cases) {
      // Typed in the user's folder (thesis), as `npm run site -- --out .` would be from there.
      const r = spawnSync(...commandLine("site", args), { cwd: root, encoding: "utf8", env: { ...process.env, INIT_CWD: path.join(home, args[1] === "." ? "thesis" : "") } });
      expect([args.join(" "), r.status]).toEqual([args.join(" "), status]);
      expect(r.stderr.split("\n")[0]).toContain(message);
      expect(r.stderr).not.toMatch(stackTrace);
    }
    expect(contents(home)).toEqual(before);
    expect(fs.readFileSync(path.join(home, "thesis", "chapter1.tex"), "utf8")).toBe("It was a dark and stormy night.\n");
  });

  it("rebuilds a site it made, with its folder readable by all, but not once a file of the user's is in it", async () => {
    const notebooks = tinyNotebooks();
    const fresh = path.join(temporaryFolder("site-fresh-"), "site");
    await buildSite({ out: fresh, notebooks, figures: notebooks });
    expect(fs.statSync(fresh).mode & 0o777).toBe(0o755); // not mkdtemp's 0700
    const out = path.join(temporaryFolder("site-rebuild-"), "site");
    fs.mkdirSync(out); // an empty folder may be built into, and keeps its mode
    fs.chmodSync(out, 0o2750);
    await buildSite({ out, notebooks, figures: notebooks });
    expect(fs.statSync(out).mode & 0o7777).toBe(0o2750);
    const listed = Object.keys(JSON.parse(fs.readFileSync(path.join(out, SITE_MANIFEST), "utf8")).files);
    expect(listed).toContain("Tiny.html");
    expect(listed).toContain(path.join("assets", "site.js"));
    await buildSite({ out, notebooks, figures: notebooks }); // its own site: replaced
    expect(() => checkSiteFolder(out)).not.toThrow();

    // A file of the build's, edited by hand; a list written by hand to claim the user's file.
    const page = path.join(out, "Tiny.html");
    const built = fs.readFileSync(page);
    fs.appendFileSync(page, "<!-- my notes -->");
    expect(() => checkSiteFolder(out)).toThrow(/holds Tiny.html, changed since the site build wrote it/);
    fs.writeFileSync(page, built);
    const mine = temporaryFolder("site-claimed-");
    fs.writeFileSync(path.join(mine, "thesis.txt"), "chapter one\n");
    fs.writeFileSync(path.join(mine, SITE_MANIFEST), JSON.stringify({ files: { "thesis.txt": "0".repeat(64) } }));
    expect(() => checkSiteFolder(mine)).toThrow(/holds thesis.txt, changed since the site build wrote it/);
    fs.writeFileSync(path.join(out, "CNAME"), "puzzles.example.org\n");
    await expect(buildSite({ out, notebooks, figures: notebooks })).rejects.toThrow(/holds CNAME, which the site build did not make/);
    fs.rmSync(path.join(out, "CNAME"));
    fs.mkdirSync(path.join(out, "drafts"));
    expect(() => checkSiteFolder(out)).toThrow(/holds drafts, which the site build did not make/);
    fs.rmdirSync(path.join(out, "drafts"));
    fs.symlinkSync("/etc", path.join(out, "assets", "etc"));
    expect(() => checkSiteFolder(out)).toThrow(/holds assets\/etc, which the site build did not make/);
    expect(fs.existsSync("/etc/passwd")).toBe(true);
    expect(fs.readdirSync(path.dirname(out))).toEqual(["site"]); // nothing half-built beside it
  }, 60_000);

  it("leaves no half-built folder when it is interrupted", async () => {
    const dir = temporaryFolder("site-interrupted-");
    const out = path.join(dir, "site");
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
      const child = spawn(...commandLine("site", ["--out", out]), { cwd: root, stdio: "ignore" });
      // Interrupted while building (the build takes seconds; its folder appears at once).
      for (let i = 0; i < 400 && !fs.readdirSync(dir).some((f) => f.startsWith(".site.building-")); i++) await new Promise((r) => setTimeout(r, 25));
      child.kill(signal);
      const status = await new Promise((done) => child.on("exit", (code, by) => done(code ?? by)));
      expect([signal, status]).toEqual([signal, 128 + { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }[signal]]);
      expect([signal, fs.readdirSync(dir).filter((f) => f !== "site")]).toEqual([signal, []]);
    }
  }, 120_000);
});

describe("outputs", () => {
  const pairs = "88976 91829\n12345 54321\n";
  it("write into a FIFO or a device directly, never replacing it", async () => {
    const dir = temporaryFolder("special-");
    const input = path.join(dir, "pairs.txt");
    fs.writeFileSync(input, pairs);
    const fifo = path.join(dir, "fifo");
    spawnSync("mkfifo", [fifo]);
    const reader = bash(`timeout 10 cat ${fifo} & ${cli("clues")} ${input} -o ${fifo}; wait`);
    expect(reader.status).toBe(0);
    expect(reader.stdout).toBe("88976 91829 PNPNN\n12345 54321 PPCPP\n");
    expect(fs.statSync(fifo).isFIFO()).toBe(true);
    const devnull = runCli("clues", [input, "-o", "/dev/null"]);
    expect(devnull.status).toBe(0);
    expect(fs.statSync("/dev/null").isCharacterDevice()).toBe(true);
    const table = runCli("solve", ["--first-guesses", "all", "--table", "/dev/null"]);
    expect([table.status, table.stderr.split("\n")[0]]).toEqual([2, 'solve: "/dev/null" is not a regular file']);
    expect(contents(dir)).toEqual(["fifo", "pairs.txt"]);
  });

  it("never write over an input: a word list, a file of targets, standard input", () => {
    const dir = temporaryFolder("inputs-");
    const targets = path.join(dir, "t.txt");
    const words = "CIGAR\nREBUT\nSISSY\nHUMPH\n";
    fs.writeFileSync(targets, words);
    fs.symlinkSync(targets, path.join(dir, "alias.txt"));
    // A list found in WORDLIST_DIR is an input too.
    const lists = path.join(dir, "lists");
    fs.mkdirSync(lists);
    // The list as the loader finds it, copied into the folder WORDLIST_DIR names below.
    const found = locateWordList(readManifest()["wordle-small"])!;
    fs.copyFileSync(found, path.join(lists, "wordle-small.txt"));
    const cases: [string[], RegExp][] = [
      [["--targets", targets, "-o", targets], /is the --targets list ".*t\.txt"/],
      [["--targets", targets, "--guesses", targets, "-o", path.join(dir, "alias.txt")], /is the --targets list/],
      [["--targets", "wordle-small", "-o", path.join(lists, "wordle-small.txt")], /is the --targets list "wordle-small"/],
      [["--targets", targets, "--guesses", targets, "--first-guesses", "all", "--table", targets], /is the --targets list/],
    ];
    for (const [args, message] of cases) {
      const r = spawnSync(...commandLine("solve", args), { cwd: root, encoding: "utf8", env: { ...process.env, WORDLIST_DIR: lists } });
      expect([args.join(" "), r.status]).toEqual([args.join(" "), 2]);
      expect(r.stderr.split("\n")[0]).toMatch(message);
      expect(r.stderr).toContain("writing there would destroy it");
    }
    expect(fs.readFileSync(targets, "utf8")).toBe(words);
    expect(fs.readFileSync(path.join(lists, "wordle-small.txt"))).toEqual(fs.readFileSync(found));
    const own = path.join(dir, "pairs.txt");
    fs.writeFileSync(own, pairs);
    const r = bash(`${cli("clues")} - -o ${own} < ${own}`);
    expect([r.status, r.stderr.split("\n")[0]]).toEqual([2, `clues: "${own}" is standard input, which this command reads: writing there would destroy it`]);
    expect(fs.readFileSync(own, "utf8")).toBe(pairs);
  });

  it("keep the permissions of the file they replace, and are checked before any work", () => {
    const dir = temporaryFolder("mode-");
    const input = path.join(dir, "pairs.txt");
    fs.writeFileSync(input, pairs);
    const output = path.join(dir, "out.txt");
    fs.writeFileSync(output, "old\n");
    fs.chmodSync(output, 0o640);
    expect(runCli("clues", [input, "-o", output]).status).toBe(0);
    expect(fs.statSync(output).mode & 0o777).toBe(0o640);
    fs.chmodSync(output, 0o6750); // set-user-ID and set-group-ID too, which a change of owner clears
    expect(runCli("clues", [input, "-o", output]).status).toBe(0);
    expect(fs.statSync(output).mode & 0o7777).toBe(0o6750);
    expect(fs.readFileSync(output, "utf8")).toBe("88976 91829 PNPNN\n12345 54321 PPCPP\n");
    // A folder no file can be made in is found before the search (a mount that refuses writes:
    // /proc; as root, a folder's permission bits do not stop anything).
    const r = runCli("solve", ["--game", "mastermind", "-o", "/proc/tree.json"]);
    expect(r.status).toBe(2);
    expect(r.stderr.split("\n")[0]).toMatch(/^solve: "\/proc\/tree.json" cannot be written: /);
    expect(r.stdout).toBe(""); // no search was begun
  });

  it("are removed, with the lock, when a command is interrupted", async () => {
    const dir = temporaryFolder("interrupted-");
    const table = path.join(dir, "table.csv");
    const tree = path.join(dir, "tree.json");
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
      // Settling all 12,972 first guesses takes minutes: it is stopped while it holds its lock.
      const child = spawn(...commandLine("solve", ["--guesses", "wordle-big", "--first-guesses", "all", "--table", table, "-o", tree, "--workers", "1"]), { cwd: root, stdio: ["ignore", "ignore", "pipe"] });
      let said = "";
      child.stderr.on("data", (d: Buffer) => (said += d.toString()));
      const rows = () => (fs.existsSync(table) ? fs.readFileSync(table, "utf8").split("\n").length - 3 : 0);
      for (let i = 0; i < 600 && !(fs.existsSync(`${table}.lock`) && rows() > 1); i++) await new Promise((r) => setTimeout(r, 50));
      expect(fs.existsSync(`${table}.lock`)).toBe(true);
      child.kill(signal);
      await new Promise((done) => child.on("close", done));
      expect([signal, fs.readdirSync(dir)]).toEqual([signal, ["table.csv"]]);
      // The last line says how many rows the table keeps, and how to go on.
      const last = said.trimEnd().split("\n").pop();
      const kept = rows().toLocaleString("en-US");
      expect([signal, last]).toEqual([signal, `solve: stopped; "${table}" keeps the ${kept} rows settled so far: run the same command again to go on from them`]);
    }
  }, 120_000);
});

describe("the files a process must not leave behind", () => {
  it("are removed at exit, however many are held at once, with no warning of a leak, and those kept stay", () => {
    const dir = temporaryFolder("held-");
    // Thirty held at once (a run of many workers holds a lock per table), the even ones kept.
    const script = `
      const fs = require("fs");
      const { removeOnExit } = require(${JSON.stringify(path.join(root, "src/cleanup.ts"))});
      const held = Array.from({ length: 30 }, (_, i) => {
        const file = ${JSON.stringify(dir)} + "/" + i;
        fs.writeFileSync(file, "");
        return removeOnExit(file);
      });
      held.forEach((kept, i) => i % 2 === 0 && kept());
      setTimeout(() => process.exit(0), 100); // a warning is printed on a later turn`;
    const ran = spawnSync(process.execPath, ["--require", "tsx/cjs", "-e", script], { cwd: root, encoding: "utf8" });
    expect([ran.status, ran.stderr]).toEqual([0, ""]);
    const left = fs.readdirSync(dir).map(Number).sort((a, b) => a - b);
    expect(left).toEqual(Array.from({ length: 15 }, (_, i) => 2 * i));
  });
});

describe("a command whose npm is stopped while it starts up", () => {
  it("stops too, and removes its lock, though npm passed no signal on (SIGHUP)", async () => {
    const dir = temporaryFolder("orphan-");
    const table = path.join(dir, "table.csv");
    // As npm would start it, from a parent that ends at once: the command is left a child of init.
    const args = ["--game", "mastermind", "--boards", "4096", "--pegs", "6", "--table", table];
    const said = path.join(dir, "said.txt");
    const started = bash(`npm_lifecycle_event=solve ${cli("solve")} ${args.join(" ")} >/dev/null 2>${said} & echo $!`, root);
    const pid = Number(started.stdout.trim());
    expect(pid).toBeGreaterThan(1);
    for (let i = 0; i < 200 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    const left = alive(pid);
    if (left) process.kill(pid, "SIGKILL");
    expect([left, fs.existsSync(`${table}.lock`)]).toEqual([false, false]);
    // Its last line says what the table keeps (its rows, if it settled any before it stopped).
    const last = fs.readFileSync(said, "utf8").trimEnd().split("\n").pop();
    const rows = fs.existsSync(table) ? fs.readFileSync(table, "utf8").split("\n").length - 3 : 0;
    const groups = fs.existsSync(path.join(dir, "table-groups")) ? `, and "${dir}/table-groups" its tables of groups` : "";
    const kept = rows > 0 ? `the ${rows} row${rows === 1 ? "" : "s"} settled so far` : "no row yet";
    expect(last).toBe(`solve: stopped; "${table}" keeps ${kept}${groups}: run the same command again to ${rows > 0 || groups ? "go on from them" : "begin"}`);
  }, 60_000);
});

describe("a long search on the command's own thread", () => {
  it("stops at once on a signal, instead of when the search ends", async () => {
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      // Searching 0B1C of Bulls and Cows takes many minutes; its first line comes at once.
      const child = spawn(...commandLine("solve", ["--game", "bulls-cows", "--after", "0123=0B1C", "--max-guesses", "7"]), { cwd: root });
      // Its first line may wait in the pipe while the thread searches: a few seconds is well into it.
      await new Promise((r) => setTimeout(r, 6000));
      const sent = performance.now();
      child.kill(signal);
      const status = await new Promise((done) => child.on("exit", (code, by) => done(code ?? by)));
      // Killed by the signal in the search (or, were it still starting, ended with 128 + it).
      const number = { SIGINT: 2, SIGTERM: 15 }[signal];
      expect([signal, [signal, 128 + number].includes(status as never), performance.now() - sent < 1500]).toEqual([signal, true, true]);
    }
  }, 60_000);

  it("stops at once while it builds a greedy tree of the big Wordle lists", async () => {
    const args = ["--greedy", "max", "--targets", "wordle-big", "--guesses", "wordle-big"];
    const child = spawn(...commandLine("solve", args), { cwd: root });
    onTestFinished(() => void child.kill("SIGKILL"));
    // The line that names the tree comes just before its seconds of work; a second into it:
    await new Promise<void>((ready) => child.stdout.on("data", (d: Buffer) => d.toString().includes("greedy: max") && ready()));
    await new Promise((r) => setTimeout(r, 1000));
    const sent = performance.now();
    child.kill("SIGINT");
    const status = await new Promise((done) => child.on("exit", (code, by) => done(code ?? by)));
    expect([status, performance.now() - sent < 1000]).toEqual(["SIGINT", true]);
  }, 60_000);
});

describe("the standard streams and the arguments", () => {
  it("say in one line, never a trace, what went wrong", () => {
    const full = bash(`${cli("bee")} AEGINRT R > /dev/full`);
    expect([full.status, full.stderr]).toEqual([1, "bee: cannot write the output: the disk is full\n"]);
    const port = runCli("site", ["--serve", "--port", "65536"]);
    expect([port.status, port.stderr.split("\n")[0]]).toEqual([2, 'site: --port takes a whole number from 1 to 65535, not "65536"']);
    expect(port.stderr).toContain("usage: npm run site");
    const folder = runCli("solve", ["--guesses=/etc"]);
    expect([folder.status, folder.stderr.split("\n")[0]]).toEqual([2, 'solve: "/etc" is a folder, not a file of words']);
    const workers = runCli("solve", ["--first-guesses", "all", "--table", "t.csv", "--workers", "100000"]);
    expect([workers.status, workers.stderr.split("\n")[0]]).toEqual([2, 'solve: --workers takes a whole number from 1 to 64, not "100000"']);
    for (const r of [full, port, folder, workers]) expect(r.stderr).not.toMatch(stackTrace);
  });

  it("go on when standard error is gone, and leave no lock", async () => {
    const dir = temporaryFolder("no-stderr-");
    const table = path.join(dir, "table.csv");
    const targets = path.join(dir, "t.txt");
    fs.writeFileSync(targets, "CIGAR\nREBUT\nSISSY\nHUMPH\nAWAKE\nBLUSH\nFOCAL\nEVADE\n");
    // Standard error a pipe whose reader has gone: every progress line fails to be written.
    const child = spawn(...commandLine("solve", ["--targets", targets, "--first-guesses", "all", "--table", table, "--workers", "1"]), { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    child.stderr.destroy();
    let said = "";
    child.stdout.setEncoding("utf8").on("data", (d) => (said += d));
    const status = await new Promise((done) => child.on("close", done));
    expect(said).toContain("proven optimal over every first guess");
    expect(status).toBe(0);
    expect(fs.readdirSync(dir).sort()).toEqual(["t.txt", "table.csv"]);
  });

  it("answer npm run jupyter -- --help with their own usage, and npm start with nothing else", () => {
    const help = spawnSync("npm", ["run", "--silent", "jupyter", "--", "--help"], { cwd: root, encoding: "utf8" });
    expect([help.status, help.stdout.split("\n")[0]]).toEqual([0, "usage: npm run jupyter [-- OPTIONS]"]);
    expect(help.stderr).toBe("");
    const start = spawnSync("npm", ["start", "--silent", "--", "--bogus"], { cwd: root, encoding: "utf8" });
    expect([start.status, start.stderr.split("\n")[0]]).toEqual([2, 'start: unexpected argument "--bogus"']);
  });

  it("never echo a control character read from standard input or a file", () => {
    const input = "\x1b]0;owned\x07\n\x1b[2J\nq\n";
    for (const args of [["words"], ["digits"], ["mastermind"]]) {
      const r = runCli("play", args, input);
      expect([args[0], /[\x00-\x08\x0b-\x1f\x7f]/.test(r.stdout)]).toEqual([args[0], false]);
      expect(r.stdout).toContain("\\x1b]0;owned\\x07");
    }
    for (const args of [["think"], ["guess", "--word", "hello"]]) {
      const r = runCli("hangman", args, input);
      expect([args[0], /[\x00-\x08\x0b-\x1f\x7f]/.test(r.stdout)]).toEqual([args[0], false]);
    }
  });
});

describe("bounded work on hostile input", () => {
  it("clues refuses a token as soon as it is longer than any clue, even one that never ends", async () => {
    const r = await runCliAsync("clues", ["/dev/zero"]);
    expect([r.status, r.stderr]).toEqual([1, expect.stringMatching(/^clues: \/dev\/zero, line 1: "(\\x00)+…" mixes symbols/)]);
    const dir = temporaryFolder("long-token-");
    const long = path.join(dir, "long.txt");
    fs.writeFileSync(long, "1".repeat(50_000_000));
    const l = await runCliAsync("clues", [long]);
    expect([l.status, l.stderr]).toEqual([1, expect.stringContaining('line 1: "111111111111111111111111…" is longer than the 20 symbols a clue can be coded for')]);
  });

  it("refuses a word list in WORDLIST_DIR that is a FIFO, a device or far too large, before reading it", () => {
    const dir = temporaryFolder("hostile-lists-");
    spawnSync("mkfifo", [path.join(dir, "wordle-small.txt")]);
    fs.symlinkSync("/dev/zero", path.join(dir, "wordle-big.txt"));
    fs.writeFileSync(path.join(dir, "enable1.txt"), "");
    fs.truncateSync(path.join(dir, "enable1.txt"), 100_000_000); // sparse: no disk is used
    const env = { ...process.env, WORDLIST_DIR: dir };
    const run = (args: string[]) => spawnSync(...commandLine("solve", args), { cwd: root, encoding: "utf8", env, timeout: 20_000 });
    const fifo = run([]);
    expect([fifo.status, fifo.stderr.split("\n")[0]]).toEqual([1, `solve: ${path.join(dir, "wordle-small.txt")} cannot be read: it is not a regular file`]);
    const device = run(["--targets", "wordle-big"]);
    expect([device.status, device.stderr.split("\n")[0]]).toEqual([1, `solve: ${path.join(dir, "wordle-big.txt")} cannot be read: it is not a regular file`]);
    const huge = spawnSync(...commandLine("bee", ["AEGINRT", "R"]), { cwd: root, encoding: "utf8", env, timeout: 20_000 });
    expect(huge.status).toBe(1);
    expect(huge.stderr).toContain(`refusing ${path.join(dir, "enable1.txt")}: it has 100000000 bytes, and the word list 'enable1' has 1743328`);
  });
});
