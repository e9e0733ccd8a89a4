// What the prose tests read in a text: its figures as a reader reads them, and its durations in
// words; and what a notebook printed, to find them in.
/** The heading that starts a notebook's list of figures quoted from elsewhere. */
export const QUOTED = "Figures quoted from elsewhere";

export interface Cell {
  cell_type: string;
  source: string[] | string;
  outputs?: { output_type?: string; text?: string[] | string; data?: Record<string, string[] | string> }[];
}
export const text = (s: string[] | string | undefined) => (Array.isArray(s) ? s.join("") : (s ?? ""));

/**
 * The figures of a text, as a reader reads them: integers of two digits or more (with thousands
 * commas), decimals, and any number followed by %, × or a unit of time.
 */
export function figures(prose: string): string[] {
  const found = [...prose.matchAll(/(?<![\w.])(\d[\d,]*(?:\.\d+)?)(\s?[%×]|\s(?:ms|s|seconds?|minutes?|min|hours?)\b)?/g)];
  return found
    .filter(([, number, unit]) => unit || number.replace(/,$/, "").replace(/\D/g, "").length >= 2 || number.includes("."))
    .map(([, number]) => number.replace(/,$/, ""));
}

/**
 * Durations written in words ("takes about a second", "a few seconds", "five hours"), which no
 * output can back. "A second" is a time only after a word that measures ("about", "in", "of"…),
 * not in "a second guess".
 */
export function durationsInWords(prose: string): string[] {
  const measure = "about|in|takes?|took|under|over|within|of|than|only|just|nearly|almost|roughly|for|half|per";
  const plural = "two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|a few|several|a couple of|many";
  const one = `(?:${measure})\\s+((?:a|an|one)\\s+(?:millisecond|second|minute|hour|day))\\b`;
  const many = `((?:${plural})\\s+(?:milliseconds|seconds|minutes|hours|days))\\b`;
  return [...prose.matchAll(new RegExp(`\\b(?:${one}|${many})`, "gi"))].map((m) => m[1] ?? m[2]);
}

/** Whether a figure appears in a text as a number of its own, not inside a longer one. */
export function appears(figure: string, text: string): boolean {
  const escaped = plain(figure).replace(/\./g, "\\.");
  return new RegExp(`(?<![\\d.])${escaped}(?!\\d|\\.\\d)`).test(text);
}

/** Prose without what is not prose: addresses, inline code, HTML attributes. */
export function prose(markdown: string): string {
  return markdown
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/<[^>]*>/g, " ")
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/`[^`]*`/g, " ")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/\b[\w-]+(\.[\w-]+)+\/\S*/g, " ") // an address written out, as a link's text
    .replace(/\b\d+(\.\d+){3}\b/g, " ") // an IP address, such as the server's 127.0.0.1
    .replace(/\bSHA-\d+\b/g, " "); // a hash's name
}

export const plain = (figure: string) => figure.replace(/,/g, "");

/**
 * Everything a notebook's cells printed as text, with thousands commas left out. Pictures are
 * left out: a PNG's base64 holds digits by chance, and a figure must be printed, not found there.
 */
export function outputsOf(cells: readonly Cell[]): string {
  return plain(
    cells
      .flatMap((c) => c.outputs ?? [])
      .map((o) => text(o.text) + Object.entries(o.data ?? {}).filter(([type]) => type.startsWith("text/")).map(([, data]) => text(data)).join(" "))
      .join("\n"),
  );
}
