/**
 * The page around every notebook, and the index: plain HTML, one stylesheet, the scripts the page
 * needs, all loaded from the site's own folder (no other host), so the site works from disk.
 */
import { escapeHtml, RenderedNotebook } from "./notebook";

export const siteTitle = "Word-puzzle notebooks";

/** What every page shares: the header with the search, and the scripts at the end. */
function shell(title: string, body: string, scripts: string[]): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="assets/style.css">
<link rel="stylesheet" href="assets/highlight.css">
</head>
<body>
<header class="top">
<a class="home" href="index.html">${siteTitle}</a>
<div class="search" role="search">
<input type="search" data-testid="search-input" placeholder="Search the notebooks" aria-label="Search the notebooks" autocomplete="off">
<ul class="results" data-testid="search-results" hidden></ul>
</div>
</header>
${body}
${scripts.map((src) => `<script src="${src}"></script>`).join("\n")}
</body>
</html>
`;
}

const searchScripts = ["assets/minisearch.js", "search-index.js"];

/** A notebook's page: the sidebar (all notebooks, this page's outline, the download), the body, prev/next. */
export function notebookPage(nb: RenderedNotebook, all: readonly RenderedNotebook[]): string {
  const at = all.indexOf(nb);
  const [prev, next] = [all[at - 1], all[at + 1]];
  const notebooks = all
    .map((other) => `<li${other === nb ? ' aria-current="page"' : ""}><a href="${other.name}.html">${escapeHtml(other.title)}</a></li>`)
    .join("");
  const outline = nb.sections
    .filter((s) => s.level === 2 || s.level === 3)
    .map((s) => `<li class="level-${s.level}"><a href="#${s.id}">${escapeHtml(s.title)}</a></li>`)
    .join("");
  const pager =
    `<nav class="pager" aria-label="Previous and next notebook">` +
    (prev ? `<a rel="prev" href="${prev.name}.html">← ${escapeHtml(prev.title)}</a>` : "<span></span>") +
    (next ? `<a rel="next" href="${next.name}.html">${escapeHtml(next.title)} →</a>` : "<span></span>") +
    `</nav>`;
  const body = `<div class="layout">
<nav class="sidebar" aria-label="Notebooks and sections">
<details class="notebooks" open><summary>Notebooks</summary><ul>${notebooks}</ul></details>
<details class="outline" open><summary>On this page</summary><ul>${outline}</ul></details>
<p class="download"><a href="${nb.name}.ipynb" download>Download ${nb.name}.ipynb</a></p>
</nav>
<main class="content">
${nb.html}
${pager}
</main>
</div>`;
  const charts = nb.charts.length ? ["assets/plotly.min.js", `${nb.name}.charts.js`] : [];
  return shell(`${nb.title} · ${siteTitle}`, body, [...charts, ...searchScripts, "assets/site.js"]);
}

/** The index: the project in a paragraph, then a card per notebook. */
export function indexPage(all: readonly RenderedNotebook[], intro: string): string {
  const cards = all
    .map((nb) => {
      const picture = nb.charts[0] ? `<img src="figures/${nb.name}/${nb.charts[0].name}.png" alt="" loading="lazy">` : "";
      return `<li class="card"><a href="${nb.name}.html">${picture}<h2>${escapeHtml(nb.title)}</h2><p>${escapeHtml(nb.summary)}</p></a></li>`;
    })
    .join("\n");
  const body = `<main class="index">
<h1>${siteTitle}</h1>
<p class="intro">${intro}</p>
<ul class="cards">
${cards}
</ul>
</main>`;
  return shell(siteTitle, body, [...searchScripts, "assets/site.js"]);
}
