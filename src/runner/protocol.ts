/**
 * What the page and the worker that runs a notebook's cells say to each other. The worker runs
 * one cell at a time and reports each of its outputs as it comes; the page draws them.
 */
import type { Figure, ImageSize } from "../display";
import type { WordListEntry } from "../wordlistCheck";

/** One output of a cell, in the order the cell made it. */
export type Output =
  | { kind: "stdout" | "stderr"; text: string }
  | { kind: "table"; html: string }
  | { kind: "figure"; name: string; figure: Figure; size: ImageSize }
  | { kind: "error"; name: string; message: string }
  /** A file the cell wrote, which the page keeps and offers (not the cell's own output). */
  | { kind: "file"; path: string; text: string };

export type ToWorker =
  /** The files the cells may read (project path → text) and the word lists' manifest. */
  | { type: "start"; files: Record<string, string>; manifest: Record<string, WordListEntry> }
  | { type: "run"; id: number; source: string }
  /** The answer to a `need`: a word list's text or a library's code, or why there is none. */
  | { type: "source"; key: string; text?: string; error?: string };

export type FromWorker =
  | { type: "output"; id: number; output: Output }
  /** The worker needs a large piece the page loads only on demand: `wordlist:<name>` or `danfojs`. */
  | { type: "need"; key: string }
  | { type: "done"; id: number; ok: boolean };
