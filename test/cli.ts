// Runs one of the command-line tools in src/cli, as `npm run` would, for the tests.
import { spawn, spawnSync } from "child_process";
import * as path from "path";

export const root = path.resolve(__dirname, "..");
/** tsx, which runs the commands as `npm run` does, and the file of one command. */
export const tsx = path.join(root, "node_modules", ".bin", "tsx");
/**
 * Node with tsx's loader: the same TypeScript run as `npm run` runs it, in one process where the
 * tsx command starts two (about 0.1 s less per run, over a hundred runs in the tests).
 */
const node = [process.execPath, "--import", "tsx"] as const;
export const cliFile = (tool: string) => path.join(root, "src", "cli", `${tool}.ts`);

export function runCli(tool: string, args: string[] = [], input = "") {
  return spawnSync(node[0], [...node.slice(1), cliFile(tool), ...args], { cwd: root, encoding: "utf8", input });
}

/** The same, without blocking, so that many runs can go at once. */
export function runCliAsync(tool: string, args: string[] = [], input = "", cwd = root): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    // Typed in `cwd`: npm would run the script from the project's root and record cwd as INIT_CWD.
    const env = { ...process.env, INIT_CWD: cwd };
    const child = spawn(node[0], [...node.slice(1), cliFile(tool), ...args], { cwd: root, env });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d) => (stderr += d));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
    child.stdin.on("error", () => {}); // a command may end before reading all its input
    child.stdin.end(input);
  });
}
