/**
 * What a notebook cell calls to show things: timings in IPython's words, tables, figures.
 * The only module that talks to the tslab kernel; everything it shows comes from the others.
 */
import * as path from "path";
import * as fs from "fs";
import * as tslab from "tslab";
import type { DataFrame } from "danfojs";
import { describeTime, describeTimeit, measure, timeit as measureTimeit, TimeitResult, Timed } from "./timing";
import { defaultSize, Figure, FigureRenderer, ImageSize } from "./figures";
import { describeSummary, histogram, summarize, Summary } from "./stats";

/**
 * Runs `fn` once, prints its timing as %time does, and returns the timing with the result.
 * @example const { result } = await time(() => branchAndBound(table))
 */
export async function time<T>(fn: () => T | Promise<T>): Promise<Timed<T>> {
  const timed = await measure(fn);
  console.log(describeTime(timed));
  return timed;
}

/**
 * Times `fn` over many loops, prints it as %timeit does, and returns the measurement. Fewer
 * `runs` than %timeit's 7 (as `%timeit -r3`) keep a cell that times several steps quick.
 */
export function timeit(fn: () => unknown, runs = 7): TimeitResult {
  const result = measureTimeit(fn, runs);
  console.log(describeTimeit(result));
  return result;
}

/**
 * A DataFrame (or rows of objects) as an HTML table.
 * @example tableHtml([{ a: 1 }]) //=> "<table>…<th>a</th>…<td>1</td>…</table>"
 */
export function tableHtml(table: DataFrame | Record<string, unknown>[], options: { index?: boolean } = {}): string {
  let columns: string[], rows: unknown[][], index: unknown[];
  if (Array.isArray(table)) {
    columns = [...new Set(table.flatMap((row) => Object.keys(row)))];
    rows = table.map((row) => columns.map((c) => row[c]));
    index = table.map((_, i) => i);
  } else {
    columns = table.columns;
    rows = table.values as unknown[][];
    index = table.index;
  }
  const showIndex = options.index ?? !Array.isArray(table);
  const cell = (tag: string, x: unknown, align = "") => `<${tag}${align}>${escape(format(x))}</${tag}>`;
  // Numbers, and text that is a number already formatted, line up on the right.
  const right = (x: unknown) => (typeof x === "number" || /^[-−]?[\d,]*\.?\d+%?$/.test(String(x)) ? ' style="text-align:right"' : "");
  const head = `<tr>${showIndex ? "<th></th>" : ""}${columns.map((c) => cell("th", c)).join("")}</tr>`;
  const body = rows.map((row, i) =>
    `<tr>${showIndex ? `<th>${escape(String(index[i]))}</th>` : ""}${row.map((x) => cell("td", x, right(x))).join("")}</tr>`,
  );
  return `<table>\n<thead>${head}</thead>\n<tbody>\n${body.join("\n")}\n</tbody>\n</table>`;
}

function format(x: unknown): string {
  if (typeof x === "number") return Number.isInteger(x) ? x.toLocaleString("en-US") : String(x);
  return x === null || x === undefined ? "" : String(x);
}

function escape(s: string): string {
  return s.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]!);
}

/** Shows a DataFrame (or rows of objects) as a table in the notebook. */
export function showTable(table: DataFrame | Record<string, unknown>[], options: { index?: boolean } = {}): void {
  tslab.display.html(tableHtml(table, options));
}

const projectRoot = path.resolve(fs.realpathSync(__dirname), "..");

/**
 * The figures of one notebook. `show` draws a figure as a PNG in the notebook (it survives
 * GitHub and untrusted Jupyter), writes its PNG, SVG and HTML into `figures/<notebook>/`, and
 * adds the live chart, which takes the PNG's place wherever the notebook's scripts run.
 */
export class Figures {
  private renderer: Promise<FigureRenderer> | null = null;
  readonly dir: string;

