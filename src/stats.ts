/**
 * The report on a strategy: statistics of the scores (guesses per game) over every target, and
 * a histogram, computed and written exactly as Norvig's `report` prints them.
 */
import { fixed } from "./format";
import type { Figure } from "./display";

/** Statistics of a list of scores. */
export interface Summary {
  readonly games: number;
  readonly median: number;
  readonly mean: number;
  /** The sample standard deviation. */
  readonly stdev: number;
  readonly worst: number;
  readonly best: number;
  /** How many games took each number of guesses. */
  readonly counts: ReadonlyMap<number, number>;
}

/**
 * The statistics of some scores.
 * @example summarize([1, 2, 2, 3]).mean //=> 2
 * @throws Error for fewer than two scores (a standard deviation needs two).
 */
export function summarize(scores: readonly number[]): Summary {
  const n = scores.length;
  if (n < 2) throw new Error(`a report needs at least two scores, not ${n}`);
  const sorted = [...scores].sort((a, b) => a - b);
  let sum = 0;
  let squares = 0;
  const counts = new Map<number, number>();
  for (const s of sorted) {
    sum += s;
    squares += s * s;
    counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  const median = n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  // Integer sums keep the variance exact until the one division, as Python's statistics does.
  return { games: n, median, mean: sum / n, stdev: Math.sqrt((n * squares - sum * sum) / (n * (n - 1))), worst: sorted[n - 1], best: sorted[0], counts };
}

/**
 * The percent of games won within g guesses, as the original writes it: one decimal only
 * between 99% and 100%.
 */
export function cumulative(summary: Summary, g: number): string {
  const scale = 100 / summary.games;
  let within = 0;
  for (let i = 1; i <= g; i++) within += summary.counts.get(i) ?? 0;
  const percent = scale * within;
  return `≤${g}:${fixed(percent, percent > 99 && percent < 100 ? 1 : 0)}%`;
}

/**
 * The two report lines of the original.
 * @example describeSummary(summarize(scores))
 * //=> "median: 4 guesses, mean: 3.68 ± 0.86, worst: 8, best: 1\ncumulative: ≤2:5%, ≤3:43%, …"
 */
export function describeSummary(s: Summary): string {
  const within = [2, 3, 4, 5, 6, 7, 8, 9, 10].map((g) => cumulative(s, g));
  return (
    `median: ${fixed(s.median, 0)} guesses, mean: ${fixed(s.mean, 2)} ± ${fixed(s.stdev, 2)}, ` +
    `worst: ${s.worst}, best: ${s.best}\ncumulative: ${within.join(", ")}`
  );
}

/**
 * A bar's tooltip: its number of guesses and its share of the games, to three significant digits
 * so that one game in thousands does not read as 0.0%.
 * @example tooltip(1, 0.0433) //=> "1 guess: 0.0433% of games"
 */
function tooltip(guesses: number, percent: number): string {
  const share = percent === 0 ? "0" : percent >= 100 ? "100" : String(Number(percent.toPrecision(3)));
  return `${guesses} ${guesses === 1 ? "guess" : "guesses"}: ${share}% of games`;
}

/** A histogram of the scores as a plotly figure: percent of games by number of guesses. */
export function histogram(s: Summary, bins: number, title: string): Figure {
  const x = Array.from({ length: bins }, (_, i) => i + 1);
  const y = x.map((g) => (100 * (s.counts.get(g) ?? 0)) / s.games);
  const beyond = [...s.counts].filter(([g]) => g > bins).reduce((a, [, c]) => a + c, 0);
  return {
    data: [{ type: "bar", x, y, marker: { color: "#538d4e" }, customdata: x.map((g, i) => tooltip(g, y[i])), hovertemplate: "%{customdata}<extra></extra>" }],
    layout: {
      title: { text: title, font: { size: 14 } },
      xaxis: { title: { text: "Number of guesses" }, dtick: 1, range: [0.4, bins + 0.6] },
      yaxis: { title: { text: "% of games" } },
      bargap: 0.1,
      margin: { t: 50, b: 50, l: 60, r: 20 },
      ...(beyond ? { annotations: [{ text: `${beyond} game(s) beyond ${bins}`, showarrow: false, x: 1, xref: "paper", y: 1, yref: "paper", xanchor: "right" }] } : {}),
    },
  };
}
