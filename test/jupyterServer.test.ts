// `npm run jupyter` as a script or a supervisor runs it: one SIGTERM must end the server and its
// kernels, leaving no process behind.
import { describe, expect, it } from "vitest";
import { spawn, spawnSync } from "child_process";
import * as path from "path";
import { root } from "./cli";

/** Every process under a pid (children, grandchildren, ...), from ps. */
function descendants(pid: number): number[] {
  const table = spawnSync("ps", ["-e", "-o", "pid=,ppid="], { encoding: "utf8" })
    .stdout.trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number));
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of table) if (ppid === parent) found.push(child), walk(child);
  };
  walk(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("npm run jupyter", () => {
  it("stops the server and its kernels on one SIGTERM", async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const token = "test-token";
    const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs"), "--jupyter", "--no-browser", `--port=${port}`, `--NotebookApp.token=${token}`], {
      cwd: root,
      env: { ...process.env, BROWSER: "true" },
    });
    let said = "";
    child.stdout.on("data", (d) => (said += d));
    child.stderr.on("data", (d) => (said += d));
    const base = `http://127.0.0.1:${port}`;
    const api = (p: string, init: RequestInit = {}) => fetch(`${base}${p}?token=${token}`, init);
    // Wait for the server (the first run may install Jupyter Notebook).
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`npm run jupyter ended early:\n${said}`);
      try {
        if ((await api("/api/status")).ok) break;
      } catch {
        /* not up yet */
      }
      if (i > 600) throw new Error(`no server after 5 minutes:\n${said}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    // A kernel of the project's own, as opening a notebook would start.
    const started = await api("/api/kernels", { method: "POST", body: JSON.stringify({ name: "tslab-word-puzzles" }) });
    expect(started.status).toBe(201);
    for (let i = 0; i < 40 && descendants(child.pid!).length < 3; i++) await new Promise((r) => setTimeout(r, 250));
    const tree = descendants(child.pid!);
    expect(tree.length).toBeGreaterThanOrEqual(2); // the server and the kernel, at least

    child.kill("SIGTERM");
    const code = await new Promise<number | null>((resolve) => child.on("exit", (c) => resolve(c)));
    for (let i = 0; i < 40 && tree.some(alive); i++) await new Promise((r) => setTimeout(r, 250));
    expect(tree.filter(alive)).toEqual([]);
    expect(code).toBe(0);
  }, 400_000);
});
