import { describe, expect, it } from "vitest";
import { spawnSync } from "child_process";
import * as fs from "fs";
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
