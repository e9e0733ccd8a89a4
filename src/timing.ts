/**
 * Measuring run time the way IPython's %time and %timeit do, as values a notebook can print
 * (in IPython's words) and reuse (the speedup table is built from them).
 */
import { formatSeconds } from "./format";

/** One timed call: its result, wall-clock seconds and CPU seconds (NaN where a browser cannot tell). */
export interface Timed<T> {
  readonly result: T;
  readonly wall: number;
  readonly user: number;
  readonly system: number;
}

/**
 * Runs `fn` once and measures it (awaiting it if it returns a promise).
 * @example (await measure(() => 6 * 7)).result //=> 42
 */
export async function measure<T>(fn: () => T | Promise<T>): Promise<Timed<T>> {
  // A page has a wall clock but no CPU clock.
  const cpuUsage = typeof process === "undefined" ? undefined : process.cpuUsage;
  const cpu = cpuUsage?.();
  const start = performance.now();
  const result = await fn();
  const wall = (performance.now() - start) / 1000;
  const used = cpuUsage?.(cpu) ?? { user: NaN, system: NaN };
  return { result, wall, user: used.user / 1e6, system: used.system / 1e6 };
}

/**
 * A measurement in %time's words.
 * @example describeTime({ wall: 1.59, user: 1.59, system: 0.00369 })
 * //=> "CPU times: user 1.59 s, sys: 3.69 ms, total: 1.59 s\nWall time: 1.59 s"
 */
export function describeTime(t: { wall: number; user: number; system: number }): string {
  if (Number.isNaN(t.user)) return `CPU times: not measured in a browser\nWall time: ${formatSeconds(t.wall)}`;
  return (
    `CPU times: user ${formatSeconds(t.user)}, sys: ${formatSeconds(t.system)}, ` +
    `total: ${formatSeconds(t.user + t.system)}\nWall time: ${formatSeconds(t.wall)}`
  );
}

/** What %timeit reports: the mean and spread of the time per call over several runs. */
export interface TimeitResult {
  /** Mean seconds per call, over the runs. */
  readonly mean: number;
  /** Standard deviation of the per-call times of the runs. */
  readonly stdev: number;
  /** The fastest run's seconds per call. */
  readonly best: number;
  readonly runs: number;
  readonly loops: number;
}

/**
 * Times a synchronous function as %timeit does: picks the first loop count of 1, 2, 5, 10, 20,
 * 50, … that takes at least 0.2 s (Python's Timer.autorange), then repeats that many loops
 * `runs` times.
 */
export function timeit(fn: () => unknown, runs = 7): TimeitResult {
  const loop = (n: number): number => {
    const start = performance.now();
    for (let i = 0; i < n; i++) fn();
    return (performance.now() - start) / 1000;
  };
  const loops = autorange(loop);
  const perCall = Array.from({ length: runs }, () => loop(loops) / loops);
  const mean = perCall.reduce((a, b) => a + b, 0) / runs;
  const stdev = Math.sqrt(perCall.reduce((a, t) => a + (t - mean) ** 2, 0) / runs);
  return { mean, stdev, best: Math.min(...perCall), runs, loops };
}

/**
 * The loop count %timeit uses: the first of 1, 2, 5, 10, 20, 50, … whose loop takes 0.2 s or more.
 * @example autorange((n) => n * 0.03) //=> 10
 */
export function autorange(loop: (n: number) => number): number {
  for (let scale = 1; ; scale *= 10) {
    for (const step of [1, 2, 5]) {
      const n = step * scale;
      if (loop(n) >= 0.2 || n >= 5e9) return n;
    }
  }
}

/**
 * A %timeit result in IPython's words.
 * @example describeTimeit({ mean: 0.00858, stdev: 2.83e-5, runs: 7, loops: 100, best: 0.0085 })
 * //=> "8.58 ms ± 28.3 µs per loop (mean ± std. dev. of 7 runs, 100 loops each)"
 */
export function describeTimeit(t: TimeitResult): string {
  const plural = (n: number, noun: string) => `${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"}`;
  return (
    `${formatSeconds(t.mean)} ± ${formatSeconds(t.stdev)} per loop ` +
    `(mean ± std. dev. of ${plural(t.runs, "run")}, ${plural(t.loops, "loop")} each)`
  );
}
