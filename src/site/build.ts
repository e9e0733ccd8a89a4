/**
 * `npm run site`: the teaching site, built from the saved, executed notebooks (never re-run):
 * an index, a page per notebook with its charts live, the notebooks to download, every chart's
 * PNG, SVG and HTML, and a search index that works from the folder itself. The site is built in a
 * temporary folder beside the target and swapped in only when complete, so a failed build leaves
 * the earlier site as it was. It replaces only a folder it made itself: a site holds a list of its
 * files (SITE_MANIFEST), and a folder holding anything else is refused, never deleted. Node-only.
 */
import { createHash } from "crypto";
import * as fs from "fs";
import * as path from "path";
import MiniSearch from "minisearch";
import { defaultSize, Figure, FigureRenderer, figurePage, ImageSize, plotlyBundle } from "../figures";
import { chartFile, NotebookError, readNotebook, renderNotebook, RenderedNotebook } from "./notebook";
import { explorables, indexPage, notebookPage, safeJson } from "./page";
import { explorePages, SiteFiles } from "./explore";
import { runnerFiles } from "./runner";
import { keepOwnership, removeOnExit } from "../cleanup";

const projectRoot = path.resolve(fs.realpathSync(__dirname), "..", "..");
const modules = path.join(projectRoot, "node_modules");

/** The docs' pages, in the order of the sidebar: docs/NAME.md becomes NAME.html. */
export const docsOrder = ["commands", "notebooks", "site", "library", "proofs", "speed", "speed-notebooks", "speed-codebreaking"];

/** The reading order of the notebooks; any other notebook follows, alphabetically. */
export const readingOrder = ["SpellingBee", "Wordle", "OptimalWordle", "Hangman", "Mastermind", "CodeBreaking"];

const intro =
  "Classic word-puzzle algorithms, retold as TypeScript notebooks you can read, re-run and change: Peter " +
  "Norvig's Spelling Bee and Wordle notebooks, the exact optimal Wordle tree that follows them, a hangman " +
  "decision-tree solver, a Mastermind-style clue contest and the code-breaking games it leads to. The results " +
  "are computed by live code from the project's library, and every chart can be zoomed and read point by point.";

export interface BuildOptions {
  /** The folder of notebooks (default notebooks/). */
  notebooks?: string;
  /** The site's folder (default site/). */
  out?: string;
  /** The figures `npm start` exported (default figures/); a chart missing there is drawn anew. */
  figures?: string;
  /** The folder of the docs' markdown pages (default docs/). */
  docs?: string;
}

export interface BuildReport {
  out: string;
  pages: number;
  charts: number;
  /** Bytes of the whole site, and of its search index. */
  bytes: number;
  searchBytes: number;
  seconds: number;
}

/** Search documents for MiniSearch: a section of a page, with its prose and code. */
const searchOptions = { fields: ["section", "text", "code"], storeFields: ["page", "section", "url", "text"], idField: "url" };

/**
 * The file in a built site that lists its files, each with its SHA-256: the mark that the build
 * may replace the folder, as long as it holds those files as they were written and nothing else.
 */
export const SITE_MANIFEST = ".site-files.json";

/** A file's SHA-256, as the site's list records it. */
function digest(data: Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

/** A folder the site may not be built into: the message names it and says why. */
export class SiteFolderError extends Error {
  override name = "SiteFolderError";
}

/**
 * Checks that a site may be built at `out`: nothing is there, or an empty folder, or a folder an
 * earlier build made that holds nothing but the files its list names. A symbolic link, a file,
 * or a folder with anything else in it (a thesis, a .git, a CNAME added by hand) is refused.
 */
export function checkSiteFolder(out: string): void {
  const parent = path.dirname(out);
  if (!fs.statSync(parent, { throwIfNoEntry: false })?.isDirectory()) throw new SiteFolderError(`there is no folder ${parent} to build the site in`);
  const stat = fs.lstatSync(out, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isSymbolicLink()) throw new SiteFolderError(`${out} is a symbolic link: the site is built only into a folder itself, never through a link`);
  if (!stat.isDirectory()) throw new SiteFolderError(`${out} is a file, not a folder: it is left as it is`);
  if (fs.readdirSync(out).length === 0) return;
  const refuse = (why: string) => new SiteFolderError(`${out} ${why}; the site is built only into a new or empty folder, or one it built before, so nothing there is touched`);
  let listed: Map<string, string>;
  try {
    const list = path.join(out, SITE_MANIFEST);
    if (!fs.lstatSync(list).isFile()) throw new Error("not a file"); // a FIFO would hang the read
    listed = new Map(Object.entries((JSON.parse(fs.readFileSync(list, "utf8")) as { files: Record<string, string> }).files));
  } catch {
    throw refuse(`holds files, and is not a site this build made (it has no list ${SITE_MANIFEST}; remove the folder yourself if it is a site an older version built)`);
  }
  // The folders the build made: those that hold its files.
  const folders = new Set([...listed.keys()].flatMap((file) => file.split(path.sep).slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join(path.sep))));
  // Only a folder with the list is walked (a site: a few hundred files), never a home folder.
  for (const entry of fs.readdirSync(out, { recursive: true, withFileTypes: true })) {
    const name = path.relative(out, path.join(entry.parentPath, entry.name));
    if (name === SITE_MANIFEST || (entry.isDirectory() && folders.has(name))) continue;
    if (!entry.isFile() || !listed.has(name)) throw refuse(`holds ${name}, which the site build did not make (move it out to rebuild there)`);
    // Each file as the build wrote it: a file edited by hand (or a list written by hand) is not the build's.
    if (digest(fs.readFileSync(path.join(out, name))) !== listed.get(name)) throw refuse(`holds ${name}, changed since the site build wrote it (move it out to rebuild there)`);
  }
}

