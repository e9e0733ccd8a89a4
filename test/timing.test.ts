import { describe, expect, it } from "vitest";
import { autorange, describeTime, describeTimeit, measure, timeit } from "../src/timing";

describe("timing", () => {
  it("describes like %time and %timeit", () => {
    expect(describeTime({ wall: 1.59, user: 1.59, system: 0.00369 })).toBe(
      "CPU times: user 1.59 s, sys: 3.69 ms, total: 1.59 s\nWall time: 1.59 s",
    );
    expect(describeTimeit({ mean: 0.00858, stdev: 2.83e-5, runs: 7, loops: 100, best: 0 })).toBe(
      "8.58 ms ± 28.3 µs per loop (mean ± std. dev. of 7 runs, 100 loops each)",
    );
    expect(describeTimeit({ mean: 0.5, stdev: 0.01, runs: 7, loops: 1, best: 0 })).toMatch(/1 loop each\)$/);
  });
  it("measures a call and returns its result", async () => {
    const t = await measure(async () => {
      await new Promise((r) => setTimeout(r, 30));
      return 42;
    });
    expect(t.result).toBe(42);
    expect(t.wall).toBeGreaterThanOrEqual(0.025);
  });
  it("steps the loop count 1, 2, 5, 10, 20, 50, … as Python's autorange, stopping at 0.2 s", () => {
    const tried: number[] = [];
    const loops = autorange((n) => (tried.push(n), n * 0.003)); // 3 ms a call
    expect(tried).toEqual([1, 2, 5, 10, 20, 50, 100]);
    expect(loops).toBe(100);
    expect(autorange((n) => n * 0.25)).toBe(1);
    expect(autorange((n) => n * 0.015)).toBe(20);
  });
  it("runs the chosen loop count several times", () => {
    const r = timeit(() => {
      const end = performance.now() + 0.3;
      while (performance.now() < end);
    }, 2);
    expect([1, 2, 5].includes(r.loops / 10 ** Math.floor(Math.log10(r.loops)))).toBe(true);
    expect(r.loops * r.mean).toBeGreaterThanOrEqual(0.15);
    expect(r.mean).toBeGreaterThan(0.00025);
  });
});
