import { describe, expect, it } from "vitest";
import { spawnSync } from "child_process";
import * as path from "path";

const root = path.resolve(__dirname, "..");
const bee = (...args: string[]) =>
  spawnSync(path.join(root, "node_modules", ".bin", "tsx"), [path.join(root, "src", "cli", "bee.ts"), ...args], { cwd: root, encoding: "utf8" });

describe("npm run bee", () => {
  it("describes the top honeycomb", () => {
    const r = bee("aeginrt", "r");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("537 words, 3,898 points, 50 pangrams");
    expect(r.stdout).toMatch(/Genius\s+2,729/); // 70% of 3,898, rounded
    expect(r.stdout).toMatch(/^ {2}Σ: .* 537$/m);
    expect(r.stdout).toContain("REAGGREGATING");
  });
  it("hides the words with --hints", () => {
    const r = bee("AEGINRT", "R", "--hints");
    expect(r.stdout).toContain("Words by first letter");
    expect(r.stdout).not.toContain("REAGGREGATING");
  });
  it("allows S only with --with-s", () => {
    expect(bee("AEINRST", "E", "--with-s").stdout).toContain("1,179 words, 8,681 points, 86 pangrams");
    const r = bee("AEINRST", "E");
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("do not allow the letter S");
  });
  it("refuses bad input with a message and status 2", () => {
    expect(bee("AEGINRT").status).toBe(2);
    expect(bee("AEGINRT").stderr).toContain("usage: npm run bee");
    expect(bee("AEGINRT", "R", "--loud").stderr).toContain("unknown option --loud");
    const r = bee("AEGINRT", "Q");
    expect([r.status, r.stderr.trim()]).toEqual([2, "bee: the center Q is not one of the letters AEGINRT"]);
  });
});
