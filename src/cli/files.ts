/**
 * Output files for the commands: where a name really leads, checked before any work; written
 * under a temporary name beside it and renamed when complete; errors said in one line.
 */
import * as fs from "fs";
import * as path from "path";
import { UsageError } from "./command";
import { quoted } from "../format";

/**
 * The file that writing to `file` should replace: a symbolic link is followed to what it
 * points at (so the link stays a link). Throws a UsageError, naming the file as the user typed
 * it, when its folder does not exist or it is a folder itself.
 */
export function writeTarget(file: string, typed: string = file): string {
  let target = file;
  for (let hops = 0; fs.lstatSync(target, { throwIfNoEntry: false })?.isSymbolicLink(); hops++) {
    if (hops === 40) throw new UsageError(`${quoted(typed)}: too many symbolic links`);
    target = path.resolve(path.dirname(target), fs.readlinkSync(target));
  }
  const folder = fs.statSync(path.dirname(target), { throwIfNoEntry: false });
  if (!folder?.isDirectory()) throw new UsageError(`${quoted(typed)}: there is no folder ${quoted(path.dirname(target))}`);
  if (fs.statSync(target, { throwIfNoEntry: false })?.isDirectory()) throw new UsageError(`${quoted(typed)} is a folder`);
  return target;
}

/**
 * Replaces a file only when its new content is complete: `write` fills a temporary file beside
 * it, which is then renamed into place, or removed if anything fails. A file-system error comes
 * back as one line naming the file as the user typed it; any other error as it was.
 */
export async function replaceFile(target: string, typed: string, write: (temporary: string) => unknown): Promise<void> {
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.partial`);
  try {
    await write(temporary);
    fs.renameSync(temporary, target);
  } catch (e) {
    fs.rmSync(temporary, { force: true });
    throw fileProblem(e, typed);
  }
}

const reasons: Record<string, string> = {
  ENOENT: "no such file or folder",
  EACCES: "permission denied",
  EPERM: "not permitted",
  EISDIR: "is a folder",
  ENOTDIR: "a part of the path is not a folder",
  EROFS: "the file system is read-only",
  ENOSPC: "the disk is full",
  EEXIST: "a file of that name is in the way",
};

/** A file-system error as one line naming the file, or the error itself if it is another kind. */
export function fileProblem(e: unknown, file: string): unknown {
  const code = (e as NodeJS.ErrnoException)?.code;
  if (!code || !/^E[A-Z]+$/.test(code)) return e;
  return new Error(`${quoted(file)}: ${reasons[code] ?? code}`);
}
