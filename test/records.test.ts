// The evidence under data/: each record is what a command printed, headed by the command line
// that printed it, and `npm run solve -- --record FILE` writes such a record itself.
import * as fs from "fs";
import * as path from "path";
import { describe, expect, it, onTestFinished } from "vitest";
import { parse } from "../src/cli/command";
import { commandSpecs } from "../src/cli/specs";
import { spawn } from "child_process";
import { commandLine, root, runCliAsync } from "./cli";
import { projectInputs } from "../src/cli/files";
import { manifestFile } from "../src/wordlists";
import { temporaryFolder } from "./tmp";

const folders = ["data/results", "data/first-guesses"];
const files = (ext: string) => folders.flatMap((dir) => fs.readdirSync(path.join(root, dir)).filter((f) => f.endsWith(ext)).map((f) => `${dir}/${f}`));

/**
 * The records of a file: one, or several apart by a blank line, each headed by its command line,
 * split into words as the shell would (plain words, or single-quoted).
 */
function records(file: string): { header: string; name: string; args: string[]; lines: string[] }[] {
  const text = fs.readFileSync(path.join(root, file), "utf8").trimEnd();
  return text.split(/\n\n(?=\$ )/).map((block) => {
    const [header, ...lines] = block.split("\n");
    const match = /^\$ npm run (\w+) -- (.*)$/.exec(header);
    const args = match ? [...match[2].matchAll(/'((?:[^']|'\\'')*)'|(\S+)/g)].map((m) => (m[1] ?? m[2]).replace(/'\\''/g, "'")) : [];
    return { header, name: match?.[1] ?? "", args, lines };
  });
}

describe("the records under data/", () => {
  it("are each headed by a command line the command itself accepts", () => {
    const all = files(".txt").flatMap((file) => records(file).map((r) => ({ file, ...r })));
    expect(all.length).toBeGreaterThanOrEqual(12);
    for (const { file, header, name, args } of all) {
      const spec = commandSpecs.find((s) => s.name === name);
      expect([file, header, spec?.name]).toEqual([file, header, name || "a command"]);
      expect(() => parse(spec!, args), `${file}: ${header}`).not.toThrow();
    }
  });

  it("hold nothing typed beside what was printed: no notes, no comments, no machine", () => {
    for (const file of files(".txt")) {
      for (const { header, lines } of records(file)) {
        const typed = lines.filter((l) => /^(\$|#|\(|note\b|stopped\b)|virtual machine|by hand/i.test(l.trim()));
        expect([file, header, typed]).toEqual([file, header, []]);
      }
    }
  });

  it("account for every tree and table: each is the -o or --table of a record", () => {
    const named = new Set(
      files(".txt").flatMap((file) =>
        records(file).flatMap(({ args }) => args.flatMap((a, i) => (["-o", "--output", "--table"].includes(a) ? [args[i + 1]] : []))),
      ),
    );
    for (const evidence of [...files(".json"), ...files(".csv")]) expect([evidence, named.has(evidence)]).toEqual([evidence, true]);
  });
});

describe("npm run solve -- --record FILE", () => {
  it("writes the command line and every line it printed, once it has finished", async () => {
    const dir = temporaryFolder("record-");
    const file = path.join(dir, "mastermind.txt");
    const run = await runCliAsync("solve", ["--game", "mastermind", "--after", "1123=1B1W", "--record", file]);
    expect(run.status).toBe(0);
    const record = fs.readFileSync(file, "utf8");
    expect(record).toBe(`$ npm run solve -- --game mastermind --after 1123=1B1W --record ${file}\n${run.stdout}`);
    expect(record).toContain("next guess 1415: 798 guesses in total");
  });

  it("keeps the line that says why when the command fails", async () => {
    const dir = temporaryFolder("record-");
    const file = path.join(dir, "greedy.txt");
    // Knuth's greedy tree needs five guesses: checked against four, it fails.
    const run = await runCliAsync("solve", ["--game", "mastermind", "--greedy", "max", "--max-guesses", "4", "--record", file]);
    expect(run.status).toBe(1);
    const lines = fs.readFileSync(file, "utf8").trimEnd().split("\n");
    expect(lines.at(-1)).toBe(run.stderr.trimEnd());
    expect(lines.at(-1)).toBe("solve: the tree fails 1116 after 1122 2B0W, 1234 1B0W, 1315 2B0W, 1111 3B0W: it needs more than 4 guesses");
    // That no tree finds every code within four guesses is a result, recorded as such.
    const four = path.join(dir, "four.txt");
    const none = await runCliAsync("solve", ["--game", "mastermind", "--max-guesses", "4", "--record", four]);
    expect(none.status).toBe(0);
    expect(fs.readFileSync(four, "utf8").trimEnd().split("\n").at(-1)).toMatch(/^no tree finds every target within 4 guesses; proven over every first guess/);
  });

  it("is refused, with nothing written, for a mistake in the arguments or a file that is another output", async () => {
    const dir = temporaryFolder("record-");
    const file = path.join(dir, "r.txt");
    const bad = await runCliAsync("solve", ["--game", "mastermind", "--hard", "--record", file]);
    expect(bad.status).toBe(2);
    const same = await runCliAsync("solve", ["--game", "mastermind", "--greedy", "max", "-o", file, "--record", file]);
    expect([same.status, same.stderr.split("\n")[0]]).toEqual([2, "solve: --record and -o name the same file"]);
    expect(fs.existsSync(file)).toBe(false);
    const list = path.join(dir, "words.txt");
    fs.writeFileSync(list, "cigar\nrebut\nsissy\n");
    const input = await runCliAsync("solve", ["--targets", list, "--record", list]);
    expect(input.status).toBe(2);
    expect(fs.readFileSync(list, "utf8")).toBe("cigar\nrebut\nsissy\n");
  });

  it("replaces only a record: a file of the user's is refused, and a run refused at its table keeps the old record", async () => {
    const dir = temporaryFolder("record-");
    const notes = path.join(dir, "notes.md");
    fs.writeFileSync(notes, "# my notes\n");
    const mine = await runCliAsync("solve", ["--game", "mastermind", "--greedy", "max", "--record", notes]);
    expect([mine.status, mine.stderr.split("\n")[0]]).toEqual([2, `solve: --record "${notes}" is a file that is not a record of solve (a record starts with "$ npm run solve --"); it is left as it was: choose another name, or remove it first`]);
    expect(fs.readFileSync(notes, "utf8")).toBe("# my notes\n");
    const near = path.join(dir, "near.txt"); // the start of a record's first line, but not of one
    fs.writeFileSync(near, "$ npm run solvent notes\n");
    expect((await runCliAsync("solve", ["--game", "mastermind", "--greedy", "max", "--record", near])).status).toBe(2);
    expect(fs.readFileSync(near, "utf8")).toBe("$ npm run solvent notes\n");
    // A record of an earlier run, then runs refused before any work: a table that is not one, and
    // a table another run (this test's own process, alive) holds.
    const record = path.join(dir, "boards.txt");
    const earlier = "$ npm run solve -- --game mastermind --boards 9 --table t.csv\nits lines\n";
    fs.writeFileSync(record, earlier);
    const [bad, held] = [path.join(dir, "bad.csv"), path.join(dir, "held.csv")];
    fs.writeFileSync(bad, "not a table\n");
    fs.writeFileSync(`${held}.lock`, `${process.pid}\n`);
    for (const [table, why] of [[bad, /the file is left as it was$/], [held, /is being settled by another run/]] as const) {
      const run = await runCliAsync("solve", ["--game", "mastermind", "--boards", "9", "--table", table, "--record", record]);
      expect([run.status, run.stderr.split("\n")[0]]).toEqual([1, expect.stringMatching(why)]);
      expect(fs.readFileSync(record, "utf8")).toBe(earlier);
    }
    // Settled, the run replaces its record.
    const done = await runCliAsync("solve", ["--game", "mastermind", "--boards", "9", "--table", path.join(dir, "new.csv"), "--record", record]);
    expect(done.status).toBe(0);
    expect(fs.readFileSync(record, "utf8")).toMatch(/^\$ npm run solve -- --game mastermind --boards 9 --table .*new\.csv --record /);
  });

  it("leaves a file of the user's put at --record while the run goes on, and says the record is not written", async () => {
    const dir = temporaryFolder("record-");
    const [table, record] = [path.join(dir, "boards.csv"), path.join(dir, "boards.txt")];
    // 6×4's first guess takes minutes: the time limit ends the run after about 3 s there.
    const args = ["--game", "mastermind", "--boards", "4096", "--pegs", "6", "--time-limit", "3", "--table", table, "--record", record];
    const run = runCliAsync("solve", args);
    for (let i = 0; i < 400 && !fs.existsSync(table); i++) await new Promise((r) => setTimeout(r, 25));
    fs.writeFileSync(record, "my notes\n");
    const done = await run;
    expect([done.status, fs.readFileSync(record, "utf8")]).toEqual([1, "my notes\n"]);
    expect(done.stderr).toContain(`solve: --record "${record}" became a file that is not a record while the run went on; it is left as it was`);
  }, 60_000);

  it("never writes over the word lists or their manifest, whichever the run reads, nor through a hard link to -o", async () => {
    const inputs = Object.values(projectInputs());
    expect(inputs).toContain(manifestFile);
    expect(inputs.length).toBeGreaterThanOrEqual(6); // the manifest and the lists at hand
    const dir = temporaryFolder("record-");
    const [a, b] = [path.join(dir, "a.json"), path.join(dir, "b.txt")];
    fs.writeFileSync(a, "");
    fs.linkSync(a, b);
    const linked = await runCliAsync("solve", ["--game", "mastermind", "--greedy", "max", "-o", a, "--record", b]);
    expect([linked.status, linked.stderr.split("\n")[0]]).toEqual([2, "solve: --record and -o name the same file"]);
  });

  it("writes nothing when it is stopped during the search, and ends by the signal (or with 128 + it)", async () => {
    const dir = temporaryFolder("record-");
    const [tree, record] = [path.join(dir, "tree.json"), path.join(dir, "record.txt")];
    const args = ["--game", "bulls-cows", "--after", "0123=0B1C", "--max-guesses", "7", "-o", tree, "--record", record];
    // The search takes many minutes; its first line may wait in the pipe while it runs (the
    // thread is busy), so the run is stopped after a few seconds, well before the search ends;
    // and stopped early too, while it starts up, where a signal once went unheard.
    for (const after of [5000, ...Array.from({ length: 10 }, (_, i) => 200 + 150 * i)]) {
      const child = spawn(...commandLine("solve", args), { cwd: root });
      onTestFinished(() => void child.kill("SIGKILL"));
      await new Promise((resolve) => setTimeout(resolve, after));
      child.kill("SIGTERM");
      // A search on the command's own thread is stopped by the signal itself, as a shell counts
      // it: 143. Within seconds, not at the end of the search.
      const ended = new Promise((resolve) => child.on("close", (code, signal) => resolve(code ?? (signal === "SIGTERM" ? 143 : signal))));
      const status = await Promise.race([ended, new Promise((resolve) => setTimeout(() => resolve("still running"), 15000))]);
      expect([after, status, fs.existsSync(tree), fs.existsSync(record)]).toEqual([after, 143, false, false]);
    }
  }, 120_000);
});
