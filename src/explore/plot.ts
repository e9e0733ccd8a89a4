/**
 * Charts on the explorable pages: plotly.js, which the site already ships for the notebooks.
 * It takes about a second to load on a modest machine, so a page loads it only once a chart is
 * wanted, and shows the chart when it arrives; the numbers beside it never wait for it.
 */

interface Plotly {
  react(element: HTMLElement, data: unknown[], layout: object, config: object): Promise<unknown>;
}

export interface Figure {
  data: unknown[];
  layout: Record<string, unknown>;
}

/** A chart drawer that loads plotly.js from `src` the first time it is needed. */
export function plotter(src: string): { prepare(): void; draw(element: HTMLElement, figure: Figure): void } {
  let plotly: Promise<Plotly | null> | null = null;
  const prepare = () => {
    plotly ??= new Promise((resolve) => {
      const script = document.createElement("script");
      script.src = src;
      script.onload = () => resolve((window as unknown as { Plotly?: Plotly }).Plotly ?? null);
      script.onerror = () => resolve(null); // no chart, and the numbers stay
      document.head.append(script);
    });
  };
  const draw = (element: HTMLElement, figure: Figure) => {
    prepare();
    void plotly!.then((p) => {
      if (!p || !element.isConnected) return;
      const dark = window.matchMedia?.("(prefers-color-scheme: dark)").matches;
      const colours = dark ? { paper_bgcolor: "rgba(0,0,0,0)", plot_bgcolor: "rgba(0,0,0,0)", font: { color: "#e6e6e6" } } : {};
      // As on the notebooks' pages: on a phone a finger dragged over a chart scrolls the page;
      // plotly.js's button that uploads a chart to its cloud is left out.
      const touch = element.clientWidth < 500 ? { dragmode: false } : {};
      const layout = { autosize: true, ...figure.layout, ...colours, ...touch };
      void p.react(element, figure.data, layout, { displaylogo: false, responsive: true, showSendToCloud: false });
    });
  };
  return { prepare, draw };
}
