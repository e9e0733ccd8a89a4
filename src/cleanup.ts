/**
 * Files that a process is making and that must not outlive it: a temporary file before it is
 * renamed into place, a lock, a half-built site. Each is removed when the process exits, however
 * it exits; the commands turn a signal into an exit (src/cli/command.ts), so Ctrl-C, SIGTERM and
 * SIGHUP remove them too. Node only.
 */
import * as fs from "fs";

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
