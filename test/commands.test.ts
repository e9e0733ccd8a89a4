// The commands under careless and hostile use: output to slow and vanishing pipes, files that
// cannot be read or written, odd arguments; one line and a status, never a stack trace or debris.
import { describe, expect, it } from "vitest";
import { spawnSync } from "child_process";
import * as fc from "fast-check";
import * as fs from "fs";
import * as net from "net";
import * as path from "path";
import { openResumable } from "../src/cli/firstGuesses";
import { commandLine, root, runCli, runCliAsync } from "./cli";
import { temporaryFolder } from "./tmp";

const cli = (tool: string) => commandLine(tool).flat().map((word) => JSON.stringify(word)).join(" ");
const bash = (script: string, cwd = root) => spawnSync("bash", ["-c", script], { cwd, encoding: "utf8", env: process.env });
const stackTrace = /\n\s+at \S|^\s+at \S|node:internal|TypeError|ReferenceError/m;

/** A contest file of n random digit pairs. */
function contestFile(dir: string, rows: number): string {
  const file = path.join(dir, "big.txt");
  const lines: string[] = [];
  for (let i = 0; i < rows; i++) lines.push(`${String((i * 7919) % 100000).padStart(5, "0")} ${String((i * 104729) % 100000).padStart(5, "0")}`);
  fs.writeFileSync(file, lines.join("\n") + "\n");
  return file;
}

describe("output to pipes", () => {
  it("gives a slow reader every row, in constant memory", () => {
    const dir = temporaryFolder("pipes-");
    const file = contestFile(dir, 300_000);
    const r = bash(`set -o pipefail; ${cli("clues")} ${file} | (sleep 1; wc -l)`);
    expect(r.stderr).toBe("");
    expect(r.stdout.trim()).toBe("300000");
    expect(r.status).toBe(0);
  }, 60_000);
  it("ends quietly with status 0 when the reader goes away", () => {
    const dir = temporaryFolder("pipes-");
    const file = contestFile(dir, 300_000);
    const r = bash(`${cli("clues")} ${file} | head -1; echo "status \${PIPESTATUS[0]}"`);
    expect(r.stdout).toMatch(/^\d{5} \d{5} [CPN]{5}\nstatus 0\n$/);
    expect(r.stderr).toBe("");
    const h = bash(`yes e | ${cli("hangman")} guess --word hello | head -1; echo "status \${PIPESTATUS[1]}"`);
    expect(h.stdout).toBe("My word has 5 letters. The 10th miss loses.\nstatus 0\n");
    expect(h.stderr).toBe("");
  }, 60_000);
});

