// Every notebook run in the reader's browser: the site built into a temporary folder, opened from
// disk in Chromium, its runner switched on, and each notebook's outputs compared with tslab's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as fs from "fs";
import * as path from "path";
import type { Browser, Page } from "playwright-core";
import { builtSite, BuiltSite } from "./builtSite";
import type { Output } from "../src/runner/protocol";
import * as G from "../src/game";
import * as T from "../src/guessTree";
import * as bee from "../src/spellingBee";
import { describeSummary, summarize } from "../src/stats";
import { loadWordList } from "../src/wordlists";
import { runNotebooks } from "./jupyter";
import { root } from "./cli";

const shots = path.join(root, "test-output", "runner");
const notebooks = ["SpellingBee", "Wordle", "OptimalWordle", "Hangman", "Mastermind", "CodeBreaking"];

let site: string;
let browser: Browser;
/** Each notebook's Run all, in seconds, for test-output/runner/timings.txt. */
const timings: string[] = [];

let built: BuiltSite;
beforeAll(async () => {
  built = await builtSite("runner-site-");
  ({ site, browser } = built);
  fs.mkdirSync(shots, { recursive: true });
}, 120_000);
afterAll(async () => {
  if (timings.length) fs.writeFileSync(path.join(shots, "timings.txt"), timings.join("\n") + "\n");
  await built?.close();
});

interface Opened {
  page: Page;
  problems: string[];
  requests: string[];
}

/** A notebook's page from disk, switched to running; every problem and request recorded. */
async function runnable(name: string, viewport = { width: 1280, height: 900 }): Promise<Opened> {
  const page = await browser.newPage({ viewport });
  const problems: string[] = [];
  const requests: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("requestfailed", (r) => problems.push(`failed: ${r.url()}`));
  page.on("request", (r) => requests.push(r.url()));
  await page.goto(`file://${site}/${name}.html`);
  await page.evaluate(() => window.localStorage.clear());
  await page.click('[data-testid="run-switch"]');
  await page.waitForSelector('[data-testid="run-all"]', { timeout: 10_000 });
  return { page, problems, requests };
}

/** Waits until no cell is queued or running. */
async function settled(page: Page, timeout = 300_000): Promise<void> {
  await page.waitForFunction(
    () => [...document.querySelectorAll('[data-testid="code-cell"]')].every((c) => !["queued", "running"].includes((c as HTMLElement).dataset.state!)),
    null,
    { timeout, polling: 200 },
  );
}

const states = (page: Page) => page.$$eval('[data-testid="code-cell"]', (cells) => cells.map((c) => (c as HTMLElement).dataset.state));
const outputsOf = (page: Page) => page.evaluate(() => (window as unknown as { NOTEBOOK_RUNNER: { outputs(): (Output[] | null)[] } }).NOTEBOOK_RUNNER.outputs());
const cell = (page: Page, n: number) => page.locator('[data-testid="code-cell"]').nth(n - 1);

/** Replaces a cell's code as a reader would: select all in its editor and type. */
async function edit(page: Page, n: number, change: (source: string) => string): Promise<void> {
  const content = cell(page, n).locator(".cm-content");
  const source = savedCells(page.url().replace(/^.*\/|\.html$/g, ""))[n - 1].source.join("");
  await content.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  // Typed through the editor's own input: insertText, so that its auto-closing brackets stay out.
  await page.keyboard.insertText(change(source));
}

/** Runs every cell above cell n, as a reader does: clicks into it, then Run all above. */
async function runAbove(page: Page, n: number): Promise<void> {
  await cell(page, n).locator(".cm-content").click();
  await page.click('[data-testid="run-above"]');
  await settled(page);
}

async function runCell(page: Page, n: number): Promise<void> {
  await cell(page, n).locator('[data-testid="run-cell"]').click();
  await settled(page);
}

/** What a cell printed (its streams, in order), as Jupyter saves it. */
const printed = (outputs: Output[]) => outputs.map((o) => (o.kind === "stdout" || o.kind === "stderr" ? o.text : "")).join("");

interface SavedOutput {
  output_type: string;
  text?: string[];
  data?: Record<string, string[]>;
}
const savedCells = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(root, "notebooks", `${name}.ipynb`), "utf8")).cells as { cell_type: string; source: string[]; outputs: SavedOutput[] }[]).filter(
    (c) => c.cell_type === "code",
  );