/** The folder a build writes: `out`, or site/ in the project. */
export function siteFolder(out?: string): string {
  return path.resolve(out ?? path.join(projectRoot, "site"));
}

export async function buildSite(options: BuildOptions = {}): Promise<BuildReport> {
  const started = performance.now();
  const notebookDir = options.notebooks ?? path.join(projectRoot, "notebooks");
  const out = siteFolder(options.out);
  const figures = options.figures ?? path.join(projectRoot, "figures");

  // Every notebook is read and rendered before anything is written: a bad one stops the build here.
  const rank = (name: string) => (readingOrder.includes(name) ? readingOrder.indexOf(name) : readingOrder.length);
  const names = fs
    .readdirSync(notebookDir)
    .filter((f) => f.endsWith(".ipynb"))
    .map((f) => f.slice(0, -".ipynb".length))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  if (names.length === 0) throw new Error(`no notebooks in ${notebookDir}`);
  const asIndex = names.find((name) => name.toLowerCase() === "index");
  if (asIndex) throw new NotebookError(`${asIndex}.ipynb would be the site's index page: rename it`);
  const pages = names.map((name) => renderNotebook(readNotebook(path.join(notebookDir, `${name}.ipynb`)), name));
  const docs = readDocs(options.docs ?? path.join(projectRoot, "docs"), names);
  checkSiteFolder(out);

  const building = fs.mkdtempSync(path.join(path.dirname(out), `.${path.basename(out)}.building-`));
  const kept = removeOnExit(building); // Ctrl-C during a build leaves no half-built folder
  // mkdtemp's 0700 would hide the site from a web server run as another user; a folder that is
  // replaced keeps its owner and mode.
  const before = fs.statSync(out, { throwIfNoEntry: false });
  if (before) keepOwnership(building, before);
  else fs.chmodSync(building, 0o755);
  const files: Record<string, string> = {};
  try {
    const write = (file: string, data: string | Buffer) => {
      const target = path.join(building, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, data);
      files[path.normalize(file)] = digest(typeof data === "string" ? Buffer.from(data) : data);
    };
    const copy = (from: string, to: string) => write(to, fs.readFileSync(from));

    copyAssets(write, copy, plotlyBundle(pages.flatMap((nb) => nb.charts.map((c) => c.figure))));
    for (const nb of pages) {
      write(`${nb.name}.html`, notebookPage(nb, pages, docs));
      copy(path.join(notebookDir, `${nb.name}.ipynb`), `${nb.name}.ipynb`);
      for (const image of nb.images) copy(path.join(notebookDir, image), image);
      const charts = Object.fromEntries(nb.charts.map((c) => [c.name, c.figure]));
      write(`${nb.name}.charts.js`, `window.CHARTS = ${safeJson(charts)};\n`);
    }
    for (const doc of docs) write(`${doc.name}.html`, notebookPage(doc, pages, docs));
    await writeChartFiles(pages, figures, write);
    const explored = await explorePages();
    for (const [file, text] of explored) write(file, text);
    for (const [file, text] of await runnerFiles(notebookDir, names)) write(file, text);
    write("index.html", indexPage(pages, intro, docs));
    const index = searchIndex([...pages, ...docs], explored);
    write("search-index.js", index);
    fs.writeFileSync(path.join(building, SITE_MANIFEST), JSON.stringify({ about: "the files npm run site built here, with their SHA-256: it may replace them", files }, null, 1) + "\n");

    // Swap the finished site in; the old one goes only after the new one is in place. It is
    // checked again first: a file may have been added while the site was building.
    checkSiteFolder(out);
    const old = fs.existsSync(out) ? fs.mkdtempSync(path.join(path.dirname(out), `.${path.basename(out)}.old-`)) : null;
    if (old) fs.renameSync(out, path.join(old, "site"));
    fs.renameSync(building, out);
    kept();
    if (old) fs.rmSync(old, { recursive: true, force: true });
    return {
      out,
      pages: pages.length + docs.length + 1 + explorables.length,
      charts: pages.reduce((n, nb) => n + nb.charts.length, 0),
      bytes: folderBytes(out),
      searchBytes: Buffer.byteLength(index),
      seconds: (performance.now() - started) / 1000,
    };
  } catch (e) {
    fs.rmSync(building, { recursive: true, force: true });
    kept();
    throw e;
  }
}

