/** Charts on the explorable pages: plotly.js, which the site already ships for the notebooks. */

interface Plotly {
  react(element: HTMLElement, data: unknown[], layout: object, config: object): Promise<unknown>;
}

/** Draws a figure into an element, in the reader's light or dark scheme; nothing if plotly is missing. */
export function plot(element: HTMLElement, figure: { data: unknown[]; layout: Record<string, unknown> }): void {
  const plotly = (window as unknown as { Plotly?: Plotly }).Plotly;
  if (!plotly) return;
  const dark = window.matchMedia?.("(prefers-color-scheme: dark)").matches;
  const layout = dark
    ? { ...figure.layout, paper_bgcolor: "rgba(0,0,0,0)", plot_bgcolor: "rgba(0,0,0,0)", font: { color: "#e6e6e6" } }
    : figure.layout;
  void plotly.react(element, figure.data, { autosize: true, ...layout }, { displaylogo: false, responsive: true });
}
