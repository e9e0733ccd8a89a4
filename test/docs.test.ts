// The docs cannot drift: the command reference is made again and compared, every command's
// --help is its spec's usage, and every link in the README and docs/ leads somewhere.
import * as fs from "fs";
import * as path from "path";
import { describe, expect, it } from "vitest";
import { usage } from "../src/cli/command";
import { comparable, exampleOutput, firstDifference, referenceFile, referencePage, scriptOf, typedExample } from "../src/cli/reference";
import { commandSpecs } from "../src/cli/specs";
import { slug } from "../src/site/notebook";
import { docsOrder } from "../src/site/build";
import { root, runCliAsync } from "./cli";

describe("the command reference, docs/commands.md", () => {
  it("is what npm run docs makes now, every example run again (times aside)", async () => {
    const kept = fs.readFileSync(referenceFile, "utf8");
    // A failure names the first line that differs.
    expect(firstDifference(kept, await referencePage())).toBe(null);
  }, 120_000);

  it("leaves times aside, and nothing else", () => {
    expect(comparable("search 75.3 ms, 322 nodes; 2.1 s in all; 945 µs; 1min 35s; 3 steps")).toBe("search TIME, 322 nodes; TIME in all; TIME; TIME; 3 steps");
    // A column of times, aligned to the left of them, compares the same however wide they are.
    expect(comparable("1145  ≥ 798    12 ms")).toBe(comparable("1145  ≥ 798  5.29 ms"));
    // Not times: other units, numbers in words, a line break, the spaces of other columns.
    for (const [a, b] of [["108 ms", "108 min"], ["the 1990s", "the 2000s"], ["worst 5\ns", "worst 6\ns"], ["1415  798", "1415 798"], ["    x", " x"]]) {
      expect([a, comparable(a) === comparable(b)]).toEqual([a, false]);
    }
    expect(firstDifference("a\nb 1.5 s\n", "a\nb 2.7 s\n")).toBe(null);
    expect(firstDifference("a\nb 5 nodes\n", "a\nb 6 nodes\n")).toMatch(/^line 2: "b 5 nodes" where the commands now give "b 6 nodes"$/);
  });

  it("writes each example as a reader types it, quoted for the shell", () => {
    expect(typedExample("wordle", { args: ["--target", "THUMB"], input: "RAISE\nTHUMB\n" })).toBe("printf 'RAISE\\nTHUMB\\n' | npm run wordle -- --target THUMB");
    expect(typedExample("bee", { args: ["it's", "R"] })).toBe("npm run bee -- 'it'\\''s' R");
    expect(typedExample("wordlists", { args: [] })).toBe("npm run wordlists");
  });

  it("shows an example's failure as a reader sees it", async () => {
    expect(await exampleOutput("ladder", { args: ["cold", "warmer"] })).toMatch(/differ in length[\s\S]*\(it ends with status 2\)$/);
  });
});

describe("every command", () => {
  const scripts = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts as Record<string, string>;

  it("that package.json runs through the shared parser has a spec, and every spec a script", () => {
    const parsed = Object.entries(scripts)
      .filter(([, line]) => /tsx\/cjs (src\/cli|bench)\//.test(line))
      .map(([name]) => name)
      .sort();
    expect(parsed).toEqual(commandSpecs.map((s) => s.name).sort());
  });

  it("answers --help with its spec's usage, so the reference and --help agree", async () => {
    const runs = await Promise.all(
      commandSpecs.map(async (spec) => {
        const file = scriptOf(spec.name).slice(0, -".ts".length);
        const run = await runCliAsync(path.relative(path.join(root, "src", "cli"), file), ["--help"]);
        return [spec.name, run.status, run.stdout];
      }),
    );
    expect(runs).toEqual(commandSpecs.map((spec) => [spec.name, 0, `${usage(spec)}\n`]));
  }, 60_000);

  it("has a summary, an explanation and an example", () => {
    for (const spec of commandSpecs) {
      expect([spec.name, spec.summary.length > 10, spec.about.length > 80, spec.examples.length > 0]).toEqual([spec.name, true, true, true]);
    }
  });
});

describe("the README", () => {
  const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");

  it("reads in two minutes: at most 8,000 characters, no line of prose over 120", () => {
    expect(readme.length).toBeLessThanOrEqual(8000);
    const long = readme.split("\n").filter((line) => line.length > 120 && !line.startsWith("|"));
    expect(long).toEqual([]);
  });

  it("lists every command with its spec's summary, and every notebook", () => {
    for (const spec of commandSpecs) expect(readme).toContain(`| \`${spec.name}\` | ${spec.summary}`);
    for (const nb of fs.readdirSync(path.join(root, "notebooks")).filter((f) => f.endsWith(".ipynb"))) {
      expect(readme).toContain(`(notebooks/${nb})`);
    }
  });
});

describe("links in the README and docs/", () => {
  const pages = ["README.md", ...fs.readdirSync(path.join(root, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];
  const anchors = (file: string) =>
    new Set(
      [...fs.readFileSync(path.join(root, file), "utf8").matchAll(/^#+ (.+)$/gm)].map((m) => slug(m[1])),
    );

  it("are the pages the site builds: every docs/*.md is in its order, and docs link only to docs, notebooks and the evidence", () => {
    const md = fs.readdirSync(path.join(root, "docs")).filter((f) => f.endsWith(".md")).map((f) => f.slice(0, -3));
    expect(md.sort()).toEqual([...docsOrder].sort());
    for (const page of pages.filter((p) => p.startsWith("docs/"))) {
      const text = fs.readFileSync(path.join(root, page), "utf8").replace(/```[\s\S]*?```/g, "");
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target) || target.startsWith("#")) continue;
        // As the site rewrites them: a doc's page, a notebook's, or the site's copy of a file of data/results/.
        expect([page, target]).toEqual([page, expect.stringMatching(/^(([\w-]+\.md|\.\.\/notebooks\/[\w-]+\.ipynb)(#[\w-]+)?|\.\.\/data\/results\/[\w.-]+)$/)]);
      }
    }
  });

  it("lead to a file of the project, and to a heading of it when they name one", () => {
    const broken: string[] = [];
    for (const page of pages) {
      const text = fs.readFileSync(path.join(root, page), "utf8").replace(/```[\s\S]*?```/g, "");
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        const [file, anchor] = target.split("#");
        const resolved = file ? path.join(path.dirname(page), file) : page;
        if (!fs.existsSync(path.join(root, resolved))) broken.push(`${page}: ${target}`);
        else if (anchor && resolved.endsWith(".md") && !anchors(resolved).has(anchor)) broken.push(`${page}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });
});