/**
 * The docs' pages, rendered as a notebook's markdown is: each of docsOrder that docs/ holds. A
 * page named like a notebook (even in another case, for a disk that ignores case) stops the build.
 */
function readDocs(folder: string, notebooks: readonly string[]): RenderedNotebook[] {
  const docs = docsOrder.filter((name) => fs.existsSync(path.join(folder, `${name}.md`)));
  for (const name of docs) {
    const clash = notebooks.find((nb) => nb.toLowerCase() === name.toLowerCase());
    if (clash) throw new NotebookError(`docs/${name}.md would be the page of the notebook ${clash}.ipynb: rename one of them`);
  }
  return docs.map((name) => renderNotebook([{ cell_type: "markdown", source: fs.readFileSync(path.join(folder, `${name}.md`), "utf8") }], name));
}

function copyAssets(write: (file: string, data: string | Buffer) => void, copy: (from: string, to: string) => void, plotly: string): void {
  const assets = path.join(projectRoot, "src", "site", "assets");
  for (const file of fs.readdirSync(assets)) copy(path.join(assets, file), `assets/${file}`);
  copy(plotly, "assets/plotly.min.js");
  copy(path.join(modules, "minisearch", "dist", "umd", "index.js"), "assets/minisearch.js");
  // highlight.js's GitHub themes, the dark one for readers whose system is dark.
  const theme = (name: string) => fs.readFileSync(path.join(modules, "highlight.js", "styles", name), "utf8");
  write("assets/highlight.css", `${theme("github.css")}\n@media (prefers-color-scheme: dark) {\n${theme("github-dark.css")}\n}\n`);
  // The committed evidence (tables, records, trees, and the folder of a big board's groups), which the pages link as files.
  const results = path.join(projectRoot, "data", "results");
  for (const entry of fs.readdirSync(results, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(results, path.join(entry.parentPath, entry.name));
    copy(path.join(results, file), `data/results/${file.split(path.sep).join("/")}`);
  }
}

/**
 * Each chart's PNG, SVG and HTML: the PNG and SVG that `npm start` exported when they are there;
 * else the PNG saved in the notebook and an SVG drawn now by headless Chromium. The HTML page
 * loads the site's own plotly.js.
 */
async function writeChartFiles(pages: RenderedNotebook[], figures: string, write: (file: string, data: string | Buffer) => void) {
  let renderer = null as FigureRenderer | null; // opened by the first drawing (a cast: TypeScript does not see that)
  try {
    for (const nb of pages) {
      for (const chart of nb.charts) {
        // Drawn at most once, when a file is missing: the SVG and the PNG come from one drawing.
        let drawn: { svg: string; pngs: Buffer[] } | undefined;
        const drawing = async () => (drawn ??= await (renderer ??= await FigureRenderer.open()).draw(chart.figure, size(chart.figure)));
        const exported = (ext: string) => path.join(figures, nb.name, `${chart.name}.${ext}`);
        for (const ext of ["png", "svg"] as const) {
          const file = chartFile(nb.name, chart.name, ext);
          if (fs.existsSync(exported(ext))) write(file, fs.readFileSync(exported(ext)));
          else if (ext === "png") write(file, chart.png ?? (await drawing()).pngs[0]);
          else write(file, (await drawing()).svg);
        }
        write(chartFile(nb.name, chart.name, "html"), figurePage(chart.figure, chart.name, { src: "../../assets/plotly.min.js" }));
      }
    }
  } finally {
    await renderer?.close();
  }
}

/** The size a chart was drawn at in its notebook, else the figures' default. */
function size(figure: Figure): ImageSize {
  const { width, height } = (figure.layout ?? {}) as Partial<ImageSize>;
  return { width: width ?? defaultSize.width, height: height ?? defaultSize.height };
}

/**
 * The search index as a script (a page opened from disk may not fetch files): every section of
 * every page, and each explorable as one section of its own. Each section keeps its text, so that
 * a hit can show the words around the match.
 */
function searchIndex(pages: RenderedNotebook[], explored: SiteFiles): string {
  const search = new MiniSearch(searchOptions);
  for (const nb of pages) {
    search.addAll(
      nb.sections.map((s, i) => ({
        url: i === 0 ? `${nb.name}.html` : `${nb.name}.html#${s.id}`,
        page: nb.title,
        section: s.title,
        text: s.text.replace(/\s+/g, " ").trim(),
        code: s.code,
      })),
    );
  }
  for (const e of explorables) {
    const html = explored.get(`explore/${e.name}.html`) ?? "";
    const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
    const text = main.replace(/<[^>]*>/g, " ").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"');
    search.add({ url: `explore/${e.name}.html`, page: "Try it yourself", section: e.title, text: `${e.summary} ${text}`.replace(/\s+/g, " ").trim() });
  }
  return `window.SEARCH_OPTIONS = ${safeJson(searchOptions)};\nwindow.SEARCH_INDEX = ${safeJson(JSON.stringify(search))};\n`;
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}
