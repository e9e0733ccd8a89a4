// npm run judge, and the verdict at the end of npm run wordle: the same table, from the library.
import { describe, expect, it } from "vitest";
import { spawn } from "child_process";
import { commandLine, root, runCliAsync } from "./cli";

describe("npm run judge", () => {
  it("prints the verdict on SHINY after CRANE and SLOTH, and the same exact values as JSON from the replies", async () => {
    const [table, json] = await Promise.all([
      runCliAsync("judge", ["--target", "SHINY", "CRANE", "SLOTH", "SHINY"]),
      runCliAsync("judge", ["--replies", "...G.,G...Y,GGGGG", "CRANE", "SLOTH", "SHINY", "--json"]),
    ]);
    expect(table.status).toBe(0);
    const lines = table.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^guess\s+reply\s+targets\s+perfect play\s+this guess\s+choice\s+luck$/);
    expect(lines[1]).toMatch(/^CRANE\s+\.\.\.G\.\s+2,309 → 58\s+3\.42 \(SALET\)\s+3\.42\s+< 0\.01\s+−0\.08$/);
    expect(lines[4]).toBe("3 guesses = 3.42 expected at the start + 0.25 given away by the choices − 0.67 of luck (each part exact, each figure rounded)");
    expect(json.status).toBe(0);
    const parsed = JSON.parse(json.stdout);
    expect(parsed.rows[0]).toEqual({ guess: "CRANE", reply: "...G.", targets: 2309, left: 58, V: 7897, Q: 7907, best: ["SALET"], proven: true, exactV: true, exactQ: true });
    expect(parsed.rows.map((r: { V: number }) => r.V)).toEqual([7897, 145, 1]);
    expect(parsed).toMatchObject({ finished: true, start: "7897/2309" });
  }, 60_000);

  it("refuses what is not a game in one line: unknown words, a broken hint, a guess after the win, too many guesses", async () => {
    const cases: [string[], RegExp, number][] = [
      [["--target", "SHINY", "CRANE", "XYZZY"], /^judge: XYZZY is not an allowed guess in Wordle$/, 1],
      [["--target", "ZZZZZ", "CRANE"], /^judge: ZZZZZ is not one of the 2,309 targets of Wordle$/, 1],
      [["--target", "SHINY", "--hard", "CRANE", "SLOTH"], /^judge: SLOTH breaks hard mode: the 4th letter must be N$/, 1],
      [["--target", "SHINY", "SHINY", "CRANE"], /^judge: CRANE comes after the game was won$/, 1],
      [["--target", "SHINY", ...Array(7).fill("CRANE")], /^judge: a game has at most 6 guesses, not 7$/, 1],
      [["--replies", "GGGGY", "CRANE"], /^judge: no target left gives CRANE the reply GGGGY/, 1],
      [["--replies", "GGGGG,GGGGG", "CRANE", "CRANE"], /^judge: CRANE comes after the game was won$/, 1],
      [["CRANE"], /^judge: give the answer with --target, or the replies with --replies/, 2],
      [["--target", "SHINY"], /^judge: give the guesses of the game, in order/, 2],
    ];
    const results = await Promise.all(cases.map(([args]) => runCliAsync("judge", args)));
    results.forEach((result, k) => {
      expect(result.status, cases[k][0].join(" ")).toBe(cases[k][2]);
      expect(result.stderr.split("\n")[0]).toMatch(cases[k][1]);
      expect(result.stdout).toBe("");
    });
  }, 120_000);

  it("ends a game of npm run wordle with the verdict", async () => {
    const played = await runCliAsync("wordle", ["--target", "THUMB"], "RAISE\nCLOUT\nTHUMB\n");
    expect(played.status).toBe(0);
    expect(played.stdout).toContain("How good was each guess? The perfect player, with all 12,972 words:");
    expect(played.stdout).toMatch(/RAISE\s+\.\.\.\.\.\s+2,309 → 167\s+3\.42 \(SALET\)\s+3\.46/);
    expect(played.stdout).toContain("3 guesses = 3.42 expected at the start");
  }, 60_000);
  it("stops at once on Ctrl-C or SIGTERM during a long search, printing no verdict", async () => {
    for (const [signal, status] of [["SIGINT", 130], ["SIGTERM", 143]] as const) {
      const [program, args] = commandLine("judge", ["--target", "SHINY", "--hard", "FUZZY"]);
      const child = spawn(program, args, { cwd: root });
      let out = "";
      child.stdout.on("data", (d) => (out += d));
      await new Promise((r) => setTimeout(r, 4000)); // into the search of FUZZY's bound row
      const sent = performance.now();
      child.kill(signal);
      const code = await new Promise<number | null>((done) => child.on("exit", (c) => done(c)));
      expect(performance.now() - sent).toBeLessThan(2000);
      expect(code).toBe(status);
      expect(out).toBe("");
    }
  }, 60_000);
});
