/**
 * Plotly figures drawn to PNG and SVG by headless Chromium, and written as standalone HTML.
 * A notebook shows the PNG (it survives GitHub and untrusted Jupyter) and, where scripts run,
 * the live chart in its place; `npm start` leaves all three files of every figure in figures/.
 */
import * as fs from "fs";
import * as path from "path";
import type { Browser, Page } from "playwright-core";
import { findBrowser, installAdvice } from "./system";

import { defaultSize, type Figure, type ImageSize } from "./display";

export { defaultSize, type Figure, type ImageSize };

const projectRoot = path.resolve(fs.realpathSync(__dirname), "..");
const modules = path.join(projectRoot, "node_modules");

/** plotly.js's files: the full bundle, and the basic one (a quarter of the size and start-up time). */
export const plotlyBundles = {
  full: path.join(modules, "plotly.js-dist-min", "plotly.min.js"),
  basic: path.join(modules, "plotly.js-basic-dist-min", "plotly-basic.min.js"),
};
/** The trace types the basic bundle draws. */
const basicTraces = new Set(["bar", "pie", "scatter"]);

/**
 * The smaller plotly.js bundle that draws all these figures: the basic one while every trace is a
 * bar, pie or scatter (a trace without a type is a scatter), else the full one.
 * @example plotlyBundle([{ data: [{ type: "heatmap" }] }]) === plotlyBundles.full //=> true
 */
export function plotlyBundle(figures: readonly Figure[]): string {
  const basic = figures.every((fig) => fig.data.every((trace) => basicTraces.has(String((trace as { type?: unknown }).type ?? "scatter"))));
  return basic ? plotlyBundles.basic : plotlyBundles.full;
}

/**
 * The browser that draws the figures (CHROMIUM, else a Chromium-based browser found on this
 * machine: see src/system.ts); throws, with the command that installs one, when there is none.
 */
export function chromiumPath(): string {
  const found = findBrowser();
  if (found === null) throw new Error(`no Chromium-based browser found, so figures cannot be drawn as images. Install one: ${installAdvice(["browser"]).join("; ")}`);
  return found;
}

const chromiumFlags = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
];

/**
 * A standalone HTML page drawing the figure, with plotly.js inlined (it opens offline), or loaded
 * from `plotly.src` (the site's pages share one copy).
 * @example figurePage({ data: [{ type: "bar", x: ["a"], y: [1] }] }).startsWith("<!DOCTYPE html>") //=> true
 */
export function figurePage(fig: Figure, title = "figure", plotly: string | { src: string } = fs.readFileSync(plotlyBundle([fig]), "utf8")): string {
  const script = typeof plotly === "string" ? `<script>${plotly}</script>` : `<script src="${escapeHtml(plotly.src)}"></script>`;
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
${script}</head>
<body><div id="figure" style="width:100%;height:95vh"></div>
<script>Plotly.newPlot("figure", ${json(fig.data)}, ${json(fig.layout ?? {})}, ${json({ responsive: true, displaylogo: false, showSendToCloud: false, ...fig.config })});</script>
</body></html>
`;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}

/**
 * Draws figures to images in one headless Chromium; close it when done. The page starts with
 * plotly.js's basic bundle, and loads the full one the first time a figure needs it.
 */
export class FigureRenderer {
  /** The bundles' text, read once for all the HTML pages this renderer writes. */
  private readonly sources = new Map<string, string>();

  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    /** The bundle the page has loaded. */
    private loaded: string,
  ) {}

  /** Starts Chromium with plotly.js loaded; throws with the install command if there is none. */
  static async open(): Promise<FigureRenderer> {
    const executablePath = chromiumPath();
    if (!fs.existsSync(executablePath)) throw new Error(`CHROMIUM names ${executablePath}, which does not exist`);
    const { chromium } = await import("playwright-core");
    const browser = await chromium.launch({ executablePath, args: chromiumFlags });
    const page = await browser.newPage();
    await page.setContent("<html><body></body></html>");
    await page.addScriptTag({ path: plotlyBundles.basic });
    return new FigureRenderer(browser, page, plotlyBundles.basic);
  }

  /**
   * The figure drawn once, as SVG text, and rasterized from that SVG as a PNG at each of `scales`
   * times the size. (plotly.js draws a PNG the same way, so the bytes are those of its own PNG;
   * drawing once is what saves the time.)
   */
  async draw(fig: Figure, size: ImageSize = defaultSize, scales: readonly number[] = [2]): Promise<{ svg: string; pngs: Buffer[] }> {
    if (this.loaded !== plotlyBundles.full && plotlyBundle([fig]) === plotlyBundles.full) {
      // The full bundle draws everything the basic one does: once loaded, it stays.
      await this.page.addScriptTag({ path: plotlyBundles.full });
      this.loaded = plotlyBundles.full;
    }
    const { svg, pngs } = await this.page.evaluate(
      async ({ fig, size, scales }) => {
        // Runs in the page; tslab compiles without DOM types, hence the globalThis lookups.
        const page = globalThis as any;
        const Plotly = page.Plotly;
        // toImage draws the figure itself, in a div of its own: nothing to draw beforehand.
        const layout = { ...fig.layout, width: size.width, height: size.height };
        const figure = { data: fig.data, layout, config: { staticPlot: true } };
        const svg: string = await Plotly.toImage(figure, { format: "svg", ...size, imageDataOnly: true });
        const pngs: string[] = [];
        for (const scale of scales) {
          const canvas = page.document.createElement("canvas");
          pngs.push(await Plotly.Snapshot.svgToImg({ svg, format: "png", ...size, scale, canvas, promise: true }));
        }
        return { svg, pngs };
      },
      { fig, size, scales },
    );
    return { svg, pngs: pngs.map((url) => Buffer.from(url.split(",", 2)[1], "base64")) };
  }

  /** The figure as PNG bytes (drawn at `scale` times the size, default 2) or as SVG text. */
  async image(fig: Figure, format: "png", size?: ImageSize, scale?: number): Promise<Buffer>;
  async image(fig: Figure, format: "svg", size?: ImageSize): Promise<string>;
  async image(fig: Figure, format: "png" | "svg", size: ImageSize = defaultSize, scale = 2): Promise<Buffer | string> {
    const { svg, pngs } = await this.draw(fig, size, format === "png" ? [scale] : []);
    return format === "png" ? pngs[0] : svg;
  }

  /**
   * Writes `<name>.png` (at twice the size), `<name>.svg` and `<name>.html` into a folder, from
   * one drawing; returns it, with a PNG at each of `scales` (the file's is the first).
   */
  async export(fig: Figure, dir: string, name: string, size: ImageSize = defaultSize, scales: readonly number[] = [2]): Promise<{ svg: string; pngs: Buffer[] }> {
    fs.mkdirSync(dir, { recursive: true });
    const drawn = await this.draw(fig, size, scales);
    fs.writeFileSync(path.join(dir, `${name}.png`), drawn.pngs[0]);
    fs.writeFileSync(path.join(dir, `${name}.svg`), drawn.svg);
    const bundle = plotlyBundle([fig]);
    if (!this.sources.has(bundle)) this.sources.set(bundle, fs.readFileSync(bundle, "utf8"));
    fs.writeFileSync(path.join(dir, `${name}.html`), figurePage(fig, name, this.sources.get(bundle)));
    return drawn;
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
