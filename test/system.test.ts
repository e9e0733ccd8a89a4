import { afterAll, describe, expect, it } from "vitest";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { findBrowser, findPython, installAdvice, jupyterDataDir, Machine, which } from "../src/system";

// A fake machine: a folder of executables that stands for the PATH.
const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
// (Folders are made while describe blocks are read, before any test, so they go at the end.)

function fakePath(executables: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fake-path-"));
  made.push(dir);
  for (const [name, script] of Object.entries(executables)) {
    fs.writeFileSync(path.join(dir, name), `#!/bin/sh\n${script}\n`, { mode: 0o755 });
  }
  return dir;
}

const withNbclient = "exit 0"; // a python3 whose every import works
const without = "exit 1"; // a python3 that has no nbclient
const linux = (PATH: string, extra: Partial<Machine> = {}): Machine => ({ env: { PATH }, platform: "linux", ...extra });

describe("finding Jupyter's Python", () => {
  it("takes JUPYTER_PYTHON first, as it is", () => {
    const dir = fakePath({ python3: withNbclient });
    expect(findPython({ env: { PATH: dir, JUPYTER_PYTHON: "/opt/py/bin/python" }, platform: "linux" })).toBe("/opt/py/bin/python");
  });
  it("then python3 on the PATH, if it has nbclient and nbformat", () => {
    const dir = fakePath({ python3: withNbclient });
    expect(findPython(linux(dir, { fallbacks: { python: [] } }))).toBe(path.join(dir, "python3"));
  });
  it("then Debian's python3, when the one on the PATH lacks them", () => {
    const dir = fakePath({ python3: without });
    const debian = fakePath({ python3: withNbclient });
    const machine = linux(dir, { fallbacks: { python: [path.join(debian, "python3")] } });
    expect(findPython(machine)).toBe(path.join(debian, "python3"));
    expect(findPython(linux(dir, { fallbacks: { python: [] } }))).toBeNull();
  });
  it("passes the import it needs to the candidate", () => {
    const dir = fakePath({ python3: `case "$2" in *nbclient*nbformat*) exit 0;; esac; exit 3` });
    expect(findPython(linux(dir, { fallbacks: { python: [] } }))).toBe(path.join(dir, "python3"));
  });
});

describe("finding a browser for the figures", () => {
  it("takes CHROMIUM first", () => {
    const dir = fakePath({ chromium: "" });
    expect(findBrowser({ env: { PATH: dir, CHROMIUM: "/opt/chrome" }, platform: "linux" })).toBe("/opt/chrome");
  });
  it("then chromium-headless-shell, chromium, chromium-browser, google-chrome, microsoft-edge on the PATH, in that order", () => {
    const every = fakePath({ "microsoft-edge": "", "google-chrome": "", "chromium-browser": "", chromium: "", "chromium-headless-shell": "" });
    expect(findBrowser(linux(every))).toBe(path.join(every, "chromium-headless-shell"));
    const all = fakePath({ "microsoft-edge": "", "google-chrome": "", "chromium-browser": "", chromium: "" });
    expect(findBrowser(linux(all))).toBe(path.join(all, "chromium"));
    const some = fakePath({ "microsoft-edge": "", "google-chrome": "" });
    expect(findBrowser(linux(some))).toBe(path.join(some, "google-chrome"));
    const edge = fakePath({ "microsoft-edge": "" });
    expect(findBrowser(linux(edge))).toBe(path.join(edge, "microsoft-edge"));
  });
  it("ignores a file on the PATH that is not executable", () => {
    const dir = fakePath({});
    fs.writeFileSync(path.join(dir, "chromium"), "", { mode: 0o644 });
    expect(which("chromium", linux(dir))).toBeNull();
  });
  it("then the usual macOS applications", () => {
    const apps = fakePath({ "Google Chrome": "" });
    const chrome = path.join(apps, "Google Chrome");
    const mac: Machine = { env: { PATH: fakePath({}) }, platform: "darwin", fallbacks: { browsers: [path.join(apps, "Chromium"), chrome] } };
    expect(findBrowser(mac)).toBe(chrome);
    expect(findBrowser({ ...mac, fallbacks: { browsers: [] } })).toBeNull();
  });
});

describe("what to run when something is missing", () => {
  const apt = fakePath({ "apt-get": "" });
  const bare = fakePath({});
  it("on Debian or Ubuntu: apt-get, with sudo unless root", () => {
    expect(installAdvice(["notebook runner", "browser"], linux(apt), true)).toEqual([
      "apt-get update && apt-get install -y --no-install-recommends jupyter-nbconvert jupyter-client chromium-headless-shell",
    ]);
    expect(installAdvice(["jupyter notebook"], linux(apt), false)).toEqual([
      "sudo apt-get update && sudo apt-get install -y --no-install-recommends jupyter-notebook",
    ]);
  });
  it("on macOS: pip for Jupyter's modules, Homebrew for the browser; never apt-get", () => {
    const advice = installAdvice(["notebook runner", "browser"], { env: { PATH: apt }, platform: "darwin" }, false);
    expect(advice).toEqual([
      "python3 -m pip install --user nbclient nbformat jupyter_client",
      "brew install --cask chromium",
      "(or set JUPYTER_PYTHON to a Python that has them)",
    ]);
  });
  it("elsewhere (a Linux without apt, WSL without root tools): pip, and which browsers will do", () => {
    const advice = installAdvice(["jupyter notebook", "browser"], linux(bare), false);
    expect(advice[0]).toBe("python3 -m pip install --user notebook");
    expect(advice[1]).toContain("or set CHROMIUM");
    expect(advice.join("\n")).not.toContain("apt-get");
  });
});

describe("Jupyter's user data folder", () => {
  it("follows jupyter_core: JUPYTER_DATA_DIR, then the platform's place", () => {
    expect(jupyterDataDir({ env: { JUPYTER_DATA_DIR: "/x" }, platform: "linux" })).toBe("/x");
    expect(jupyterDataDir({ env: { HOME: "/h" }, platform: "linux" })).toBe("/h/.local/share/jupyter");
    expect(jupyterDataDir({ env: { HOME: "/h", XDG_DATA_HOME: "/d" }, platform: "linux" })).toBe("/d/jupyter");
    expect(jupyterDataDir({ env: { HOME: "/h" }, platform: "darwin" })).toBe("/h/Library/Jupyter");
  });
});
