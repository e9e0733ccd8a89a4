// `npm run jupyter` and `npm run site -- --serve` as a user, a script or a supervisor runs them,
// through npm: one SIGTERM to npm must end everything they started, leaving no process behind.
// (The scripts exec node, so npm passes the signal to the command itself.)
import { describe, expect, it } from "vitest";
import { spawn, spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
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

/** Waits until every process of `tree` has ended, for at most ten seconds; returns those left. */
async function survivors(tree: number[]): Promise<number[]> {
  for (let i = 0; i < 40 && tree.some(alive); i++) await new Promise((r) => setTimeout(r, 250));
  return tree.filter(alive);
}

describe("npm run jupyter", () => {
  it("stops the server and its kernels on one SIGTERM to npm", async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const token = "test-token";
    const child = spawn("npm", ["run", "--silent", "jupyter", "--", "--no-browser", `--port=${port}`, `--NotebookApp.token=${token}`], {
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
    expect(tree.length).toBeGreaterThanOrEqual(3); // the script, the server and the kernel

    child.kill("SIGTERM");
    await new Promise((resolve) => child.on("exit", resolve));
    expect(await survivors(tree)).toEqual([]);
  }, 400_000);
});

describe("npm run site -- --serve", () => {
  // SIGHUP and SIGINT too, to npm alone (as kill does, where Ctrl-C reaches every process of the
  // terminal's group): npm passes them on to the command, which stops.
  it.each(["SIGTERM", "SIGHUP", "SIGINT"] as const)("stops serving on one %s to npm", async (signal) => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "serve-signal-")), "site");
    try {
      const child = spawn("npm", ["run", "--silent", "site", "--", "--serve", "--port", String(port), "--out", out], { cwd: root });
      let said = "";
      child.stdout.on("data", (d) => (said += d));
      child.stderr.on("data", (d) => (said += d));
      for (let i = 0; !said.includes("Serving the site"); i++) {
        if (child.exitCode !== null || i > 240) throw new Error(`npm run site did not serve:\n${said}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
      const tree = descendants(child.pid!);
      expect(tree.length).toBeGreaterThanOrEqual(1); // the command

      child.kill(signal);
      await new Promise((resolve) => child.on("exit", resolve));
      expect([signal, await survivors(tree)]).toEqual([signal, []]);
      await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
      expect(fs.readdirSync(path.dirname(out))).toEqual(["site"]); // nothing half-built left beside it
    } finally {
      fs.rmSync(path.dirname(out), { recursive: true, force: true });
    }
  }, 120_000);
});
