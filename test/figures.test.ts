import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { chromiumPath, figurePage, FigureRenderer, plotlyBundle, plotlyBundles } from "../src/figures";
import { temporaryFolder } from "./tmp";

describe("figures", () => {
  let renderer: FigureRenderer;
  beforeAll(async () => {
    renderer = await FigureRenderer.open();
  }, 60_000);
  afterAll(() => renderer?.close());

  const fig = { data: [{ type: "bar", x: ["a", "b"], y: [3, 5] }], layout: { title: { text: "two bars" } } };

  it("draws a PNG at twice the size and an SVG", async () => {
    const png = await renderer.image(fig, "png", { width: 300, height: 200 });
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(png.readUInt32BE(16)).toBe(600); // width from the IHDR chunk
    const svg = await renderer.image(fig, "svg", { width: 300, height: 200 });
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain("two bars");
  });
  it("draws once for the SVG and a PNG per scale: the bytes of plotly.js's own PNG export", async () => {
    const size = { width: 300, height: 200 };
    const { svg, pngs } = await renderer.draw(fig, size, [2, 1]);
    expect(svg).toContain("two bars");
    expect(pngs.map((png) => png.readUInt32BE(16))).toEqual([600, 300]); // widths, from the IHDR chunks
    // plotly.js's own toImage, in a page of our own, gives the same PNG.
    const { chromium } = await import("playwright-core");
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu"] });
    try {
      const page = await browser.newPage();
      await page.addScriptTag({ path: plotlyBundles.basic });
      const url = await page.evaluate(
        ({ fig, size }) => (globalThis as any).Plotly.toImage({ data: fig.data, layout: { ...fig.layout, ...size }, config: { staticPlot: true } }, { format: "png", ...size, scale: 2 }),
        { fig, size },
      );
      expect(Buffer.from(url.split(",")[1], "base64").equals(pngs[0])).toBe(true);
    } finally {
      await browser.close();
    }
  });
  it("exports PNG, SVG and standalone HTML", async () => {
    const dir = temporaryFolder("figures-");
    await renderer.export(fig, dir, "bars");
    expect(fs.readdirSync(dir).sort()).toEqual(["bars.html", "bars.png", "bars.svg"]);
    const html = fs.readFileSync(path.join(dir, "bars.html"), "utf8");
    expect(html).toContain("Plotly.newPlot");
    expect(html.length).toBeGreaterThan(1_000_000); // plotly is inlined: the page opens offline
  });
  it("draws with plotly.js's basic bundle until a figure needs the full one", async () => {
    const heatmap = { data: [{ type: "heatmap", z: [[1, 2], [3, 4]] }], layout: { title: { text: "a heatmap" } } };
    expect(plotlyBundle([fig])).toBe(plotlyBundles.basic);
    expect(plotlyBundle([fig, { data: [{ y: [1, 2] }, { type: "pie", values: [1] }] }])).toBe(plotlyBundles.basic);
    expect(plotlyBundle([fig, heatmap])).toBe(plotlyBundles.full);
    expect(plotlyBundle([])).toBe(plotlyBundles.basic);
    const dir = temporaryFolder("figures-");
    await renderer.export(heatmap, dir, "heatmap");
    expect(fs.readFileSync(path.join(dir, "heatmap.svg"), "utf8")).toContain("a heatmap");
    expect(fs.readFileSync(path.join(dir, "heatmap.svg"), "utf8")).toMatch(/class="hm"|heatmaplayer/);
    // Each page inlines the bundle its figure needs: the basic one is a quarter of the size.
    await renderer.export(fig, dir, "bars");
    const size = (name: string) => fs.statSync(path.join(dir, `${name}.html`)).size;
    expect(size("heatmap")).toBeGreaterThan(fs.statSync(plotlyBundles.full).size);
    expect(size("bars")).toBeLessThan(fs.statSync(plotlyBundles.full).size / 2);
    expect(size("bars")).toBeGreaterThan(fs.statSync(plotlyBundles.basic).size);
  });
  it("writes a page that escapes its title", () => {
    expect(figurePage(fig, "<x>")).toContain("<title>&lt;x&gt;</title>");
  });
});
