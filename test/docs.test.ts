// The docs cannot drift: the command reference is made again and compared, every command's
// --help is its spec's usage, and every link in the README and docs/ leads somewhere.
import * as fs from "fs";
import * as path from "path";
import { describe, expect, it } from "vitest";
import { usage } from "../src/cli/command";
import { comparable, exampleOutput, referenceFile, referencePage, typedExample } from "../src/cli/reference";
import { commandSpecs } from "../src/cli/specs";
import { slug } from "../src/site/notebook";
import { root, runCliAsync } from "./cli";

describe("the command reference, docs/commands.md", () => {
  it("is what npm run docs makes now, every example run again (times aside)", () => {
    const kept = fs.readFileSync(referenceFile, "utf8");
    const made = referencePage();
    // Line by line, so that a failure names the first line that differs.
    const [a, b] = [comparable(kept).split("\n"), comparable(made).split("\n")];
    const first = a.findIndex((line, i) => line !== b[i]);
    expect(first === -1 && a.length === b.length ? "same" : `line ${first + 1}: ${a[first]} ≠ ${b[first]} (run npm run docs)`).toBe("same");
  }, 120_000);

  it("says times are left aside, and nothing else", () => {
    expect(comparable("search 75.3 ms, 322 nodes; 2.1 s in all; 945 µs; 3 steps")).toBe("search TIME, 322 nodes; TIME in all; TIME; 3 steps");
  });

  it("writes each example as a reader types it, quoted for the shell", () => {
    expect(typedExample("wordle", { args: ["--target", "THUMB"], input: "RAISE\nTHUMB\n" })).toBe("printf 'RAISE\\nTHUMB\\n' | npm run wordle -- --target THUMB");
    expect(typedExample("bee", { args: ["it's", "R"] })).toBe("npm run bee -- 'it'\\''s' R");
    expect(typedExample("wordlists", { args: [] })).toBe("npm run wordlists");
  });

  it("shows an example's failure as a reader sees it", () => {
    expect(exampleOutput("ladder", { args: ["cold", "warmer"] })).toMatch(/differ in length[\s\S]*\(it ends with status 2\)$/);
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
        const file = /tsx\/cjs (\S+)\.ts/.exec(scripts[spec.name])![1];
        const run = await runCliAsync(path.relative(path.join(root, "src", "cli"), path.join(root, file)), ["--help"]);
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
