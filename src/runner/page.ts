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
/** How a run ended: the cell finished, threw, or was stopped with its worker. */
type Ending = "ok" | "failed" | "stopped";

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

/** An edit kept in localStorage, with the fingerprint of the saved cell it changes. */
interface Kept {
  edit: string;
  of: string;
}

/** A short fingerprint of a text (FNV-1a, 32 bits): enough to tell a changed cell. */
function fingerprint(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
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
// On a phone's width an editor shows a third of a line: there its lines wrap, so what is typed stays in view.
const narrow = window.matchMedia?.("(max-width: 50rem)").matches ?? false;

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
  /** Edits kept for cells the notebook has changed since, left out. */
  private stale = 0;
  /** The cell of each run, so that what a cell prints after it ended (a timer's output) goes under it. */
  private readonly ranAs = new Map<number, CodeCell>();
  private finish: ((ending: Ending) => void) | null = null;
  private readonly say: HTMLElement;
  private readonly storageKey: string;

  constructor(
    private readonly name: string,
    private readonly notebook: SavedNotebook,
    private readonly files: unknown,
    private readonly bar: HTMLElement,
  ) {
    this.storageKey = `notebook-edits:${name}`;
    this.say = el("p", { class: "run-status", "data-testid": "run-status", role: "status" });
  }

  /** Turns the page into a runnable notebook. */
  open(): void {
    const edits = this.readEdits();
    const boxes = [...document.querySelectorAll<HTMLElement>("main .cell.code")];
    const code = this.notebook.cells.map((c, i) => [c, i] as const).filter(([c]) => c.cell_type === "code");
    if (boxes.length !== code.length) throw new Error(`the page shows ${boxes.length} code cells and the notebook has ${code.length}`);
    let stale = 0;
    code.forEach(([cell, index], k) => {
      const kept = edits[index];
      const fits = kept && kept.of === fingerprint(text(cell.source));
      if (kept && !fits) stale++;
      this.cells.push(this.makeCell(boxes[k], cell, index, k + 1, fits ? kept.edit : undefined));
    });
    this.stale = stale;
    // Runs here are numbered after the saved ones, so a downloaded notebook's counts stay distinct.
    this.executions = Math.max(0, ...code.map(([cell]) => cell.execution_count ?? 0));
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
    // Numbered as the status line names cells.
    tools.append(el("span", { class: "cell-number" }, `Cell ${number}`), run, reset, status);
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
        ...(narrow ? [EditorView.lineWrapping] : []),
        // What is typed stays clear of the site's header and of the bar, at the foot of a phone's screen.
        EditorView.scrollMargins.of(() => ({
          top: (document.querySelector<HTMLElement>("header.top")?.offsetHeight ?? 0) + (narrow ? 0 : this.bar.offsetHeight),
          bottom: narrow ? this.bar.offsetHeight : 0,
        })),
        EditorView.contentAttributes.of({ "aria-label": `Code of cell ${number}` }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) this.edited(me);
          if (update.focusChanged && update.view.hasFocus) this.focused = me;
        }),
      ],
    });
    run.addEventListener("click", () => {
      this.focused = me; // Run all above then means the cells above this one
      this.runCells([me]);
    });
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
    // The switch turns the page back into the saved notebook: a reload, which keeps the edits.
    on.textContent = "Turn the runner off";
    on.setAttribute("aria-pressed", "true");
    on.removeAttribute("disabled");
    on.setAttribute("title", "Back to the saved notebook; your edits are kept in this browser for next time");
    on.addEventListener("click", () => {
      const ran = this.cells.some((c) => c.outputs);
      if (!ran || window.confirm("Turn the runner off? The outputs of the cells run here will be gone; your edits are kept.")) window.location.reload();
    });
    tools.append(
      button("run-all", "Run all", "Run every cell, from the first", () => this.runCells(this.cells)),
      button("run-above", "Run all above", "Run every cell above the one you last clicked, typed in or ran", () => this.runAbove(this.focused)),
      button("stop", "Stop", "Stop the running cell at once (the notebook's state is lost with it)", () => this.stop()),
      button("restart", "Restart", "Forget every name the cells defined, as a kernel restart does", () => this.restart()),
      button("reset-all", "Reset all", "Put back every saved cell and its outputs", () => this.resetAll()),
      button("download", "Download with your edits", "The .ipynb with your edits and the outputs of the cells run here", () => void this.download()),
      on,
    );
    const note = el(
      "p",
      { class: "run-note" },
      "Here a cell's TypeScript runs without its types being checked (Jupyter checks them), in the background of this page. " +
        "Times are measured by this browser, whose clock ticks every 0.1 ms and counts waiting as well as work, so they differ from the saved ones.",
    );
    // The note is read once, below the bar: the bar stays in view, and small, as the page scrolls.
    this.bar.replaceChildren(tools, this.say);
    this.bar.after(note);
    this.bar.classList.add("on");
    this.tell(
      `Ready: no cell has run yet. Run all runs the notebook from the start; ${narrow ? "a cell's Run button" : "Shift+Enter"} runs the cell you are in.` +
        (this.stale ? ` (${this.stale === 1 ? "An edit" : `${this.stale} edits`} kept in this browser belonged to cells that have changed since, and ${this.stale === 1 ? "was" : "were"} left out.)` : ""),
    );
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
      this.finish?.("failed");
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
      // Only what the runner's own scripts are: a cell that posts messages itself gets nothing else.
      const { manifest } = this.files as { manifest: Record<string, unknown> };
      const known = message.key === "danfojs" || (/^wordlist:[\w-]+$/.test(message.key) && Object.hasOwn(manifest, message.key.slice(9)));
      if (!known) {
        this.post(worker, { type: "source", key: String(message.key), error: `the page has no ${String(message.key)}` });
        return;
      }
      load<string>(message.key).then(
        (text) => this.post(worker, { type: "source", key: message.key, text }),
        (e: Error) => this.post(worker, { type: "source", key: message.key, error: e.message }),
      );
    } else if (message.type === "output") {
      const cell = this.ranAs.get(message.id);
      if (cell && cell.runId === message.id) this.show(cell, message.output);
    } else if (message.type === "done" && message.id === this.runId) {
      this.finish?.(message.ok ? "ok" : "failed");
    }
  }

  /** Runs one cell in the worker; resolves to how it ended. */
  private runOne(cell: CodeCell): Promise<Ending> {
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
    return new Promise<Ending>((resolve) => {
      this.finish = (ending) => {
        window.clearInterval(this.ticker);
        this.finish = null;
        this.running = null;
        const seconds = (performance.now() - this.started) / 1000;
        // A cell of a few milliseconds says so, not "0.0 s".
        const took = seconds < 0.05 ? "under 0.1 s" : `${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`;
        cell.status.textContent = ending === "ok" ? `ran in ${took}` : ending === "failed" ? `failed after ${took}` : `stopped after ${took}`;
        this.setState(cell, ending === "ok" ? "done" : "error");
        resolve(ending);
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
      const ending = await this.runOne(cell);
      ran++;
      // Stop and Restart said what happened themselves.
      if (ending === "stopped") return;
      if (ending === "failed") {
        const skipped = this.unqueue(`not run: cell ${cell.number} failed`);
        this.tell(
          skipped
            ? `Cell ${cell.number} failed, so the ${skipped === 1 ? "cell" : `${skipped} cells`} queued after it did not run.`
            : `Cell ${cell.number} failed: its message is under it.`,
        );
        return;
      }
    }
    this.tell(`Done: ran ${ran === 1 ? "one cell; what it defined is" : `${ran} cells; what they defined is`} kept for the cells you run next.`);
  }

  /** Takes every queued cell off the queue, saying why under each; returns how many there were. */
  private unqueue(why: string): number {
    const skipped = this.queue.splice(0);
    for (const c of skipped) {
      this.setState(c, c.outputs ? (c.box.dataset.ran as State) : "saved");
      c.status.textContent = why;
    }
    return skipped.length;
  }

  private runAbove(cell: CodeCell | null): void {
    const upTo = cell ? this.cells.indexOf(cell) : -1;
    if (upTo <= 0) {
      this.tell(cell ? `There is no cell above cell ${cell.number}.` : "Click in a cell first: Run all above runs every cell above it.");
      return;
    }
    this.runCells(this.cells.slice(0, upTo));
  }

  /** Ends the worker at once, and the notebook's state with it; the running cell says why. */
  private endWorker(why: string, what: "stop" | "restart"): CodeCell | null {
    const cell = this.running;
    this.unqueue(`not run: ${what === "stop" ? "stopped" : "restarted"}`);
    this.worker?.terminate();
    // What the cells run before defined is gone: their outputs stay, and say so.
    for (const c of this.cells) if (c !== cell && c.outputs && !c.status.textContent?.includes(" before the ")) c.status.textContent += `, before the ${what}`;
    if (cell) {
      this.show(cell, { kind: "error", name: "Stopped", message: why });
      this.finish?.("stopped");
    }
    this.startWorker();
    return cell;
  }

  /** Ends the running cell at once: the worker goes, and the notebook's state with it. */
  stop(): void {
    if (!this.running) {
      this.unqueue("");
      this.tell("Nothing is running.");
      return;
    }
    const cell = this.endWorker("the cell was stopped, and what every cell had defined was lost with it.", "stop")!;
    const again = el("button", { type: "button", class: "run-above-here", "data-testid": "run-above-here" }, `Run all above cell ${cell.number}`);
    again.addEventListener("click", () => this.runAbove(cell));
    cell.output.appendChild(again);
    this.tell(`Stopped cell ${cell.number}. The notebook's state is lost: Run all above cell ${cell.number} rebuilds it.`);
  }

  restart(): void {
    this.endWorker("the notebook was restarted while this cell ran.", "restart");
    this.tell("Restarted: no name is defined now; run the cells again (Run all, or Run all above). The outputs shown are from before.");
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
        // Appended as a text node: adding to textContent would copy the whole stream each time.
        if (last instanceof HTMLPreElement && last.classList.contains(output.kind) && last.dataset.stream === "yes") last.append(output.text);
        else area.appendChild(el("pre", { class: `output ${output.kind}`, "data-stream": "yes" }, output.text));
        break;
      case "error": {
        area.appendChild(el("pre", { class: "output stderr error" }, `${output.name}: ${output.message}`));
        // A name an earlier cell defines, run out of order or after a stop: the way back, offered.
        const at = this.cells.indexOf(cell);
        if (output.name === "ReferenceError" && at > 0) {
          const hint = el("p", { class: "output note" }, "Is it a name an earlier cell defines? Run the cells above this one first: ");
          const again = el("button", { type: "button", class: "run-above-here", "data-testid": "run-above-here" }, `Run all above cell ${cell.number}`);
          again.addEventListener("click", () => this.runAbove(cell));
          hint.appendChild(again);
          area.appendChild(hint);
        }
        break;
      }
      case "file": {
        // A page cannot write to the reader's disk: the file is kept for the cells, and offered.
        const note = el("p", { class: "output note" }, `In this page, ${output.path} is kept in memory for the cells after this one (Stop and Restart forget it): a page cannot write to your disk. `);
        const link = el("a", { href: URL.createObjectURL(new Blob([output.text], { type: "text/plain" })), download: output.path.split("/").pop()! }, "Download it");
        note.appendChild(link);
        area.appendChild(note);
        break;
      }
      case "table":
        area.appendChild(tableFrom(output.html));
        break;
      case "figure": {
        // Kept under a name of this run's own, so that it never replaces a saved chart of the page.
        const charts = ((window as unknown as { CHARTS?: Record<string, unknown> }).CHARTS ??= {});
        const key = `run-${cell.runId}-${cell.outputs?.length ?? 0}`;
        charts[key] = output.figure;
        const box = el("figure", { class: "chart" });
        const plot = el("div", { class: "plot", "data-chart": key });
        box.appendChild(plot);
        area.appendChild(box);
        (window as unknown as { SITE?: { drawChart(div: HTMLElement): void } }).SITE?.drawChart(plot);
        break;
      }
    }
  }

  // --- edits, kept ----------------------------------------------------------------------------

  /**
   * The edits kept for this notebook: cell index → the edit, each with a fingerprint of the
   * saved cell it was made to, so that an edit of a cell the notebook no longer has is left out.
   */
  private readEdits(): Record<number, Kept> {
    let stored: unknown;
    try {
      stored = JSON.parse(window.localStorage.getItem(this.storageKey) ?? "{}");
    } catch {
      return {};
    }
    if (!stored || typeof stored !== "object" || Array.isArray(stored)) return {};
    const edits: Record<number, Kept> = {};
    for (const [index, kept] of Object.entries(stored as Record<string, Kept>)) {
      if (/^\d+$/.test(index) && kept && typeof kept.edit === "string" && typeof kept.of === "string") edits[Number(index)] = kept;
    }
    return edits;
  }

  private edited(cell: CodeCell): void {
    const edits = this.readEdits();
    const now = cell.editor.state.doc.toString();
    if (now === cell.saved) delete edits[cell.index];
    else edits[cell.index] = { edit: now, of: fingerprint(cell.saved) };
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
    const edited = this.cells.filter((c) => c.editor.state.doc.toString() !== c.saved).length;
    const ask = `Put back every cell as saved? ${edited === 1 ? "Your edit to one cell" : `Your edits to ${edited} cells`} will be lost.`;
    if (edited && !window.confirm(ask)) return;
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
    let file: string;
    try {
      file = await this.notebookFile();
    } catch (e) {
      this.tell(`The notebook could not be written: ${(e as Error).message}`);
      return;
    }
    const a = el("a", { href: URL.createObjectURL(new Blob([file], { type: "application/x-ipynb+json" })), download: `${this.name}-edited.ipynb` });
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
    this.tell(
      `Downloaded ${this.name}-edited.ipynb, with your edits and the outputs of the cells run here. To run it with ` +
        "npm start or Jupyter, put it in the project's notebooks/ folder, where its paths (./src, ../data) lead.",
    );
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
      // Saved as HTML only when it is a plain table, as the page showed it; else as text.
      const data = plainTable(out.html) ? { "text/html": lines(out.html) } : { "text/plain": lines(out.html) };
      saved.push({ output_type: "display_data", data, metadata: {} });
    } else if (out.kind === "figure") {
      const name = /^[\w-]+$/.test(out.name) ? out.name : "figure";
      const plotly = (window as unknown as { Plotly?: { toImage(fig: unknown, o: object): Promise<string> } }).Plotly;
      // A figure plotly cannot draw as a picture keeps its live chart only.
      const png = await plotly?.toImage({ data: out.figure.data, layout: out.figure.layout ?? {} }, { format: "png", ...out.size }).catch(() => null);
      if (png) saved.push({ output_type: "display_data", data: { "image/png": png.replace(/^data:image\/png;base64,/, ""), "text/plain": ["<PNG>"] }, metadata: {} });
      saved.push({ output_type: "display_data", data: { "text/html": lines(liveChart(out.figure, out.size, `figure-${notebook}-${name}`)) }, metadata: {} });
    }
  }
  return saved;
}

