import { describe, expect, it } from "vitest";
import { PythonRandom } from "../src/random";

// Reference values from CPython 3.11: random.Random(seed).getrandbits(32) and .choice(range(2309)).
describe("Python-compatible random", () => {
  it("seeds from a string as Python does", () => {
    const r = new PythonRandom("for reproducibility");
    expect([r.getrandbits(32), r.getrandbits(32), r.getrandbits(32)]).toEqual([630638898, 2285675428, 2857053833]);
  });
  it("chooses as Python does, drawing again when a draw is too big", () => {
    const r = new PythonRandom("for reproducibility");
    r.getrandbits(32), r.getrandbits(32), r.getrandbits(32);
    const list = Array.from({ length: 2309 }, (_, i) => i);
    expect(Array.from({ length: 5 }, () => r.choice(list))).toEqual([1263, 1777, 1203, 386, 1769]);
  });
  it("seeds from an integer", () => {
    const r = new PythonRandom(12345);
    expect([r.getrandbits(7), r.getrandbits(7), r.getrandbits(7)]).toEqual([53, 93, 1]);
  });
  it("refuses what it cannot do", () => {
    const r = new PythonRandom(1);
    expect(() => r.choice([])).toThrow(/empty/);
    expect(() => r.getrandbits(33)).toThrow(/1 to 32 bits/);
    expect(() => r.randbelow(0)).toThrow(/0 < n/);
  });
});