/** A line that prints a measured time: %time's and %timeit's, and a seconds count in prose. */
const timed = /CPU times|Wall time|per loop|\d+(\.\d+)? ?(ms|µs|ns|s)\b|\d+(d|h|min)\b|found after|settled in|proven in|per second|times (faster|slower)/;

/** Charts whose data are measured times: their figures differ from run to run. */
const timedCharts = new Set(["speedups"]);

describe("Run all, in the browser, gives the notebook's saved outputs", () => {
  it.each(notebooks)("%s", async (name) => {
    const { page, problems, requests } = await runnable(name);
    const started = performance.now();
    await page.click('[data-testid="run-all"]');
    await settled(page);
    const seconds = (performance.now() - started) / 1000;
    timings.push(`${name}: Run all in ${seconds.toFixed(1)} s`);
    expect((await states(page)).filter((s) => s !== "done")).toEqual([]);
    const ours = await outputsOf(page);
    const saved = savedCells(name);
    expect(ours.length).toBe(saved.length);
    const skipped: number[] = [];
    for (const [k, cellSaved] of saved.entries()) {
      const mine = ours[k]!;
      const savedText = cellSaved.outputs.filter((o) => o.output_type === "stream").map((o) => o.text!.join("")).join("");
      const ourText = printed(mine);
      // A line that prints a measured time is left out of both; every other line must be the same.
      const untimed = (text: string) => text.split("\n").filter((line) => !timed.test(line)).join("\n");
      if (timed.test(savedText) || timed.test(ourText)) skipped.push(k + 1);
      expect(untimed(ourText), `${name} cell ${k + 1}`).toBe(untimed(savedText));
      // Tables: the same HTML, unless a column is of measured seconds.
      const tables = (cellSaved.outputs.map((o) => o.data?.["text/html"]?.join("")).filter((h) => h?.startsWith("<table")) as string[]);
      const ourTables = mine.flatMap((o) => (o.kind === "table" ? [o.html] : []));
      expect(ourTables.length, `${name} cell ${k + 1} tables`).toBe(tables.length);
      tables.forEach((html, i) => {
        if (!/<th>[^<]*(seconds|time)[^<]*<\/th>/i.test(html)) expect(ourTables[i], `${name} cell ${k + 1} table ${i + 1}`).toBe(html);
      });
      // Charts: the same data and title, unless they chart measured times.
      const charts = cellSaved.outputs
        .map((o) => /<script type="application\/json" id="figure-[\w-]+?-([\w-]+)-data">([\s\S]*?)<\/script>/.exec(o.data?.["text/html"]?.join("") ?? ""))
        .filter((m) => m)
        .map((m) => ({ name: m![1], spec: JSON.parse(m![2]) }));
      const ourCharts = mine.flatMap((o) => (o.kind === "figure" ? [o] : []));
      expect(ourCharts.map((c) => c.name), `${name} cell ${k + 1} charts`).toEqual(charts.map((c) => c.name));
      charts.forEach((chart, i) => {
        if (timedCharts.has(chart.name)) return;
        expect(ourCharts[i].figure.data, `${name} chart ${chart.name}`).toEqual(chart.spec.data);
        expect((ourCharts[i].figure.layout ?? {}).title, `${name} chart ${chart.name} title`).toEqual(chart.spec.layout.title);
      });
    }
    timings.push(`  every cell's printout compared; lines of measured times left out in cells ${skipped.join(", ") || "none"}`);
    expect(problems).toEqual([]);
    expect(requests.filter((url) => !url.startsWith(`file://${site}/`) && !url.startsWith("blob:") && !url.startsWith("data:"))).toEqual([]);
    await page.close();
  }, 400_000);
});

/** A word list as the notebooks read it, uppercase. */
const upper = async (name: string) => (await loadWordList(name)).map((w) => w.toUpperCase());

