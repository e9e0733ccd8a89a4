/**
 * What makes a copy of a word list the list the manifest names: its words, normalized, counted
 * and hashed. Plain code, so the page that runs notebooks checks the lists it is given as Node does.
 */
import { sha256 } from "@noble/hashes/sha256";
import { bytesToHex } from "@noble/hashes/utils";

/** One entry of the manifest `data/wordlists.json`. */
export interface WordListEntry {
  readonly name: string;
  readonly file: string;
  /** Where to download it from, or null when it has no public address. */
  readonly url: string | null;
  /** How many whitespace-separated words it has. */
  readonly words: number;
  /** The size of its normalized content; a copy of over twice that is refused before it is read. */
  readonly bytes: number;
  /** SHA-256 of its normalized content: the words lowercased, in file order, each followed by "\n". */
  readonly sha256: string;
  readonly note?: string;
}

/** Raised when a list cannot be found or a copy of it does not match the manifest. */
export class WordListError extends Error {
  override name = "WordListError";
}

/**
 * The words of a text, lowercased, in order: how every list is read, whatever its case or line ends.
 * @example normalize("AA\r\nAah\r\n") //=> ["aa", "aah"]
 */
export function normalize(text: string): string[] {
  return text.split(/\s+/).filter((w) => w.length > 0).map((w) => w.toLowerCase());
}

/**
 * The count, size and hash that identify a list's content (normalized: a word and "\n" each).
 * @example fingerprint(["aa", "aah"]) //=> { words: 2, bytes: 7, sha256: "…" }
 */
export function fingerprint(words: readonly string[]): { words: number; bytes: number; sha256: string } {
  const content = new TextEncoder().encode(words.map((w) => `${w}\n`).join(""));
  return { words: words.length, bytes: content.length, sha256: bytesToHex(sha256(content)) };
}

/**
 * The words of `text` if it is a faithful copy of `entry`; throws WordListError naming `where`,
 * the expected and the found fingerprint otherwise.
 */
export function verify(entry: WordListEntry, text: string, where: string): string[] {
  const words = normalize(text);
  const found = fingerprint(words);
  if (found.words !== entry.words || found.sha256 !== entry.sha256) {
    throw new WordListError(
      `refusing ${where}: it is not the word list '${entry.name}'. ` +
        `Expected ${entry.words} words with sha256 ${entry.sha256}; ` +
        `found ${found.words} words with sha256 ${found.sha256}.`,
    );
  }
  return words;
}

