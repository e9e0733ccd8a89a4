/**
 * What the explorable pages share, in the browser: elements built from values (whatever a reader
 * types or a link carries is only ever text, never markup), the data the site build put in the
 * page, and workers started from source text, which works from disk as from a server.
 */

type Child = Node | string | number | null | undefined | false;

/**
 * An element with attributes and children; strings become text nodes.
 * @example h("p", { class: "note" }, "5 letters, please.")
 */
export function h(tag: string, attributes: Record<string, string | boolean | undefined> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, "");
    else if (typeof value === "string") element.setAttribute(name, value);
  }
  element.append(...children.filter((c): c is Node | string | number => c !== null && c !== undefined && c !== false).map((c) => (typeof c === "number" ? String(c) : c)));
  return element;
}

/** Replaces an element's children. */
export function show(element: Element, ...children: Child[]): void {
  element.replaceChildren(...children.filter((c): c is Node | string | number => c !== null && c !== undefined && c !== false).map((c) => (typeof c === "number" ? String(c) : c)));
}

/** The element with this data-testid (the pages' stable handles, which the tests use too). */
export function byTestId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.querySelector<T>(`[data-testid="${id}"]`);
  if (!element) throw new Error(`the page has no element ${id}`);
  return element;
}

/** The page's data, which the site build wrote into it as JSON. */
export function pageData<T>(): T {
  const script = document.getElementById("explore-data");
  if (!script?.textContent) throw new Error("the page has no data: rebuild the site with npm run site");
  return JSON.parse(script.textContent) as T;
}

/** A list the site build stored as one string of words. */
export function words(text: string): string[] {
  return text.split(" ").filter((w) => w.length > 0);
}

/**
 * A worker running the given script. From a blob, since a page opened from disk may not start a
 * worker from a file.
 */
export function startWorker(source: string): Worker {
  return new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })));
}

/** A query parameter of the page's address, or null. */
export function param(name: string): string | null {
  return new URLSearchParams(window.location.search).get(name);
}

/** Marks the page ready (the tests wait for it) and records how long it took since navigation. */
export function ready(): void {
  document.body.dataset.ready = String(Math.round(performance.now()));
}

/** A count with its noun (src/format.ts), for the pages' words. */
export { plural } from "../format";