  /** `options.dir` puts the files elsewhere than `figures/<notebook>/` (tests use it). */
  constructor(readonly notebook: string, options: { dir?: string } = {}) {
    this.dir = options.dir ?? path.join(projectRoot, "figures", notebook);
    this.start();
  }

  /**
   * Starts Chromium in the background, so that it is ready (it takes under a second) by the
   * first figure; a failure is reported there, by the first `show`.
   */
  private start(): Promise<FigureRenderer> {
    const renderer = FigureRenderer.open();
    renderer.catch(() => undefined);
    return (this.renderer = renderer);
  }

  async show(name: string, fig: Figure, size: ImageSize = defaultSize): Promise<void> {
    if (!/^[\w-]+$/.test(name)) throw new Error(`a figure name is letters, digits, _ and - only, not "${name}"`);
    const renderer = await (this.renderer ?? this.start());
    // The notebook keeps a PNG at natural size (the exported one is twice as sharp) to stay small.
    const { pngs } = await renderer.export(fig, this.dir, name, size, [2, 1]);
    tslab.display.png(pngs[1]);
    tslab.display.html(liveChart(fig, size, `figure-${this.notebook}-${name}`));
  }

  /** Closes the browser that draws the images. */
  async close(): Promise<void> {
    const renderer = this.renderer;
    this.renderer = null;
    // A browser that never started has nothing to close (`show` reported why).
    await renderer?.then((r) => r.close(), () => undefined);
  }
}

/**
 * An interactive chart for a live notebook. Plotly comes from the Jupyter server's own files
 * (node_modules of this project), so the notebook does not carry the 4.8 MB library; where
 * scripts do not run (GitHub, untrusted notebooks) the div stays empty and the PNG shows.
 * `id` names the chart's element: unique on the page, and the same on every run.
 */
export function liveChart(fig: Figure, size: ImageSize = defaultSize, id = "figure"): string {
  // The id comes from the notebook and the chart's name, so a re-run writes the same HTML. The
  // figure itself is a JSON script beside the chart: the site build reads it from there too.
  const plotly = "node_modules/plotly.js-dist-min/plotly.min.js"; // served by Jupyter from the project's root
  const spec = JSON.stringify({ data: fig.data, layout: fig.layout ?? {} }).replace(/</g, "\\u003c");
  return `<div id="${id}" style="display:none;max-width:${size.width}px;height:${size.height}px"></div>
<script type="application/json" id="${id}-data">${spec}</script>
<script>
(function () {
  var div = document.getElementById("${id}");
  var spec = JSON.parse(document.getElementById("${id}-data").textContent);
  var output = div.closest(".output_area, .jp-OutputArea-child");
  var png = output && output.previousElementSibling;
  function draw() {
    div.style.display = "";
    window.Plotly.newPlot(div, spec.data, spec.layout, {responsive: true})
      .then(function () { if (png && png.querySelector("img")) png.style.display = "none"; });
  }
  if (window.Plotly) return draw();
  var base = document.body.getAttribute("data-base-url") || "/";
  var define = window.define; window.define = undefined; // plotly registers with RequireJS when it sees it
  var script = document.createElement("script");
  script.src = base + "files/${plotly}";
  script.onload = function () { window.define = define; draw(); };
  script.onerror = function () { window.define = define; div.remove(); };
  document.head.appendChild(script);
})();
</script>`;
}

/** The size of a report's histogram. */
export const reportSize: ImageSize = { width: 560, height: 300 };

/**
 * Prints the statistics of some scores as the original's `report` does and shows their histogram.
 * @returns the statistics, for summary tables
 */
export async function report(figures: Figures, name: string, scores: readonly number[], options: { bins: number; title: string }): Promise<Summary> {
  const summary = summarize(scores);
  console.log(describeSummary(summary));
  await figures.show(name, histogram(summary, options.bins, options.title), reportSize);
  return summary;
}
