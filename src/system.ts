/**
 * What this machine already has, for the set-up and the figure export: Jupyter's Python, a
 * Chromium-based browser, Jupyter's user data folder, and, for whatever is missing, the command
 * that installs it on this kind of system. Node-only; nothing here installs anything.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

/** Where to look: the environment and the platform, so tests can stage a fake machine. */
export interface Machine {
  env: NodeJS.ProcessEnv;
  platform: NodeJS.Platform;
  /** Places tried after the PATH (Debian's python3, macOS's applications). */
  fallbacks?: { python?: string[]; browsers?: string[] };
}

export const thisMachine = (): Machine => ({ env: process.env, platform: process.platform });

/** An executable file named `name` on the machine's PATH, or null. */
export function which(name: string, machine: Machine = thisMachine()): string | null {
  const extensions = machine.platform === "win32" ? (machine.env.PATHEXT ?? ".EXE").split(";") : [""];
  for (const dir of (machine.env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    for (const ext of extensions) {
      const file = path.join(dir, name + ext);
      if (isExecutable(file)) return file;
    }
  }
  return null;
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Jupyter's Python: one that can import what the notebook runner needs. */
export const pythonModules = ["nbclient", "nbformat"];

/**
 * The Python that runs the notebooks: the one JUPYTER_PYTHON names, else `python3` on the PATH
 * if it has nbclient and nbformat, else Debian's /usr/bin/python3 if it has them; null if none.
 */
export function findPython(machine: Machine = thisMachine()): string | null {
  const named = machine.env.JUPYTER_PYTHON;
  if (named) return named; // what the user names is used as it is; a bad one fails with its own error
  const candidates = [which("python3", machine), ...(machine.fallbacks?.python ?? ["/usr/bin/python3"])];
  return candidates.find((p): p is string => p !== null && hasModules(p, pythonModules, machine)) ?? null;
}

/** Whether a Python can import these modules. */
export function hasModules(python: string, modules: readonly string[], machine: Machine = thisMachine()): boolean {
  const result = spawnSync(python, ["-c", `import ${modules.join(", ")}`], { stdio: "ignore", env: machine.env });
  return result.status === 0;
}

// Chromium's headless shell first: it draws the same pages as the full browser, but starts in half
// the time and spends about 40 % less CPU on a page (it has no window machinery to set up).
const browserNames = ["chromium-headless-shell", "chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "microsoft-edge"];
const macBrowsers = [
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge",
];

/**
 * The browser that draws the figures: the one CHROMIUM names, else chromium-headless-shell,
 * chromium, chromium-browser, google-chrome or microsoft-edge on the PATH, else the usual macOS
 * applications; null if none.
 */
export function findBrowser(machine: Machine = thisMachine()): string | null {
  if (machine.env.CHROMIUM) return machine.env.CHROMIUM;
  for (const name of browserNames) {
    const found = which(name, machine);
    if (found) return found;
  }
  const apps = machine.fallbacks?.browsers ?? (machine.platform === "darwin" ? macBrowsers : []);
  return apps.find(isExecutable) ?? null;
}

/** Jupyter's user data folder, where `jupyter kernelspec install --user` writes (jupyter_core's rule). */
export function jupyterDataDir(machine: Machine = thisMachine()): string {
  const { env } = machine;
  if (env.JUPYTER_DATA_DIR) return env.JUPYTER_DATA_DIR;
  const home = env.HOME ?? env.USERPROFILE ?? os.homedir();
  if (machine.platform === "darwin") return path.join(home, "Library", "Jupyter");
  if (machine.platform === "win32") return path.join(env.APPDATA ?? path.join(home, "AppData", "Roaming"), "jupyter");
  return path.join(env.XDG_DATA_HOME || path.join(home, ".local", "share"), "jupyter");
}

/** What the project may need from outside npm. */
export type Need = "notebook runner" | "browser" | "jupyter notebook";

/** The kind of system, for the install command: Debian or Ubuntu (apt), macOS, or anything else. */
export function systemKind(machine: Machine = thisMachine()): "apt" | "mac" | "other" {
  if (machine.platform === "darwin") return "mac";
  if (machine.platform === "linux" && which("apt-get", machine)) return "apt";
  return "other";
}

const debianPackages: Record<Need, string> = {
  "notebook runner": "jupyter-nbconvert jupyter-client",
  browser: "chromium-headless-shell",
  "jupyter notebook": "jupyter-notebook",
};
const pipPackages: Record<Need, string> = {
  "notebook runner": "nbclient nbformat jupyter_client",
  browser: "",
  "jupyter notebook": "notebook",
};

/** The Debian packages for these needs, for apt-get. */
export function debianPackagesFor(needs: readonly Need[]): string[] {
  return needs.flatMap((n) => debianPackages[n].split(" "));
}

/**
 * The commands that install what is missing, for this kind of system: apt-get on Debian and
 * Ubuntu (through sudo unless root), Homebrew and pip on macOS, pip elsewhere.
 * @example installAdvice(["browser"], mac) //=> ["brew install --cask chromium"]
 */
export function installAdvice(needs: readonly Need[], machine: Machine = thisMachine(), root = isRoot()): string[] {
  const kind = systemKind(machine);
  if (kind === "apt") {
    const sudo = root ? "" : "sudo ";
    return [`${sudo}apt-get update && ${sudo}apt-get install -y --no-install-recommends ${debianPackagesFor(needs).join(" ")}`];
  }
  const pip = needs.map((n) => pipPackages[n]).filter(Boolean).join(" ");
  const advice = pip ? [`python3 -m pip install --user ${pip}`] : [];
  if (needs.includes("browser")) {
    advice.push(
      kind === "mac"
        ? "brew install --cask chromium"
        : "install Chromium, Google Chrome or Microsoft Edge, or set CHROMIUM to the browser's executable",
    );
  }
  if (pip) advice.push("(or set JUPYTER_PYTHON to a Python that has them)");
  return advice;
}

export function isRoot(): boolean {
  return process.getuid?.() === 0;
}
