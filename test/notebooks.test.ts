import { beforeAll, describe, expect, it } from "vitest";
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { python, root, runNotebooks } from "./jupyter";
import { temporaryFolder } from "./tmp";

// Every notebook must run headlessly from top to bottom without an error cell. Executed in
// check mode: the committed notebooks are not rewritten by a test run.
const kernelName = "tslab-word-puzzles";
const notebooks = fs.readdirSync(path.join(root, "notebooks")).filter((f) => f.endsWith(".ipynb")).sort();

describe("notebooks", () => {
  it("exist", () => {
    expect(notebooks).toContain("SpellingBee.ipynb");
  });
  // All of them in one run, two at a time, as `npm start` runs them; each gets its line.
  let run: ReturnType<typeof runNotebooks>;
  beforeAll(() => {
    run = runNotebooks(["--check", "--jobs", "2", ...notebooks.map((name) => path.join("notebooks", name))]);
  }, 900_000);
  it.each(notebooks)("%s runs without an error", (name) => {
    const line = run.stdout.split("\n").find((l) => l.startsWith(`${name}:`));
    expect(line, run.stdout + run.stderr).toMatch(/, ok$/);
  });
  it("prints one line per notebook, in order, and succeeds", () => {
    const lines = run.stdout.split("\n").filter((l) => l.endsWith(", ok") || l.includes("FAILED"));
    expect(lines.map((l) => l.split(":")[0])).toEqual(notebooks);
    expect(run.status).toBe(0);
  });
  it.each(notebooks)("%s is committed executed, with no error output", (name) => {
    const nb = JSON.parse(fs.readFileSync(path.join(root, "notebooks", name), "utf8"));
    const code = nb.cells.filter((c: { cell_type: string }) => c.cell_type === "code");
    for (const cell of code) {
      expect(cell.execution_count, cell.source.join("")).not.toBeNull();
      expect(cell.outputs.filter((o: { output_type: string }) => o.output_type === "error")).toEqual([]);
    }
  });
  it.each(notebooks)("%s names the project's kernel and fits its code in 100 columns", (name) => {
    const nb = JSON.parse(fs.readFileSync(path.join(root, "notebooks", name), "utf8"));
    expect(nb.metadata.kernelspec.name).toBe(kernelName);
    const long = nb.cells
      .filter((c: { cell_type: string }) => c.cell_type === "code")
      .flatMap((c: { source: string[] }) => c.source.join("").split("\n"))
      .filter((line: string) => line.length > 100);
    expect(long).toEqual([]);
  });
});

describe("the notebook runner", () => {
  /** Runs a one-cell notebook through run-notebooks.py (saving mode) and returns what it printed. */
  function runCell(source: string) {
    const file = path.join(temporaryFolder("nb-"), "Probe.ipynb");
    const text = probe([source]);
    fs.writeFileSync(file, text);
    const result = runNotebooks([file]);
    return { ...result, unchanged: fs.readFileSync(file, "utf8") === text };
  }
  it("fails a notebook whose console.assert fails, and leaves the file as it was", () => {
    const r = runCell('console.log("before");\nconsole.assert(1 + 1 === 3, "arithmetic on purpose");');
    expect(r.stdout).toContain("Probe.ipynb: 1 cells");
    expect(r.stdout).toContain("FAILED");
    expect(r.stdout).toContain("Assertion failed: arithmetic on purpose");
    expect(r.stdout).toContain("(the notebook file was left as it was)");
    expect(r.status).toBe(1);
    expect(r.unchanged).toBe(true);
  }, 120_000);
  it("prints the real error of a failing cell", () => {
    const r = runCell('throw new Error("broken on purpose");');
    expect(r.stdout).toContain("FAILED");
    expect(r.stdout).toContain("broken on purpose");
    expect(r.status).toBe(1);
    expect(r.unchanged).toBe(true);
  }, 120_000);
});

/** A notebook of these code cells, for the project's kernel. */
function probe(cells: string[]): string {
  return JSON.stringify({
    cells: cells.map((source, i) => ({ cell_type: "code", execution_count: null, id: `cell-${i}`, metadata: {}, outputs: [], source: [source] })),
    metadata: { kernelspec: { name: kernelName, display_name: "TypeScript (tslab, word puzzles)", language: "typescript" } },
    nbformat: 4,
    nbformat_minor: 5,
  });
}

