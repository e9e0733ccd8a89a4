/**
 * One way to run a command: its arguments parsed by Node's own `util.parseArgs`, its usage made
 * from the same description, and one rule for how it ends.
 *   --help or -h        the usage on standard output, status 0
 *   a bad argument      the reason and the usage on standard error, status 2
 *   an error            one line on standard error, "name: message", status 1
 *   a signal            (Ctrl-C, SIGTERM, SIGHUP) status 128 + its number, after the files the
 *                       command was making are removed (src/cleanup.ts)
 * A command's main returns its status; standard output and error are flushed before it exits.
 */
import * as path from "path";
import { parseArgs } from "util";
import { signalsHeard, whenLauncherEnds } from "../cleanup";
import { quoted } from "../format";

/** An option: a flag, a text value, a whole number, or one of some choices. */
export type OptionSpec =
  | { kind: "flag"; help: string; short?: string }
  | { kind: "text"; help: string; value: string; short?: string }
  | { kind: "whole"; help: string; value: string; min: number; max?: number; short?: string }
  | { kind: "choice"; help: string; choices: readonly string[]; short?: string };

/** A command as its usage and its reference page describe it (the commands' own are in specs.ts). */
export interface CommandSpec {
  /** The npm script's name, e.g. "wordle". */
  name: string;
  /** What it is for, in one line (the README and the reference list it so). */
  summary: string;
  /** The positional arguments, all required, e.g. ["LETTERS", "CENTER"]. */
  positionals: readonly string[];
  /** Any number of further positionals, by this name (e.g. "SECTION"), after the required ones. */
  rest?: string;
  /** What each positional means, by name, for the usage. */
  positionalHelp?: Record<string, string>;
  options: Record<string, OptionSpec>;
  /** Lines after the options: conventions. */
  notes?: string;
  /** The reference page's explanation, in markdown: paragraphs separated by blank lines. */
  about: string;
  /** The reference page's examples; each is run to show its real output unless `run` is false. */
  examples: readonly Example[];
}

/** An example of a command: its arguments, and what it reads from standard input. */
export interface Example {
  args: readonly string[];
  input?: string;
  run?: false;
}

/** The parsed arguments: each option under its name (absent when not given), the positionals in order. */
export interface Parsed {
  options: Record<string, string | number | boolean | undefined>;
  positionals: string[];
}

/** A mistake in the arguments: the command prints it with the usage and exits with status 2. */
export class UsageError extends Error {}

/**
 * A file the command was given, refused before any work (a table of another kind, a table another
 * run holds): printed without the usage, status 1, and a record of the run is not written.
 */
export class Refusal extends Error {}

/** The usage text, made from the spec. */
export function usage(spec: CommandSpec): string {
  const option = (name: string, o: OptionSpec) => {
    const flag = `${o.short ? `-${o.short}, ` : ""}--${name}`;
    if (o.kind === "flag") return flag;
    return `${flag} ${o.kind === "choice" ? o.choices.join("|") : o.value}`;
  };
  const positionals = [...spec.positionals, ...(spec.rest ? [spec.rest] : [])];
  const rows: [string, string][] = [
    ...positionals.map((p): [string, string] => [p, spec.positionalHelp?.[p] ?? ""]),
    ...Object.entries(spec.options).map(([name, o]): [string, string] => [option(name, o), o.help]),
    ["-h, --help", "show this help"],
  ];
  const width = Math.max(...rows.map(([left]) => left.length)) + 2;
  return [
    `usage: npm run ${spec.name} -- ${[...spec.positionals, ...(spec.rest ? [`[${spec.rest}...]`] : []), "[options]"].join(" ")}`,
    ...rows.map(([left, right]) => `  ${left.padEnd(width)}${right}`.trimEnd()),
    ...(spec.notes ? ["", spec.notes] : []),
  ].join("\n");
}

/**
 * Parses a command's arguments by its spec; throws a UsageError that says what is wrong.
 * @example parse(spec, ["--turns", "3"]).options.turns //=> 3
 */
