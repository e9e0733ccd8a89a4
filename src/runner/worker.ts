/**
 * The worker that runs a notebook's cells for its page, one at a time, on one shared state, as
 * the tslab kernel does. A cell's `./src/<module>` imports get the library itself; `./src/notebook`
 * shows through the page; `./src/wordlists` loads the lists the site carries, checked as Node
 * checks them; `fs` reads the files the site carries; `danfojs` is loaded the first time a cell
 * asks for it. Everything a cell prints or shows is posted to the page as it happens.
 */
import { Buffer } from "buffer/"; // the npm package, not Node's module
import { formatWithOptions, inspect } from "node-inspect-extracted";
import * as pathModule from "path-browserify";
import { CellRunner } from "./cell";
import { siteFiles } from "./files";
import { notebookModule } from "./notebook";
import type { FromWorker, Output, ToWorker } from "./protocol";
import { normalize, verify, WordListError, type WordListEntry } from "../wordlistCheck";
import * as boardTable from "../boardTable";
import * as groupTable from "../groupTable";
import * as clueContest from "../clueContest";
import * as codeBreaking from "../codeBreaking";
import * as display from "../display";
import * as exercises from "../exercises";
import * as firstGuessTable from "../firstGuessTable";
import * as format from "../format";
import * as game from "../game";
import * as guessTree from "../guessTree";
import * as hangman from "../hangman";
import * as optimal from "../optimal/index";
import * as random from "../random";
import * as replies from "../replies";
import * as spellingBee from "../spellingBee";
import * as stats from "../stats";
import * as timing from "../timing";
import * as wordGraph from "../wordGraph";

// A cell that closed the worker would leave every later cell waiting for nothing.
Object.defineProperty(self, "close", {
  value: () => {
    throw new Error("a cell cannot close the notebook's worker here: Restart starts a fresh one");
  },
});

// Node's Buffer, which the clue contest's streaming reader uses, and cells may too.
(self as unknown as { Buffer: typeof Buffer }).Buffer = Buffer;

/** The library as a notebook imports it, by the path a cell writes. */
const library: Record<string, unknown> = {
  "./src/boardTable": boardTable,
  "./src/groupTable": groupTable,
  "./src/clueContest": clueContest,
  "./src/codeBreaking": codeBreaking,
  "./src/display": display,
  "./src/exercises": exercises,
  "./src/firstGuessTable": firstGuessTable,
  "./src/format": format,
  "./src/game": game,
  "./src/guessTree": guessTree,
  "./src/hangman": hangman,
  "./src/optimal": optimal,
  "./src/optimal/index": optimal,
  "./src/random": random,
  "./src/replies": replies,
  "./src/spellingBee": spellingBee,
  "./src/stats": stats,
  "./src/timing": timing,
  "./src/wordGraph": wordGraph,
};

const post = (message: FromWorker) => (self as unknown as Worker).postMessage(message);

/** The cell running now: where what is printed goes. */
let current = 0;

/**
 * What a cell may show: past this, a flood (a loop printing, or showing tables) would only
 * freeze the page, so the rest is cut, with a note.
 */
const PRINT_LIMIT = 2_000_000; // characters printed
const LINE_LIMIT = 10_000; // lines printed (a page lays out a million short lines slowly)
const SHOWN_LIMIT = 500; // tables, charts and files
let printed = 0;
let lines = 0;
let shown = 0;
/** Printed text not yet posted: consecutive prints go to the page as one message. */
let pending: { kind: "stdout" | "stderr"; text: string } | null = null;
let flushing = 0;

/** Posts the printed text held back, if any. */
function flush(): void {
  clearTimeout(flushing);
  if (pending) post({ type: "output", id: current, output: pending });
  pending = null;
}

function emit(output: Output): void {
  if (output.kind === "stdout" || output.kind === "stderr") {
    if (printed >= PRINT_LIMIT || lines >= LINE_LIMIT) return;
    let text = output.text;
    const newlines = text.split("\n").length - 1;
    const cut = (kept: string, what: string) => `${kept}\n… the cell printed more than ${what}; the rest is not shown\n`;
    if (printed + text.length >= PRINT_LIMIT) text = cut(text.slice(0, PRINT_LIMIT - printed), `${PRINT_LIMIT.toLocaleString("en-US")} characters`);
    else if (lines + newlines >= LINE_LIMIT) text = cut(text.split("\n").slice(0, LINE_LIMIT - lines).join("\n"), `${LINE_LIMIT.toLocaleString("en-US")} lines`);
    printed += output.text.length;
    lines += newlines;
    if (pending && pending.kind !== output.kind) flush();
    if (!pending) {
      pending = { kind: output.kind, text: "" };
      // Posted when the cell lets the worker breathe; a loop that never does is ended by Stop.
      flushing = setTimeout(flush, 50) as unknown as number;
    }
    pending.text += text;
    if (pending.text.length >= 65_536) flush();
    return;
  }
  flush();
  if (shown >= SHOWN_LIMIT) return;
  if (++shown === SHOWN_LIMIT) {
    post({ type: "output", id: current, output });
    output = { kind: "stderr", text: `… the cell showed ${SHOWN_LIMIT} tables, charts or files; the rest are not shown\n` };
  }
  post({ type: "output", id: current, output });
}

/** Pieces asked of the page, by key, answered by a `source` message. */
const waiting = new Map<string, { resolve: (text: string) => void; reject: (e: Error) => void }>();
const asked = new Map<string, Promise<string>>();
function need(key: string): Promise<string> {
  let answer = asked.get(key);
  if (!answer) {
    answer = new Promise<string>((resolve, reject) => waiting.set(key, { resolve, reject }));
    asked.set(key, answer);
    post({ type: "need", key });
  }
  return answer;
}

