// Makes a fresh clone ready to test and run: npm packages, then what the notebooks need from
// outside npm (Jupyter's Python with nbclient, a Chromium-based browser), the project's own
// tslab kernelspec, and the word lists. It uses what the machine already has (src/system.ts says
// where it looks); what is missing it installs with apt-get when run as root on Debian or Ubuntu,
// and otherwise it prints the command to run on this system. Used by `npm test`, `npm start` and
// `npm run jupyter`.
import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import { kernelName, kernelSpec } from "./kernelspec.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function say(message) {
  console.error(`bootstrap: ${message}`);
}

export function fail(message) {
  say(message);
  process.exit(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, ...options });
  if (result.status !== 0) fail(`'${[command, ...args].join(" ")}' failed (exit ${result.status ?? result.signal})`);
}

/** npm packages: `npm ci` when node_modules is missing or older than the lockfile. */
export function npmPackages() {
  const installed = path.join(root, "node_modules", ".package-lock.json");
  const lock = path.join(root, "package-lock.json");
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  say("installing npm packages (npm ci)");
  run("npm", ["ci", "--no-audit", "--no-fund"]);
}

/** The project's TypeScript modules, once the npm packages (tsx among them) are in place. */
export async function library(file) {
  npmPackages();
  const { tsImport } = await import("tsx/esm/api");
  return tsImport(path.join(root, "src", file), import.meta.url);
}

/**
 * What the notebooks need from outside npm ("notebook runner", "browser", "jupyter notebook"):
 * found, installed with apt-get (root on Debian or Ubuntu), or named with the command to run.
 * Returns Jupyter's Python, which runs the notebooks.
 */
export async function externalNeeds(needs) {
  const system = await library("system.ts");
  // Looks once for each thing (finding Python starts Python), and again only after installing.
  const look = () => {
    const python = system.findPython();
    const present = {
      "notebook runner": () => python !== null,
      browser: () => system.findBrowser() !== null,
      "jupyter notebook": () => python !== null && system.hasModules(python, ["notebook"]),
    };
    return { python, missing: needs.filter((need) => !present[need]()) };
  };
  const found = look();
  if (found.missing.length === 0) return found.python;
  const { missing } = found;
  if (system.systemKind() === "apt" && system.isRoot()) {
    const packages = system.debianPackagesFor(missing);
    say(`installing Debian packages: ${packages.join(", ")}`);
    const command = `apt-get update && apt-get install -y --no-install-recommends ${packages.join(" ")}`;
    run("sh", ["-c", command], { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    const after = look();
    if (after.missing.length === 0) return after.python;
    fail(`still missing after apt-get: ${after.missing.join(", ")}`);
  }
  fail(`missing: ${missing.join(", ")}. To install:\n${system.installAdvice(missing).map((c) => `  ${c}`).join("\n")}`);
}

/** A kernelspec of our own under .jupyter/, so the notebook runner finds the project's tslab. */
export async function projectKernel() {
  const dir = path.join(root, ".jupyter", "kernels", kernelName);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "kernel.json"), JSON.stringify(kernelSpec(), null, 2) + "\n");
  process.env.JUPYTER_PATH = [path.join(root, ".jupyter"), process.env.JUPYTER_PATH].filter(Boolean).join(path.delimiter);
}

/** The word lists: each found in the cache or WORDLIST_DIR, or downloaded once now. */
function wordLists() {
  const result = spawnSync(process.execPath, ["--require", "tsx/cjs", path.join(root, "src", "cli", "wordlists.ts")], {
    stdio: "inherit",
    cwd: root,
  });
  if (result.status !== 0) fail("the word lists are not all available (see above)");
}

/** Everything above, in order; returns Jupyter's Python. */
export async function bootstrap({ needs = ["notebook runner", "browser"] } = {}) {
  npmPackages();
  const python = await externalNeeds(needs);
  await projectKernel();
  wordLists();
  return python;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bootstrap();