export function parse(spec: CommandSpec, args: readonly string[]): Parsed | "help" {
  const node: Record<string, { type: "string" | "boolean"; short?: string }> = { help: { type: "boolean", short: "h" } };
  for (const [name, o] of Object.entries(spec.options)) {
    node[name] = { type: o.kind === "flag" ? "boolean" : "string", ...(o.short ? { short: o.short } : {}) };
  }
  // Not strict: the tokens are checked here, so that every message names the argument plainly.
  const { tokens } = parseArgs({ args: [...args], options: node, strict: false, allowPositionals: true, tokens: true });
  if (tokens.some((t) => t.kind === "option" && t.name === "help")) return "help";
  const parsed: Parsed = { options: {}, positionals: [] };
  for (const token of tokens) {
    if (token.kind === "positional") parsed.positionals.push(token.value);
    if (token.kind !== "option") continue;
    const o = spec.options[token.name];
    const flag = token.rawName;
    if (o === undefined) throw new UsageError(`unknown option ${quoted(flag)}`);
    if (token.name in parsed.options) throw new UsageError(`${flag} is given twice`);
    if (o.kind === "flag") {
      if (token.value !== undefined) throw new UsageError(`${flag} takes no value`);
      parsed.options[token.name] = true;
      continue;
    }
    const value = token.value;
    if (value === undefined) throw new UsageError(`${flag} needs a value`);
    // An empty value is never meant (`--out=`, or an unset variable in `--out "$DEST"`).
    if (value.trim() === "") throw new UsageError(`${flag} needs a value, not an empty one`);
    // A value that starts with - is written inline, and only the long name takes one after "=":
    // `-o=x` would name the file "=x".
    const long = `--${token.name}`;
    if (!token.inlineValue && value.length > 1 && value.startsWith("-")) {
      throw new UsageError(`${flag} needs a value, not the option ${quoted(value)} (a value that starts with - is written ${long}=${quoted(value)})`);
    }
    if (token.inlineValue && flag !== long && value.startsWith("=")) {
      throw new UsageError(`${flag}${value} would take ${quoted(value)} as the value: write ${flag} ${quoted(value.slice(1))} or ${long}=${quoted(value.slice(1))}`);
    }
    parsed.options[token.name] = check(flag, o, value);
  }
  if (parsed.positionals.length < spec.positionals.length) {
    throw new UsageError(`missing ${spec.positionals.slice(parsed.positionals.length).join(" and ")}`);
  }
  if (parsed.positionals.length > spec.positionals.length && !spec.rest) {
    throw new UsageError(`unexpected argument ${quoted(parsed.positionals[spec.positionals.length])}`);
  }
  return parsed;
}

function check(flag: string, o: OptionSpec, value: string): string | number {
  if (o.kind === "whole") {
    const n = Number(value);
    if (!/^\s*\d+\s*$/.test(value) || !Number.isSafeInteger(n) || n < o.min || n > (o.max ?? Infinity)) {
      const range = o.max === undefined ? `of at least ${o.min}` : `from ${o.min} to ${o.max}`;
      // Digits past what a double holds exactly are a whole number all the same: say what is wrong.
      const why = /^\s*\d+\s*$/.test(value) && !Number.isSafeInteger(n) ? `; ${quoted(value.trim())} is too big` : `, not ${quoted(value)}`;
      throw new UsageError(`${flag} takes a whole number ${range}${why}`);
    }
    return n;
  }
  if (o.kind === "choice" && !o.choices.includes(value)) {
    throw new UsageError(`${flag} takes ${o.choices.join(" or ")}, not ${quoted(value)}`);
  }
  return value;
}

/** Why a system call failed, in words: "the disk is full" for ENOSPC. */
export function systemReason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code ?? "";
  return reasons[code] ?? (code || String((e as Error)?.message ?? e));
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
  ENAMETOOLONG: "the name is too long",
  ELOOP: "too many symbolic links",
  EBADF: "the stream is closed",
};

/**
 * A signal ends the command as an exit does, so that the files it was making are removed; so
 * does the end of the `npm run …` that started it (a signal to npm alone does not reach here).
 */
