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
import { liveChart, reportSize, tableHtml } from "./display";

export { liveChart, reportSize, tableHtml };

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
 * Prints the statistics of some scores as the original's `report` does and shows their histogram.
 * @returns the statistics, for summary tables
 */
export async function report(figures: Figures, name: string, scores: readonly number[], options: { bins: number; title: string }): Promise<Summary> {
  const summary = summarize(scores);
  console.log(describeSummary(summary));
  await figures.show(name, histogram(summary, options.bins, options.title), reportSize);
  return summary;
}
