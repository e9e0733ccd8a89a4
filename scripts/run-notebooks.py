"""Execute notebooks with the tslab kernel and report one line per notebook.

Usage: run-notebooks.py [--check] [--jobs N] NOTEBOOK...
  default   re-execute each notebook and save it in place (only when every cell succeeds)
  --check   execute without saving (what `npm test` does)
  --jobs N  run N notebooks at a time (default 2, or 1 on a one-core machine); each notebook's
            line is still printed in the order the notebooks were given

Exit status 1 if any cell of any notebook fails, or a console.assert in it does (which only
prints "Assertion failed" to stderr); the failing cell's own error text is printed, since
nbconvert alone prints an empty "<Error>:" for tslab.
"""
import contextlib
import io
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError, CellTimeoutError


# On a terminal, the result line overwrites the progress line.
CR, PAD = ("\r", " " * 8) if sys.stdout.isatty() else ("", "")


def error_text(cell):
    """What the kernel said about a failing cell: its stderr and error outputs."""
    parts = []
    for out in cell.get("outputs", []):
        if out.get("output_type") == "stream" and out.get("name") == "stderr":
            parts.append(out.get("text", ""))
        elif out.get("output_type") == "error":
            parts.append(f"{out.get('ename', '')}: {out.get('evalue', '')}".strip(": "))
            parts.extend(out.get("traceback", []))
    return "\n".join(p.rstrip() for p in parts if p.strip()) or "(the kernel gave no message)"


def failed_assertion(cell):
    return any(o.get("name") == "stderr" and "Assertion failed" in o.get("text", "") for o in cell.get("outputs", []))


def report_failure(name, code_cells, failed, message, seconds, save):
    """Prints the failing cell (its first lines and what the kernel said) and returns False."""
    print(f"{CR}{name}: {len(code_cells)} cells, {seconds:.1f} s, FAILED{PAD}", flush=True)
    if failed is None:
        print(f"  {message.strip()[:2000]}")
    else:
        cell = code_cells[failed]
        print(f"  code cell {failed + 1} of {len(code_cells)}:")
        for line in "".join(cell.source).strip().splitlines()[:3]:
            print(f"    | {line}")
        print("  error:")
        for line in error_text(cell).splitlines()[:40]:
            print(f"    {line}")
    if save:
        print("  (the notebook file was left as it was)")
    return False


def merge_streams(outputs):
    merged = []
    for out in outputs:
        last = merged[-1] if merged else None
        if last and out.get("output_type") == "stream" and last.get("output_type") == "stream" and last.get("name") == out.get("name"):
            last["text"] = last.get("text", "") + out.get("text", "")
        else:
            merged.append(out)
    return merged


def run(path, save):
    nb = nbformat.read(path, as_version=4)
    code_cells = [c for c in nb.cells if c.cell_type == "code"]
    name = os.path.basename(path)
    start = time.time()

    def progress(cell, cell_index, **_):
        # On a terminal, one line redrawn in place: which cell is running, and for how long so far.
        if sys.stdout.isatty() and cell.cell_type == "code":
            done = sum(1 for c in nb.cells[:cell_index] if c.cell_type == "code")
            sys.stdout.write(f"\r{name}: cell {done + 1} of {len(code_cells)}, {time.time() - start:.0f} s ")
            sys.stdout.flush()

    # The kernel the notebook names (the project's, see scripts/kernel.mjs); no execution
    # timestamps are recorded, so a re-run changes only what the cells print.
    client = NotebookClient(nb, kernel_name=nb.metadata.kernelspec.name, timeout=1200, allow_errors=False,
                            record_timing=False,
                            resources={"metadata": {"path": os.path.dirname(os.path.abspath(path))}},
                            on_cell_execute=progress)
    try:
        client.execute()
        # A failed console.assert only prints to stderr; in a notebook it is a failed figure.
        failed = next((i for i, c in enumerate(code_cells) if failed_assertion(c)), None)
        if failed is not None:
            return report_failure(name, code_cells, failed, "", time.time() - start, save)
    except (CellExecutionError, CellTimeoutError) as e:
        failed = next((i for i, c in enumerate(code_cells)
                       if any(o.get("output_type") == "error" or o.get("name") == "stderr"
                              for o in c.get("outputs", []))), None)
        return report_failure(name, code_cells, failed, str(e), time.time() - start, save)
    seconds = time.time() - start
    # tslab does not report execution counts; number the cells so the saved notebook reads as run.
    # Consecutive prints to the same stream are kept as one output, as Jupyter's own UI saves
    # them, so that saving a re-run notebook from the UI changes only its timings.
    for n, cell in enumerate(code_cells, 1):
        cell.outputs = merge_streams(cell.get("outputs", []))
        cell.metadata.pop("execution", None)  # timestamps an earlier runner or Jupyter left
        cell.execution_count = n
        for out in cell.get("outputs", []):
            if out.get("output_type") == "execute_result":
                out["execution_count"] = n
    if save:
        nbformat.write(nb, path)
    print(f"{CR}{name}: {len(code_cells)} cells, {seconds:.1f} s, ok{PAD}", flush=True)
    return True


def main(argv):
    # Kernels run in each notebook's folder: a relative WORDLIST_DIR is made absolute first, taken
    # from where the command was typed (npm records it as INIT_CWD), as the library takes it.
    wordlists = os.environ.get("WORDLIST_DIR")
    if wordlists and not os.path.isabs(wordlists):
        os.environ["WORDLIST_DIR"] = os.path.abspath(os.path.join(os.environ.get("INIT_CWD", os.getcwd()), wordlists))
    save = "--check" not in argv
    jobs = min(2, os.cpu_count() or 1)
    if "--jobs" in argv:
        at = argv.index("--jobs")
        jobs = int(argv[at + 1])
        argv = argv[:at] + argv[at + 2:]
    paths = [a for a in argv if not a.startswith("--")]
    if not paths:
        print("run-notebooks.py: no notebooks given", file=sys.stderr)
        return 2
    if jobs <= 1 or len(paths) == 1:
        results = [run(p, save) for p in paths]
        return 0 if all(results) else 1
    # Several at a time, each in its own process with its own kernel; what each prints is held
    # back and printed in the order the notebooks were given.
    print(f"{len(paths)} notebooks, {jobs} at a time", flush=True)
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(run_quietly, p, save) for p in paths]
        results = []
        for future in futures:
            ok, said = future.result()
            sys.stdout.write(said)
            sys.stdout.flush()
            results.append(ok)
    return 0 if all(results) else 1


def run_quietly(path, save):
    """Runs one notebook, returning whether it passed and what it printed."""
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        ok = run(path, save)
    return ok, buffer.getvalue().replace(CR, "").replace(PAD, "")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
