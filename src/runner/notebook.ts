/**
 * `./src/notebook` where a notebook runs in a page: the same calls as under Jupyter (timings in
 * IPython's words, tables, figures, reports), each handed to a `Show` that the host provides. A
 * worker has no DOM, so its `Show` posts each table and figure to the page, which draws it.
 */
import { defaultSize, liveChart, reportSize, tableHtml, type Figure, type ImageSize } from "../display";
import { describeSummary, histogram, summarize, type Summary } from "../stats";
import { describeTime, describeTimeit, measure, timeit as measureTimeit, type TimeitResult, type Timed } from "../timing";
import type { DataFrame } from "danfojs";

/** Where a notebook's display goes: printed text, a table's HTML, a figure. */
export interface Show {
  print(text: string): void;
  table(html: string): void;
  figure(name: string, figure: Figure, size: ImageSize): void;
}

/** The module a cell gets for `./src/notebook`, showing through `show`. */
export function notebookModule(show: Show) {
  /** A notebook's figures; `dir` is where Jupyter would write them, which cells may name. */
  class Figures {
    readonly dir: string;
    constructor(readonly notebook: string, options: { dir?: string } = {}) {
      this.dir = options.dir ?? `../figures/${notebook}`;
    }
    async show(name: string, fig: Figure, size: ImageSize = defaultSize): Promise<void> {
      if (!/^[\w-]+$/.test(name)) throw new Error(`a figure name is letters, digits, _ and - only, not "${name}"`);
      show.figure(name, fig, size);
    }
    async close(): Promise<void> {}
  }
  return {
    async time<T>(fn: () => T | Promise<T>): Promise<Timed<T>> {
      const timed = await measure(fn);
      show.print(describeTime(timed));
      return timed;
    },
    timeit(fn: () => unknown, runs = 7): TimeitResult {
      const result = measureTimeit(fn, runs);
      show.print(describeTimeit(result));
      return result;
    },
    tableHtml,
    showTable(table: DataFrame | Record<string, unknown>[], options: { index?: boolean } = {}): void {
      show.table(tableHtml(table, options));
    },
    Figures,
    liveChart,
    reportSize,
    async report(figures: Figures, name: string, scores: readonly number[], options: { bins: number; title: string }): Promise<Summary> {
      const summary = summarize(scores);
      show.print(describeSummary(summary));
      await figures.show(name, histogram(summary, options.bins, options.title), reportSize);
      return summary;
    },
  };
}
