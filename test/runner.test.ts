// The cell runner for the in-browser notebooks (issue: run every notebook in the reader's
// browser): a cell's TypeScript, run with tslab's state rules, here in Node on the real library.
import { describe, expect, it } from "vitest";
import * as path from "path";
import { CellRunner, CellSyntaxError, compileCell } from "../src/runner/cell";
import * as G from "../src/game";
import { loadWordList } from "../src/wordlists";
import { notebookModule } from "../src/runner/notebook";
import { siteFiles } from "../src/runner/files";
import { root } from "./cli";

/** The project's modules, as a notebook imports them ("./src/game"); anything else is refused. */
const projectModules = (spec: string) => {
  if (!/^\.\/src\/[\w/]+$/.test(spec)) throw new Error(`no module ${spec} here`);
  return import(`${path.join(root, spec)}.ts`);
};
const runner = () => new CellRunner(projectModules);
/** A cell's value. */
const valueOf = async (cells: CellRunner, source: string) => (await cells.run(source)).value;

describe("a cell, run as tslab runs it", () => {
  it("keeps const, let, var, function, class and destructured names for the cells after it", async () => {
    const cells = runner();
    await cells.run("const a: number = 1;\nlet b = a + 1;\nvar c = [a, b];");
    await cells.run("function twice(x: number): number { return 2 * x; }\nclass Box<T> { constructor(readonly v: T) {} }");
    await cells.run("const { p, q: [r, ...rest] } = { p: 'P', q: [1, 2, 3] };");
    expect(await valueOf(cells, "[a, b, c, twice(b), new Box('x').v, p, r, rest]")).toEqual([1, 2, [1, 2], 4, "x", "P", 1, [2, 3]]);
  });
  it("redefines a name when a cell runs again, even a const; a function of an earlier cell keeps that cell's names, as in tslab", async () => {
    const cells = runner();
    await cells.run("let n = 1;\nconst show = () => n * 10;");
    expect(await valueOf(cells, "show()")).toBe(10);
    await cells.run("const n = 5;");
    expect(await valueOf(cells, "[n, show()]")).toEqual([5, 10]);
    await cells.run("const Math = { max: () => 0 };");
    await cells.run("const later = () => Math.max(1, 2);");
    expect(await valueOf(cells, "later()")).toBe(0);
    await cells.run("const early = () => globalThis.Math.max(1, 2);\nconst Math2 = 1;");
    expect(await valueOf(cells, "early()")).toBe(2);
  });
  it("runs cells written without semicolons, keeps a promise as a value, merges an enum declared twice", async () => {
    const cells = runner();
    expect(await valueOf(cells, 'const a = [1]\n;[2].length\nconst b = 2\nb')).toBe(2);
    expect(await valueOf(cells, 'String(a)\nconst c = 3\nc')).toBe(3);
    const { value: promise } = await cells.run("Promise.resolve(3)"); // not awaited: a value as it is
    expect(promise).toBeInstanceOf(Promise);
    expect(await valueOf(cells, "enum E { A }\nenum E { B = 2 }\n[E.A, E.B]")).toEqual([0, 2]);
  });
  it("has no value when it ends in a type, and names a namespace or a syntax error by the cell's line", async () => {
    const cells = runner();
    expect(await valueOf(cells, "1 + 1;\ninterface I { x: number }")).toBeUndefined();
    expect(await valueOf(cells, "1 + 1;\ntype T = number; /* done */")).toBeUndefined();
    expect(await valueOf(cells, "1 + 1 // a comment after\n")).toBe(2);
    expect(() => compileCell("const x = 1;\nnamespace NS { export const y = 1 }")).toThrow("line 2: namespaces are not supported here");
    expect(() => compileCell("const m: Map<string, number> = new Map();\nconst = 2")).toThrow(/^line 2: /);
  });
  it("runs an import cell again, and a cell that redefines an imported name", async () => {
    const cells = runner();
    const imports = 'import * as G from "./src/game";\nimport { wordle } from "./src/game";';
    await cells.run(imports);
    await cells.run(imports);
    expect(await valueOf(cells, "typeof G.wordle === 'function' && wordle === G.wordle")).toBe(true);
    await cells.run("const wordle = 5;");
    expect(await valueOf(cells, "wordle")).toBe(5);
  });
  it("assigns an earlier cell's name where it lives, so that the earlier cell's functions see it, as in tslab", async () => {
    const cells = runner();
    await cells.run("let count = 0;\nfunction inc() { return ++count; }");
    await cells.run("count = 10;\ninc()");
    expect(await valueOf(cells, "count")).toBe(11);
    await cells.run("let count = 100;"); // declared again: a new variable, which inc does not see
    expect(await valueOf(cells, "[inc(), count]")).toEqual([12, 100]);
  });
  it("allows export {} and the word namespace in comments and strings", async () => {
    const cells = runner();
    expect(await valueOf(cells, "export {};\n1 + 1")).toBe(2);
    expect(await valueOf(cells, "/*\nnamespace X { }\n*/\nconst t = `\nnamespace Y {`;\nt.length")).toBe(14);
  });
  it("keeps an import live: a module's name read later is its value then", async () => {
    const counter = { count: 0, inc() { counter.count++; } };
    const cells = new CellRunner((spec) => (spec === "./counter" ? counter : projectModules(spec)));
    await cells.run('import { count, inc } from "./counter";');
    await cells.run("inc();");
    expect(await valueOf(cells, "count")).toBe(1);
  });
  it("hoists a cell's functions, as a declaration is, and returns only a last expression", async () => {
    const cells = runner();
    expect(await valueOf(cells, "const y = early(3);\ny\nfunction early(x: number) { return x + 1; }")).toBeUndefined();
    expect(cells.get("y")).toBe(4);
    expect(await valueOf(cells, "const z = 2;")).toBeUndefined();
    expect(await valueOf(cells, "z * 21")).toBe(42);
  });
  it("awaits at the top level, and imports the library as the notebooks do (types only are dropped)", async () => {
    const cells = runner();
    await cells.run('import * as G from "./src/game";\nimport { loadWordList } from "./src/wordlists";\nimport type { Word } from "./src/game";');
    await cells.run('const small: Word[] = (await loadWordList("wordle-small")).map((w) => w.toUpperCase());');
    const expected = G.replyOf(G.wordle(await loadWordList("wordle-small")), "CRANE", "SHINY");
    expect(await valueOf(cells, 'G.replyOf(G.wordle(small), "CRANE", "SHINY") as string')).toBe(expected);
    expect(await valueOf(cells, "small.length")).toBe(2309);
  });
  it("leaves nothing on the global object, and forgets every name on restart", async () => {
    const cells = runner();
    await cells.run("const leaked = 1; function alsoLeaked() {}");
    expect("leaked" in globalThis || "alsoLeaked" in globalThis).toBe(false);
    cells.restart();
    await expect(cells.run("leaked")).rejects.toThrow(ReferenceError);
  });
  it("names a syntax error, an export, and an import the host does not have; a cell that throws rejects with its own error", async () => {
    expect(() => compileCell("const = 1")).toThrow(CellSyntaxError);
    expect(() => compileCell("export const x = 1;")).toThrow("a notebook cell cannot export");
    const cells = runner();
    await expect(cells.run('import * as fs from "fs";\nfs')).rejects.toThrow("no module fs here");
    await expect(cells.run('throw new RangeError("too far")')).rejects.toThrow(new RangeError("too far"));
    expect(await valueOf(cells, "1 + 1")).toBe(2); // and later cells still run
  });
  it("lists the names a cell defines, from every kind of declaration", () => {
    expect(compileCell('import d, { e as f } from "./src/x";\nconst [g, { h = 1 }] = [] as any[];\nenum K { A }').names.sort()).toEqual(["K", "d", "f", "g", "h"]);
  });
});

