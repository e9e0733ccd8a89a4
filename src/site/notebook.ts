/**
 * One executed notebook read and turned into the body of a web page: its markdown rendered, its
 * code highlighted, its outputs shown, and its charts collected so the page can draw them live.
 * Reads the saved notebook as it is; never runs it and never changes it. Node-only.
 */
import * as fs from "fs";
import hljs from "highlight.js/lib/core";
import typescript from "highlight.js/lib/languages/typescript";
import MarkdownIt from "markdown-it";
import type { Figure } from "../figures";

hljs.registerLanguage("typescript", typescript);

/** A notebook that cannot be made into a page: the file, the cell and the reason. */
export class NotebookError extends Error {}

interface Output {
  output_type: string;
  name?: string;
  text?: string | string[];
  data?: Record<string, string | string[]>;
  ename?: string;
  evalue?: string;
  traceback?: string[];
}

export interface Cell {
  cell_type: string;
  source: string | string[];
  outputs?: Output[];
}

/** A chart of a notebook: its name (as in figures/<notebook>/), the figure, and the PNG saved with it. */
export interface Chart {
  name: string;
  figure: Figure;
  png?: Buffer;
}

/** A section of a page, for the outline and the search: a heading and the text under it. */
export interface Section {
  id: string;
  level: number;
  title: string;
  /** The prose under the heading. */
  text: string;
  /** The code under it (cells and code blocks), searched too but weighed less than the prose. */
  code: string;
}

export interface RenderedNotebook {
  /** The notebook's name without .ipynb, e.g. "Wordle". */
  name: string;
  title: string;
  /** The first paragraph of prose, as plain text. */
  summary: string;
  /** The page body: every cell, in order. */
  html: string;
  sections: Section[];
  charts: Chart[];
  /** Relative paths of the images the markdown links, to copy beside the page. */
  images: string[];
}

const cellTypes = new Set(["markdown", "code", "raw"]);

/** Reads and checks a notebook file; a file that is not JSON or has a cell we do not know stops here. */
export function readNotebook(file: string): Cell[] {
  let nb: { cells?: unknown };
  try {
    nb = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (e) {
    throw new NotebookError(`${file}: not a notebook: ${(e as Error).message}`);
  }
  if (!Array.isArray(nb.cells)) throw new NotebookError(`${file}: not a notebook: it has no list of cells`);
  nb.cells.forEach((cell: Cell, i: number) => {
    if (!cell || !cellTypes.has(cell.cell_type)) {
      throw new NotebookError(`${file}: cell ${i + 1} has the cell type ${JSON.stringify(cell?.cell_type)}, which the site does not know`);
    }
  });
  return nb.cells as Cell[];
}

const text = (s: string | string[] | undefined) => (Array.isArray(s) ? s.join("") : (s ?? ""));

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}

/**
 * An id for a heading, as GitHub makes them: lowercase, punctuation dropped, spaces to hyphens.
 * @example slug("The Spelling Bee: which honeycomb?") //=> "the-spelling-bee-which-honeycomb"
 */
export function slug(title: string): string {
  return title
    .toLowerCase()
    .replace(/<[^>]*>/g, "")
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-");
}

/** The figure saved by `liveChart` in a notebook's HTML output, with its name; null for other HTML. */
export function chartIn(html: string, notebook: string): { name: string; figure: Figure } | null {
  const match = /<script type="application\/json" id="figure-([\w-]+)-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match) return null;
  const name = match[1].startsWith(`${notebook}-`) ? match[1].slice(notebook.length + 1) : match[1];
  return { name, figure: JSON.parse(match[2]) };
}