function stopOnSignals(): void {
  for (const [signal, number] of [["SIGHUP", 1], ["SIGINT", 2], ["SIGTERM", 15]] as const) {
    process.on(signal, () => process.exit(128 + number));
  }
  whenLauncherEnds(() => process.exit(129));
}

/**
 * A table's run stopped by a signal says, as it ends, what it keeps: the line `say` makes then,
 * on standard error (written at once there, so in time before the process goes).
 */
export function sayIfStopped(say: () => string): void {
  process.on("exit", (status) => {
    if (status > 128) process.stderr.write(`${say()}\n`);
  });
}

/**
 * Runs a step of seconds on this thread (a greedy tree, --groups' table) with the signals' own
 * action: a Ctrl-C stops the process at once, where the handlers above would wait for the step to
 * end. Only for a step that leaves nothing to remove (no lock held, no file half-written). Turns
 * of the event loop first, so that a signal that came while the command started up is acted on,
 * not lost with its handler. `solve`'s game and search run on a thread of its own instead
 * (src/cli/searcher.ts), where no signal can be lost.
 */
export async function stoppableAtOnce<T>(step: () => T): Promise<T> {
  await quietTurn();
  const signals = ["SIGHUP", "SIGINT", "SIGTERM"] as const;
  const kept = signals.map((signal) => [signal, process.listeners(signal)] as const);
  for (const signal of signals) process.removeAllListeners(signal);
  try {
    return step();
  } finally {
    for (const [signal, listeners] of kept) for (const listener of listeners) process.on(signal, listener);
  }
}

/**
 * Turns of the event loop until one takes under a tenth of a millisecond (at most 100 turns;
 * after start-up, tens of milliseconds in all). The loop reads a signal when it looks for
 * events, and a handler removed after that look drops a signal that came since: the quieter the
 * last turn, the narrower that gap. After start-up a turn often spends milliseconds on the engine's own tasks;
 * an empty turn takes tens of microseconds. The gap is narrowed, not closed: a step run beside
 * this thread closes it, as `solve`'s searches are.
 */
async function quietTurn(): Promise<void> {
  for (let turn = 0; turn < 100; turn++) {
    const start = performance.now();
    await signalsHeard();
    if (performance.now() - start < 0.1) return;
  }
}

/** A path the user typed, resolved from where the command was typed (npm records it as INIT_CWD). */
export function userPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/**
 * Runs a command: parses its arguments, calls main, prints what went wrong in one line, and
 * exits with main's status once standard output and error have been written out.
 */
export function command(spec: CommandSpec, main: (args: Parsed) => Promise<number> | number): void {
  const help = usage(spec);
  // A reader that goes away (`| head -1`) ends the command quietly, with status 0; any other
  // failure to write (a full disk) is said in one line, with status 1.
  process.stdout.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code === "EPIPE") process.exit(0);
    process.stderr.write(`${spec.name}: cannot write the output: ${systemReason(e)}\n`);
    process.exit(1);
  });
  // Standard error gone: there is nowhere left to say anything, and the work goes on.
  process.stderr.on("error", () => {});
  stopOnSignals();
  const finish = async (status: number) => {
    await Promise.all([process.stdout, process.stderr].map((s) => new Promise((done) => s.write("", done))));
    process.exit(status);
  };
  let args: Parsed | "help";
  try {
    args = parse(spec, process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`${spec.name}: ${(e as Error).message}\n${help}\n`);
    void finish(2);
    return;
  }
  if (args === "help") {
    process.stdout.write(`${help}\n`);
    void finish(0);
    return;
  }
  Promise.resolve()
    .then(() => main(args as Parsed))
    .then(
      (status) => finish(status),
      (e) => {
        const usageError = e instanceof UsageError;
        process.stderr.write(`${spec.name}: ${(e as Error)?.message ?? String(e)}\n${usageError ? `${help}\n` : ""}`);
        return finish(usageError ? 2 : 1);
      },
    );
}
