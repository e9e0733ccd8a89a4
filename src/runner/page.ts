/**
 * A notebook's page made runnable: the "Run in this browser" switch turns each code cell into an
 * editor with its own Run button, and the page gets Run all, Run all above, Stop, Restart, Reset
 * and Download. The cells run in a worker (started from a blob, as a page opened from disk
 * allows) on one shared state; what they show comes back as it happens and is drawn here. The
 * large pieces (the notebook, the site's files, word lists, danfojs) are scripts of the site's
 * runner/ folder, loaded when first needed. Edits are kept in localStorage until reset.
 */
import { EditorView, basicSetup } from "codemirror";
import { javascript } from "@codemirror/lang-javascript";
import { oneDark } from "@codemirror/theme-one-dark";
import { keymap } from "@codemirror/view";
import { Prec } from "@codemirror/state";
import { liveChart } from "../display";
import type { FromWorker, Output, ToWorker } from "./protocol";

declare const WORKER_SOURCE: string;

/** A cell of the saved notebook, as nbformat writes it. */
interface SavedCell {
  cell_type: string;
  source: string | string[];
  outputs?: unknown[];
  execution_count?: number | null;
  metadata?: unknown;
}
interface SavedNotebook {
  cells: SavedCell[];
  [key: string]: unknown;
}

type State = "saved" | "queued" | "running" | "done" | "error";

interface CodeCell {
  index: number; // among all the notebook's cells
  number: number; // among its code cells, from 1
  saved: string;
  box: HTMLElement;
  editor: EditorView;
  output: HTMLElement;
  /** The saved outputs' elements, kept to put back on reset. */
  savedOutput: Node[];
  status: HTMLElement;
  state: State;
  /** What the cell showed when last run here, for the download; null when it shows the saved ones. */
  outputs: Output[] | null;
  executionCount: number | null;
  /** Its last run's number: output of an earlier run of it is not shown. */
  runId: number;
}

interface Sources {
  [key: string]: unknown;
}
const sources = (): Sources => ((window as unknown as { RUNNER_SOURCES?: Sources }).RUNNER_SOURCES ??= {});

/** Loads one of the runner's data scripts (`runner/<key>.js`), which puts its value in RUNNER_SOURCES. */
function load<T>(key: string): Promise<T> {
  if (key in sources()) return Promise.resolve(sources()[key] as T);
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `runner/${key.replace(":", "/")}.js`;
    script.onload = () => (key in sources() ? resolve(sources()[key] as T) : reject(new Error(`runner/${key}.js did not define ${key}`)));
    script.onerror = () => reject(new Error(`this site has no runner/${key.replace(":", "/")}.js`));
    document.head.appendChild(script);
  });
}

const text = (s: string | string[] | undefined) => (Array.isArray(s) ? s.join("") : (s ?? ""));
const el = <K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, content = ""): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (content) node.textContent = content;
  return node;
};
const dark = window.matchMedia?.("(prefers-color-scheme: dark)").matches ?? false;

class NotebookRunner {
  private cells: CodeCell[] = [];
  private worker: Worker | null = null;
  private queue: CodeCell[] = [];
  private running: CodeCell | null = null;
  private ticker = 0;
  private started = 0;
  private executions = 0;
  /** The cell a reader last worked in: what "Run all above" runs up to. */
  private focused: CodeCell | null = null;
  private runId = 0;
  /** The cell of each run, so that what a cell prints after it ended (a timer's output) goes under it. */
  private readonly ranAs = new Map<number, CodeCell>();
  private finish: ((ok: boolean) => void) | null = null;
  private readonly bar: HTMLElement;
  private readonly say: HTMLElement;
  private readonly storageKey: string;

  constructor(
    private readonly name: string,
    private readonly notebook: SavedNotebook,
    private readonly files: unknown,
    private readonly runBar: HTMLElement,
  ) {
    this.storageKey = `notebook-edits:${name}`;
    this.bar = runBar;
    this.say = el("p", { class: "run-status", "data-testid": "run-status", role: "status" });
  }

