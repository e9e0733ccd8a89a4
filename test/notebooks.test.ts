import { describe, expect, it } from "vitest";
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

// Every notebook must run headlessly from top to bottom without an error cell. Executed in
// check mode: the committed notebooks are not rewritten by a test run.
const root = path.resolve(__dirname, "..");
const notebooks = fs.readdirSync(path.join(root, "notebooks")).filter((f) => f.endsWith(".ipynb")).sort();

describe("notebooks", () => {
  it("exist", () => {
    expect(notebooks).toContain("SpellingBee.ipynb");
  });
  it.each(notebooks)("%s runs without an error", (name) => {
    const result = spawnSync("/usr/bin/python3", [path.join(root, "scripts", "run-notebooks.py"), "--check", path.join("notebooks", name)], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, JUPYTER_PATH: path.join(root, ".jupyter") },
    });
    expect(result.stdout + result.stderr).toMatch(/, ok$/m);
    expect(result.status).toBe(0);
  }, 600_000);
  it.each(notebooks)("%s is committed executed, with no error output", (name) => {
    const nb = JSON.parse(fs.readFileSync(path.join(root, "notebooks", name), "utf8"));
    const code = nb.cells.filter((c: { cell_type: string }) => c.cell_type === "code");
    for (const cell of code) {
      expect(cell.execution_count, cell.source.join("")).not.toBeNull();
      expect(cell.outputs.filter((o: { output_type: string }) => o.output_type === "error")).toEqual([]);
    }
  });
});

describe("the notebook runner", () => {
  /** Runs a one-cell notebook through run-notebooks.py (saving mode) and returns what it printed. */
  function runCell(source: string) {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "nb-")), "Probe.ipynb");
    const text = JSON.stringify({
      cells: [{ cell_type: "code", execution_count: null, metadata: {}, outputs: [], source: [source] }],
      metadata: { kernelspec: { name: "tslab", display_name: "TypeScript (tslab)", language: "typescript" } },
      nbformat: 4,
      nbformat_minor: 5,
    });
    fs.writeFileSync(file, text);
    const result = spawnSync("/usr/bin/python3", [path.join(root, "scripts", "run-notebooks.py"), file], {
      encoding: "utf8",
      env: { ...process.env, JUPYTER_PATH: path.join(root, ".jupyter") },
    });
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
