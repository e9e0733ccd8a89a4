/**
 * What a notebook shows, as HTML: its tables and its live charts. Plain functions of values,
 * shared by the Jupyter display (src/notebook.ts) and the page that runs notebooks (src/runner).
 */
import type { DataFrame } from "danfojs";

/** A plotly figure: traces, layout and config, as plotly.js takes them. */
export interface Figure {
  data: object[];
  layout?: Record<string, unknown>;
  config?: Record<string, unknown>;
}

/** Size of an exported image in CSS pixels; PNGs are drawn at twice that for sharpness. */
export interface ImageSize {
  width: number;
  height: number;
}

export const defaultSize: ImageSize = { width: 760, height: 420 };

/** The size of a report's histogram. */
export const reportSize: ImageSize = { width: 560, height: 300 };

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
  // Numbers, and text that is a number already formatted (or a bound, ≥ 5,625, its space maybe a
  // no-break one), line up on the right.
  const numeric = (x: unknown) => typeof x === "number" || /^(?:[≥≤][ \u00a0])?[-−]?[\d,]*\.?\d+%?$/.test(String(x));
  // A "…" that marks rows left out stands where its column's numbers do.
  const gap = (x: unknown) => x === "…";
  const numbers = columns.map((_, j) => rows.some((row) => numeric(row[j])) && rows.every((row) => numeric(row[j]) || gap(row[j])));
  const right = (x: unknown, j: number) => (numeric(x) || (gap(x) && numbers[j]) ? ' style="text-align:right"' : "");
  const head = `<tr>${showIndex ? "<th></th>" : ""}${columns.map((c) => cell("th", c)).join("")}</tr>`;
  const body = rows.map((row, i) =>
    `<tr>${showIndex ? `<th>${escape(String(index[i]))}</th>` : ""}${row.map((x, j) => cell("td", x, right(x, j))).join("")}</tr>`,
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

