import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as fs from "fs";
import * as path from "path";
import type { Browser } from "playwright-core";
import { liveChart, tableHtml } from "../src/notebook";
import { chromiumPath } from "../src/figures";

describe("tables", () => {
  it("renders rows as an HTML table, numbers right-aligned with separators", () => {
    const html = tableHtml([{ approach: "<b>", honeycombs: 55902 }]);
    expect(html).toContain("<th>approach</th><th>honeycombs</th>");
    expect(html).toContain("<td>&lt;b&gt;</td>");
    expect(html).toContain('<td style="text-align:right">55,902</td>');
    // A bound lines up with the numbers it sits among; words and pairs do not.
    const bounds = tableHtml([{ cost: "≥ 5,625" }, { cost: "≤ 46" }, { cost: "46 at 7, 6,549" }, { cost: "≥ a" }]);
    expect(bounds.match(/<td style="text-align:right">[^<]*</g)).toEqual(['<td style="text-align:right">≥ 5,625<', '<td style="text-align:right">≤ 46<']);
  });
  it("sets a row of … (rows left out) where each column's values stand", () => {
    const html = tableHtml([{ place: 1, word: "RAISE" }, { place: "…", word: "…" }, { place: 2309, word: "FUZZY" }]);
    expect(html).toContain('<tr><td style="text-align:right">…</td><td>…</td></tr>');
  });
});

describe("the live chart", () => {
  let browser: Browser;
  beforeAll(async () => {
    const { chromium } = await import("playwright-core");
    browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
  }, 60_000);
  afterAll(() => browser?.close());

  it("draws itself in a live notebook and hides the PNG shown before it", async () => {
    const page = await browser.newPage();
    await page.route("http://notebook.test/**", (route) =>
      route.fulfill({ contentType: "text/html", body: `<html><body data-base-url="/"><div class="output_area"><div class="output_png"><img src="data:,"></div></div><div class="output_area" id="live"></div></body></html>` }),
    );
    // Jupyter serves the project's files under /files/; plotly comes from there. (The route
    // added last wins, so this one goes after the page's.)
    await page.route("**/files/node_modules/plotly.js-dist-min/plotly.min.js", (route) =>
      route.fulfill({ contentType: "text/javascript", body: fs.readFileSync(path.join(__dirname, "..", "node_modules", "plotly.js-dist-min", "plotly.min.js"), "utf8") }),
    );
    await page.goto("http://notebook.test/notebooks/x.ipynb");
    const html = liveChart({ data: [{ type: "bar", x: ["a"], y: [1] }] });
    // Jupyter inserts output HTML and then runs its scripts, each cloned with its attributes (as
    // JupyterLab's evalInnerHTMLScriptTags does), so the figure's JSON script stays data; do the same.
    await page.evaluate((html) => {
      const live = document.getElementById("live")!;
      live.innerHTML = html;
      for (const old of live.querySelectorAll("script")) {
        const s = document.createElement("script");
        for (const { name, value } of old.attributes) s.setAttribute(name, value);
        s.textContent = old.textContent;
        old.replaceWith(s);
      }
    }, html);
    await page.waitForSelector(".js-plotly-plot", { timeout: 20_000 });
    const pngHidden = await page.evaluate(() => (document.querySelector(".output_area") as HTMLElement).style.display === "none");
    expect(pngHidden).toBe(true);
  });
});
