/**
 * The `fs` a notebook's cells get in a page: the project's files that the site carries (the
 * records and tables under `data/`), read-only, and whatever a cell writes, kept in memory for
 * the cells after it, since a page cannot write to the reader's disk. Paths are read as a cell
 * under `notebooks/` reads them, so `../data/results/x.json` is the project's file.
 */

/** An error as Node's `fs` raises it: its code in `code`, and the path in its message. */
class FileError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

/**
 * A file system over `files` (project path → text). `wrote` hears of each file a cell writes,
 * with what it wrote, so the page can say where it went and offer it.
 */
export function siteFiles(files: Record<string, string>, wrote: (path: string, text: string) => void = () => {}) {
  const kept = new Map(Object.entries(files));
  const folders = new Set<string>();
  for (const file of kept.keys()) for (let d = parent(file); d !== ""; d = parent(d)) folders.add(d);

  /** A cell's path as a project path: relative to notebooks/, with `.` and `..` resolved. */
  function project(file: unknown): string {
    if (typeof file !== "string") throw new TypeError(`a path is a string here, not ${typeof file}`);
    const parts: string[] = file.startsWith("/") ? [] : ["notebooks"];
    for (const part of file.split("/")) {
      if (part === "" || part === ".") continue;
      if (part === "..") parts.pop();
      else parts.push(part);
    }
    return parts.join("/");
  }
  function read(file: string): string {
    const text = kept.get(project(file));
    if (text === undefined) {
      const folder = folders.has(project(file)) ? "EISDIR" : "ENOENT";
      throw new FileError(folder, `${folder === "EISDIR" ? "illegal operation on a directory" : "no such file or directory"}, open '${file}' (this page has only the files the site carries)`);
    }
    return text;
  }

  return {
    readFileSync(file: string, encoding?: string | { encoding?: string }): string {
      const text = read(file);
      const enc = typeof encoding === "string" ? encoding : encoding?.encoding;
      if (!enc) throw new Error(`readFileSync('${file}') without an encoding gives bytes, which this page does not have: pass "utf8"`);
      return text;
    },
    writeFileSync(file: string, data: string | ArrayBufferView): void {
      const where = project(file);
      // Bytes are kept as the text they encode (a page's files here are text).
      const text = ArrayBuffer.isView(data) ? new TextDecoder().decode(data) : String(data);
      if (folders.has(where)) throw new FileError("EISDIR", `illegal operation on a directory, open '${file}'`);
      if (where === "" || file.endsWith("/")) throw new FileError("EISDIR", `illegal operation on a directory, open '${file}'`);
      kept.set(where, text);
      for (let d = parent(where); d !== ""; d = parent(d)) folders.add(d);
      wrote(file, text);
    },
    existsSync(file: string): boolean {
      const where = project(file);
      return kept.has(where) || folders.has(where);
    },
    /** Makes a folder and those above it (as with `{ recursive: true }`, which cells pass). */
    mkdirSync(file: string, _options?: { recursive?: boolean }): void {
      for (let d = project(file); d !== ""; d = parent(d)) folders.add(d);
    },
    statSync(file: string) {
      const where = project(file);
      if (folders.has(where)) return { size: 0, isFile: () => false, isDirectory: () => true };
      const text = read(file);
      return { size: new TextEncoder().encode(text).length, isFile: () => true, isDirectory: () => false };
    },
    readdirSync(file: string): string[] {
      const where = project(file);
      if (!folders.has(where)) throw new FileError("ENOENT", `no such file or directory, scandir '${file}'`);
      const names = new Set<string>();
      for (const path of [...kept.keys(), ...folders]) if (parent(path) === where) names.add(path.slice(where.length + 1));
      return [...names].sort();
    },
  };
}

function parent(path: string): string {
  const slash = path.lastIndexOf("/");
  return slash < 0 ? "" : path.slice(0, slash);
}
