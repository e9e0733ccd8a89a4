/**
 * The command reference, docs/commands.md, made from the commands' specs (specs.ts): for each
 * command its summary, its explanation, its usage exactly as `--help` prints it, and its
 * examples with the output they really print, each run here. `npm run docs` writes the page and
 * test/docs.test.ts makes it again and compares, so the page cannot drift from the commands.
 * Node-only.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { fill, shellWords } from "../format";
import { runBeside } from "../cleanup";
import { CommandSpec, Example, usage } from "./command";
import { commandSpecs } from "./specs";

const root = path.resolve(__dirname, "..", "..");

/** Where the page is kept. */
export const referenceFile = path.join(root, "docs", "commands.md");

/** The script a command's npm script runs, as package.json says (`node --require tsx/cjs FILE`). */
export function scriptOf(name: string): string {
  const scripts: Record<string, string> = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts;
  const file = /tsx\/cjs (\S+\.ts)/.exec(scripts[name] ?? "")?.[1];
  if (!file) throw new Error(`package.json has no script "${name}" that runs a TypeScript command`);
  return path.join(root, file);
}

/** The example as a reader types it: `printf '…' | npm run wordle -- --target THUMB`. */
export function typedExample(name: string, example: Example): string {
  const line = `npm run ${name}${example.args.length ? ` -- ${shellWords(example.args)}` : ""}`;
  if (example.input === undefined) return line;
  return `printf ${shellWords([example.input.replace(/\n/g, "\\n")])} | ${line}`;
}

/**
 * What an example prints: standard output, then standard error if it wrote any, as `npm run -s`
 * would show them from the project's folder, with the word lists where the caller finds them.
 * It runs beside this process, not blocking it, so that a Ctrl-C or SIGTERM is heard at once;
 * and it is stopped if this process ends first. An example stopped by a signal is an error: its
 * output would be the signal's, not the command's.
 */
export async function exampleOutput(name: string, example: Example): Promise<string> {
  const { status, signal, stdout, stderr } = await runBeside(process.execPath, ["--require", "tsx/cjs", scriptOf(name), ...example.args], {
    cwd: root,
    env: { ...process.env, INIT_CWD: root, FORCE_COLOR: "0" },
    input: example.input,
    timeout: 120_000,
  });
  if (signal) throw new Error(`${typedExample(name, example)} was stopped by ${signal}`);
  const ending = status === 0 ? "" : `(it ends with status ${status})\n`;
  return `${stdout}${stderr}${ending}`.replace(/\n+$/, "");
}

/** What the page is, at its top: how a command is typed, and where its examples come from. */
const opening = `Every command is an npm script: \`npm run NAME -- ARGUMENTS\` (the \`--\` keeps npm from taking
the arguments for itself). They need the npm packages (\`npm start\`, \`npm test\` or \`npm ci\` installs them) and the
word lists (see [the library](library.md#word-lists)). All of them share one argument parser
(\`src/cli/command.ts\`, on Node's \`util.parseArgs\`) and one way of ending, told [at the end](#how-every-command-ends).
For a first try, the examples of [bee](#bee), [wordle](#wordle) and [play](#play) take a few seconds; [start](#start) and
[test](#test) re-run and check everything, and take a while.

The examples below were run by \`npm run docs\`, which wrote this page; their outputs are what they printed. The
times in them are those of that run, on the machine of [Speed](speed.md).`;

/** The conventions every command keeps, said once, after the commands. */
const conventions = `## How every command ends

- \`--help\` or \`-h\` prints the usage below, with status 0; a bad argument prints the reason and the usage on
  standard error, with status 2. So does a file named that cannot serve, found before any work (an output in a folder
  that does not exist, a list that is not there).
- Any other failure (a file that cannot be read or written during the work, a refused word list) is one line naming
  the file or the value and the reason, with status 1; never a stack trace.
- Ctrl-C, or SIGINT, SIGTERM or SIGHUP to the command, or SIGINT or SIGTERM to the \`npm run\` that started it (the
  scripts \`exec\` the command, and npm passes those two on), ends it with status 128 + the signal's number, after
  removing what it was writing (a half-written output, a table's lock, a half-built site) and stopping what it started
  (Jupyter and its kernels). A long search stops at once. A run into a resumable table (\`solve --boards\`,
  \`--groups\`, \`--first-guesses all\`), once begun, says in its last line how many rows the table keeps, each
  settled whole (a signal in the last moments of a run that has finished may come too late to be heard). When the
  \`npm run\` ends otherwise (a SIGHUP to npm alone), the command ends too, once the step it is in is over.
- File names are taken from where you typed the command. An output (\`-o\`, \`--table\`) is checked before any work,
  is written under a temporary name beside it and renamed into place with the old file's permissions, is written
  directly when it is a device or a FIFO (\`-o /dev/null\`), and is refused when it is one of the command's inputs (a
  word list, standard input).
- A reader that goes away (\`| head -1\`) ends a command quietly, with status 0, when the command next prints (a
  search that prints nothing for an hour runs on until then).`;