describe("notebook files that change only when results change", () => {
  it("a second run changes only the lines that print a measured time", () => {
    // A notebook beside a link to src/, as notebooks/ has, that times a step and shows a chart.
    const dir = temporaryFolder("rerun-");
    fs.symlinkSync(path.join(root, "src"), path.join(dir, "src"));
    fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules")); // for tslab's type check
    const figures = path.join(dir, "figures");
    const file = path.join(dir, "Rerun.ipynb");
    fs.writeFileSync(
      file,
      probe([
        'import { time, Figures } from "./src/notebook";\n' +
          `const figures = new Figures("Rerun", { dir: ${JSON.stringify(figures)} });`,
        "const { result } = await time(() => [...Array(100000).keys()].reduce((a, b) => a + b, 0));",
        'await figures.show("bars", { data: [{ type: "bar", x: ["a", "b"], y: [3, 1] }] });\nawait figures.close();',
        'console.log("one");\nconsole.log("two");',
      ]),
    );
    const first = runNotebooks([file]);
    expect(first.stdout).toMatch(/Rerun.ipynb: 4 cells, .* ok/);
    // Consecutive prints are one output, as Jupyter's UI saves them.
    const saved = JSON.parse(fs.readFileSync(file, "utf8"));
    expect(saved.cells[3].outputs).toEqual([{ name: "stdout", output_type: "stream", text: ["one\n", "two\n"] }]);
    const before = fs.readFileSync(file, "utf8").split("\n");
    expect(runNotebooks([file]).status).toBe(0);
    const after = fs.readFileSync(file, "utf8").split("\n");
    expect(after.length).toBe(before.length);
    const changed = after.filter((line, i) => line !== before[i]);
    expect(changed.length).toBeGreaterThan(0); // the timing did change
    for (const line of changed) expect(line).toMatch(/(CPU times|Wall time): .*\d ?(ns|µs|ms|s)\b/);
    expect(before.join("\n")).not.toContain('"execution"'); // no execution timestamps
    expect(before.join("\n")).toContain('id=\\"figure-Rerun-bars\\"');
    expect(fs.readdirSync(figures).sort()).toEqual(["bars.html", "bars.png", "bars.svg"]);
  }, 240_000);
});

describe("npm run kernel", () => {
  it("registers the kernel for the user, which Jupyter then runs by name; --remove takes it away", () => {
    const home = temporaryFolder("home-");
    const env: NodeJS.ProcessEnv = { ...process.env, HOME: home };
    for (const v of ["JUPYTER_PATH", "JUPYTER_DATA_DIR", "XDG_DATA_HOME", "JUPYTER_CONFIG_DIR"]) delete env[v];
    const kernel = (...args: string[]) =>
      spawnSync(process.execPath, [path.join(root, "scripts", "kernel.mjs"), ...args], { cwd: root, encoding: "utf8", env });
    const spec = path.join(home, ".local", "share", "jupyter", "kernels", kernelName, "kernel.json");

    const made = kernel();
    expect(made.stderr).toBe("");
    expect(made.status).toBe(0);
    expect(kernel().status).toBe(0); // twice is harmless
    const written = JSON.parse(fs.readFileSync(spec, "utf8"));
    expect(written.argv.slice(0, 2)).toEqual([process.execPath, path.join(root, "node_modules", "tslab", "bin", "tslab")]);
    expect(written.env?.WORDLIST_DIR).toBe(process.env.WORDLIST_DIR ? path.resolve(process.env.INIT_CWD ?? root, process.env.WORDLIST_DIR) : undefined);

    // Jupyter, with nothing but HOME to go by, finds the kernel by name and runs a cell in it.
    const file = path.join(home, "Hello.ipynb");
    fs.writeFileSync(file, probe(['console.log("hello from " + typeof process.versions.node)']));
    const run = spawnSync(python, [path.join(root, "scripts", "run-notebooks.py"), file], { encoding: "utf8", env });
    expect(run.stdout).toContain("Hello.ipynb: 1 cells");
    expect(run.status).toBe(0);
    expect(fs.readFileSync(file, "utf8")).toContain("hello from string");

    expect(kernel("--remove").status).toBe(0);
    expect(fs.existsSync(path.dirname(spec))).toBe(false);
    const list = spawnSync(python, ["-m", "jupyter_client.kernelspecapp", "list"], { encoding: "utf8", env });
    expect(list.stdout).not.toContain(kernelName);
  }, 120_000);
});
