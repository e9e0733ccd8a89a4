/**
 * Files that a process is making and that must not outlive it: a temporary file before it is
 * renamed into place, a lock, a half-built site. Each is removed when the process exits, however
 * it exits; the commands turn a signal into an exit (src/cli/command.ts), so Ctrl-C, SIGTERM and
 * SIGHUP remove them too. So are the programs it started and waits for. And what replaces a file
 * or folder keeps its owner and mode. Node only.
 */
import { spawn } from "child_process";
import * as fs from "fs";

/**
 * A turn of the event loop. The commands' work is synchronous in long stretches (a search, a
 * timed step), and a signal is acted on only between them: each awaits this where stopping is
 * safe, so that a Ctrl-C is heard there.
 */
export const signalsHeard = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** What a program printed and how it ended. */
export interface Ran {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a program beside this process (not blocking it, so that a signal to this one is heard at
 * once) and gives what it printed when it ends. It is stopped (SIGTERM) if this process exits
 * first, or after `timeout` milliseconds.
 */
export function runBeside(
  program: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; input?: string; timeout?: number },
): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { cwd: options.cwd, env: options.env ?? process.env });
    const stop = () => child.kill("SIGTERM");
    process.on("exit", stop);
    const timer = options.timeout === undefined ? undefined : setTimeout(stop, options.timeout);
    let [stdout, stderr] = ["", ""];
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.stdin.on("error", () => {}); // a program may end before reading all its input
    child.stdin.end(options.input ?? "");
    child.on("error", reject);
    child.on("close", (status, signal) => {
      process.off("exit", stop);
      clearTimeout(timer);
      resolve({ status, signal, stdout, stderr });
    });
  });
}

/**
 * Removes `file` (a file or a folder) if the process exits before the returned function is
 * called; calling it means the file was kept (renamed, or removed by its maker).
 * @example const done = removeOnExit(temporary); write(temporary); rename(temporary, file); done();
 */
export function removeOnExit(file: string): () => void {
  const entry = { file }; // its own entry: a name may be held twice (a lock, then its takeover)
  leftOnExit.add(entry);
  return () => void leftOnExit.delete(entry);
}

// One exit listener for every such file: a run of many workers holds many locks at once, and
// Node warns of a leak past ten listeners.
const leftOnExit = new Set<{ file: string }>();
process.on("exit", () => {
  for (const { file } of leftOnExit) {
    try {
      fs.rmSync(file, { recursive: true, force: true });
    } catch {
      // one that cannot be removed does not keep the others
    }
  }
});

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
 * gone (it is then another's child), or, run by `npm run`, npm itself is gone. The scripts in
 * package.json `exec` node, so npm is the parent and passes a signal on to it; where a shell
 * stands between them, npm passes the signal to the shell, which waits on (a SIGHUP or SIGINT to
 * npm alone leaves it waiting), so npm, the parent's parent, is watched too. Checked four times a
 * second, without keeping the process alive. Started by npm but already a child of init, this
 * process outlived an npm stopped while it started up: it stops too.
 */
export function whenLauncherEnds(stop: () => void): void {
  const parent = process.ppid;
  if (process.env.npm_lifecycle_event && parent === 1) {
    setTimeout(stop, 0);
    return;
  }
  const npm = process.env.npm_lifecycle_event && !isNpm(parent) ? parentOf(parent) : null;
  setInterval(() => (process.ppid !== parent || (npm !== null && !alive(npm))) && stop(), 250).unref();
}

/** Whether a process is npm (its title, as /proc shows it, starts with "npm"). */
function isNpm(pid: number): boolean {
  try {
    return /^npm( |\0|$)/.test(fs.readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    return false;
  }
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

/**
 * Whether a process is running (signal 0 checks without sending anything). A zombie, ended but
 * not yet waited for by its parent, is not: on Linux /proc says so.
 */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return true; // no /proc (macOS): the signal's answer stands
  }
}
