// Runs one of the command-line tools in src/cli, as `npm run` would, for the tests.
import { spawn, spawnSync } from "child_process";
import { createRequire } from "module";
import * as path from "path";

export const root = path.resolve(__dirname, "..");
/**
 * How `npm run` starts a command: Node with tsx's CommonJS loader, in one process (the tsx command
 * starts two, and tsx's ESM loader takes about 0.3 s more to start, over a hundred runs here).
 */
export const loader = ["--require", createRequire(path.join(root, "package.json")).resolve("tsx/cjs")] as const; // found from anywhere
export const cliFile = (tool: string) => path.join(root, "src", "cli", `${tool}.ts`);
/** The program and arguments that run a command. */
export const commandLine = (tool: string, args: readonly string[] = []): [string, string[]] => [process.execPath, [...loader, cliFile(tool), ...args]];

export function runCli(tool: string, args: string[] = [], input = "") {
  return spawnSync(...commandLine(tool, args), { cwd: root, encoding: "utf8", input });
}

/** The same, without blocking, so that many runs can go at once. */
export function runCliAsync(tool: string, args: string[] = [], input = "", cwd = root): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    // Typed in `cwd`: npm would run the script from the project's root and record cwd as INIT_CWD.
    const env = { ...process.env, INIT_CWD: cwd };
    const child = spawn(...commandLine(tool, args), { cwd: root, env });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d) => (stderr += d));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
    child.stdin.on("error", () => {}); // a command may end before reading all its input
    child.stdin.end(input);
  });
}