  /** Turns the page into a runnable notebook. */
  open(): void {
    const edits = this.readEdits();
    const boxes = [...document.querySelectorAll<HTMLElement>("main .cell.code")];
    const code = this.notebook.cells.map((c, i) => [c, i] as const).filter(([c]) => c.cell_type === "code");
    if (boxes.length !== code.length) throw new Error(`the page shows ${boxes.length} code cells and the notebook has ${code.length}`);
    code.forEach(([cell, index], k) => this.cells.push(this.makeCell(boxes[k], cell, index, k + 1, edits[index])));
    this.makeBar();
    document.documentElement.classList.add("running-notebook");
    // The bar sticks below the site's header, whose height depends on the width.
    const header = document.querySelector<HTMLElement>("header.top");
    const place = () => document.documentElement.style.setProperty("--header-height", `${header?.offsetHeight ?? 0}px`);
    place();
    window.addEventListener("resize", place);
    this.startWorker();
  }

  private makeCell(box: HTMLElement, cell: SavedCell, index: number, number: number, edit: string | undefined): CodeCell {
    const saved = text(cell.source);
    box.setAttribute("data-testid", "code-cell");
    box.setAttribute("data-state", "saved");
    const input = box.querySelector("pre.input");
    let output = box.querySelector<HTMLElement>(".outputs");
    if (!output) {
      output = el("div", { class: "outputs" });
      box.appendChild(output);
    }
    output.setAttribute("data-testid", "cell-output");
    output.setAttribute("aria-live", "polite");
    const tools = el("div", { class: "cell-tools" });
    const run = el("button", { type: "button", "data-testid": "run-cell", title: "Run this cell (Ctrl+Enter; Shift+Enter runs it and moves to the next)" }, "Run");
    const reset = el("button", { type: "button", "data-testid": "reset-cell", title: "Put back the saved cell and its outputs" }, "Reset this cell");
    const status = el("span", { class: "cell-status", "data-testid": "cell-status" });
    tools.append(run, reset, status);
    const holder = el("div", { class: "editor" });
    box.insertBefore(tools, box.firstChild);
    input?.replaceWith(holder);
    const me: CodeCell = {
      index,
      number,
      saved,
      box,
      output,
      savedOutput: [...output.childNodes],
      status,
      state: "saved",
      outputs: null,
      executionCount: null,
      runId: 0,
      editor: null as unknown as EditorView,
    };
    me.editor = new EditorView({
      doc: edit ?? saved,
      parent: holder,
      extensions: [
        Prec.highest(
          keymap.of([
            // As in Jupyter: Shift+Enter runs the cell and moves on to the next, Ctrl+Enter stays.
            { key: "Shift-Enter", run: () => (this.runCells([me]), this.moveOn(me), true) },
            { key: "Mod-Enter", run: () => (this.runCells([me]), true) },
          ]),
        ),
        basicSetup,
        javascript({ typescript: true }),
        ...(dark ? [oneDark] : []),
        EditorView.contentAttributes.of({ "aria-label": `Code of cell ${number}` }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) this.edited(me);
          if (update.focusChanged && update.view.hasFocus) this.focused = me;
        }),
      ],
    });
    run.addEventListener("click", () => this.runCells([me]));
    reset.addEventListener("click", () => this.reset(me));
    this.markEdited(me);
    return me;
  }

  /** Puts the cursor in the cell after this one, scrolled into view. */
  private moveOn(cell: CodeCell): void {
    const next = this.cells[this.cells.indexOf(cell) + 1];
    if (!next) return;
    next.editor.focus();
    next.box.scrollIntoView({ block: "nearest" });
  }

  private makeBar(): void {
    const button = (id: string, label: string, title: string, act: () => void) => {
      const b = el("button", { type: "button", "data-testid": id, title }, label);
      b.addEventListener("click", act);
      return b;
    };
    const tools = el("div", { class: "run-tools" });
    const on = this.bar.querySelector('[data-testid="run-switch"]') ?? el("button", { "data-testid": "run-switch" });
    on.textContent = "Running in this browser";
    on.setAttribute("aria-pressed", "true");
    on.setAttribute("disabled", "");
    tools.append(
      on,
      button("run-all", "Run all", "Run every cell, from the first", () => this.runCells(this.cells)),
      button("run-above", "Run all above", "Run every cell above the one you last worked in", () => this.runAbove(this.focused)),
      button("stop", "Stop", "Stop the running cell at once (the notebook's state is lost with it)", () => this.stop()),
      button("restart", "Restart", "Forget every name the cells defined, as a kernel restart does", () => this.restart()),
      button("reset-all", "Reset all", "Put back every saved cell and its outputs", () => this.resetAll()),
      button("download", "Download this notebook", "The .ipynb with your edits and the outputs of the cells run here", () => void this.download()),
    );
    const note = el("p", { class: "run-note" }, "Types are not checked in this page: each cell's types are dropped and its JavaScript runs, in a worker of this page.");
    this.bar.replaceChildren(tools, this.say, note);
    this.bar.classList.add("on");
    this.tell("Ready: no cell has run yet. Run all runs the notebook from the start; Shift+Enter runs the cell you are in.");
  }

  private tell(message: string): void {
    this.say.textContent = message;
  }

  // --- the worker --------------------------------------------------------------------------

  private startWorker(): void {
    const url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: "text/javascript" }));
    const worker = new Worker(url);
    URL.revokeObjectURL(url);
    worker.onmessage = (event: MessageEvent<FromWorker>) => this.hear(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      if (this.running) this.show(this.running, { kind: "error", name: "Error", message: event.message || "the worker failed" });
      this.finish?.(false);
    };
    const { files, manifest } = this.files as { files: Record<string, string>; manifest: Record<string, never> };
    this.post(worker, { type: "start", files, manifest });
    this.worker = worker;
  }

  private post(worker: Worker, message: ToWorker): void {
    worker.postMessage(message);
  }

  private hear(message: FromWorker): void {
    if (message.type === "need") {
      const worker = this.worker!;
      load<string>(message.key).then(
        (text) => this.post(worker, { type: "source", key: message.key, text }),
        (e: Error) => this.post(worker, { type: "source", key: message.key, error: e.message }),
      );
    } else if (message.type === "output") {
      const cell = this.ranAs.get(message.id);
      if (cell && cell.runId === message.id) this.show(cell, message.output);
    } else if (message.type === "done" && message.id === this.runId) {
      this.finish?.(message.ok);
    }
  }

  /** Runs one cell in the worker; resolves true when it ended without an error. */
  private runOne(cell: CodeCell): Promise<boolean> {
    this.runId++;
    this.ranAs.set(this.runId, cell);
    cell.runId = this.runId;
    this.running = cell;
    cell.output.replaceChildren();
    cell.outputs = [];
    cell.executionCount = ++this.executions;
    this.setState(cell, "running");
    this.started = performance.now();
    const tick = () => {
      const seconds = Math.round((performance.now() - this.started) / 1000);
      cell.status.textContent = seconds >= 1 ? `running, ${seconds} s` : "running";
    };
    tick();
    this.ticker = window.setInterval(tick, 1000);
    return new Promise<boolean>((resolve) => {
      this.finish = (ok) => {
        window.clearInterval(this.ticker);
        this.finish = null;
        this.running = null;
        const seconds = (performance.now() - this.started) / 1000;
        cell.status.textContent = `${ok ? "ran" : "failed"} in ${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`;
        this.setState(cell, ok ? "done" : "error");
        resolve(ok);
      };
      this.post(this.worker!, { type: "run", id: this.runId, source: cell.editor.state.doc.toString() });
    });
  }

  /** Queues cells to run in order; a cell that fails stops the ones queued after it, as in Jupyter. */
  runCells(cells: CodeCell[]): void {
    const fresh = cells.filter((c) => !this.queue.includes(c) && c !== this.running);
    for (const c of fresh) this.setState(c, "queued");
    this.queue.push(...fresh);
    if (!this.running) void this.drain();
  }

  private async drain(): Promise<void> {
    let ran = 0;
    while (this.queue.length) {
      const cell = this.queue.shift()!;
      this.tell(`Running cell ${cell.number} of ${this.cells.length}${this.queue.length ? `; ${this.queue.length} more queued` : ""}…`);
      const ok = await this.runOne(cell);
      ran++;
      if (!ok && this.queue.length) {
        const skipped = this.queue.splice(0);
        for (const c of skipped) this.setState(c, c.outputs ? (c.box.dataset.ran === "error" ? "error" : "done") : "saved");
        this.tell(`Cell ${cell.number} failed, so the ${skipped.length} cell${skipped.length === 1 ? "" : "s"} queued after it did not run.`);
        return;
      }
      if (!ok) {
        this.tell(`Cell ${cell.number} failed: its message is under it.`);
        return;
      }
    }
    this.tell(`Done: ran ${ran === 1 ? "one cell" : `${ran} cells`}. Their names are kept for the next cell you run.`);
  }

  private runAbove(cell: CodeCell | null): void {
    const upTo = cell ? this.cells.indexOf(cell) : -1;
    if (upTo <= 0) {
      this.tell(cell ? "There is no cell above this one." : "Click in a cell first: Run all above runs every cell above it.");
      return;
    }
    this.runCells(this.cells.slice(0, upTo));
  }

  /** Ends the running cell at once: the worker goes, and the notebook's state with it. */
  stop(): void {
    const cell = this.running;
    const queued = this.queue.splice(0);
    for (const c of queued) this.setState(c, c.outputs ? "done" : "saved");
    if (!cell) {
      this.tell("Nothing is running.");
      return;
    }
    this.worker?.terminate();
    this.show(cell, { kind: "error", name: "Stopped", message: "the cell was stopped, and the names every cell defined were lost with it." });
    const again = el("button", { type: "button", class: "run-above-here", "data-testid": "run-above-here" }, `Run all above cell ${cell.number}`);
    again.addEventListener("click", () => this.runAbove(cell));
    cell.output.appendChild(again);
    this.finish?.(false);
    this.startWorker();
    this.tell(`Stopped cell ${cell.number}. The notebook's state is lost: Run all above cell ${cell.number} rebuilds it.`);
  }

  restart(): void {
    this.queue.splice(0).forEach((c) => this.setState(c, c.outputs ? "done" : "saved"));
    const was = this.running;
    this.worker?.terminate();
    if (was) {
      this.show(was, { kind: "error", name: "Stopped", message: "the notebook was restarted while this cell ran." });
      this.finish?.(false);
    }
    this.startWorker();
    this.executions = 0;
    this.tell("Restarted: no cell has run, and no name is defined. The outputs shown are from before.");
  }

  private setState(cell: CodeCell, state: State): void {
    cell.state = state;
    cell.box.setAttribute("data-state", state);
    if (state === "done" || state === "error") cell.box.dataset.ran = state;
    if (state === "queued") cell.status.textContent = "queued";
  }

  // --- outputs -------------------------------------------------------------------------------

  private show(cell: CodeCell, output: Output): void {
    cell.outputs?.push(output);
    const area = cell.output;
    const last = area.lastElementChild;
    switch (output.kind) {
      case "stdout":
      case "stderr":
        // Consecutive prints are one stream, as Jupyter shows them.
        if (last instanceof HTMLPreElement && last.classList.contains(output.kind) && last.dataset.stream === "yes") last.textContent += output.text;
        else area.appendChild(el("pre", { class: `output ${output.kind}`, "data-stream": "yes" }, output.text));
        break;
      case "error":
        area.appendChild(el("pre", { class: "output stderr error" }, `${output.name}: ${output.message}`));
        break;
      case "note":
        area.appendChild(el("p", { class: "output note" }, output.text));
        break;
      case "table":
        area.appendChild(tableFrom(output.html));
        break;
      case "figure": {
        const charts = ((window as unknown as { CHARTS?: Record<string, unknown> }).CHARTS ??= {});
        charts[output.name] = output.figure;
        const box = el("figure", { class: "chart", id: `chart-${output.name}` });
        box.appendChild(el("div", { class: "plot", "data-chart": output.name }));
        area.appendChild(box);
        drawCharts();
        break;
      }
    }
  }

  // --- edits, kept ----------------------------------------------------------------------------

  private readEdits(): Record<number, string> {
    try {
      return JSON.parse(window.localStorage.getItem(this.storageKey) ?? "{}") as Record<number, string>;
    } catch {
      return {};
    }
  }

  private edited(cell: CodeCell): void {
    const edits = this.readEdits();
    const now = cell.editor.state.doc.toString();
    if (now === cell.saved) delete edits[cell.index];
    else edits[cell.index] = now;
    try {
      if (Object.keys(edits).length) window.localStorage.setItem(this.storageKey, JSON.stringify(edits));
      else window.localStorage.removeItem(this.storageKey);
    } catch {
      this.tell("Your browser would not keep this edit (its storage is full or off): download the notebook to keep it.");
    }
    this.markEdited(cell);
  }

  private markEdited(cell: CodeCell): void {
    cell.box.classList.toggle("edited", cell.editor.state.doc.toString() !== cell.saved);
  }

  private reset(cell: CodeCell): void {
    if (cell === this.running || this.queue.includes(cell)) {
      this.tell(`Cell ${cell.number} is ${cell === this.running ? "running" : "queued"}: stop it before putting it back.`);
      return;
    }
    cell.editor.dispatch({ changes: { from: 0, to: cell.editor.state.doc.length, insert: cell.saved } });
    cell.output.replaceChildren(...cell.savedOutput);
    cell.outputs = null;
    cell.executionCount = null;
    cell.status.textContent = "";
    delete cell.box.dataset.ran;
    this.setState(cell, "saved");
    this.tell(`Cell ${cell.number} is as saved again; the names it defined when run here are still defined (Restart forgets them).`);
  }

  private resetAll(): void {
    if (this.running || this.queue.length) this.stop();
    for (const cell of this.cells) this.reset(cell);
    try {
      window.localStorage.removeItem(this.storageKey);
    } catch {
      /* nothing kept */
    }
    this.restart();
    this.tell("Every cell is as saved, with its saved outputs, and no name is defined.");
  }

  /** What each code cell showed when last run here (null for one showing its saved outputs). */
  outputs(): (Output[] | null)[] {
    return this.cells.map((c) => c.outputs);
  }

  // --- download --------------------------------------------------------------------------------

  /** The notebook with the reader's edits and the outputs of the cells run here, in nbformat. */
  async notebookFile(): Promise<string> {
    const nb = JSON.parse(JSON.stringify(this.notebook)) as SavedNotebook;
    for (const cell of this.cells) {
      const saved = nb.cells[cell.index];
      saved.source = lines(cell.editor.state.doc.toString());
      if (cell.outputs) {
        saved.outputs = await nbOutputs(cell.outputs, this.name);
        saved.execution_count = cell.executionCount;
      }
    }
    return `${JSON.stringify(nb, null, 1)}\n`;
  }

  private async download(): Promise<void> {
    const file = await this.notebookFile();
    const a = el("a", { href: URL.createObjectURL(new Blob([file], { type: "application/x-ipynb+json" })), download: `${this.name}.ipynb` });
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
    this.tell(`Downloaded ${this.name}.ipynb, with your edits and the outputs of the cells run here.`);
  }
}