/** What Node's console prints, formatted as Node formats it. */
const print = (kind: "stdout" | "stderr") => (...xs: unknown[]) => emit({ kind, text: `${formatWithOptions({}, ...xs)}\n` });
const pageConsole = {
  log: print("stdout"),
  info: print("stdout"),
  debug: print("stdout"),
  warn: print("stderr"),
  error: print("stderr"),
  dir: (x: unknown, options?: object) => emit({ kind: "stdout", text: `${inspect(x, options)}\n` }),
  table: (x: unknown) => emit({ kind: "stdout", text: `${inspect(x)}\n` }),
  assert: (ok: unknown, ...why: unknown[]) => {
    if (!ok) emit({ kind: "stderr", text: `Assertion failed${why.length ? `: ${formatWithOptions({}, ...why)}` : ""}\n` });
  },
};

let runner: CellRunner | null = null;

function start(files: Record<string, string>, manifest: Record<string, WordListEntry>): CellRunner {
  const fs = siteFiles(files, (path, text) => emit({ kind: "file", path, text }));
  const notebook = notebookModule({
    print: (text) => emit({ kind: "stdout", text: `${text}\n` }),
    table: (html) => emit({ kind: "table", html }),
    figure: (name, figure, size) => emit({ kind: "figure", name, figure: JSON.parse(JSON.stringify(figure)), size }),
  });
  const wordlists = {
    normalize,
    verify,
    WordListError,
    /** A list the site carries, checked against the manifest as Node checks a copy. */
    async loadWordList(name: string): Promise<string[]> {
      const entry = manifest[name];
      if (!entry) throw new WordListError(`unknown word list '${name}'; known lists: ${Object.keys(manifest).join(", ")}`);
      return verify(entry, await need(`wordlist:${name}`), `the site's copy of ${entry.file}`);
    },
  };
  const modules: Record<string, unknown> = {
    ...library,
    "./src/notebook": notebook,
    "./src/wordlists": wordlists,
    fs,
    path: pathModule,
  };
  const cells = new CellRunner(async (spec) => {
    if (spec in modules) return modules[spec];
    if (spec === "danfojs") return loadDanfo();
    const known = Object.keys(modules).filter((m) => m.startsWith("./src/"));
    throw new Error(
      `there is no module "${spec}" in this page; a cell here can import the library (${known.map((m) => m.slice(6)).join(", ")} under ./src/), danfojs, fs and path`,
    );
  });
  cells.define("console", pageConsole);
  cells.define("require", (spec: unknown) => {
    throw new Error(`require(${JSON.stringify(spec)}) is not available in this page: import it at the top of a cell, as the notebooks do`);
  });
  return cells;
}

let danfo: Promise<unknown> | null = null;
function loadDanfo(): Promise<unknown> {
  danfo ??= need("danfojs").then((code) => {
    (0, eval)(code); // the browser build of danfojs, which defines the global `dfd`
    // Its CSV parser (PapaParse), finding itself in a worker, takes the worker's messages for
    // its own: it is given none, and the cells' messages keep coming here.
    self.onmessage = null;
    return (self as unknown as { dfd: unknown }).dfd;
  });
  return danfo;
}

/** An error as a reader should see it: its name and message, not a trace through the bundle. */
function errorOutput(e: unknown): Output & { kind: "error" } {
  try {
    if (e instanceof Error) return { kind: "error", name: String(e.name), message: String(e.message) };
    return { kind: "error", name: "Uncaught", message: inspect(e) };
  } catch {
    // A thrown value that cannot even be described (a revoked proxy, a throwing getter).
    return { kind: "error", name: "Error", message: "the cell threw a value that cannot be shown" };
  }
}

// What a cell leaves running (a timer, a promise nobody awaits) may fail after the cell ended:
// the error is printed under the cell that ran last, as a kernel prints it, and the worker lives on.
const uncaught = (what: string, e: unknown) => {
  const { name, message } = errorOutput(e);
  emit({ kind: "stderr", text: `${what} ${name}: ${message}\n` });
};
self.addEventListener("error", (event: ErrorEvent) => {
  event.preventDefault();
  uncaught("Uncaught", event.error ?? new Error(event.message));
});
self.addEventListener("unhandledrejection", (event: PromiseRejectionEvent) => {
  event.preventDefault();
  uncaught("Uncaught (in promise)", event.reason);
});

self.addEventListener("message", async (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === "start") {
    runner = start(message.files, message.manifest);
  } else if (message.type === "source") {
    const waiter = waiting.get(message.key);
    waiting.delete(message.key);
    if (message.text !== undefined) waiter?.resolve(message.text);
    else {
      asked.delete(message.key); // a later cell may ask again
      waiter?.reject(new Error(message.error ?? `the page could not load ${message.key}`));
    }
  } else if (message.type === "run") {
    flush(); // what an earlier cell's timers printed goes under that cell
    current = message.id;
    printed = 0;
    lines = 0;
    shown = 0;
    let ok = true;
    try {
      if (!runner) throw new Error("the worker was not started");
      const { value } = await runner.run(message.source);
      // tslab prints a cell's value on its output stream, as console.log would (a string as it is).
      if (value !== undefined) emit({ kind: "stdout", text: `${formatWithOptions({}, value)}\n` });
    } catch (e) {
      ok = false;
      emit(errorOutput(e));
    } finally {
      flush();
      post({ type: "done", id: message.id, ok });
    }
  }
});
