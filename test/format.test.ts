import { describe, expect, it } from "vitest";
import { count, fill, formatG, formatKeptSeconds, formatSeconds, thousands } from "../src/format";

describe("format", () => {
  it("counts like the original's Ns", () => {
    expect(count(3, "bear")).toBe("3 bears");
    expect(count(1, "world")).toBe("1 world ");
    expect(count(3898, "point")).toBe("3,898 points");
    expect(thousands(3364900)).toBe("3,364,900");
  });
  it("wraps like Python's textwrap.fill", () => {
    expect(fill("aa bb cc", 5, "  ")).toBe("aa bb\n  cc");
    expect(fill(" 1 word   1 point  {AEGM}: GAME (1)", 114, "    ")).toBe(" 1 word   1 point  {AEGM}: GAME (1)");
    expect(fill("a verylongword b", 6)).toBe("a\nverylongword\nb");
    expect(fill("", 10)).toBe("");
  });
  it("writes %g and IPython durations", () => {
    expect([formatG(26.4), formatG(1.5), formatG(1234), formatG(0.00001234), formatG(999.99)]).toEqual(["26.4", "1.5", "1.23e+03", "1.23e-05", "1e+03"]);
    expect([formatSeconds(0.00858), formatSeconds(2.83e-5), formatSeconds(1.44e-7), formatSeconds(1.59)]).toEqual(["8.58 ms", "28.3 µs", "144 ns", "1.59 s"]);
    expect([formatSeconds(503.118), formatSeconds(30600)]).toEqual(["8min 23s", "8h 30min"]);
    // A table keeps hundredths: a time written as 0.00 was short, not nothing.
    expect([formatKeptSeconds(0), formatKeptSeconds(0.004), formatKeptSeconds(0.01), formatKeptSeconds(769.68)]).toEqual(["< 10 ms", "< 10 ms", "10 ms", "12min 49s"]);
  });
});