/** Renders a notebook's cells into a page body. `name` is the file name without .ipynb. */
export function renderNotebook(cells: Cell[], name: string): RenderedNotebook {
  const md = new MarkdownIt({ html: true, linkify: false, typographer: false });
  const sections: Section[] = [];
  const charts: Chart[] = [];
  const images: string[] = [];
  const used = new Set<string>();
  let summary = "";
  let current: Section | null = null;
  const addText = (s: string) => {
    if (current) current.text += ` ${s}`;
  };
  const addCode = (s: string) => {
    if (current) current.code += ` ${s}`;
  };

  // Headings get ids; links to other notebooks go to their pages; local images are collected.
  md.core.ruler.push("site", (state) => {
    const tokens = state.tokens;
    tokens.forEach((token, i) => {
      if (token.type === "heading_open") {
        // The heading as plain text (its `code` without backticks), for the outline and the search.
        const title = (tokens[i + 1].children ?? []).map((t) => (t.type === "text" || t.type === "code_inline" ? t.content : "")).join("");
        let id = slug(title) || "section";
        for (let n = 2; used.has(id); n++) id = `${slug(title)}-${n}`;
        used.add(id);
        token.attrSet("id", id);
        current = { id, level: Number(token.tag.slice(1)), title, text: "", code: "" };
        sections.push(current);
      }
      for (const child of token.children ?? []) {
        if (child.type === "link_open") {
          const href = String(child.attrGet("href") ?? "");
          if (/^[\w-]+\.ipynb(#.*)?$/.test(href)) child.attrSet("href", href.replace(".ipynb", ".html"));
          // The docs' pages link one another as files (commands.md); on the site they are pages.
          if (/^[\w-]+\.md(#.*)?$/.test(href)) child.attrSet("href", href.replace(".md", ".html"));
          // A notebook links the docs as files of the project (../docs/commands.md): on the site, pages.
          if (/^\.\.\/docs\/[\w-]+\.md(#.*)?$/.test(href)) child.attrSet("href", href.replace(/^\.\.\/docs\/([\w-]+)\.md/, "$1.html"));
          // …and the notebooks as files of the project: on the site, their pages.
          if (/^\.\.\/notebooks\/[\w-]+\.ipynb(#.*)?$/.test(href)) child.attrSet("href", href.replace(/^\.\.\/notebooks\/([\w-]+)\.ipynb/, "$1.html"));
          // …and the evidence under data/results/ as files, which the site copies beside its pages.
          if (/^\.\.\/data\/results\/[\w.-]+$/.test(href)) child.attrSet("href", href.slice("../".length));
          if (/^https?:/.test(href)) child.attrSet("rel", "noopener");
        }
        if (child.type === "image") {
          const src = String(child.attrGet("src") ?? "");
          if (!/^[a-z]+:/i.test(src)) images.push(src);
        }
      }
      // Code in prose (a command's usage, an example) is searched too: a reader looks for --turns.
      if (token.type === "fence" || token.type === "code_block") addCode(token.content);
      if (token.type === "inline" && !(i > 0 && tokens[i - 1].type === "heading_open")) {
        const plain = (token.children ?? [])
          .map((t) => (t.type === "text" || t.type === "code_inline" ? t.content : t.type === "softbreak" ? " " : ""))
          .join("");
        addText(plain);
        if (!summary && i > 0 && tokens[i - 1].type === "paragraph_open" && sections.length > 0 && plain.length > 40) summary = plain;
      }
    });
  });

  // Short code in prose (an option, a file name) is kept on one line; a long one may wrap.
  md.renderer.rules.code_inline = (tokens, i) => {
    const content = tokens[i].content;
    return `<code${content.length <= 32 ? ' class="short"' : ""}>${escapeHtml(content)}</code>`;
  };

  const parts: string[] = [];
  cells.forEach((cell) => {
    const source = text(cell.source);
    if (cell.cell_type === "markdown") {
      parts.push(`<div class="cell markdown">${md.render(source)}</div>`);
      for (const src of source.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)) if (!/^[a-z]+:/i.test(src[1])) images.push(src[1]);
    } else if (cell.cell_type === "raw") {
      parts.push(`<pre class="cell raw">${escapeHtml(source)}</pre>`);
    } else {
      addCode(source);
      const code = hljs.highlight(source, { language: "typescript" }).value;
      parts.push(`<div class="cell code"><pre class="input"><code class="hljs language-typescript">${code}</code></pre>${outputs(cell.outputs ?? [])}</div>`);
    }
  });

  function outputs(list: Output[]): string {
    const html: string[] = [];
    for (let i = 0; i < list.length; i++) {
      const out = list[i];
      const data = out.data ?? {};
      const next = chartIn(text(list[i + 1]?.data?.["text/html"]), name);
      if (out.output_type === "stream") {
        html.push(`<pre class="output ${out.name === "stderr" ? "stderr" : "stdout"}">${escapeHtml(text(out.text))}</pre>`);
      } else if (out.output_type === "error") {
        html.push(`<pre class="output stderr">${escapeHtml(`${out.ename}: ${out.evalue}`)}</pre>`);
      } else if ("image/png" in data && next) {
        // A PNG followed by its live chart: one chart, drawn live, with the PNG where scripts do not run.
        charts.push({ ...next, png: Buffer.from(text(data["image/png"]), "base64") });
        html.push(chartBlock(name, next.name, next.figure));
        i++;
      } else if ("text/html" in data) {
        const chart = chartIn(text(data["text/html"]), name);
        if (chart) {
          charts.push(chart);
          html.push(chartBlock(name, chart.name, chart.figure));
        } else html.push(`<div class="output html">${text(data["text/html"])}</div>`);
      } else if ("image/png" in data) {
        html.push(`<img class="output" alt="A picture the cell drew" src="data:image/png;base64,${text(data["image/png"]).trim()}">`);
      } else if ("text/plain" in data) {
        html.push(`<pre class="output">${escapeHtml(text(data["text/plain"]))}</pre>`);
      }
    }
    return html.length ? `<div class="outputs">${html.join("")}</div>` : "";
  }

  const title = sections.find((s) => s.level === 1)?.title ?? name;
  return { name, title, summary, html: parts.join("\n"), sections, charts, images };
}

/** Where a chart's files live in the site, relative to the site's root. */
export const chartFile = (notebook: string, chart: string, ext: string) => `figures/${notebook}/${chart}.${ext}`;

/** A chart's title as plain text (its name when it has none). */
export function chartTitle(figure: Figure, name: string): string {
  const title = figure.layout?.title as { text?: string } | string | undefined;
  const text = typeof title === "string" ? title : (title?.text ?? name);
  return text.replace(/<br>/g, " ").replace(/<[^>]*>/g, "");
}

function chartBlock(notebook: string, chart: string, figure: Figure): string {
  const caption = chartTitle(figure, chart);
  const link = (ext: string, label: string) => `<a href="${chartFile(notebook, chart, ext)}" download>${label}</a>`;
  return (
    `<figure class="chart" id="chart-${chart}">` +
    `<div class="plot" data-chart="${chart}"></div>` +
    `<img class="fallback" src="${chartFile(notebook, chart, "png")}" alt="${escapeHtml(`Chart: ${caption}`)}">` +
    `<figcaption>This chart as ${link("png", "PNG")} · ${link("svg", "SVG")} · <a href="${chartFile(notebook, chart, "html")}">HTML</a></figcaption>` +
    `</figure>`
  );
}
