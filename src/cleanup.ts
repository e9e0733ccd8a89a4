/**
 * Files that a process is making and that must not outlive it: a temporary file before it is
 * renamed into place, a lock, a half-built site. Each is removed when the process exits, however
 * it exits; the commands turn a signal into an exit (src/cli/command.ts), so Ctrl-C, SIGTERM and
 * SIGHUP remove them too. So are the programs it started and waits for. And what replaces a file
 * or folder keeps its owner and mode. Node only.
 */
import type { ChildProcess } from "child_process";
import * as fs from "fs";

/** Stops `child` (SIGTERM) if this process exits before the child has ended. */
export function stopOnExit(child: ChildProcess): void {
  const stop = () => child.kill("SIGTERM");
  process.on("exit", stop);
  child.on("close", () => process.off("exit", stop));
}

/**
 * Removes `file` (a file or a folder) if the process exits before the returned function is
 * called; calling it means the file was kept (renamed, or removed by its maker).
 * @example const done = removeOnExit(temporary); write(temporary); rename(temporary, file); done();
 */
export function removeOnExit(file: string): () => void {
  const remove = () => fs.rmSync(file, { recursive: true, force: true });
  process.on("exit", remove);
  return () => void process.off("exit", remove);
}

/**
 * Gives what replaces a file or folder the old one's owner, where this process may set it (as
 * root), then its mode: in that order, since a change of owner clears the set-user-ID and
 * set-group-ID bits.
 */
export function keepOwnership(file: string, old: fs.Stats): void {
  try {
    fs.chownSync(file, old.uid, old.gid);
  } catch {
    // Only root may give a file away; anyone else's new file is their own, as with any editor.
  }
  fs.chmodSync(file, old.mode & 0o7777);
}

/**
 * Calls `stop` once the command the user typed has ended without this process: its parent is
 * gone (it is then another's child), or, run by `npm run`, npm itself is gone (npm passes a
 * signal to its shell, which ends without passing it on; a SIGHUP or SIGINT to npm alone leaves
 * the shell waiting). Checked four times a second, without keeping the process alive.
 */
export function whenLauncherEnds(stop: () => void): void {
  const parent = process.ppid;
  const npm = process.env.npm_lifecycle_event ? parentOf(parent) : null;
  setInterval(() => (process.ppid !== parent || (npm !== null && !alive(npm))) && stop(), 250).unref();
}

/** A process's parent, from /proc (Linux); null where that cannot be read, or for init. */
function parentOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    return parent > 1 ? parent : null;
  } catch {
    return null;
  }
}

/** Whether a process is running (signal 0 checks without sending anything). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}
