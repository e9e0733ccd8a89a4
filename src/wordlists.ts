/**
 * Word lists: found, checked, and cached. Never committed to the repository.
 *
 * `loadWordList(name)` looks for the list in three places, in order:
 *   1. the cache, `data/cache/<file>` (filled by earlier downloads);
 *   2. the folder named by the WORDLIST_DIR environment variable;
 *   3. the list's canonical address, downloaded, checked, then written atomically into the cache.
 * Every copy is checked against `data/wordlists.json` (word count and a hash of the normalized
 * content) before use; a copy that fails is refused with both fingerprints named, never used.
 */
import * as fs from "fs";
import * as path from "path";
import { removeOnExit } from "./cleanup";
import { barText } from "./format";
import { normalize, verify, WordListError, type WordListEntry } from "./wordlistCheck";

export { fingerprint, normalize, verify, WordListError, type WordListEntry } from "./wordlistCheck";

/** Fetches a URL's bytes, reporting progress as (bytes so far, total bytes or NaN), refusing more than `limit`. */
export type Downloader = (url: string, progress: (done: number, total: number) => void, limit: number) => Promise<Uint8Array>;

export interface LoadOptions {
  /** The folder of cached downloads; default `data/cache` in this project. */
  cacheDir?: string;
  /** A folder holding the lists by file name; default the WORDLIST_DIR environment variable. */
  wordlistDir?: string;
  /** The manifest to check against; default `data/wordlists.json`. */
  manifest?: Record<string, WordListEntry>;
  /** How to download; default `fetch`. Tests pass a local server's address in the manifest instead. */
  download?: Downloader;
  /** Where a progress bar goes; default standard error when it is a terminal, else nowhere. */
  progress?: NodeJS.WriteStream | null;
}

const projectRoot = path.resolve(fs.realpathSync(__dirname), "..");
const defaultManifestPath = path.join(projectRoot, "data", "wordlists.json");
/** Where the manifest is kept (an input of every command that loads a list). */
export const manifestFile = defaultManifestPath;
const defaultCacheDir = path.join(projectRoot, "data", "cache");

/**
 * The manifest of known word lists, by name.
 * @example readManifest()["enable1"].words //=> 172820
 */
export function readManifest(file = defaultManifestPath): Record<string, WordListEntry> {
  const json = JSON.parse(fs.readFileSync(file, "utf8")) as { lists: Record<string, Omit<WordListEntry, "name">> };
  return Object.fromEntries(Object.entries(json.lists).map(([name, entry]) => [name, { name, ...entry }]));
}

/**
 * The words of a named list (lowercase, in file order), from the cache, WORDLIST_DIR or its address.
 * @example (await loadWordList("wordle-small")).slice(0, 3) //=> ["aback", "abase", "abate"]
 * @throws WordListError for an unknown name, a copy that fails its check, or no copy to be had.
 */
export async function loadWordList(name: string, options: LoadOptions = {}): Promise<string[]> {
  const manifest = options.manifest ?? readManifest();
  const entry = manifest[name];
  if (!entry) {
    throw new WordListError(`unknown word list '${name}'; known lists: ${Object.keys(manifest).join(", ")}`);
  }
  const { cacheDir, wordlistDir, given } = places(options);
  const copy = locateWordList(entry, options);
  if (copy) {
    const where = copy.startsWith(cacheDir + path.sep) ? `${copy} (delete it to download a fresh copy)` : `${copy} (from WORDLIST_DIR)`;
    return verify(entry, readCopy(copy, entry), where);
  }
  const looked =
    `not in ${cacheDir}` +
    (wordlistDir ? ` nor in WORDLIST_DIR=${given} (${wordlistDir})` : `, and WORDLIST_DIR is not set`);
  if (!entry.url) {
    throw new WordListError(
      `cannot find word list '${name}' (${entry.file}): ${looked}, and it has no download address. ` +
        `Set WORDLIST_DIR to a folder holding ${entry.file}.`,
    );
  }
  const stream = options.progress === undefined ? (process.stderr.isTTY ? process.stderr : null) : options.progress;
  let bytes: Uint8Array;
  try {
    bytes = await (options.download ?? fetchBytes)(entry.url, progressBar(entry.file, stream), largest(entry));
  } catch (e) {
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    const why = (e as Error).message + (cause ? `: ${cause.code ?? cause.message}` : "");
    throw new WordListError(
      `cannot find word list '${name}' (${entry.file}): ${looked}, and downloading ${entry.url} failed ` +
        `(${why}). Set WORDLIST_DIR to a folder holding ${entry.file}, or go online and retry.`,
    );
  }
  const text = Buffer.from(bytes).toString("utf8");
  const words = verify(entry, text, `the download from ${entry.url}`);
  writeAtomically(path.join(cacheDir, entry.file), text);
  return words;
}

