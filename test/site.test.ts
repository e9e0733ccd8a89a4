// The teaching site, built into a temporary folder and read in a real browser from disk.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import type { Browser, Page } from "playwright-core";
import { plotlyBundles } from "../src/figures";
import { buildSite, BuildReport, docsOrder, readingOrder } from "../src/site/build";
import { explorables, readingGuide, wholeSentences } from "../src/site/page";
import { bundle } from "../src/site/explore";
import { gameQuery } from "../src/explore/share";
import * as G from "../src/game";
import * as T from "../src/guessTree";
import * as H from "../src/hangman";
import * as bee from "../src/spellingBee";
import { Judge, optimalTree, verdictTable } from "../src/optimal";
import { readTable, tableTitle } from "../src/firstGuessTable";
import { PythonRandom } from "../src/random";
import { loadWordList } from "../src/wordlists";
import { NotebookError } from "../src/site/notebook";
import { serveFolder } from "../src/site/serve";
import { commandLine, root } from "./cli";
import { temporaryFolder } from "./tmp";
import { builtSite, BuiltSite } from "./builtSite";

// Screenshots go where a person can look at them after the run (git-ignored).
const shots = path.join(root, "test-output", "site");
const notebooks = fs.readdirSync(path.join(root, "notebooks")).filter((f) => f.endsWith(".ipynb")).map((f) => f.slice(0, -6));
const explore = explorables.map((e) => `explore/${e.name}`);
const pages = ["index", ...readingOrder.filter((n) => notebooks.includes(n)), ...docsOrder, ...explore];

let site: string;
let report: BuildReport;
let browser: Browser;
/** The explorables' load and answer times, written to test-output/site/explore-timings.txt. */
const figures: string[] = [];

let built: BuiltSite;
beforeAll(async () => {
  built = await builtSite("site-");
  ({ site, report, browser } = built);
  fs.mkdirSync(shots, { recursive: true });
}, 120_000);
afterAll(async () => {
  if (figures.length) fs.writeFileSync(path.join(shots, "explore-timings.txt"), figures.join("\n") + "\n");
  await built?.close();
});

/** Opens a page of the site from disk, recording every problem a reader's browser would have. */
async function open(name: string, viewport = { width: 1280, height: 900 }, colorScheme: "light" | "dark" = "light", query = "") {
  const page = await browser.newPage({ viewport, colorScheme });
  const problems: string[] = [];
  const requests: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  // A worker's script (a blob) still loading when a test reloads the page is aborted by the reload, not failed.
  const aborted = (r: { url(): string; failure(): { errorText: string } | null }) => r.url().startsWith("blob:") && r.failure()?.errorText === "net::ERR_ABORTED";
  page.on("requestfailed", (r) => aborted(r) || problems.push(`failed: ${r.url()}`));
  page.on("request", (r) => requests.push(r.url()));
  await page.goto(`file://${site}/${name}.html${query}`);
  await page.waitForLoadState("load");
  if (name.startsWith("explore/")) await page.waitForSelector("body[data-ready]", { timeout: 10_000 });
  return { page, problems, requests };
}

