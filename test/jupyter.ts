// Running notebooks from the tests: Jupyter's Python as the set-up finds it, and the project's
// own kernelspec (written by the bootstrap under .jupyter/).
import { spawnSync } from "child_process";
import * as path from "path";
import { findPython } from "../src/system";

export const root = path.resolve(__dirname, "..");
export const python = findPython() ?? "python3";
export const jupyterEnv = { ...process.env, JUPYTER_PATH: path.join(root, ".jupyter") };

/** Runs scripts/run-notebooks.py on some notebooks, as `npm start` (or, with --check, `npm test`) does. */
export function runNotebooks(args: string[], env: NodeJS.ProcessEnv = jupyterEnv) {
  return spawnSync(python, [path.join(root, "scripts", "run-notebooks.py"), ...args], { cwd: root, encoding: "utf8", env });
}
