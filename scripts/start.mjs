// `npm start`: re-executes every notebook in notebooks/ in place and exports every figure to
// figures/<notebook>/ (PNG, SVG, HTML), printing one line per notebook. Exit status 1 if any
// cell fails; the failing cell's own error is printed and that notebook's file is left as it was.
// `npm run jupyter` (--jupyter): opens the notebooks in Jupyter Notebook instead.
import { spawn } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { bootstrap, library, root } from "./bootstrap.mjs";

const jupyter = process.argv.includes("--jupyter");
const given = process.argv.slice(2).filter((a) => a !== "--jupyter");
if (given.includes("--help") || given.includes("-h")) {
  console.log(
    jupyter
      ? "usage: npm run jupyter [-- OPTIONS]\n  opens the notebooks in Jupyter Notebook (installing it if needed); Ctrl-C stops it.\n" +
          "  OPTIONS go to Jupyter Notebook itself (for example --port 8890 or --no-browser; --help-all lists them)."
      : "usage: npm start\n  re-runs every notebook in notebooks/ in place, two at a time, and exports every figure to figures/.",
  );
  process.exit(0);
}
if (!jupyter && given.length > 0) {
  console.error(`start: unexpected argument ${JSON.stringify(given[0])}\nusage: npm start`);
  process.exit(2);
}
const py = await bootstrap({ needs: jupyter ? ["notebook runner", "browser", "jupyter notebook"] : ["notebook runner", "browser"] });
const { whenLauncherEnds } = await library("cleanup.ts");
if (jupyter) {
  console.log("Opening Jupyter at the project's root; the notebooks are in notebooks/. Ctrl-C stops it.");
  const args = ["-m", "notebook", `--notebook-dir=${root}`, ...given];
  if (process.getuid?.() === 0) args.push("--allow-root");
  supervise(py, args, (code, stopped) => process.exit(stopped ?? code));
} else {
  runNotebooks();
}

/**
 * Runs a program in a process group of its own and makes one signal to this process end the
 * whole group: the program and all it started (Jupyter's kernels, the notebooks' kernels and
 * their browsers). SIGINT, SIGTERM and SIGHUP are passed on as SIGTERM (on which Jupyter shuts
 * its kernels down without asking), and so is the end of the `npm run …` that started this
 * script (src/cleanup.ts). A group still there after ten seconds is killed. `done` gets the program's status and, if it was stopped, the status
 * to exit with (128 + the signal's number).
 */
function supervise(program, args, done) {
  const child = spawn(program, args, { stdio: "inherit", cwd: root, detached: true });
  let stopping = null;
  let stopped;
  const stop = (signal) => {
    if (stopping) return;
    stopped = 128 + ({ SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }[signal] ?? 1);
    const group = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // the group has ended already
      }
    };
    group("SIGTERM");
    stopping = setTimeout(() => group("SIGKILL"), 10_000);
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, stop);
  whenLauncherEnds(() => stop("SIGHUP"));
  child.on("exit", (code) => {
    if (stopping) clearTimeout(stopping);
    done(code ?? 1, stopped);
  });
}

function runNotebooks() {
  const notebooks = fs
    .readdirSync(path.join(root, "notebooks"))
    .filter((f) => f.endsWith(".ipynb"))
    .sort()
    .map((f) => path.join("notebooks", f));
  const started = Date.now();
  supervise(py, [path.join(root, "scripts", "run-notebooks.py"), ...notebooks], (status, stopped) => {
    if (stopped) {
      console.log("stopped: each notebook not yet re-run is left as it was");
      process.exit(stopped);
    }
    const figures = path.join(root, "figures");
    const files = fs.existsSync(figures) ? fs.readdirSync(figures, { recursive: true }).filter((f) => /\.(png|svg|html)$/.test(f)) : [];
    console.log(
      `${notebooks.length} notebook${notebooks.length === 1 ? "" : "s"} in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `${files.length / 3} figures exported to figures/ as PNG, SVG and HTML`,
    );
    process.exit(status);
  });
}
