/**
 * The site's runner/ folder, which makes every notebook page runnable in the reader's browser:
 * the page's script (the editors and the controls) with the worker's script inlined as text, and
 * the pieces it loads when first needed, each a classic script that works from disk: a notebook,
 * the project's files that cells read, each word list, and danfojs. Node-only.
 */
import * as fs from "fs";
import * as path from "path";
import { bundle, type SiteFiles } from "./explore";
import { loadWordList, readManifest } from "../wordlists";

const projectRoot = path.resolve(fs.realpathSync(__dirname), "..", "..");

/** A runner data script: it puts `value` in RUNNER_SOURCES under `key`, where the page looks. */
export function sourceScript(key: string, value: unknown): string {
  return `(window.RUNNER_SOURCES = window.RUNNER_SOURCES || {})[${JSON.stringify(key)}] = ${JSON.stringify(value)};\n`;
}

/** The project's files a cell may read: the records and tables under data/ (not the cache). */
export function readableFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const data = path.join(projectRoot, "data");
  for (const entry of fs.readdirSync(data, { recursive: true, withFileTypes: true })) {
    const file = path.relative(projectRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (!entry.isFile() || file.startsWith("data/cache/") || !/\.(txt|json|csv|md)$/.test(file)) continue;
    files[file] = fs.readFileSync(path.join(projectRoot, file), "utf8");
  }
  return files;
}

/** Every file of runner/, for the notebooks named. */
export async function runnerFiles(notebookDir: string, notebooks: readonly string[]): Promise<SiteFiles> {
  const out: SiteFiles = new Map();
  const worker = await bundle(path.join("..", "runner", "worker.ts"));
  out.set("runner/runner.js", await bundle(path.join("..", "runner", "page.ts"), { WORKER_SOURCE: JSON.stringify(worker) }));
  for (const name of notebooks) {
    const notebook = JSON.parse(fs.readFileSync(path.join(notebookDir, `${name}.ipynb`), "utf8"));
    out.set(`runner/notebook/${name}.js`, sourceScript(`notebook:${name}`, notebook));
  }
  const manifest = readManifest();
  out.set("runner/files.js", sourceScript("files", { files: readableFiles(), manifest }));
  for (const list of Object.keys(manifest)) {
    // The list as the library reads it; the page checks it against the manifest again.
    out.set(`runner/wordlist/${list}.js`, sourceScript(`wordlist:${list}`, `${(await loadWordList(list)).join("\n")}\n`));
  }
  const danfo = fs.readFileSync(path.join(projectRoot, "node_modules", "danfojs", "lib", "bundle.js"), "utf8");
  out.set("runner/danfojs.js", sourceScript("danfojs", danfo));
  return out;
}