/**
 * The page's display helpers (src/runner/notebook.ts), for a run outside Jupyter: what they print
 * is printed, and what they would draw is kept.
 */
function displayDouble(print: (line: string) => void) {
  const shown: { kind: "table" | "figure"; value: unknown }[] = [];
  const module = notebookModule({
    print,
    table: (html) => void shown.push({ kind: "table", value: html }),
    figure: (name, figure) => void shown.push({ kind: "figure", value: { name, figure } }),
  });
  return { shown, module };
}

describe("a whole notebook, run cell by cell", () => {
  it("Wordle: every cell runs, and what each prints is what tslab printed, timings aside", async () => {
    const fs = await import("fs");
    const nb = JSON.parse(fs.readFileSync(path.join(root, "notebooks", "Wordle.ipynb"), "utf8"));
    let printed = "";
    const print = (line: string) => (printed += `${line}\n`);
    const display = displayDouble(print);
    // The notebook's own modules, danfojs as the page will have it, and its display helpers.
    const cells = new CellRunner((spec) => (spec === "./src/notebook" ? display.module : spec === "danfojs" ? import("danfojs") : projectModules(spec)));
    // What the kernel's console prints: Node's own formatting.
    const util = await import("util");
    const format = (...xs: unknown[]) => util.format(...xs);
    cells.define("console", {
      log: (...xs: unknown[]) => void print(format(...xs)),
      dir: (x: unknown, options?: object) => void print(util.inspect(x, options)),
      assert: (ok: unknown, ...why: unknown[]) => void (ok || print(`Assertion failed: ${why.join(" ")}`)),
    });
    let compared = 0;
    const timed = /CPU times|Wall time|per loop|\d+(\.\d+)? ?(ms|µs|ns|s)\b|found after|settled in|proven in|per second|times (faster|slower)/;
    for (const cell of nb.cells.filter((c: { cell_type: string }) => c.cell_type === "code")) {
      printed = "";
      // A cell's last value is shown as tslab shows it: Node's inspect, on the output stream.
      const { value } = await cells.run(cell.source.join(""));
      if (value !== undefined) print(format(value));
      const saved = cell.outputs.filter((o: { output_type: string }) => o.output_type === "stream").map((o: { text: string[] }) => o.text.join("")).join("");
      // A line that prints a measured time is left out of both; every other line must be the same.
      const untimed = (text: string) => text.split("\n").filter((line) => !timed.test(line)).join("\n");
      expect(untimed(printed)).toBe(untimed(saved));
      if (!timed.test(saved)) compared++;
    }
    expect(compared).toBeGreaterThan(20);
    // Every table the notebook saved, the same HTML; every chart, the same figure.
    const saved = (type: string) =>
      nb.cells.flatMap((c: { outputs?: { data?: Record<string, string[]> }[] }) => (c.outputs ?? []).map((o) => o.data?.[type]?.join("")).filter(Boolean));
    // A table with a column of measured seconds is left out: those differ from run to run.
    const untimed = (html: string) => !/<th>[^<]*seconds[^<]*<\/th>/.test(html);
    const tables = saved("text/html").filter((html: string) => html.startsWith("<table"));
    const ourTables = display.shown.filter((s) => s.kind === "table").map((s) => s.value as string);
    expect(ourTables.length).toBe(tables.length);
    expect(ourTables.filter(untimed)).toEqual(tables.filter(untimed));
    expect(tables.filter(untimed).length).toBeGreaterThan(3);
    const figures = saved("text/html").filter((html: string) => html.includes('type="application/json"'));
    const ours = display.shown.filter((s) => s.kind === "figure").map((s) => s.value as { figure: { data: unknown; layout?: unknown } });
    expect(ours.length).toBe(figures.length);
    for (const [k, html] of figures.entries()) {
      const spec = JSON.parse(/<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]);
      expect(JSON.parse(JSON.stringify({ data: ours[k].figure.data, layout: ours[k].figure.layout ?? {} }))).toEqual(spec);
    }
  }, 300_000);
});

