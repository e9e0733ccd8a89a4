// The teaching site, built into a temporary folder and read in a real browser from disk.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import type { Browser, Page } from "playwright-core";
import { chromiumPath } from "../src/figures";
import { buildSite, BuildReport, readingOrder } from "../src/site/build";
import { NotebookError } from "../src/site/notebook";
import { cliFile, root, tsx } from "./cli";
import { temporaryFolder } from "./tmp";

// Screenshots go where a person can look at them after the run (git-ignored).
const shots = path.join(root, "test-output", "site");
const notebooks = fs.readdirSync(path.join(root, "notebooks")).filter((f) => f.endsWith(".ipynb")).map((f) => f.slice(0, -6));
const pages = ["index", ...readingOrder.filter((n) => notebooks.includes(n))];

let folder: string;
let site: string;
let report: BuildReport;
let browser: Browser;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "site-"));
  site = path.join(folder, "site");
  report = await buildSite({ out: site });
  fs.mkdirSync(shots, { recursive: true });
  const { chromium } = await import("playwright-core");
  browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Opens a page of the site from disk, recording every problem a reader's browser would have. */
async function open(name: string, viewport = { width: 1280, height: 900 }, colorScheme: "light" | "dark" = "light") {
  const page = await browser.newPage({ viewport, colorScheme });
  const problems: string[] = [];
  const requests: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("requestfailed", (r) => problems.push(`failed: ${r.url()}`));
  page.on("request", (r) => requests.push(r.url()));
  await page.goto(`file://${site}/${name}.html`);
  await page.waitForLoadState("load");
  return { page, problems, requests };
}

/** How many charts a notebook saved (each with its figure's JSON). */
function chartsSaved(name: string): number {
  return (fs.readFileSync(path.join(root, "notebooks", `${name}.ipynb`), "utf8").match(/type=\\"application\/json\\" id=\\"figure-/g) ?? []).length;
}

describe("npm run site", () => {
  it("builds an index and a page per notebook, with every chart", () => {
    expect(report.pages).toBe(notebooks.length + 1);
    expect(report.charts).toBe(notebooks.reduce((n, nb) => n + chartsSaved(nb), 0));
    expect(report.charts).toBeGreaterThanOrEqual(30);
    for (const nb of notebooks) expect(fs.existsSync(path.join(site, `${nb}.ipynb`))).toBe(true);
  });

  it.each(pages)("%s loads from disk with no error, nothing from outside the site, and its charts live", async (name) => {
    const { page, problems, requests } = await open(name);
    const expected = name === "index" ? 0 : chartsSaved(name);
    if (expected > 0) await page.waitForFunction((n) => document.querySelectorAll(".js-plotly-plot").length === n, expected, { timeout: 30_000 });
    expect(await page.locator(".js-plotly-plot").count()).toBe(expected);
    expect(problems).toEqual([]);
    expect(requests.filter((url) => !url.startsWith(`file://${site}/`) && !url.startsWith("data:"))).toEqual([]);
    await page.screenshot({ path: path.join(shots, `${name}-desktop.png`) });
    await page.close();
  }, 60_000);

  it.each(pages)("%s fits a 390-pixel phone: the page never scrolls sideways", async (name) => {
    const { page } = await open(name, { width: 390, height: 844 }, "dark");
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(shots, `${name}-phone-dark.png`) });
    await page.close();
  }, 60_000);

  it("links only to files that exist, and to sections that exist", async () => {
    const { page } = await open("index");
    for (const name of pages) {
      await page.goto(`file://${site}/${name}.html`);
      const targets = await page.evaluate(() =>
        [...document.querySelectorAll("a[href], img[src], script[src], link[href]")].map((e) => (e as HTMLAnchorElement).href || (e as HTMLImageElement).src),
      );
      const local = targets.filter((url) => url.startsWith("file://"));
      expect(local.length).toBeGreaterThan(5);
      for (const url of local) {
        const [file, fragment] = decodeURIComponent(url.slice("file://".length)).split("#");
        expect(fs.existsSync(file), `${name}: ${url}`).toBe(true);
        if (fragment) expect(fs.readFileSync(file, "utf8"), `${name}: ${url}`).toContain(`id="${fragment}"`);
      }
    }
    await page.close();
  }, 60_000);

  it("finds SALET on the optimal-Wordle page and pangrams on the Spelling Bee page", async () => {
    const { page, problems } = await open("Wordle");
    for (const [query, target] of [["SALET", "OptimalWordle.html"], ["pangram", "SpellingBee.html"]]) {
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

  it("serves the site on 127.0.0.1, and nothing outside its folder", async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(tsx, [cliFile("site"), "--out", site, "--serve", "--port", String(port)], { cwd: root });
    try {
      const address = await new Promise<string>((resolve, reject) => {
        let said = "";
        child.stdout.on("data", (d) => {
          said += d;
          const m = /Serving the site at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(said);
          if (m) resolve(m[1]);
        });
        child.on("exit", (code) => reject(new Error(`site exited with ${code}: ${said}`)));
      });
      expect(address).toBe(`http://127.0.0.1:${port}/`);
      const index = await fetch(address);
      expect(index.status).toBe(200);
      expect(await index.text()).toContain('data-testid="search-input"');
      expect((await fetch(`${address}assets/site.js`)).headers.get("content-type")).toContain("text/javascript");
      const outside = await fetch(`${address}..%2F..%2Fetc%2Fpasswd`);
      expect([403, 404]).toContain(outside.status);
      expect((await fetch(`${address}%E0%A4%A`)).status).toBe(400); // a broken escape, and the server goes on
      expect((await fetch(address)).status).toBe(200);
    } finally {
      child.kill();
    }
  }, 60_000);
});
