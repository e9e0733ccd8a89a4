// `npm start`: re-executes every notebook in notebooks/ in place and exports every figure to
// figures/<notebook>/ (PNG, SVG, HTML), printing one line per notebook. Exit status 1 if any
// cell fails; the failing cell's own error is printed and that notebook's file is left as it was.
// `npm run jupyter` (--jupyter): opens the notebooks in Jupyter Notebook instead.
import { spawn, spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { bootstrap, root } from "./bootstrap.mjs";

const jupyter = process.argv.includes("--jupyter");
const py = await bootstrap({ needs: jupyter ? ["notebook runner", "browser", "jupyter notebook"] : ["notebook runner", "browser"] });
if (jupyter) {
  console.log("Opening Jupyter at the project's root; the notebooks are in notebooks/. Ctrl-C stops it.");
  const args = ["-m", "notebook", `--notebook-dir=${root}`, ...process.argv.slice(2).filter((a) => a !== "--jupyter")];
  if (process.getuid?.() === 0) args.push("--allow-root");
  // One signal to this process ends the server and its kernels: SIGINT and SIGTERM are passed on
  // as SIGTERM (on which Jupyter shuts its kernels down without asking), and we wait for it.
  const server = spawn(py, args, { stdio: "inherit", cwd: root });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => server.kill("SIGTERM"));
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
} else {
  runNotebooks();
}

function runNotebooks() {
  const notebooks = fs
    .readdirSync(path.join(root, "notebooks"))
    .filter((f) => f.endsWith(".ipynb"))
    .sort()
    .map((f) => path.join("notebooks", f));
  const started = Date.now();
  const result = spawnSync(py, [path.join(root, "scripts", "run-notebooks.py"), ...notebooks], { stdio: "inherit", cwd: root });
  const figures = path.join(root, "figures");
  const files = fs.existsSync(figures) ? fs.readdirSync(figures, { recursive: true }).filter((f) => /\.(png|svg|html)$/.test(f)) : [];
  console.log(
    `${notebooks.length} notebook${notebooks.length === 1 ? "" : "s"} in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `${files.length / 3} figures exported to figures/ as PNG, SVG and HTML`,
  );
  process.exit(result.status ?? 1);
}