describe("files that cannot be read or written", () => {
  const ok = (dir: string) => {
    const file = path.join(dir, "ok.txt");
    fs.writeFileSync(file, "88976 91829\n12345 54321\n");
    return file;
  };
  it("says in one line what is wrong with the input or the output, and leaves nothing behind", async () => {
    const dir = temporaryFolder("files-");
    const input = ok(dir);
    fs.mkdirSync(path.join(dir, "somefolder"));
    const socket = path.join(dir, "socket");
    const server = net.createServer().listen(socket);
    await new Promise((done) => server.once("listening", done));
    try {
      const cases: [string[], number, RegExp][] = [
        [[input, "-o", path.join(dir, "nodir", "x.txt")], 2, /there is no folder ".*nodir"/],
        [[input, "-o", path.join(input, "x.txt")], 2, /x\.txt": ".*ok\.txt" is not a folder/],
        [[input, "-o", path.join(input, "deeper", "x.txt")], 2, /there is no folder ".*ok\.txt\/deeper"/],
        [[input, "-o", "/proc/x"], 2, /"\/proc\/x" cannot be written: (no such file or folder|permission denied|not permitted)/],
        [[dir], 1, /is a folder, not a file of pairs/],
        [[input, "-o", path.join(dir, "somefolder")], 2, /somefolder" is a folder/],
        [[socket], 1, /is a socket, not a file of pairs/],
        [[input, "-o", input], 2, /is the input ".*ok.txt", which this command reads: writing there would destroy it/],
        [[path.join(dir, "missing.txt")], 1, /missing.txt": no such file/],
      ];
      const runs = await Promise.all(cases.map(([args]) => runCliAsync("clues", args)));
      runs.forEach((r, i) => {
        const [args, status, message] = cases[i];
        expect([args, r.status]).toEqual([args, status]);
        expect(r.stderr.split("\n")[0]).toMatch(message);
        expect(r.stderr).not.toMatch(stackTrace);
      });
    } finally {
      server.close();
    }
    expect(fs.readdirSync(dir).sort()).toEqual(["ok.txt", "somefolder"]); // no .partial files
    expect(fs.readFileSync(input, "utf8")).toBe("88976 91829\n12345 54321\n");
  });
  it("names the line of a token too long to clue, and of binary garbage, escaped", () => {
    const dir = temporaryFolder("files-");
    const file = path.join(dir, "long.txt");
    fs.writeFileSync(file, `12345 54321\n${"1".repeat(21)} ${"2".repeat(21)}\n`);
    const r = runCli("clues", [file, "-o", path.join(dir, "out.txt")]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/line 2: "1{21}" is longer than the 20 symbols a clue can be coded for; no output written/);
    fs.writeFileSync(file, Buffer.from([0x31, 0x20, 0x07, 0x1b, 0x5b, 0x32, 0x4a, 0x0a]));
    const g = runCli("clues", [file]);
    expect(g.status).toBe(1);
    expect(g.stderr).toContain("\\x07\\x1b[2J");
    expect(g.stderr).not.toContain("\u001b");
    expect(fs.readdirSync(dir)).toEqual(["long.txt"]);
  });
  it("reads a contest file that opens with a byte order mark", () => {
    const dir = temporaryFolder("files-");
    const file = path.join(dir, "bom.txt");
    fs.writeFileSync(file, "\ufeff88976 91829\n");
    expect(runCli("clues", [file]).stdout).toBe("88976 91829 PNPNN\n");
  });
  it("writes through a symbolic link to its target, and - means standard output", () => {
    const dir = temporaryFolder("files-");
    const input = ok(dir);
    fs.writeFileSync(path.join(dir, "target.txt"), "old\n");
    fs.symlinkSync("target.txt", path.join(dir, "link.txt"));
    expect(runCli("clues", [input, "-o", path.join(dir, "link.txt")]).status).toBe(0);
    expect(fs.lstatSync(path.join(dir, "link.txt")).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(path.join(dir, "target.txt"), "utf8")).toBe("88976 91829 PNPNN\n12345 54321 PPCPP\n");
    expect(runCli("clues", [input, "-o", "-"]).stdout).toBe("88976 91829 PNPNN\n12345 54321 PPCPP\n");
    expect(fs.existsSync(path.join(root, "-"))).toBe(false);
  });
  it("follows a link as the system does: ../ inside a linked folder, and never onto a table's lock", () => {
    const dir = temporaryFolder("files-");
    const input = ok(dir);
    fs.mkdirSync(path.join(dir, "real", "sub"), { recursive: true });
    fs.symlinkSync(path.join(dir, "real", "sub"), path.join(dir, "d"));
    fs.symlinkSync("../T.txt", path.join(dir, "real", "sub", "LT"));
    fs.writeFileSync(path.join(dir, "T.txt"), "a table\n");
    // d/LT is real/T.txt (the link's ../ is read from real/sub), not the T.txt beside d.
    expect(runCli("clues", [input, "-o", path.join(dir, "d", "LT")]).status).toBe(0);
    expect(fs.readFileSync(path.join(dir, "T.txt"), "utf8")).toBe("a table\n");
    expect(fs.readFileSync(path.join(dir, "real", "T.txt"), "utf8")).toContain("PPCPP");
    // A link to a lock is a lock: no output, and no table, goes there.
    fs.writeFileSync(path.join(dir, "T.csv.lock"), "1\n");
    fs.symlinkSync("T.csv.lock", path.join(dir, "X"));
    for (const flag of ["-o", "--record", "--table"]) {
      const r = runCli("solve", ["--game", "mastermind", "--pegs", "2", "--colours", "2", flag, path.join(dir, "X")]);
      expect([flag, r.stderr]).toEqual([flag, expect.stringContaining("a .lock file is a table's lock, not an output")]);
    }
    expect(fs.readFileSync(path.join(dir, "T.csv.lock"), "utf8")).toBe("1\n");
  });
  it("never writes a table moved or replaced during a run, and shows the row it kept back", async () => {
    const dir = temporaryFolder("files-");
    const file = path.join(dir, "T.csv");
    const run = { file, typed: "T.csv" };
    const read = (text: string) => ({ rows: text.split("\n").slice(1, -1), text, whole: text.length });
    const table = await openResumable(run, ["head\n"], Error, read);
    table.append("row 1\n");
    expect(fs.readFileSync(file, "utf8")).toBe("head\nrow 1\n");
    // Another file put in its place (mv), then the table removed: neither is touched.
    fs.renameSync(file, path.join(dir, "moved.csv"));
    fs.writeFileSync(file, "another file\n");
    expect(() => table.append("row 2\n")).toThrow(/"T.csv" is no longer the table this run opened .*by hand.*:\nrow 2$/s);
    await expect(table.rewrite("sorted\n")).rejects.toThrow("it is not rewritten sorted");
    fs.rmSync(file);
    expect(() => table.append("row 2\n")).toThrow("no longer the table");
    expect([fs.existsSync(file), fs.readFileSync(path.join(dir, "moved.csv"), "utf8")]).toEqual([false, "head\nrow 1\n"]);
    // Nor can a table, or a record, be standard output.
    for (const flag of ["--table", "--record"]) {
      const r = await runCliAsync("solve", ["--game", "mastermind", "--boards", "8", flag, "-"], "", dir);
      expect([flag, r.stderr]).toEqual([flag, expect.stringContaining(`${flag} needs a file name: - is standard output`)]);
    }
    expect(fs.existsSync(path.join(dir, "-"))).toBe(false);
  });
  it("takes paths from where the command was typed", () => {
    const dir = temporaryFolder("files-");
    ok(dir);
    const r = bash(`INIT_CWD=${JSON.stringify(dir)} ${cli("clues")} ok.txt -o out.txt`, dir);
    expect(r.stderr).toBe("clues: 2 rows written to out.txt\n");
    expect(fs.readFileSync(path.join(dir, "out.txt"), "utf8")).toContain("PPCPP");
    expect(fs.existsSync(path.join(root, "out.txt"))).toBe(false);
  });
  it("solve checks where the tree goes before searching", () => {
    const started = Date.now();
    const r = runCli("solve", ["--guesses", "wordle-big", "-o", "/nonexistent/t.json"]);
    expect(r.status).toBe(2);
    expect(r.stderr.split("\n")[0]).toBe('solve: "/nonexistent/t.json": there is no folder "/nonexistent"');
    expect(Date.now() - started).toBeLessThan(10_000); // no search ran
  });
  it("says that a limited search found no tree, not that none exists", () => {
    const r = runCli("solve", ["--top", "1", "--max-guesses", "2", "--first", "slate"]);
    expect([r.status, r.stderr]).toEqual([0, ""]);
    expect(r.stdout).toMatch(/\nno tree found that finds every target within 2 guesses; not proven: the search tried only the best guesses at each node; search /);
  });
  it("play, ladder and wordlists refuse a bad copy of a list in one line, and wordlists checks the rest", () => {
    const dir = temporaryFolder("lists-");
    for (const f of fs.readdirSync(path.resolve(process.env.INIT_CWD ?? root, process.env.WORDLIST_DIR ?? "../shared/data"))) {
      const from = path.resolve(process.env.INIT_CWD ?? root, process.env.WORDLIST_DIR ?? "../shared/data", f);
      if (f.endsWith(".txt")) fs.symlinkSync(from, path.join(dir, f));
    }
    fs.rmSync(path.join(dir, "sgb-words.txt"));
    fs.writeFileSync(path.join(dir, "sgb-words.txt"), "which\nthere\n");
    fs.rmSync(path.join(dir, "enable1.txt"));
    fs.mkdirSync(path.join(dir, "enable1.txt"));
    const env = { ...process.env, WORDLIST_DIR: dir };
    for (const [tool, args] of [["play", ["words"]], ["ladder", ["black", "white"]], ["ladder", ["cold", "warm"]]] as const) {
      const r = spawnSync(...commandLine(tool, args), { cwd: root, encoding: "utf8", env });
      expect([tool, r.status]).toEqual([tool, 1]);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toMatch(/sgb-words.txt|enable1.txt/);
      expect(r.stderr).not.toMatch(stackTrace);
    }
    const w = spawnSync(...commandLine("wordlists"), { cwd: root, encoding: "utf8", env });
    expect(w.status).toBe(1);
    expect(w.stderr).toContain("enable1.txt cannot be read: it is a folder");
    expect(w.stdout).toContain("hangman-words: 173,528 words, ok"); // checked after the bad ones
  });
});

describe("games at the end of their input", () => {
  it("ask again after an answer that is not a whole number", () => {
    const r = runCli("hangman", ["think"], "2.5\n2\n");
    expect(r.stdout).toContain("A whole number of at least 1, please.");
    expect(r.stdout.match(/How many letters has your word\?/g)).toHaveLength(2);
  });
  it("give up on impossible answers without inventing positions", () => {
    const r = runCli("hangman", ["think"], "2\n" + "\n".repeat(30));
    expect(r.stdout).toMatch(/I give up: none of the \d+ 2-letter words? I still thought possible has "\w" nowhere\./);
  });
  it("put the last message on a line of its own when input ends", () => {
    const r = runCli("wordle", ["--target", "hello"], "arise");
    expect(r.stdout).toMatch(/Guess 2\/6: \nThe word was HELLO\.\n$/);
  });
});

describe("any arguments, any input", () => {
  // Arguments and input drawn from what a careless or hostile user types.
  const word = fc.constantFrom("hello", "", "-", "--", "-o", "--seed", "--help=1", "x".repeat(300), "\u0007\u001b[2J", "ünï", "12345", "2.5", "-1", "NaN");
  const commands = fc.constantFrom("bee", "wordle", "clues", "play", "ladder", "hangman", "wordlists");
  const input = fc.array(fc.constantFrom("crane", "q", "", "2", "1 2", "zz", "\u0000\u00ff", "e", "none"), { maxLength: 12 });

  it("ends with status 0, 1 or 2, no stack trace, and no file it was not asked for", async () => {
    const dir = temporaryFolder("hostile-");
    const runs = fc.sample(fc.tuple(commands, fc.array(word, { maxLength: 4 }), input), { numRuns: 40, seed: 20261130 });
    for (let i = 0; i < runs.length; i += 4) {
      const batch = runs.slice(i, i + 4);
      const results = await Promise.all(batch.map(([tool, args, lines]) => runCliAsync(tool, args, lines.join("\n"), dir)));
      results.forEach((r, k) => {
        const [tool, args] = batch[k];
        expect([tool, args, [0, 1, 2].includes(r.status ?? -1)]).toEqual([tool, args, true]);
        expect(r.stderr, `${tool} ${JSON.stringify(args)}`).not.toMatch(stackTrace);
      });
    }
    // Typed in this folder: the only files there may be those named after -o.
    const asked = new Set(runs.flatMap(([, args]) => args.filter((a, i) => args[i - 1] === "-o")));
    for (const file of fs.readdirSync(dir)) expect(asked).toContain(file);
  }, 120_000);
});
