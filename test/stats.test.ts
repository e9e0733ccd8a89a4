import { describe, expect, it } from "vitest";
import { cumulative, describeSummary, histogram, summarize } from "../src/stats";
import { fixed } from "../src/format";

describe("report statistics", () => {
  it("summarizes like Python's statistics module", () => {
    const s = summarize([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([s.median, s.mean, fixed(s.stdev, 2), s.worst, s.best]).toEqual([5, 5, "2.74", 9, 1]);
    expect(summarize([1, 2, 3, 4]).median).toBe(2.5);
  });
  it("writes the report lines of the original", () => {
    expect(describeSummary(summarize([1, 2, 3, 4, 5, 6, 7, 8, 9]))).toBe(
      "median: 5 guesses, mean: 5.00 ± 2.74, worst: 9, best: 1\n" +
        "cumulative: ≤2:22%, ≤3:33%, ≤4:44%, ≤5:56%, ≤6:67%, ≤7:78%, ≤8:89%, ≤9:100%, ≤10:100%",
    );
  });
  it("shows one decimal only between 99% and 100%", () => {
    const scores = [...Array(995).fill(3), ...Array(5).fill(7)];
    expect(cumulative(summarize(scores), 6)).toBe("≤6:99.5%");
    expect(cumulative(summarize(scores), 7)).toBe("≤7:100%");
  });
  it("rounds half to even as Python's format does", () => {
    expect([fixed(0.125, 2), fixed(0.375, 2), fixed(2.5, 0), fixed(3.5, 0), fixed(2.675, 2), fixed(-1.971, 3), fixed(99.95, 1)]).toEqual([
      "0.12", "0.38", "2", "4", "2.67", "-1.971", "100.0",
    ]);
  });
  it("needs two scores", () => {
    expect(() => summarize([3])).toThrow(/at least two/);
  });
  it("draws a histogram in percent", () => {
    const fig = histogram(summarize([2, 3, 3, 12]), 10, "t");
    expect((fig.data[0] as { y: number[] }).y.slice(0, 3)).toEqual([0, 25, 50]);
    expect(JSON.stringify(fig.layout)).toContain("1 game(s) beyond 10");
  });
});