/** Where the loader looks: the cache, and the folder WORDLIST_DIR names (if any). */
function places(options: LoadOptions): { cacheDir: string; wordlistDir?: string; given?: string } {
  const cacheDir = options.cacheDir ?? defaultCacheDir;
  // A relative WORDLIST_DIR means relative to where the command was typed: npm runs scripts from
  // the project's root and records that place as INIT_CWD.
  const given = options.wordlistDir ?? process.env.WORDLIST_DIR;
  const wordlistDir = given ? path.resolve(process.env.INIT_CWD ?? process.cwd(), given) : undefined;
  return { cacheDir, wordlistDir, given };
}

/**
 * The file `loadWordList` reads a list from: its copy in the cache, else in WORDLIST_DIR; null
 * when it would be downloaded. (A command checks its outputs against it: never write over an input.)
 */
export function locateWordList(entry: WordListEntry, options: LoadOptions = {}): string | null {
  const { cacheDir, wordlistDir } = places(options);
  for (const folder of [cacheDir, wordlistDir]) {
    const file = folder && path.join(folder, entry.file);
    if (file && fs.existsSync(file)) return file;
  }
  return null;
}

/** The most bytes a faithful copy can have: twice its normalized content (CRLF, padding). */
function largest(entry: WordListEntry): number {
  return 2 * entry.bytes + 65536;
}

/**
 * A copy's text. A copy that is not a regular file (a FIFO, a device, a folder), is far larger
 * than the list, or cannot be read is refused like a bad one, before it is read.
 */
function readCopy(file: string, entry: WordListEntry): string {
  let text: string;
  try {
    const stat = fs.statSync(file);
    if (stat.isDirectory()) throw new WordListError(`${file} cannot be read: it is a folder`);
    if (!stat.isFile()) throw new WordListError(`${file} cannot be read: it is not a regular file`);
    if (stat.size > largest(entry)) {
      throw new WordListError(`refusing ${file}: it has ${stat.size} bytes, and the word list '${entry.name}' has ${entry.bytes} (a copy may have at most ${largest(entry)})`);
    }
    text = fs.readFileSync(file, "utf8");
  } catch (e) {
    if (e instanceof WordListError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw new WordListError(`${file} cannot be read: ${code === "EISDIR" ? "it is a folder" : (code ?? (e as Error).message)}`);
  }
  return text;
}

/** Writes a file so that a reader sees either nothing or the whole of it, never a part. */
function writeAtomically(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.partial`;
  const kept = removeOnExit(temporary);
  try {
    fs.writeFileSync(temporary, text);
    fs.renameSync(temporary, file);
  } finally {
    kept();
  }
}

async function fetchBytes(url: string, progress: (done: number, total: number) => void, limit: number): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status} ${response.statusText}`);
  const total = Number(response.headers.get("content-length") ?? NaN);
  const parts: Uint8Array[] = [];
  let done = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done: finished, value } = await reader.read();
    if (finished) break;
    parts.push(value);
    done += value.length;
    if (done > limit) {
      await reader.cancel();
      throw new Error(`the server sent over ${limit} bytes, more than the list can have`);
    }
    progress(done, total);
  }
  return Buffer.concat(parts);
}

/** A one-line progress bar redrawn in place on a terminal; silent when there is no stream. */
function progressBar(label: string, stream: NodeJS.WriteStream | null): (done: number, total: number) => void {
  if (!stream) return () => {};
  let last = -1;
  return (done, total) => {
    const fraction = total > 0 ? Math.min(done / total, 1) : NaN;
    const percent = Number.isNaN(fraction) ? -1 : Math.floor(fraction * 100);
    if (percent === last && percent !== -1) return;
    last = percent;
    const bar = Number.isNaN(fraction) ? "" : `${barText(fraction)} `;
    stream.write(`\rdownloading ${label} ${bar}${(done / 1e6).toFixed(1)} MB`);
    if (fraction === 1) stream.write("\n");
  };
}
