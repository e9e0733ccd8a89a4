/**
 * Charts on the explorable pages: plotly.js, which the site already ships for the notebooks.
 * It takes about a second to load on a modest machine, so a page loads it only once a chart is
 * wanted, and shows the chart when it arrives; the numbers beside it never wait for it.
 */

export interface Figure {
  data: unknown[];
  layout: Record<string, unknown>;
}

/** What the site's script (assets/site.js, on every page) offers: the one way its charts are drawn. */
interface Site {
  drawFigure(element: HTMLElement, figure: Figure): void;
}

/** A chart drawer that loads plotly.js from `src` the first time it is needed. */
export function plotter(src: string): { prepare(): void; draw(element: HTMLElement, figure: Figure): void } {
  let loaded: Promise<boolean> | null = null;
  const prepare = () => {
    loaded ??= new Promise((resolve) => {
      const script = document.createElement("script");
      script.src = src;
      script.onload = () => resolve(true);
      script.onerror = () => resolve(false); // no chart, and the numbers stay
      document.head.append(script);
    });
  };
  const draw = (element: HTMLElement, figure: Figure) => {
    prepare();
    void loaded!.then((ok) => {
      const site = (window as unknown as { SITE?: Site }).SITE;
      // Drawn as the notebooks' charts are: the same colours in the dark, the same toolbar, and on
      // a phone a finger dragged over the chart scrolls the page while a tap shows a bar.
      if (ok && site && element.isConnected) site.drawFigure(element, figure);
    });
  };
  return { prepare, draw };
}