/** How many charts a notebook saved (each with its figure's JSON). */
function chartsSaved(name: string): number {
  return (fs.readFileSync(path.join(root, "notebooks", `${name}.ipynb`), "utf8").match(/type=\\"application\/json\\" id=\\"figure-/g) ?? []).length;
}

describe("npm run site", () => {
  it("builds an index and a page per notebook, with every chart", () => {
    expect(report.pages).toBe(notebooks.length + docsOrder.length + 1 + explore.length);
    expect(report.charts).toBe(notebooks.reduce((n, nb) => n + chartsSaved(nb), 0));
    expect(report.charts).toBeGreaterThanOrEqual(30);
    for (const nb of notebooks) expect(fs.existsSync(path.join(site, `${nb}.ipynb`))).toBe(true);
  });

  it("ships plotly.js's basic bundle: every chart is a bar, pie or scatter", () => {
    const basic = fs.readFileSync(plotlyBundles.basic);
    expect(fs.readFileSync(path.join(site, "assets", "plotly.min.js")).equals(basic)).toBe(true);
  });

  it.each(pages)("%s loads from disk with no error, nothing from outside the site, its charts live, and links only to what exists", async (name) => {
    const { page, problems, requests } = await open(name);
    // Links, images, scripts and styles: each a file of the site, each #fragment a section of it.
    const targets = await page.evaluate(() =>
      [...document.querySelectorAll("a[href], img[src], script[src], link[href]")].map((e) => (e as HTMLAnchorElement).href || (e as HTMLImageElement).src),
    );
    const local = targets.filter((url) => url.startsWith("file://"));
    expect(local.length).toBeGreaterThan(5);
    for (const url of local) {
      const [address, fragment] = decodeURIComponent(url.slice("file://".length)).split("#");
      const file = address.split("?")[0];
      expect(fs.existsSync(file), `${name}: ${url}`).toBe(true);
      if (fragment) expect(fs.readFileSync(file, "utf8"), `${name}: ${url}`).toContain(`id="${fragment}"`);
    }
    const expected = name === "index" || explore.includes(name) || docsOrder.includes(name) ? 0 : chartsSaved(name);
    if (expected > 0) await page.waitForFunction((n) => document.querySelectorAll(".js-plotly-plot").length === n, expected, { timeout: 30_000 });
    expect(await page.locator(".js-plotly-plot").count()).toBe(expected);
    // Every picture says what it shows.
    expect(await page.locator("img:not([alt]), img[alt='']").count()).toBe(0);
    expect(problems).toEqual([]);
    expect(requests.filter((url) => !url.startsWith(`file://${site}/`) && !/^(data|blob):/.test(url))).toEqual([]);
    if (explore.includes(name)) {
      // Ready (data-ready: milliseconds since the page was asked for) within 2 s.
      const ready = Number(await page.evaluate(() => document.body.dataset.ready));
      figures.push(`${name} ready after ${ready} ms`);
      expect(ready).toBeLessThan(2000);
    }
    await page.screenshot({ path: path.join(shots, `${name.replace("/", "-")}-desktop.png`) });
    await page.close();
  }, 60_000);

  it.each(pages)("%s fits a 390-pixel phone: the page never scrolls sideways", async (name) => {
    const { page } = await open(name, { width: 390, height: 844 }, "dark");
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(shots, `${name.replace("/", "-")}-phone-dark.png`) });
    await page.close();
  }, 60_000);

  it("has the docs in every sidebar, each page of them made from docs/, linking the others as pages", async () => {
    for (const name of [...notebooks, ...docsOrder]) {
      const html = fs.readFileSync(path.join(site, `${name}.html`), "utf8");
      const docs = /<details class="docs"[^>]*><summary>Docs<\/summary><ul>(.*?)<\/ul>/.exec(html)?.[1] ?? "";
      expect([name, [...docs.matchAll(/href="([\w-]+)\.html"/g)].map((m) => m[1])]).toEqual([name, docsOrder]);
    }
    const commands = fs.readFileSync(path.join(site, "commands.html"), "utf8");
    expect(commands).toContain('href="library.html#word-lists"');
    expect(commands).not.toMatch(/href="[\w-]+\.md/);
    // The index links each doc once, with what it is for, and each explorable from its line and its card.
    const index = fs.readFileSync(path.join(site, "index.html"), "utf8");
    expect(index).toContain('<a href="commands.html">Commands</a>');
    for (const name of docsOrder) {
      expect([name, index.split(`href="${name}.html"`).length - 1]).toEqual([name, 1]);
      expect(index).toMatch(new RegExp(`<li><a href="${name}\\.html">[^<]+</a>: \\w`));
    }
    expect(index.split('href="explore/wordle.html"').length - 1).toBe(2);
  });

  it("finds SALET on the optimal-Wordle page, pangrams on the Spelling Bee page, and a flag in the commands", async () => {
    const { page, problems } = await open("Wordle");
    for (const [query, target] of [["SALET", "OptimalWordle.html"], ["pangram", "SpellingBee.html"], ["SIGHUP", "commands.html"]]) {
      await page.getByTestId("search-input").fill(query);
      const hits = page.getByTestId("search-results").locator("a");
      await expect.poll(() => hits.count()).toBeGreaterThan(0);
      const links = await hits.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute("href")));
      expect(links[0]).toMatch(new RegExp(`^${target}(#[\\w-]+)?$`));
    }
    await page.screenshot({ path: path.join(shots, "search.png") });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("forgives a typo and finds a prefix, showing the words around each match; the explorables are in the index", async () => {
    const { page, problems } = await open("Hangman");
    const hits = page.getByTestId("search-results").locator("a");
    const first = async (query: string) => {
      await page.getByTestId("search-input").fill(query);
      await expect.poll(() => hits.count()).toBeGreaterThan(0);
      return hits.evaluateAll((as) => as.map((a) => ({ href: a.getAttribute("href"), marked: [...a.querySelectorAll(".snippet mark")].map((m) => m.textContent) })));
    };
    const wordel = await first("wordel");
    expect(wordel.some((hit) => /^Wordle\.html/.test(hit.href!) && hit.marked.some((m) => /^wordle/i.test(m!)))).toBe(true);
    const minimax = await first("minimax");
    expect(minimax[0]).toEqual({ href: "Wordle.html#partitions", marked: ["minimax"] });
    expect((await first("honeycom")).map((hit) => hit.href)).toContain("explore/spelling-bee.html");
    await page.getByTestId("search-input").fill("wordel");
    await page.screenshot({ path: path.join(shots, "search-typo.png") });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("lists the notebooks in reading order, each with what it needs, a whole-sentence summary and its chart", () => {
    const html = fs.readFileSync(path.join(site, "index.html"), "utf8");
    const cards = [...html.matchAll(/<li class="card"><a href="(\w+)\.html"><p class="step">(\d+) · [^<]*<\/p><img src="figures\/\w+\/([\w-]+)\.png" alt="Chart: [^"]+"[^>]*><h2>[^<]*<\/h2><p>([^<]*)<\/p><p class="needs">([^<]*)<\/p>/g)];
    expect(cards.map((c) => c[1])).toEqual(readingOrder.filter((n) => notebooks.includes(n)));
    for (const [, name, step, chart, summary, needs] of cards) {
      expect(Number(step)).toBe(readingOrder.indexOf(name) + 1);
      expect(chart).toBe(readingGuide[name].thumbnail);
      expect(fs.existsSync(path.join(site, "figures", name, `${chart}.png`))).toBe(true);
      expect(summary).toMatch(/\.$/);
      expect(needs.length).toBeGreaterThan(10);
    }
    expect(html).toContain("1 · The Spelling Bee");
    expect(wholeSentences("One. Two two. Three.", 10)).toBe("One.");
    expect(wholeSentences("One. Two two. Three.", 14)).toBe("One. Two two.");
  });

  it.each(pages)("%s on paper shows no search, buttons or inputs, every chart as its picture; the projector view is larger and remembered", async (name) => {
    const { page, problems } = await open(name, { width: 1280, height: 900 });
    await page.emulateMedia({ media: "print" });
    const visible = await page.evaluate(() => [...document.querySelectorAll("input, button:not(.link), form, .top")].filter((e) => e.getClientRects().length > 0).length);
    expect(visible).toBe(0);
    if (name === "explore/wordle") expect(await page.getByTestId("best-next").innerText()).toMatch(/^SALET takes/); // a suggested word prints as text
    const charts = await page.locator(".chart").count();
    expect(await page.locator(".chart img.fallback:visible").count()).toBe(charts);
    await page.screenshot({ path: path.join(shots, `${name.replace("/", "-")}-print.png`) });
    await page.emulateMedia({ media: "screen" });
    await page.setViewportSize({ width: 1920, height: 1080 });
    const size = () => page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    expect(await size()).toBe(16);
    await page.getByTestId("projector-switch").click();
    expect(await size()).toBe(22);
    await page.reload();
    await page.waitForLoadState("load");
    expect(await size()).toBe(22); // remembered
    expect(await page.getByTestId("projector-switch").getAttribute("aria-pressed")).toBe("true");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1920);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(shots, `${name.replace("/", "-")}-projector.png`) });
    // Remembered, it leaves a phone's layout alone, and a small window's (the switch is hidden there).
    await page.setViewportSize({ width: 900, height: 700 });
    await page.reload();
    await page.waitForLoadState("load");
    expect([await size(), await page.getByTestId("projector-switch").isVisible()]).toEqual([16, false]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(900);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.waitForLoadState("load");
    await page.waitForTimeout(300);
    expect(await size()).toBe(16);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.reload();
    await page.waitForLoadState("load");
    await page.getByTestId("projector-switch").click(); // off again, for the pages after
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it("keeps a notebook's prose to about 80 characters a line at 1280 pixels", async () => {
    const { page } = await open("Hangman");
    const perLine = await page.evaluate(() => {
      const p = document.querySelector(".content .markdown p")!;
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = getComputedStyle(p).font;
      const sample = "the quick brown fox jumps over a lazy dog and then some more words of prose ";
      return p.getBoundingClientRect().width / (context.measureText(sample).width / sample.length);
    });
    expect(perLine).toBeGreaterThan(60);
    expect(perLine).toBeLessThanOrEqual(85);
    await page.close();
  });

  it("shows the run bar's switch and its note one below the other, and on a phone the text early", async () => {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const { page } = await open("CodeBreaking", viewport);
      const gap = await page.evaluate(() => {
        const button = document.querySelector('[data-testid="run-switch"]')!.getBoundingClientRect();
        const note = document.querySelector(".run-bar .run-note")!.getBoundingClientRect();
        return note.top - button.bottom;
      });
      expect(gap).toBeGreaterThan(0);
      // No chart offers plotly.js's upload to its cloud, nor a selection that nothing uses.
      await page.locator('[data-chart="knuth"] .modebar-btn').first().waitFor({ state: "attached" });
      for (const unwanted of ["Share chart...", "Box Select", "Lasso Select"]) {
        expect(await page.locator(`.modebar-btn[data-title="${unwanted}"]`).count()).toBe(0);
      }
      if (viewport.width < 500) {
        // On a phone the closed lists share a row, so the notebook's text starts on the first screen's upper half.
        const tops = await page.locator(".sidebar summary").evaluateAll((all) => all.map((s) => Math.round(s.getBoundingClientRect().top)));
        expect(new Set(tops).size).toBe(1);
        const text = await page.locator(".content .cell").first().evaluate((c) => c.getBoundingClientRect().top);
        expect(text).toBeLessThan(viewport.height / 2);
      }
      await page.close();
    }
  });

  it("marks in the outline the section being read, in sight in the sidebar, and none above the first", async () => {
    const { page, problems } = await open("CodeBreaking", { width: 1366, height: 640 });
    const marked = () =>
      page.evaluate(() => {
        const items = [...document.querySelectorAll(".sidebar .outline li[aria-current]")];
        const view = document.querySelector(".sidebar")!.getBoundingClientRect();
        return items.map((li) => {
          const box = li.getBoundingClientRect();
          return { text: li.textContent, inSight: box.top >= view.top && box.bottom <= view.bottom };
        });
      });
    expect(await marked()).toEqual([]);
    // On a short screen the notebooks' list starts closed, so the outline comes first; on one tall enough for
    // both (CodeBreaking's outline is long: 1080 pixels no longer hold both), it is open.
    expect(await page.locator(".sidebar details.notebooks").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    const { page: tall } = await open("CodeBreaking", { width: 2560, height: 1440 });
    expect(await tall.locator(".sidebar details.notebooks").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    // The epigraph ends where the prose does.
    const ends = await tall.evaluate(() =>
      [".markdown > div[align]", ".markdown > p"].map((s) => Math.round(document.querySelector(s)!.getBoundingClientRect().right)),
    );
    expect(ends[0]).toBe(ends[1]);
    await tall.close();
    await page.evaluate(() => document.getElementById("proven-one-group-at-a-time")!.scrollIntoView());
    await expect.poll(marked).toEqual([{ text: "Proven, one group at a time", inSight: true }]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(marked).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("on a phone, spaces a chart's crowded ticks wider, puts its legend below, breaks a long title and leaves a bar's label to a tap", async () => {
    const { page, problems } = await open("Hangman", { width: 390, height: 844 }, "dark");
    const chart = page.locator('[data-chart="success-by-length"]');
    await chart.locator(".main-svg").first().waitFor();
    // A tick per word length (2 to 28) would be 27 ticks on 390 pixels; 4 to 9 guesses keep theirs.
    const layout = await chart.evaluate((div) => {
      const { xaxis, yaxis, legend, margin } = (div as unknown as { layout: Record<string, any> }).layout;
      const { paper_bgcolor: paper } = (div as unknown as { layout: Record<string, any> }).layout;
      return { dtick: xaxis.dtick, orientation: legend.orientation, right: margin.r, grid: yaxis.gridcolor, paper };
    });
    // In the dark, the grid is dimmed so that it stays behind the data, and the chart is drawn on
    // the page's own background (a PNG downloaded from it keeps its light labels on dark).
    const page_ = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(page_).toBe("rgb(21, 23, 26)");
    expect(layout).toEqual({ dtick: 5, orientation: "h", right: 45, grid: "rgba(255,255,255,0.12)", paper: page_ });
    // A title too long for the phone is broken into lines, each within the chart.
    const { page: optimal } = await open("OptimalWordle", { width: 390, height: 844 });
    const salet = optimal.locator('[data-chart="salet"]');
    await salet.locator(".main-svg").first().waitFor();
    const title = await salet.evaluate((div) => {
      const box = div.getBoundingClientRect();
      const text = div.querySelector(".gtitle")!.getBoundingClientRect();
      return { lines: (div as unknown as { layout: Record<string, any> }).layout.title.text.split("<br>").length, fits: text.left >= box.left && text.right <= box.right };
    });
    expect(title).toEqual({ lines: 2, fits: true });
    await optimal.close();
    const { page: mastermind } = await open("Mastermind", { width: 390, height: 844 });
    const ticks = await mastermind.locator(".chart .plot").first().evaluate((div) => (div as unknown as { layout: Record<string, any> }).layout.xaxis.dtick);
    expect(ticks).toBe(1);
    // Eleven legend entries, two to a row, leave no empty band below the legend.
    const { page: boards } = await open("CodeBreaking", { width: 390, height: 844 });
    const chart11 = boards.locator('[data-chart="boards"]');
    await chart11.locator(".main-svg").first().waitFor();
    const below = () =>
      chart11.evaluate((div) => div.getBoundingClientRect().bottom - div.querySelector("g.legend")!.getBoundingClientRect().bottom);
    await expect.poll(below).toBeLessThan(24);
    // The chart of strategies labels its bars too short to see on a desktop; on a phone the labels
    // would run together, and a tap shows each instead.
    const positions = async (p: typeof boards) => {
      const strategies = p.locator('[data-chart="strategies"]');
      await strategies.scrollIntoViewIfNeeded();
      await strategies.locator(".main-svg").first().waitFor();
      return strategies.evaluate((div) => [...new Set((div as unknown as { data: { textposition?: string }[] }).data.map((t) => t.textposition))]);
    };
    expect(await positions(boards)).toEqual(["none"]);
    const { page: wide } = await open("CodeBreaking", { width: 1280, height: 800 });
    expect(await positions(wide)).toEqual(["outside"]);
    await wide.close();
    await boards.close();
    expect(problems).toEqual([]);
    await page.close();
    await mastermind.close();
  });

  it("on a phone, the header's Sections button opens the outline anywhere in the page, the section read marked", async () => {
    const { page, problems } = await open("CodeBreaking", { width: 390, height: 844 });
    const panel = page.locator("#sections-panel");
    await page.evaluate(() => document.getElementById("proven-one-group-at-a-time")!.scrollIntoView());
    await page.evaluate(() => window.scrollBy(0, 400));
    await page.getByTestId("sections-switch").click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await panel.locator("li[aria-current]").allTextContents()).toEqual(["Proven, one group at a time"]);
    expect(await page.getByTestId("sections-switch").getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await expect.poll(() => panel.isVisible()).toBe(false);
    await page.getByTestId("sections-switch").click();
    await panel.locator('a[href="#summary"]').click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    const top = await page.locator("#summary").evaluate((h) => h.getBoundingClientRect().top);
    const header = await page.locator("header.top").evaluate((h) => h.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(header);
    expect(top).toBeLessThan(300);
    expect(problems).toEqual([]);
    await page.close();
    // On a laptop the sidebar is there: no button.
    const { page: laptop } = await open("CodeBreaking");
    expect(await laptop.getByTestId("sections-switch").isVisible()).toBe(false);
    await laptop.close();
  });

  it("on a touch screen, a finger dragged over a chart scrolls the page, and a tap shows its point", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`file://${site}/CodeBreaking.html`);
    const chart = page.locator('[data-chart="boards"]');
    await chart.scrollIntoViewIfNeeded();
    await chart.locator(".scatterlayer .points path").first().waitFor();
    // The lone points' labels of the saved figure are left to a tap on a phone.
    const modes = await chart.evaluate((div) => ({
      saved: (window as unknown as { CHARTS: Record<string, { data: { mode?: string }[] }> }).CHARTS.boards.data.some((t) => String(t.mode).includes("text")),
      drawn: (div as unknown as { data: { mode?: string }[] }).data.some((t) => String(t.mode).includes("text")),
    }));
    expect(modes).toEqual({ saved: true, drawn: false });
    const touch = await context.newCDPSession(page);
    const box = (await chart.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 3];
    const before = await page.evaluate(() => window.scrollY);
    await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    for (let i = 1; i <= 10; i++) await touch.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y: y - 20 * i }] });
    await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 100);
    // Its toolbar has no button that needs a drag, nor plotly.js's upload to its cloud.
    const buttons = await chart.locator(".modebar-btn").evaluateAll((all) => all.map((b) => b.getAttribute("data-title")));
    expect(buttons).toEqual(["Download plot as a PNG", "Zoom in", "Zoom out", "Autoscale", "Reset axes"]);
    // A long table is part of the page: a swipe over it scrolls the page.
    const table = page.locator(".output.html:has(table)").first();
    expect(await table.evaluate((box) => box.scrollHeight <= box.clientHeight + 1)).toBe(true);
    // The range is the saved one: the drag did not zoom.
    const range = await chart.evaluate((div) => (div as unknown as { _fullLayout: { yaxis: { range: number[] } } })._fullLayout.yaxis.range);
    // Once the page is still, the chart is brought back to the middle of the screen and a point tapped.
    let last = -1;
    await expect.poll(async () => last === (last = await page.evaluate(() => window.scrollY))).toBe(true);
    await chart.evaluate((div) => div.scrollIntoView({ block: "center" }));
    await expect.poll(async () => last === (last = await page.evaluate(() => window.scrollY))).toBe(true);
    const point = await chart.locator(".scatterlayer .trace").first().locator(".points path").nth(20).boundingBox();
    await page.touchscreen.tap(point!.x + point!.width / 2, point!.y + point!.height / 2);
    await expect.poll(() => chart.locator(".hoverlayer").textContent()).toMatch(/^2×\d+: [\d,]+ codes, mean \d\.\d{4}$/);
    await page.waitForTimeout(500);
    expect(await chart.locator(".hoverlayer").textContent()).toMatch(/codes, mean/);
    expect(await chart.evaluate((div) => (div as unknown as { _fullLayout: { yaxis: { range: number[] } } })._fullLayout.yaxis.range)).toEqual(range);
    await context.close();
  });

  it("draws an explorable's chart as a notebook's: on a phone no drag zooms it, a tap shows its bar", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`file://${site}/explore/wordle.html?target=SHINY`);
    await page.getByTestId("probe-input").fill("CRANE");
    const chart = page.locator(".partition-chart");
    await chart.locator(".barlayer .point path").first().waitFor({ timeout: 20_000 });
    const buttons = await chart.locator(".modebar-btn").evaluateAll((all) => all.map((b) => b.getAttribute("data-title")));
    expect(buttons).toEqual(["Download plot as a PNG", "Zoom in", "Zoom out", "Autoscale", "Reset axes"]);
    // Zoomed, it keeps every bar's height: only the groups' axis zooms.
    expect(await chart.evaluate((div) => (div as unknown as { _fullLayout: { yaxis: { fixedrange: boolean } } })._fullLayout.yaxis.fixedrange)).toBe(true);
    await chart.evaluate((div) => div.scrollIntoView({ block: "center" }));
    await page.waitForTimeout(300);
    const bar = (await chart.locator(".barlayer .point path").first().boundingBox())!;
    await page.touchscreen.tap(bar.x + bar.width / 2, bar.y + bar.height - 2);
    // The first bar is CRANE's largest group of the 2,309 targets, as the library makes it.
    const small = (await loadWordList("wordle-small")).map((w) => w.toUpperCase());
    const game = G.wordle(small, (await loadWordList("wordle-big")).map((w) => w.toUpperCase()));
    const [reply, group] = [...T.partition(game, "CRANE", small)].sort((a, b) => b[1].length - a[1].length)[0];
    const label = `${reply}: ${group.length} targets`;
    await expect.poll(() => chart.locator(".hoverlayer").textContent()).toContain(label);
    await page.waitForTimeout(500);
    expect(await chart.locator(".hoverlayer").textContent()).toContain(label);
    await context.close();
  });

  it("shows the saved PNG where scripts do not run", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page: Page = await context.newPage();
    await page.goto(`file://${site}/Hangman.html`);
    const fallback = page.locator(".chart img.fallback").first();
    expect(await fallback.isVisible()).toBe(true);
    expect(await fallback.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(100);
    await context.close();
  });

  it("stops on a notebook that is not JSON or has an unknown cell, naming it, and keeps the earlier site", async () => {
    const dir = temporaryFolder("bad-notebooks-");
    const out = path.join(dir, "site");
    fs.writeFileSync(path.join(dir, "Good.ipynb"), JSON.stringify({ cells: [{ cell_type: "markdown", source: ["# Good\n\nA first paragraph long enough to be a summary of it."] }] }));
    await buildSite({ out, notebooks: dir, figures: dir });
    const before = fs.readFileSync(path.join(out, "Good.html"), "utf8");

    fs.writeFileSync(path.join(dir, "Broken.ipynb"), "{ not json");
    await expect(buildSite({ out, notebooks: dir, figures: dir })).rejects.toThrow(/Broken\.ipynb: not a notebook/);
    fs.writeFileSync(path.join(dir, "Broken.ipynb"), JSON.stringify({ cells: [{ cell_type: "markdown", source: "# B" }, { cell_type: "widget", source: "" }] }));
    await expect(buildSite({ out, notebooks: dir, figures: dir })).rejects.toThrow(NotebookError);
    await expect(buildSite({ out, notebooks: dir, figures: dir })).rejects.toThrow(/Broken\.ipynb: cell 2 has the cell type "widget"/);

    expect(fs.readFileSync(path.join(out, "Good.html"), "utf8")).toBe(before);
    expect(fs.readdirSync(dir).sort()).toEqual(["Broken.ipynb", "Good.ipynb", "site"]); // no half-built folder
  });

  it("serves the site on 127.0.0.1, and nothing outside its folder; a busy port is said before any build", async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const server = await serveFolder(site, port);
    try {
      expect(server.address()).toMatchObject({ address: "127.0.0.1", port });
      const address = `http://127.0.0.1:${port}/`;
      const index = await fetch(address);
      expect(index.status).toBe(200);
      expect(await index.text()).toContain('data-testid="search-input"');
      expect((await fetch(`${address}assets/site.js`)).headers.get("content-type")).toContain("text/javascript");
      const outside = await fetch(`${address}..%2F..%2Fetc%2Fpasswd`);
      expect([403, 404]).toContain(outside.status);
      expect((await fetch(`${address}%E0%A4%A`)).status).toBe(400); // a broken escape, and the server goes on
      expect((await fetch(address)).status).toBe(200);

      // `npm run site -- --serve` takes its port first: one in use stops it at once, before building.
      const out = path.join(temporaryFolder("busy-port-"), "site");
      const [program, args] = commandLine("site", ["--out", out, "--serve", "--port", String(port)]);
      const busy = spawnSync(program, args, { cwd: root, encoding: "utf8" });
      expect([busy.status, busy.stderr.trim()]).toEqual([1, `site: port ${port} is in use; try --port ${port + 1}`]);
      expect(busy.stdout).toBe("");
      expect(fs.existsSync(out)).toBe(false);
    } finally {
      await new Promise((done) => server.close(done));
    }
  }, 60_000);
});

