// The library's layout, as docs/library.md describes it: no import cycles, the puzzle modules
// never reaching up to the commands, the site or the explorables, nor the browser's code down to
// Node-only modules.
import * as fs from "fs";
import * as path from "path";
import { describe, expect, it } from "vitest";
import { root } from "./cli";

const src = path.join(root, "src");
const modules = fs
  .readdirSync(src, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".ts"))
  .map((f) => f.split(path.sep).join("/"));

/**
 * What a module imports from src/ (as paths like "optimal/search.ts"), from its import lines;
 * `import type` is left out, since it is gone once compiled.
 */
function importsOf(module: string): string[] {
  const text = fs.readFileSync(path.join(src, module), "utf8");
  const found: string[] = [];
  for (const [, onlyTypes, spec] of text.matchAll(/^(?:import|export)( type)?[^;]*?from "(\.[^"]+)"/gms)) {
    if (onlyTypes) continue;
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(module), spec));
    const file = [`${base}.ts`, `${base}/index.ts`].find((f) => modules.includes(f));
    if (file) found.push(file);
  }
  return found;
}
const graph = new Map(modules.map((m) => [m, importsOf(m)]));

const nodeOnly = ["wordlists.ts", "figures.ts", "notebook.ts", "system.ts", "cleanup.ts"];
const isUpper = (m: string) => /^(cli|site|explore)\//.test(m);

describe("the library's layout", () => {
  it("reads the imports (a check of the check)", () => {
    expect(graph.get("optimal/index.ts")).toContain("optimal/firstGuesses.ts");
    expect(graph.get("cli/solve.ts")).toContain("optimal/index.ts");
    expect(modules.length).toBeGreaterThan(40);
  });

  it("has no import cycles", () => {
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (m: string, trail: string[]) => {
      if (state.get(m) === "done") return;
      if (state.get(m) === "open") {
        cycles.push([...trail.slice(trail.indexOf(m)), m].join(" → "));
        return;
      }
      state.set(m, "open");
      for (const next of graph.get(m) ?? []) visit(next, [...trail, m]);
      state.set(m, "done");
    };
    for (const m of modules) visit(m, []);
    expect(cycles).toEqual([]);
  });

  it("keeps the puzzles below the commands, the site and the explorables", () => {
    const up = modules.filter((m) => !isUpper(m)).flatMap((m) => graph.get(m)!.filter(isUpper).map((t) => `${m} → ${t}`));
    expect(up).toEqual([]);
  });

  it("keeps Node-only modules out of the puzzle modules and the browser's code", () => {
    const puzzles = modules.filter((m) => !isUpper(m) && !nodeOnly.includes(m) && m !== "index.ts");
    const reach = [...puzzles, ...modules.filter((m) => m.startsWith("explore/"))].flatMap((m) =>
      graph.get(m)!.filter((t) => nodeOnly.includes(t) || /^(cli|site)\//.test(t)).map((t) => `${m} → ${t}`),
    );
    expect(reach).toEqual([]);
  });
});