describe("the fs a cell gets in a page", () => {
  const files = { "data/results/x.txt": "ours\n", "data/mmind_input.txt": "in" };
  it("reads the site's files by the paths a cell under notebooks/ writes", () => {
    const fs = siteFiles(files);
    expect(fs.readFileSync("../data/results/x.txt", "utf8")).toBe("ours\n");
    expect(fs.readFileSync("./../data/./results/x.txt", { encoding: "utf8" })).toBe("ours\n");
    expect(fs.existsSync("../data/results")).toBe(true);
    expect(fs.existsSync("../data/nothing.txt")).toBe(false);
    expect(fs.statSync("../data/results/x.txt").size).toBe(5);
    expect(fs.readdirSync("../data")).toEqual(["mmind_input.txt", "results"]);
  });
  it("names a file it does not have, a folder read as a file, and bytes asked for", () => {
    const fs = siteFiles(files);
    expect(() => fs.readFileSync("../data/none.txt", "utf8")).toThrow("ENOENT: no such file or directory, open '../data/none.txt' (this page has only the files the site carries)");
    expect(() => fs.readFileSync("../data/results", "utf8")).toThrow("EISDIR");
    expect(() => fs.readFileSync("../data/results/x.txt")).toThrow('without an encoding gives bytes, which this page does not have: pass "utf8"');
    expect(() => fs.readFileSync(3 as unknown as string, "utf8")).toThrow("a path is a string here, not number");
  });
  it("keeps what a cell writes in memory, for the cells after it, and says what it wrote", () => {
    const wrote: string[] = [];
    const fs = siteFiles(files, (p, text) => wrote.push(`${p}: ${text}`));
    fs.mkdirSync("../figures/Hangman", { recursive: true });
    fs.writeFileSync("../figures/Hangman/tree.json", "{}");
    fs.writeFileSync("../figures/Hangman/tree.json", '{"a":1}');
    expect(fs.readFileSync("../figures/Hangman/tree.json", "utf8")).toBe('{"a":1}');
    expect(wrote).toEqual(["../figures/Hangman/tree.json: {}", '../figures/Hangman/tree.json: {"a":1}']);
    expect(() => fs.writeFileSync("../data", "x")).toThrow("EISDIR");
    expect(() => fs.writeFileSync("notes/", "x")).toThrow("EISDIR");
    fs.writeFileSync("bytes.txt", new Uint8Array([104, 105]));
    expect(fs.readFileSync("bytes.txt", "utf8")).toBe("hi");
    // Another page's memory is its own.
    expect(siteFiles(files).existsSync("../figures/Hangman/tree.json")).toBe(false);
  });
});