// The explorables: the library in the page, checked against the same library in Node.
describe("the explorables", () => {
  /** Milliseconds from a key press to the page's answer, as the reader waits for it. */
  async function timed(page: Page, act: () => Promise<void>, answered: () => boolean | Promise<boolean>): Promise<number> {
    const started = performance.now();
    await act();
    await expect.poll(answered, { timeout: 10_000, interval: 5 }).toBe(true);
    return performance.now() - started;
  }
  const text = (page: Page, id: string) => page.getByTestId(id).textContent();

  it("Wordle: a shared game, the targets left, refused words, probes and the perfect player", async () => {
    const small = (await loadWordList("wordle-small")).map((w) => w.toUpperCase());
    const big = (await loadWordList("wordle-big")).map((w) => w.toUpperCase());
    const game = G.wordle(small, big);
    const afterCrane = G.consistentTargets(game, small, "CRANE", G.replyOf(game, "CRANE", "SHINY"));
    const position = G.wordle(afterCrane, big);
    const best = optimalTree(position, { firstGuesses: big.length });
    const opening = optimalTree(game, { first: "SALET" });

    // A blank page first, so the time below is the page's own and not the browser's start.
    const warm = await browser.newPage();
    await warm.goto("about:blank");
    await warm.close();
    const { page, problems, requests } = await open("explore/wordle", { width: 1280, height: 900 }, "light", "?target=SHINY");
    expect(await page.title()).toBe("Inside a Wordle game · Word-puzzle notebooks");
    figures.push(`wordle page ready after ${await page.evaluate(() => document.body.dataset.ready)} ms`);
    expect(Number(await page.evaluate(() => document.body.dataset.ready))).toBeLessThan(2000);

    // At the start: SALET, from the optimal tree the build computed, proven the best opener by
    // the committed table of every first guess, as the optimal-Wordle notebook reads it.
    const bestNext = page.getByTestId("best-next");
    expect(await bestNext.getAttribute("data-guess")).toBe("SALET");
    expect(await bestNext.getAttribute("data-proven")).toBe("true");
    expect(await bestNext.textContent()).toContain("every one of the other 12,971 openings needs more");
    expect(await bestNext.textContent()).toContain(`${opening.total.toLocaleString("en-US")} for the 2,309 targets`);
    expect(await text(page, "remaining-count")).toBe("2,309");

    // The probe: CRANE's partition of all the targets, as the library makes it.
    const probe = page.getByTestId("probe-input");
    const partition = T.partition(game, "CRANE", small);
    const probeMs = await timed(page, () => probe.fill("CRANE"), async () => (await page.getByTestId("probe-partition").getAttribute("data-groups")) === String(partition.size));
    expect(await page.getByTestId("probe-partition").getAttribute("data-largest")).toBe(String(Math.max(...[...partition.values()].map((g) => g.length))));
    figures.push(`wordle probe CRANE over 2,309 targets answered in ${probeMs.toFixed(0)} ms`);

    // Playing CRANE leaves 58, and the perfect player's next guess is the library's, proven.
    const input = page.getByTestId("guess-input");
    await input.fill("CRANE");
    const playMs = await timed(page, () => input.press("Enter"), async () => (await text(page, "remaining-count")) === String(afterCrane.length));
    figures.push(`wordle guess CRANE answered (58 left) in ${playMs.toFixed(0)} ms`);
    expect(afterCrane).toHaveLength(58);
    await expect.poll(() => bestNext.getAttribute("data-turn"), { timeout: 10_000 }).toBe("1");
    expect(await bestNext.getAttribute("data-guess")).toBe((best.tree as T.Node).guess);
    expect(await bestNext.getAttribute("data-proven")).toBe("true");
    expect(await bestNext.textContent()).toContain(`(${best.total} for the 58 targets)`);

    // A word that is not allowed is refused, with the command's message, and uses no turn.
    await input.fill("XYZZY");
    const refuseMs = await timed(page, () => input.press("Enter"), () => page.getByTestId("guess-error").isVisible());
    figures.push(`wordle refusal of XYZZY shown in ${refuseMs.toFixed(0)} ms`);
    expect(await text(page, "guess-error")).toBe(G.guessProblem(game, "XYZZY"));
    expect(await text(page, "remaining-count")).toBe("58");
    expect(await text(page, "game-state")).toBe("Guess 2 of 6.");

    // A word played already is said so, and costs no turn.
    await input.fill("CRANE");
    await input.press("Enter");
    expect(await text(page, "guess-error")).toBe("CRANE was played already: try another word (this one costs no turn).");
    expect(await text(page, "game-state")).toBe("Guess 2 of 6.");

    await input.fill("SLOTH");
    await input.press("Enter");
    await expect.poll(() => text(page, "remaining-count")).toBe("1");
    expect(await page.getByTestId("guess-error").isVisible()).toBe(false);
    await page.screenshot({ path: path.join(shots, "explore-wordle-played.png"), fullPage: true });

    expect(problems).toEqual([]);
    expect(requests.filter((url) => !url.startsWith(`file://${site}/`) && !/^(data|blob):/.test(url))).toEqual([]);
    await page.getByTestId("new-game").click(); // a new game drops the shared target for a random one, by its code
    await page.waitForURL((url) => /^\?game=[0-9a-z]+$/.test(url.search));
    await page.close();
  }, 60_000);

  it("Wordle: a judged game from its address shows the library's verdict; the form shares one", async () => {
    const small = (await loadWordList("wordle-small")).map((w) => w.toUpperCase());
    const big = (await loadWordList("wordle-big")).map((w) => w.toUpperCase());
    const full = G.wordle(small, big);
    const csv = fs.readFileSync(path.join(root, "data", "first-guesses", "wordle-small.normal.csv"), "utf8");
    const judge = new Judge(full, { table: readTable(csv, full, tableTitle(full, false, 6)).rows });
    const expected = verdictTable(judge.judge(["CRANE", "SLOTH", "SHINY"], "SHINY"));
    const why = judge.explain(["CRANE", "SLOTH", "SHINY"], ["...G.", "G...Y", "GGGGG"], 1);
    for (const [viewport, name] of [[{ width: 1280, height: 900 }, "desktop"], [{ width: 390, height: 844 }, "phone"]] as const) {
      const { page, problems } = await open("explore/wordle", viewport, "light", "?target=SHINY&guesses=CRANE,SLOTH,SHINY");
      const started = performance.now();
      await expect.poll(() => page.getByTestId("verdict").getAttribute("data-turn"), { timeout: 30_000 }).toBe("3");
      if (name === "desktop") figures.push(`wordle verdict on CRANE, SLOTH, SHINY shown after ${(performance.now() - started).toFixed(0)} ms`);
      const cells = await page.locator("[data-testid=verdict-table] tr").evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent)));
      expect(cells).toEqual([expected.headers, ...expected.rows]);
      expect(await text(page, "verdict-sum")).toBe(expected.sum);
      expect(await text(page, "game-state")).toBe("Solved in 3 guesses. The game is over: start a new game, or see the verdict below.");
      expect(await page.getByTestId("guess-form").locator("button").isDisabled()).toBe(true); // the game is over
      // The verdict's columns fit the screen: nothing to scroll to.
      expect(await page.getByTestId("verdict").evaluate((v) => v.scrollWidth <= v.clientWidth)).toBe(true);
      // Why GLUTS, not SLOTH, after CRANE: the groups each leaves, as the library values them.
      await page.getByTestId("why-2").click();
      await expect.poll(() => page.getByTestId("why").getAttribute("data-turn"), { timeout: 30_000 }).toBe("2");
      const captions = await page.locator("[data-testid=why] caption").allTextContents();
      expect(captions).toEqual([`GLUTS, the best guess: ${why.best.length} groups`, `SLOTH, played: ${why.played.length} groups`]);
      const firstPlayed = await page.locator("[data-testid=why] table").nth(1).locator("tr").nth(1).locator("td").allTextContents();
      expect(firstPlayed).toEqual([why.played[0].reply, String(why.played[0].size), (why.played[0].V! / why.played[0].size).toFixed(2)]);
      // Each side's total is the verdict's V (GLUTS) and Q (SLOTH), and the reply the game got is marked.
      const totals = await page.locator("[data-testid=why] td.why-total").allTextContents();
      expect(totals).toEqual(["58 + 87 = 145 guesses in all, 2.50 a target", "58 + 101 = 159 guesses in all, 2.74 a target"]);
      expect(await page.locator("[data-testid=why] tr.actual td").first().textContent()).toBe("G...Y (yours)");
      await page.getByTestId("why-3").click();
      await expect.poll(() => page.getByTestId("why").getAttribute("data-turn"), { timeout: 30_000 }).toBe("3");
      expect(await text(page, "why")).toBe("SHINY was the answer: no guess could do better.");
      await page.getByTestId("why-2").click();
      await expect.poll(() => page.getByTestId("why").getAttribute("data-turn"), { timeout: 30_000 }).toBe("2");
      await page.screenshot({ path: path.join(shots, `explore-wordle-judged-${name}.png`), fullPage: true });
      expect(problems).toEqual([]);
      await page.close();
    }
    // A guess the address carries that is not allowed stops the replay there, said in words.
    const bad = await open("explore/wordle", undefined, "light", "?target=SHINY&guesses=CRANE,<i>X</i>,SLOTH");
    expect(await text(bad.page, "game-note")).toContain("The address's guess “<i>X</i>” was not played");
    expect(await bad.page.locator("[data-testid=game-note] i").count()).toBe(0);
    expect(await bad.page.getByTestId("judge-guesses").inputValue()).toBe("CRANE <i>X</i> SLOTH"); // the form shows the game
    expect(await text(bad.page, "remaining-count")).toBe("58");
    // The form says what is wrong beside it, keeping what was typed, and only then opens the
    // judged game, at an address a teacher can share.
    await bad.page.getByTestId("judge-guesses").fill("crane sloth shiny");
    await bad.page.getByTestId("judge-target").fill("zzzzz");
    await bad.page.getByTestId("judge-form").locator("button").click();
    expect(await text(bad.page, "judge-error")).toBe("“ZZZZZ” is not one of the 2,309 targets: type the game's answer.");
    expect(await bad.page.getByTestId("judge-guesses").inputValue()).toBe("crane sloth shiny");
    await bad.page.getByTestId("judge-target").fill("shiny");
    await bad.page.getByTestId("judge-guesses").fill("crane shiny sloth");
    await bad.page.getByTestId("judge-form").locator("button").click();
    expect(await text(bad.page, "judge-error")).toBe("The game was won at SHINY: leave out the guesses after it.");
    await bad.page.getByTestId("judge-guesses").fill("crane crane shiny");
    await bad.page.getByTestId("judge-form").locator("button").click();
    expect(await text(bad.page, "judge-error")).toMatch(/^CRANE is guessed twice/);
    await bad.page.getByTestId("judge-guesses").fill("crane sloth shiny");
    await bad.page.getByTestId("judge-target").fill("shiny");
    await bad.page.getByTestId("judge-form").locator("button").click();
    // …named by codes, so that the address does not give the answer away.
    await bad.page.waitForURL((url) => url.search === `?${gameQuery(small, big, "SHINY", ["CRANE", "SLOTH", "SHINY"])}`);
    await expect.poll(() => text(bad.page, "game-state")).toMatch(/^Solved in 3 guesses\./);
    expect(bad.problems).toEqual([]);
    await bad.page.close();
    // A code that names no allowed guess stops the replay there, said in words.
    const coded = await open("explore/wordle", undefined, "light", `?${gameQuery(small, big, "SHINY", ["CRANE"])}.zzzz.%3Cb%3E`);
    expect(await text(coded.page, "game-note")).toBe("2 guess codes of the address not read: a code there names no allowed guess.");
    expect(await text(coded.page, "remaining-count")).toBe("58");
    await coded.page.close();
    // Guesses without the game's answer are not played against a random target.
    const blind = await open("explore/wordle", undefined, "light", "?guesses=CRANE,SLOTH");
    expect(await text(blind.page, "game-note")).toContain("The address's guesses were not played");
    expect(await text(blind.page, "remaining-count")).toBe("2,309");
    expect(blind.problems).toEqual([]);
    await blind.page.close();
    // Guesses after the win are said to be left out.
    const after = await open("explore/wordle", undefined, "light", "?target=SHINY&guesses=CRANE,SHINY,SLOTH");
    expect(await text(after.page, "game-note")).toBe("1 guess of the address after SHINY not played: the game was won.");
    expect(await text(after.page, "game-state")).toMatch(/^Solved in 2 guesses\./);
    await after.page.close();
  }, 120_000);

  it("Wordle: an empty board and a keyboard that types; finished games; Back; links that do not give the answer away", async () => {
    const small = (await loadWordList("wordle-small")).map((w) => w.toUpperCase());
    const big = (await loadWordList("wordle-big")).map((w) => w.toUpperCase());
    const game = G.wordle(small, big);
    const { page, problems } = await open("explore/wordle", { width: 390, height: 844 }, "light", "?target=SHINY");
    const input = page.getByTestId("guess-input");
    // Six empty rows of five from the start; the keys type into the guess, shown on the board.
    expect(await page.locator("[data-testid=board] .row").count()).toBe(6);
    expect(await page.locator("[data-testid=board] .tile.empty").count()).toBe(30);
    for (const key of ["Q", "A", "J", "A", "Q"]) await page.locator(`[data-key="${key}"]`).click();
    expect(await input.inputValue()).toBe("QAJAQ");
    expect(await page.locator("[data-testid=board] .tile.typed").allTextContents()).toEqual(["Q", "A", "J", "A", "Q"]);
    // Played, the position changes at once, and the greedy table of the opening is gone before the
    // worker has answered for the new position (checked in the same task as the guess).
    const afterQajaq = G.consistentTargets(game, small, "QAJAQ", G.replyOf(game, "QAJAQ", "SHINY"));
    const atOnce = await page.evaluate(() => {
      (document.querySelector("[data-key=Enter]") as HTMLButtonElement).click();
      return { caption: document.querySelector(".greedy caption")?.textContent ?? null, count: document.querySelector("[data-testid=remaining-count]")!.textContent };
    });
    expect(atOnce).toEqual({ caption: null, count: afterQajaq.length.toLocaleString("en-US") });
    await expect.poll(() => page.locator(".greedy caption").textContent(), { timeout: 20_000 }).toBe(`The greedy choices for these ${afterQajaq.length.toLocaleString("en-US")} targets`);
    // The keyboard colours each letter by what the replies say of it.
    const qajaq = G.replyOf(game, "QAJAQ", "SHINY");
    expect(qajaq).toBe(".....");
    expect(await page.locator("[data-key=Q]").getAttribute("class")).toBe("key rn");
    await expect.poll(() => page.getByTestId("best-next").getAttribute("data-turn"), { timeout: 20_000 }).toBe("1");
    // A stray symbol, and a word played already, are refused and cost no turn.
    await input.fill("CR4NE");
    await input.press("Enter");
    expect(await text(page, "guess-error")).toBe("Letters A to Z only, please.");
    await input.fill("CRANE");
    await input.press("Enter");
    await expect.poll(() => text(page, "remaining-count")).toBe(String(G.consistentTargets(game, afterQajaq, "CRANE", G.replyOf(game, "CRANE", "SHINY")).length));
    expect(await page.locator("[data-key=N]").getAttribute("class")).toBe("key rG");
    // A suggested word, clicked, is probed; a word played already is probed and said so.
    await expect.poll(() => page.locator("[data-probe]").count(), { timeout: 20_000 }).toBeGreaterThan(1);
    const suggested = (await page.locator(".greedy [data-probe]").first().getAttribute("data-probe"))!;
    await page.locator(".greedy [data-probe]").first().click();
    expect(await page.getByTestId("probe-input").inputValue()).toBe(suggested);
    await page.getByTestId("probe-input").fill("CRANE");
    expect(await text(page, "probe-partition")).toContain("CRANE was played already");
    expect(await page.getByTestId("probe-partition").getAttribute("data-groups")).toBe("1");
    // Each guess is a history entry whose address names the game by codes, never by its words.
    const played = page.url();
    expect(new URL(played).search).toMatch(/^\?game=[0-9a-z]+&played=[0-9a-z]+\.[0-9a-z]+$/);
    expect(played.toUpperCase()).not.toMatch(/SHINY|CRANE|QAJAQ/);
    await page.goBack();
    await expect.poll(() => text(page, "remaining-count")).toBe(afterQajaq.length.toLocaleString("en-US"));
    expect(await page.locator("[data-testid=board] .tile.rn").count()).toBe(5);
    await page.goBack();
    await expect.poll(() => text(page, "remaining-count")).toBe("2,309");
    expect(await page.locator("[data-testid=board] .tile.empty").count()).toBe(30);
    await page.goForward();
    await page.goForward();
    await expect.poll(() => page.locator("[data-testid=board] .tile.rG").count()).toBe(1);
    // Share: a link to the game and to the position, neither naming the answer; each opens that game.
    await page.getByTestId("share").click();
    const start = await page.getByTestId("share-start").inputValue();
    const here = await page.getByTestId("share-here").inputValue();
    expect(here).toBe(played);
    for (const link of [start, here]) expect(link.toUpperCase()).not.toContain("SHINY");
    const opened = await browser.newPage();
    await opened.goto(start);
    await opened.waitForSelector("body[data-ready]");
    await opened.getByTestId("guess-input").fill("SHINY");
    await opened.getByTestId("guess-input").press("Enter");
    await expect.poll(() => opened.getByTestId("game-state").textContent()).toMatch(/^Solved in 1 guess\./);
    await opened.goto(here);
    await opened.waitForSelector("body[data-ready]");
    expect(await opened.locator("[data-testid=board] .row[role=img]").count()).toBe(2);
    expect(await opened.getByTestId("game-state").textContent()).toBe("Guess 3 of 6.");
    await opened.close();
    // A lost game: Play and the keys are disabled, and the page says the game is over.
    for (const guess of ["SLOTH", "BRINY", "WHINY", "THINK"]) {
      await input.fill(guess);
      await input.press("Enter");
    }
    await expect.poll(() => text(page, "game-state")).toBe("Out of guesses: the word was SHINY. The game is over: start a new game, or see the verdict below.");
    expect(await page.getByTestId("guess-form").locator("button").isDisabled()).toBe(true);
    expect(await input.isDisabled()).toBe(true);
    expect(await page.locator("[data-key=A]").isDisabled()).toBe(true);
    // The finished board shows the answer: Share offers only the game from its start.
    await page.getByTestId("share").click();
    expect(await page.getByTestId("share-here").count()).toBe(0);
    expect((await page.getByTestId("share-start").inputValue()).toUpperCase()).not.toContain("SHINY");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(shots, "explore-wordle-lost-phone.png"), fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it("Wordle: after fast play and Back, the position shown is searched at once, not after those left", async () => {
    const { page, problems } = await open("explore/wordle", undefined, "light", "?target=SHINY");
    const input = page.getByTestId("guess-input");
    for (const guess of ["IMMIX", "JUGUM", "FUFFY", "KUDZU"]) {
      await input.fill(guess);
      await input.press("Enter");
    }
    for (let k = 0; k < 3; k++) await page.goBack();
    await expect.poll(() => text(page, "game-state")).toBe("Guess 2 of 6.");
    // Each of the positions left asked for a search and a judge (seconds each, a minute or two
    // together); they are dropped unstarted, and this one answers as if it were the only one.
    const bestNext = page.getByTestId("best-next");
    await expect.poll(() => bestNext.getAttribute("data-turn"), { timeout: 30_000 }).toBe("1");
    await expect.poll(() => page.getByTestId("verdict").getAttribute("data-turn"), { timeout: 30_000 }).toBe("1");
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);

  it("Spelling Bee and hangman: each honeycomb or word asked is a history entry, so Back returns to the one before", async () => {
    const bee = await open("explore/spelling-bee");
    await bee.page.getByTestId("bee-letters").fill("AEGLMPX");
    await bee.page.getByTestId("bee-center").fill("G");
    await bee.page.getByTestId("bee-form").locator("button").click();
    await expect.poll(() => bee.page.url()).toContain("letters=AEGLMPX");
    await bee.page.goBack();
    await expect.poll(() => bee.page.getByTestId("bee-letters").inputValue()).toBe("AEGINRT");
    expect(await text(bee.page, "bee-word-count")).toBe("537");
    expect(bee.problems).toEqual([]);
    await bee.page.close();
    const hangman = await open("explore/hangman");
    await hangman.page.getByTestId("hangman-input").fill("quiz");
    await hangman.page.getByTestId("hangman-form").locator("button").click();
    await expect.poll(() => hangman.page.getByTestId("hangman-result").getAttribute("data-word"), { timeout: 20_000 }).toBe("quiz");
    await hangman.page.goBack();
    await expect.poll(() => hangman.page.getByTestId("hangman-result").getAttribute("data-word"), { timeout: 20_000 }).toBe("duck");
    expect(await hangman.page.getByTestId("hangman-input").inputValue()).toBe("duck");
    expect(hangman.problems).toEqual([]);
    await hangman.page.close();
  }, 60_000);

  it("Wordle: where the exact search needs over 2 s, a beam search answers, marked unproven", async () => {
    const { page, problems } = await open("explore/wordle", undefined, "light", "?target=SHINY");
    const input = page.getByTestId("guess-input");
    const bestNext = page.getByTestId("best-next");
    await input.fill("FUZZY");
    await input.press("Enter");
    await expect.poll(() => text(page, "remaining-count")).toBe("265");
    const started = performance.now();
    await expect.poll(() => bestNext.getAttribute("data-turn"), { timeout: 20_000 }).toBe("1");
    figures.push(`wordle after FUZZY (265 left): beam answer after ${(performance.now() - started).toFixed(0)} ms`);
    expect(await bestNext.getAttribute("data-proven")).toBe("false");
    expect(await bestNext.textContent()).toContain("not proven optimal: a beam search (the 10 most promising guesses at each step)");
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it("Wordle: a target the list does not have is said so, and a random one is played", async () => {
    const { page, problems } = await open("explore/wordle", undefined, "light", "?target=<b>ZZZ</b>");
    expect(await text(page, "game-note")).toContain("“<b>ZZZ</b>” is not one of the 2,309 targets");
    expect(await page.locator("[data-testid=game-note] b").count()).toBe(0); // shown as text, never as markup
    expect(problems).toEqual([]);
    await page.close();
  });

  it("Spelling Bee: AEGINRT/R gives 3,898 points in 537 words; AEGINRS/R shows the library's error", async () => {
    const words = bee.wordList(await loadWordList("enable1"));
    const expected = bee.puzzle(bee.honeycomb("AEGINRT", "R"), words);
    expect([expected.points, expected.words.length]).toEqual([3898, 537]);
    const { page, problems } = await open("explore/spelling-bee");
    expect(await text(page, "bee-points")).toBe("3,898");
    expect(await text(page, "bee-word-count")).toBe("537");
    await page.getByTestId("bee-letters").fill("AEGINRS");
    const ms = await timed(page, () => page.getByTestId("bee-letters").press("Enter"), () => page.getByTestId("bee-error").isVisible());
    figures.push(`spelling bee error for AEGINRS/R shown in ${ms.toFixed(0)} ms`);
    expect(await text(page, "bee-error")).toBe(errorOf(() => bee.honeycomb("AEGINRS", "R")));
    await page.getByTestId("bee-letters").fill("LAPGEMX");
    await page.getByTestId("bee-center").fill("G");
    const solveMs = await timed(page, () => page.getByTestId("bee-center").press("Enter"), async () => (await text(page, "bee-points")) !== "3,898");
    figures.push(`spelling bee LAPGEMX/G answered in ${solveMs.toFixed(0)} ms`);
    const other = bee.puzzle(bee.honeycomb("LAPGEMX", "G"), words);
    expect(await text(page, "bee-points")).toBe(other.points.toLocaleString("en-US"));
    expect(await text(page, "bee-word-count")).toBe(String(other.words.length));
    expect(page.url()).toContain("letters=AEGLMPX&center=G"); // the address shares the puzzle
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it("Hangman: each word's guesses and outcome are play(tree, word) in Node, for both trees", async () => {
    const words = await loadWordList("hangman-words");
    // A word of each of a few lengths, drawn reproducibly; jazz (which both trees lose), and duck,
    // the page's first word, which the original loses and the rollout tree solves, as its text says.
    const random = new PythonRandom("explore");
    const sample = ["duck", "jazz", ...[4, 8, 9, 11].map((n) => random.choice(words.filter((w) => w.length === n)))];
    const lengths = new Set(sample.map((w) => w.length));
    const some = words.filter((w) => lengths.has(w.length));
    const trees = { frequency: H.compileTrees(words, "frequency"), rollout: H.compileTrees(some, "rollout") };
    const { page, problems } = await open("explore/hangman");
    const input = page.getByTestId("hangman-input");
    for (const word of sample) {
      await input.fill(word);
      await input.press("Enter");
      await expect.poll(() => page.getByTestId("hangman-result").getAttribute("data-word"), { timeout: 20_000 }).toBe(word);
      for (const strategy of ["frequency", "rollout"] as const) {
        const outcome = H.play(H.treeFor(trees[strategy], word), word);
        const shown = page.locator(`[data-strategy=${strategy}]`);
        expect([word, strategy, await shown.getAttribute("data-guesses"), await shown.getAttribute("data-solved")]).toEqual([
          word,
          strategy,
          outcome.guesses.join(""),
          String(outcome.solved),
        ]);
      }
    }
    const solved = (strategy: "frequency" | "rollout", word: string) => H.play(H.treeFor(trees[strategy], word), word).solved;
    expect([solved("frequency", "duck"), solved("rollout", "duck"), solved("frequency", "jazz"), solved("rollout", "jazz")]).toEqual([false, true, false, false]);
    await input.fill("xqzv");
    await input.press("Enter");
    await expect.poll(() => text(page, "hangman-error")).toContain("“xqzv” is not in the dictionary (173,528 words)");
    await input.fill("<i>no</i>");
    await input.press("Enter");
    await expect.poll(() => text(page, "hangman-error")).toBe(errorOf(() => H.checkWord("<i>no</i>")));
    expect(await page.locator("[data-testid=hangman-result] i").count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it("bundles nothing that needs Node: a script importing fs fails the build, naming both", async () => {
    const dir = temporaryFolder("explore-bundle-");
    const file = path.join(dir, "page.ts");
    fs.writeFileSync(file, 'import { readFileSync } from "fs";\nconsole.log(readFileSync);\n');
    await expect(bundle(file)).rejects.toThrow(/page\.ts imports the Node module "fs", which a browser does not have/);
  });
});

function errorOf(action: () => unknown): string {
  try {
    action();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("expected an error");
}