/**
 * A table the library made (tableHtml escapes every value) as elements. Anything but a plain
 * table is shown as text: a cell's output is never run as markup.
 */
function tableFrom(html: string): HTMLElement {
  const table = plainTable(html);
  const box = el("div", { class: "output html" });
  box.appendChild(table ? document.adoptNode(table) : el("pre", { class: "output" }, html));
  return box;
}

/** The table that `html` is, when it is nothing but a table of text as tableHtml writes them. */
function plainTable(html: string): HTMLTableElement | null {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const allowed = new Set(["TABLE", "THEAD", "TBODY", "TR", "TH", "TD"]);
  const plain = [...doc.body.querySelectorAll("*")].every(
    (node) => allowed.has(node.tagName) && [...node.attributes].every((a) => a.name === "style" && a.value === "text-align:right"),
  );
  const table = doc.body.firstElementChild;
  return plain && doc.body.children.length === 1 && table instanceof HTMLTableElement ? table : null;
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
    bar.querySelector(".runner-problem")?.remove();
    const problem = el("p", { class: "error runner-problem", role: "alert" }, `The notebook could not be made runnable: ${(e as Error).message}`);
    bar.appendChild(problem);
    // The switch tries again (the page's own script loads the runner only once).
    button.onclick = () => void switchOn(bar, button);
  }
}

/** plotly.js, which the page has when it has charts; loaded from the site's assets otherwise. */
function plotlyReady(): Promise<void> {
  if ((window as unknown as { Plotly?: unknown }).Plotly) return Promise.resolve();
  return new Promise((resolve) => {
    const script = el("script", { src: "assets/plotly.min.js" });
    script.onload = () => resolve();
    script.onerror = () => resolve(); // tables and text still show; charts say nothing
    document.head.appendChild(script);
  });
}

const bar = document.querySelector<HTMLElement>("[data-run-bar]");
const button = bar?.querySelector<HTMLButtonElement>('[data-testid="run-switch"]');
if (bar && button) void switchOn(bar, button);
