// Makes a fresh clone ready to test and run: npm packages, Debian packages (Jupyter, Chromium),
// the project's own tslab kernelspec, and the word lists. Says exactly what to run when it
// cannot do a step itself. Used by `npm test`, `npm start` and `npm run jupyter`.
import { execFileSync, spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const python = "/usr/bin/python3"; // Debian's, which has Jupyter's modules
const headless = ["jupyter-nbconvert", "jupyter-client", "chromium"];

function say(message) {
  console.error(`bootstrap: ${message}`);
}

function fail(message) {
  say(message);
  process.exit(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, ...options });
  if (result.status !== 0) fail(`'${[command, ...args].join(" ")}' failed (exit ${result.status ?? result.signal})`);
}

/** npm packages: `npm ci` when node_modules is missing or older than the lockfile. */
function npmPackages() {
  const installed = path.join(root, "node_modules", ".package-lock.json");
  const lock = path.join(root, "package-lock.json");
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  say("installing npm packages (npm ci)");
  run("npm", ["ci", "--no-audit", "--no-fund"]);
}

function has(check) {
  return spawnSync(check[0], check.slice(1), { stdio: "ignore" }).status === 0;
}

/** Debian packages: installed with apt-get when we are root, else the command to run is printed. */
export function debianPackages(packages = headless) {
  const checks = {
    "jupyter-nbconvert": [python, "-c", "import nbclient, nbformat"],
    "jupyter-client": ["sh", "-c", "command -v jupyter"],
    chromium: ["test", "-x", process.env.CHROMIUM ?? "/usr/bin/chromium"],
    "jupyter-notebook": [python, "-c", "import notebook"],
  };
  const missing = packages.filter((p) => !has(checks[p]));
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(" ")}`;
  if (process.getuid?.() !== 0) fail(`missing Debian packages: ${missing.join(", ")}. Run as root:\n  ${command}`);
  say(`installing Debian packages: ${missing.join(", ")}`);
  run("sh", ["-c", command], { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}

/** A kernelspec of our own under .jupyter/, so Jupyter finds the project's tslab. */
export function kernelspec() {
  const dir = path.join(root, ".jupyter", "kernels", "tslab");
  fs.mkdirSync(dir, { recursive: true });
  const spec = {
    argv: [path.join(root, "node_modules", ".bin", "tslab"), "kernel", "--config-path", "{connection_file}"],
    display_name: "TypeScript (tslab)",
    language: "typescript",
  };
  fs.writeFileSync(path.join(dir, "kernel.json"), JSON.stringify(spec, null, 2) + "\n");
  process.env.JUPYTER_PATH = path.join(root, ".jupyter");
}

/** The word lists: each found in the cache or WORDLIST_DIR, or downloaded once now. */
function wordLists() {
  const result = spawnSync(path.join(root, "node_modules", ".bin", "tsx"), [path.join(root, "src", "cli", "wordlists.ts")], {
    stdio: "inherit",
    cwd: root,
  });
  if (result.status !== 0) fail("the word lists are not all available (see above)");
}

export function bootstrap({ debian = headless } = {}) {
  npmPackages();
  debianPackages(debian);
  kernelspec();
  wordLists();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) bootstrap();