/** A text as nbformat's list of lines, each keeping its newline. */
function lines(s: string): string[] {
  return s.split(/(?<=\n)/).filter((l) => l !== "");
}

/** A cell's outputs as Jupyter saves them: streams merged, tables as HTML, charts as PNG and live chart. */
async function nbOutputs(outputs: Output[], notebook: string): Promise<unknown[]> {
  const saved: unknown[] = [];
  for (const out of outputs) {
    const last = saved.at(-1) as { output_type?: string; name?: string; text?: string[] } | undefined;
    if (out.kind === "stdout" || out.kind === "stderr") {
      if (last?.output_type === "stream" && last.name === out.kind) last.text = lines(last.text!.join("") + out.text);
      else saved.push({ output_type: "stream", name: out.kind, text: lines(out.text) });
    } else if (out.kind === "error") {
      saved.push({ output_type: "error", ename: out.name, evalue: out.message, traceback: [`${out.name}: ${out.message}`] });
    } else if (out.kind === "table") {
      saved.push({ output_type: "display_data", data: { "text/html": lines(out.html) }, metadata: {} });
    } else if (out.kind === "figure") {
      const plotly = (window as unknown as { Plotly?: { toImage(fig: unknown, o: object): Promise<string> } }).Plotly;
      if (plotly) {
        const png = await plotly.toImage({ data: out.figure.data, layout: out.figure.layout ?? {} }, { format: "png", ...out.size });
        saved.push({ output_type: "display_data", data: { "image/png": png.replace(/^data:image\/png;base64,/, ""), "text/plain": ["<PNG>"] }, metadata: {} });
      }
      saved.push({ output_type: "display_data", data: { "text/html": lines(liveChart(out.figure, out.size, `figure-${notebook}-${out.name}`)) }, metadata: {} });
    }
  }
  return saved;
}