/** The two commands of the README, and the scripts that open the notebooks: their own usage. */
const scripts: { name: string; typed: string; about: string; help: string[] }[] = [
  {
    name: "start",
    typed: "npm start",
    about:
      "Re-runs every notebook in place and exports every figure; installs what is missing first. " +
      "See [Running the notebooks](notebooks.md).",
    help: ["scripts/start.mjs", "--help"],
  },
  {
    name: "test",
    typed: "npm test",
    about:
      "Installs what is missing as `npm start` does, then runs the tests with vitest: the library, every " +
      "published figure, the commands, every notebook executed, and the site in headless Chromium.",
    help: [],
  },
  {
    name: "kernel",
    typed: "npm run kernel",
    about:
      'Registers the notebooks\' kernel, "TypeScript (tslab, word puzzles)", for your user, where VS Code, ' +
      "JupyterLab and Jupyter Notebook look; `--remove` takes it away. See [Running the notebooks](notebooks.md).",
    help: ["scripts/kernel.mjs", "--help"],
  },
  {
    name: "jupyter",
    typed: "npm run jupyter",
    about:
      "Opens the notebooks in Jupyter Notebook; when it is missing it is installed as root on Debian or Ubuntu, and " +
      "elsewhere the command says what to run. Options after `--` go to Jupyter.",
    help: ["scripts/start.mjs", "--jupyter", "--help"],
  },
  {
    name: "typecheck",
    typed: "npm run typecheck",
    about: "The TypeScript compiler over `src/`, `test/` and `bench/`.",
    help: [],
  },
];

function scriptHelp(args: string[]): string {
  const run = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8" });
  return `${run.stdout}${run.stderr}`.replace(/\n+$/, "");
}

const fence = (lang: string, text: string) => `\`\`\`${lang}\n${text}\n\`\`\``;

/** Markdown paragraphs wrapped to the width of the other docs. */
const wrap = (text: string) => text.split("\n\n").map((p) => fill(p, 118)).join("\n\n");

/** One command's section. */
async function section(spec: CommandSpec, output: (example: Example) => Promise<string>): Promise<string> {
  const examples: string[] = [];
  for (const example of spec.examples) {
    const typed = fence("sh", typedExample(spec.name, example));
    examples.push(example.run === false ? typed : `${typed}\n\n${fence("text", await output(example))}`);
  }
  return [
    `## ${spec.name}`,
    wrap(`${spec.summary[0].toUpperCase()}${spec.summary.slice(1)}. ${spec.about}`),
    fence("text", usage(spec)),
    ...(examples.length ? [`Example${examples.length > 1 ? "s" : ""}:`, ...examples] : []),
  ].join("\n\n");
}

/**
 * The whole page. `output` runs an example (tests may pass their own); every example of every
 * command is run, in the order of the page.
 */
export async function referencePage(
  output: (spec: CommandSpec, example: Example) => Promise<string> = (s, e) => exampleOutput(s.name, e),
): Promise<string> {
  const contents = [...scripts.map((s) => s.name), ...commandSpecs.map((s) => s.name)]
    .map((n) => `[${n}](#${n})`)
    .concat("[how every command ends](#how-every-command-ends)")
    .join(" · ");
  const scriptSections = scripts.map((s) =>
    [`## ${s.name}`, wrap(`\`${s.typed}\`. ${s.about}`), ...(s.help.length ? [fence("text", scriptHelp(s.help))] : [])].join("\n\n"),
  );
  const sections: string[] = [];
  for (const spec of commandSpecs) sections.push(await section(spec, (e) => output(spec, e)));
  return (
    [
      "# Commands",
      "<!-- Made by `npm run docs` from src/cli/specs.ts and src/cli/reference.ts: edit those, not this page. -->",
      opening,
      contents,
      ...scriptSections,
      ...sections,
      conventions,
    ].join("\n\n") + "\n"
  );
}

/**
 * A page as the drift test compares it: the times in outputs left out, since they change from
 * run to run. A time is what formatSeconds writes ("945 µs", "15.3 ms", "2.1 s", "1min 35s", "1h 2min"), a
 * word of its own; the spaces that align a column of times to the left are left out with it.
 */
export function comparable(page: string): string {
  return page.replace(/ *(?<![\w.,])(?:\d+(?:d|h|min)(?: \d+(?:h|min|s))*|\d+(?:\.\d+)? (?:ns|µs|ms|s))(?!\w)/g, " TIME");
}

/** The first line where two pages differ once times are left aside, or null when they do not. */
export function firstDifference(kept: string, made: string): string | null {
  const [a, b] = [comparable(kept).split("\n"), comparable(made).split("\n")];
  const at = a.findIndex((line, i) => line !== b[i]);
  if (at === -1 && a.length === b.length) return null;
  const i = at === -1 ? Math.min(a.length, b.length) : at;
  return `line ${i + 1}: ${JSON.stringify(a[i] ?? "(the end)")} where the commands now give ${JSON.stringify(b[i] ?? "(the end)")}`;
}