describe("a reader's edits, run in the page", () => {
  it("SpellingBee: other letters in the honeycomb cell give the library's puzzle and hints for them", async () => {
    const { page, problems } = await runnable("SpellingBee");
    // Run all above runs every cell above the one last worked in.
    await runAbove(page, 34);
    await edit(page, 34, (s) => s.replace('bee.honeycomb("AEGINRT", "R")', 'bee.honeycomb("ACEIORT", "T")'));
    await runCell(page, 34);
    await runCell(page, 35);
    const big = bee.wordList(await loadWordList("enable1"));
    const expected = bee.puzzle(bee.honeycomb("ACEIORT", "T"), big);
    const ours = await outputsOf(page);
    expect(printed(ours[33]!)).toMatch(new RegExp(`^${expected.words.length} words, ${expected.points} points, pangrams: ${expected.pangrams[0]}`));
    expect(printed(ours[34]!)).toBe(`${bee.formatHints(expected.hints)}\n`);
    expect(await cell(page, 34).getAttribute("class")).toContain("edited");
    // The edit is kept across a reload, until the cell is reset.
    await page.reload();
    await page.click('[data-testid="run-switch"]');
    await page.waitForSelector('[data-testid="run-all"]');
    expect(await cell(page, 34).locator(".cm-content").innerText()).toContain('"ACEIORT", "T"');
    await cell(page, 34).locator('[data-testid="reset-cell"]').click();
    expect(await cell(page, 34).locator(".cm-content").innerText()).toContain('"AEGINRT", "R"');
    expect(await page.evaluate(() => window.localStorage.getItem("notebook-edits:SpellingBee"))).toBeNull();
    expect(problems).toEqual([]);
    await page.close();
  }, 300_000);

  it("Wordle: a tree built with another metric reports the library's mean for it; an error shows its message and later cells run", async () => {
    const { page, problems } = await runnable("Wordle");
    await runAbove(page, 20);
    await edit(page, 20, (s) => s.replace("T.max", "T.expectation"));
    await runCell(page, 20);
    const targets = await upper("wordle-small");
    const tree = T.minimizingTree(G.wordle(targets), T.expectation, { inconsistent: false });
    const summaryLines = describeSummary(summarize(T.treeScores(tree)));
    const ours = printed((await outputsOf(page))[19]!);
    expect(ours).toContain("minimizing the expectation of partition sizes over 2,309 targets");
    expect(ours).toContain(summaryLines);
    // The chart of that cell is drawn anew, from the new tree.
    await expect.poll(() => cell(page, 20).locator(".chart.live .main-svg").count()).toBeGreaterThan(0);
    await cell(page, 20).screenshot({ path: path.join(shots, "edited-cell-desktop.png") });
    // A cell that throws: its message, with no trace through the bundle; the cells after it run.
    // (after a pause, so that a cell queued behind it is still waiting when it fails)
    await edit(page, 21, () => 'await new Promise((r) => setTimeout(r, 800));\nthrow new RangeError("no such metric here");');
    await runCell(page, 21);
    expect(await cell(page, 21).getAttribute("data-state")).toBe("error");
    const error = await cell(page, 21).locator('[data-testid="cell-output"]').innerText();
    expect(error.trim()).toBe("RangeError: no such metric here");
    // Queued behind it, a cell is not run, and says why; run on its own, it runs.
    await cell(page, 21).locator('[data-testid="run-cell"]').click();
    await cell(page, 22).locator('[data-testid="run-cell"]').click();
    await settled(page);
    expect(await cell(page, 22).locator('[data-testid="cell-status"]').innerText()).toBe("not run: cell 21 failed");
    expect(await page.locator('[data-testid="run-status"]').innerText()).toBe("Cell 21 failed, so the cell queued after it did not run.");
    await runCell(page, 22);
    expect(await cell(page, 22).getAttribute("data-state")).toBe("done");
    expect(printed((await outputsOf(page))[21]!)).toContain("minimizing the neg_entropy");
    expect(problems).toEqual([]);
    await page.close();
  }, 300_000);

  it("OptimalWordle: Stop during the first-guess search ends it within a second; Run all above restores the state", async () => {
    const { page, problems } = await runnable("OptimalWordle");
    await runAbove(page, 8);
    await cell(page, 8).locator('[data-testid="run-cell"]').click();
    await page.waitForFunction(() => (document.querySelectorAll('[data-testid="code-cell"]')[7] as HTMLElement).dataset.state === "running");
    await page.waitForTimeout(700);
    const clicked = performance.now();
    await page.click('[data-testid="stop"]');
    await page.waitForFunction(() => (document.querySelectorAll('[data-testid="code-cell"]')[7] as HTMLElement).dataset.state === "error", null, { timeout: 1000 });
    const stopped = performance.now() - clicked;
    timings.push(`OptimalWordle: Stop answered in ${stopped.toFixed(0)} ms`);
    expect(stopped).toBeLessThan(1000);
    expect(await cell(page, 8).locator('[data-testid="cell-output"]').innerText()).toContain("Stopped");
    expect(await page.locator('[data-testid="run-status"]').innerText()).toMatch(/^Stopped cell 8\. The notebook's state is lost/);
    expect(await cell(page, 7).locator('[data-testid="cell-status"]').innerText()).toMatch(/^ran in .*, before the stop$/);
    // The state went with the worker: a cell using an earlier cell's names fails, until Run all above.
    await runCell(page, 8);
    expect(await cell(page, 8).getAttribute("data-state")).toBe("error");
    await runAbove(page, 8);
    await runCell(page, 8);
    expect(await cell(page, 8).getAttribute("data-state")).toBe("done");
    expect(printed((await outputsOf(page))[7]!)).toMatch(/^best: SALET with 7,897, found after/);
    expect(problems).toEqual([]);
    await page.close();
  }, 300_000);

  it("CodeBreaking: a download after an edit is a notebook that the project's runner runs", async () => {
    const { page, problems } = await runnable("CodeBreaking");
    // Twice: a cell that imports runs again, as in a kernel.
    for (const time of [1, 2]) {
      await page.click('[data-testid="run-all"]');
      await settled(page);
      expect((await states(page)).filter((s) => s !== "done"), `Run all, time ${time}`).toEqual([]);
    }
    await edit(page, 2, (s) => `${s}\nconsole.log("edited in the page");`);
    await runCell(page, 2);
    const download = page.waitForEvent("download");
    await page.click('[data-testid="download"]');
    const file = await (await download).path();
    expect((await download).suggestedFilename()).toBe("CodeBreaking-edited.ipynb");
    const nb = JSON.parse(fs.readFileSync(file, "utf8"));
    const code = nb.cells.filter((c: { cell_type: string }) => c.cell_type === "code");
    expect(code[1].source.join("")).toContain('console.log("edited in the page");');
    expect(code[1].outputs.map((o: { text?: string[] }) => (o.text ?? []).join("")).join("")).toContain("edited in the page\n");
    // Its charts are saved as Jupyter saves them: a PNG, then the live chart.
    const charts = code.flatMap((c: { outputs: SavedOutput[] }) => c.outputs).filter((o: SavedOutput) => o.data?.["image/png"]);
    expect(charts.length).toBe(savedCells("CodeBreaking").flatMap((c) => c.outputs).filter((o) => o.data?.["image/png"]).length);
    // Beside the notebooks, so that its paths (../data, ./src) are the project's; not named .ipynb,
    // so that nothing listing the notebooks sees it.
    const copy = path.join(root, "notebooks", `.downloaded-${process.pid}.json`);
    fs.copyFileSync(file, copy);
    try {
      const run = runNotebooks(["--check", copy]);
      expect(run.stdout + run.stderr).toMatch(/, ok$/m);
      expect(run.status).toBe(0);
    } finally {
      fs.rmSync(copy, { force: true });
    }
    expect(problems).toEqual([]);
    await page.close();
  }, 400_000);

  it("with the bar below the header, a section reached from the outline is the one it marks", async () => {
    const { page, problems } = await runnable("CodeBreaking", { width: 1366, height: 640 });
    await page.click('.sidebar .outline a[href="#knuths-tree"]');
    await expect.poll(() => page.locator(".sidebar .outline li[aria-current]").allTextContents()).toEqual(["Knuth's tree"]);
    // The heading is in view below the header and the bar.
    const top = await page.locator("#knuths-tree").evaluate((h) => h.getBoundingClientRect().top);
    const bar = await page.locator(".run-bar.on").evaluate((b) => b.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThan(bar);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it("at 390 pixels, the editors and outputs fit the screen", async () => {
    const { page, problems } = await runnable("Wordle", { width: 390, height: 844 });
    await runAbove(page, 20);
    await edit(page, 20, (s) => s.replace("T.max", "T.expectation"));
    await runCell(page, 20);
    await expect.poll(() => cell(page, 20).locator(".chart.live .main-svg").count()).toBeGreaterThan(0);
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="code-cell"], [data-testid="code-cell"] .cm-editor, [data-testid="cell-output"], .run-bar')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
        .map((e) => e.className),
    );
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await cell(page, 20).scrollIntoViewIfNeeded();
    await cell(page, 20).screenshot({ path: path.join(shots, "edited-cell-phone.png") });
    await page.screenshot({ path: path.join(shots, "bar-phone.png") });
    expect(problems).toEqual([]);
    await page.close();
  }, 300_000);
});

describe("what a careless or hostile cell does", () => {
  it("cannot load a script into the page, flood it, or replace a saved chart; kept edits that do not fit are left out", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    await page.goto(`file://${site}/Wordle.html`);
    // Garbage under the key, then an edit made to a cell that has changed since.
    const all = JSON.parse(fs.readFileSync(path.join(root, "notebooks", "Wordle.ipynb"), "utf8")).cells as { cell_type: string }[];
    const second = all.map((c, i) => [c, i] as const).filter(([c]) => c.cell_type === "code")[1][1];
    for (const stored of ["null", "7", '{"3": 5}', `{"${second}": {"edit": "x", "of": "nothing"}}`]) {
      await page.evaluate((v) => window.localStorage.setItem("notebook-edits:Wordle", v), stored);
      await page.reload();
      await page.click('[data-testid="run-switch"]');
      await page.waitForSelector('[data-testid="run-all"]', { timeout: 10_000 });
      expect(await page.locator('[data-testid="code-cell"]').count()).toBe(savedCells("Wordle").length);
      expect(await cell(page, 2).locator(".cm-content").innerText()).toContain("PythonRandom");
    }
    expect(await page.locator('[data-testid="run-status"]').innerText()).toContain("An edit kept in this browser belonged to cells that have changed since, and was left out.");
    await page.evaluate(() => window.localStorage.clear());
    const before = await page.evaluate(() => JSON.stringify((window as unknown as { CHARTS: Record<string, unknown> }).CHARTS["wordle-max"]));
    await edit(page, 1, () =>
      [
        'self.postMessage({ type: "need", key: "x:../../../../tmp/evil" });',
        'for (let i = 0; i < 30000; i++) console.log("x".repeat(100));',
        'await new Promise((r) => setTimeout(r, 300));',
      ].join("\n"),
    );
    const started = performance.now();
    await runCell(page, 1);
    expect(performance.now() - started).toBeLessThan(20_000);
    const out = await cell(page, 1).locator('[data-testid="cell-output"]').innerText();
    expect(out).toContain("… the cell printed more than 10,000 lines; the rest is not shown");
    // One print of 3,000,000 characters is cut at 2,000,000.
    await edit(page, 5, () => 'console.log("y".repeat(3_000_000));');
    await runCell(page, 5);
    const long = await cell(page, 5).locator('[data-testid="cell-output"]').innerText();
    expect(long).toContain("… the cell printed more than 2,000,000 characters; the rest is not shown");
    expect(long.length).toBeLessThan(2_100_000);
    expect(await page.$$eval("script", (s) => s.map((x) => x.getAttribute("src")).filter((src) => src?.includes("evil")))).toEqual([]);
    // A loop that prints for ever leaves the page free: Stop ends it within a second.
    await edit(page, 3, () => 'for (;;) console.log("x");');
    await cell(page, 3).locator('[data-testid="run-cell"]').click();
    await page.waitForTimeout(1500);
    const stopping = performance.now();
    await page.click('[data-testid="stop"]');
    await page.waitForFunction(() => (document.querySelectorAll('[data-testid="code-cell"]')[2] as HTMLElement).dataset.state === "error", null, { timeout: 2000 });
    expect(performance.now() - stopping).toBeLessThan(1000);
    // Tables shown in a loop stop at 500, with a note.
    await edit(page, 4, () => 'import { showTable } from "./src/notebook";\nfor (let i = 0; i < 800; i++) showTable([{ i }]);');
    await runCell(page, 4);
    expect(await cell(page, 4).locator("table").count()).toBe(500);
    expect(await cell(page, 4).locator('[data-testid="cell-output"]').innerText()).toContain("… the cell showed 500 tables, charts or files; the rest are not shown");
    // A figure named as a saved chart is drawn under its cell, and the saved one stays as it was.
    await edit(page, 2, () => 'import { Figures } from "./src/notebook";\nawait new Figures("Wordle").show("wordle-max", { data: [{ type: "bar", x: [1], y: [1] }] });');
    await runCell(page, 2);
    await expect.poll(() => cell(page, 2).locator(".chart.live .main-svg").count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => JSON.stringify((window as unknown as { CHARTS: Record<string, unknown> }).CHARTS["wordle-max"]))).toBe(before);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