/**
 * A table the library made (tableHtml escapes every value) as elements. Anything but a plain
 * table is shown as text: a cell's output is never run as markup.
 */
function tableFrom(html: string): HTMLElement {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const allowed = new Set(["TABLE", "THEAD", "TBODY", "TR", "TH", "TD"]);
  const plain = [...doc.body.querySelectorAll("*")].every(
    (node) => allowed.has(node.tagName) && [...node.attributes].every((a) => a.name === "style" && a.value === "text-align:right"),
  );
  const box = el("div", { class: "output html" });
  if (plain && doc.body.children.length === 1 && doc.body.firstElementChild?.tagName === "TABLE") box.appendChild(document.adoptNode(doc.body.firstElementChild));
  else box.appendChild(el("pre", { class: "output" }, html));
  return box;
}

function drawCharts(): void {
  (window as unknown as { SITE?: { drawCharts(): void } }).SITE?.drawCharts();
}

/** Turns the switch on: loads the notebook and the site's files, then makes the page runnable. */
async function switchOn(bar: HTMLElement, button: HTMLButtonElement): Promise<void> {
  const name = bar.dataset.notebook!;
  button.disabled = true;
  button.textContent = "Loading the runner…";
  try {
    const [notebook, files] = await Promise.all([load<SavedNotebook>(`notebook:${name}`), load<unknown>("files"), plotlyReady()]);
    const runner = new NotebookRunner(name, notebook, files, bar);
    runner.open();
    (window as unknown as { NOTEBOOK_RUNNER?: NotebookRunner }).NOTEBOOK_RUNNER = runner;
  } catch (e) {
    button.disabled = false;
    button.textContent = "Run in this browser";
    const problem = el("p", { class: "error", role: "alert" }, `The notebook could not be made runnable: ${(e as Error).message}`);
    bar.appendChild(problem);
  }
}

/** plotly.js, which the page has when it has charts; loaded from the site's assets otherwise. */
function plotlyReady(): Promise<void> {
  if ((window as unknown as { Plotly?: unknown }).Plotly) return Promise.resolve();
  return new Promise((resolve) => {
    const script = el("script", { src: "assets/plotly.min.js" });
    script.onload = () => {
      drawCharts();
      resolve();
    };
    script.onerror = () => resolve(); // tables and text still show; charts say nothing
    document.head.appendChild(script);
  });
}

const bar = document.querySelector<HTMLElement>("[data-run-bar]");
const button = bar?.querySelector<HTMLButtonElement>('[data-testid="run-switch"]');
if (bar && button) void switchOn(bar, button);
