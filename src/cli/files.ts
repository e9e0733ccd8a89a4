/**
 * Output files for the commands: where a name really leads, checked before any work; written
 * under a temporary name beside it and renamed when complete; errors said in one line. A file
 * that is not a regular one (/dev/null, a FIFO) is written directly, never replaced; an input is
 * never written over.
 */
import * as fs from "fs";
import * as path from "path";
import { keepOwnership, removeOnExit, signalsHeard } from "../cleanup";
import { quoted, quotedPath } from "../format";
import { locateWordList, manifestFile, readManifest } from "../wordlists";
import { systemReason, UsageError } from "./command";

/**
 * What a name leads to (with `links: false`, the name's own entry, a link not followed), or
 * undefined when there is nothing: none of that name, or a part of its path is a file.
 */
function statOf(file: string, { links = true } = {}): fs.Stats | undefined {
  try {
    return (links ? fs.statSync : fs.lstatSync)(file, { throwIfNoEntry: false });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOTDIR") return undefined;
    throw e;
  }
}

/** Where a name leads, as the system follows its links; a name that leads nowhere yet is itself. */
export function realOf(file: string): string {
  try {
    return fs.realpathSync.native(file);
  } catch {
    return file;
  }
}

/**
 * The file that writing to `file` should replace: a symbolic link is followed to what it
 * points at (so the link stays a link). Throws a UsageError, naming the file as the user typed
 * it, when its folder does not exist, it is a folder itself, it cannot be created there (a
 * read-only folder: found now, not after the work), or it is not a regular file where one is
 * needed (`regular`: a table that is read back and appended to).
 */
export function writeTarget(file: string, typed: string = file, { regular = false } = {}): string {
  let target = file;
  for (let hops = 0; statOf(target, { links: false })?.isSymbolicLink(); hops++) {
    if (hops === 40) throw new UsageError(`${quoted(typed)}: too many symbolic links`);
    // A relative link is read from the link's folder as the system finds it (through links and
    // ..), never by joining the text: ../x inside a linked folder is beside the folder's target.
    const link = fs.readlinkSync(target);
    target = path.isAbsolute(link) ? link : `${fs.realpathSync.native(path.dirname(target))}/${link}`;
  }
  // The same for the folder the last name is in.
  try {
    target = path.join(fs.realpathSync.native(path.dirname(target)), path.basename(target));
  } catch {
    // no such folder: said below
  }
  const folder = statOf(path.dirname(target));
  if (!folder) throw new UsageError(`${quotedPath(typed)}: there is no folder ${quotedPath(path.dirname(target))}`);
  if (!folder.isDirectory()) throw new UsageError(`${quotedPath(typed)}: ${quotedPath(path.dirname(target))} is not a folder`);
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (stat?.isDirectory()) throw new UsageError(`${quoted(typed)} is a folder`);
  if (stat?.isSocket()) throw new UsageError(`${quoted(typed)} is a socket, not a file`);
  if (stat && !stat.isFile() && regular) throw new UsageError(`${quoted(typed)} is not a regular file`);
  try {
    if (stat && !stat.isFile()) fs.accessSync(target, fs.constants.W_OK); // a device or FIFO, written directly
    else {
      const temporary = temporaryFor(target);
      fs.closeSync(fs.openSync(temporary, "wx"));
      fs.rmSync(temporary);
    }
  } catch (e) {
    throw new UsageError(`${quoted(typed)} cannot be written: ${systemReason(e)}`);
  }
  return target;
}

/** The temporary name a file is written under before it is renamed into place. */
function temporaryFor(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.partial`);
}

/**
 * Replaces a file only when its new content is complete: `write` fills a temporary file beside
 * it (opened with `flags`), which is then renamed into place, with the old file's permissions,
 * or removed if anything fails or the process is stopped. A target that is not a regular file
 * (a device, a FIFO) is written directly. A file-system error comes back as one line naming the
 * file as the user typed it; any other error as it was.
 */
export async function replaceFile(target: string, typed: string, write: (file: string, flags: string) => unknown): Promise<void> {
  // A turn of the event loop first: a Ctrl-C or SIGTERM that came during long synchronous work
  // (a search) is acted on here, and ends the command before it writes what the user stopped.
  await signalsHeard();
  const old = fs.statSync(target, { throwIfNoEntry: false });
  if (old && !old.isFile()) {
    try {
      return void (await write(target, "w"));
    } catch (e) {
      throw fileProblem(e, typed);
    }
  }
  const temporary = temporaryFor(target);
  const kept = removeOnExit(temporary);
  try {
    await write(temporary, "wx");
    if (old) keepOwnership(temporary, old);
    fs.renameSync(temporary, target);
  } catch (e) {
    fs.rmSync(temporary, { force: true });
    throw fileProblem(e, typed);
  } finally {
    kept();
  }
}

/** Whether two names lead to the same file (both existing). */
export function sameFile(a: string | number, b: string | number): boolean {
  const stat = (f: string | number) => (typeof f === "number" ? fs.fstatSync(f) : fs.statSync(f, { throwIfNoEntry: false }));
  const [x, y] = [stat(a), stat(b)];
  return Boolean(x && y && x.isFile() && x.dev === y.dev && x.ino === y.ino);
}

/**
 * Refuses an output that is one of the command's inputs (by file, whatever the names: a link or
 * another spelling of the path), each under what the message calls it: writing there would
 * destroy what the command reads.
 * @example refuseInputs(output, "x.txt", { "standard input": 0, '"t.txt"': "/home/me/t.txt" })
 */
export function refuseInputs(output: string, typed: string, inputs: Record<string, string | number>): void {
  for (const [name, input] of Object.entries(inputs)) {
    if (sameFile(input, output)) throw new UsageError(`${quoted(typed)} is ${name}, which this command reads: writing there would destroy it`);
  }
}

/**
 * What every command may read besides what it is given: the word lists' manifest and each list
 * where the loader finds it. An output is never one of them, whichever lists this run reads.
 */
export function projectInputs(): Record<string, string> {
  const manifest = readManifest();
  const lists = Object.entries(manifest).flatMap(([name, entry]) => {
    const file = locateWordList(entry);
    return file ? [[`the word list ${name}`, file]] : [];
  });
  return { "the word lists' manifest": manifestFile, ...Object.fromEntries(lists) };
}

/** A file-system error as one line naming the file, or the error itself if it is another kind. */
export function fileProblem(e: unknown, file: string): unknown {
  const code = (e as NodeJS.ErrnoException)?.code;
  if (!code || !/^E[A-Z]+$/.test(code)) return e;
  return new Error(`${quotedPath(file)}: ${systemReason(e)}`);
}
