// Runs one of the command-line tools in src/cli, as `npm run` would, for the tests.
import { spawnSync } from "child_process";
import * as path from "path";

export const root = path.resolve(__dirname, "..");

export function runCli(tool: string, args: string[] = [], input = "") {
  return spawnSync(path.join(root, "node_modules", ".bin", "tsx"), [path.join(root, "src", "cli", `${tool}.ts`), ...args], { cwd: root, encoding: "utf8", input });
}
