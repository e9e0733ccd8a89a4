import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as fs from "fs";
import * as http from "http";
import * as os from "os";
import * as path from "path";
import { AddressInfo } from "net";
import { fingerprint, loadWordList, normalize, readManifest, WordListEntry, WordListError } from "../src/wordlists";
import { temporaryFolder } from "./tmp";

const words = ["aa", "aah", "aahed"];
const text = "aa\naah\naahed\n";
const tmp = () => temporaryFolder("wordlists-");

let server: http.Server;
let address = "";
let served = text;
let requests = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests++;
    if (req.url === "/tiny.txt") res.end(served);
    else res.writeHead(404).end("not found");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

function manifest(url: string | null = `${address}/tiny.txt`): Record<string, WordListEntry> {
  return { tiny: { name: "tiny", file: "tiny.txt", url, ...fingerprint(words) } };
}

describe("the manifest", () => {
  it("lists every list the notebooks use with its count", () => {
    const m = readManifest();
    expect(Object.fromEntries(Object.entries(m).map(([k, v]) => [k, v.words]))).toMatchObject({
      enable1: 172820, "wordle-small": 2309, "wordle-big": 12972, "sgb-words": 5757, "hangman-words": 173528,
    });
  });
  it("normalizes case and line ends", () => {
    expect(normalize("AA\r\nAah\r\n\r\n")).toEqual(["aa", "aah"]);
    expect(fingerprint(normalize(text.toUpperCase().replace(/\n/g, "\r\n")))).toEqual(fingerprint(words));
  });
  it("matches every list in WORDLIST_DIR", async () => {
    for (const name of Object.keys(readManifest())) {
      const list = await loadWordList(name, { cacheDir: tmp() });
      const { words, bytes, sha256 } = readManifest()[name];
      expect(fingerprint(list)).toEqual({ words, bytes, sha256 });
    }
  });
});

describe("finding a list", () => {
  it("reads WORDLIST_DIR, accepting an uppercase CRLF copy", async () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, "tiny.txt"), text.toUpperCase().replace(/\n/g, "\r\n"));
    expect(await loadWordList("tiny", { manifest: manifest(null), cacheDir: tmp(), wordlistDir: dir })).toEqual(words);
  });
  it("takes a relative WORDLIST_DIR from where the command was typed (INIT_CWD)", async () => {
    const typedIn = tmp();
    fs.mkdirSync(path.join(typedIn, "lists"));
    fs.writeFileSync(path.join(typedIn, "lists", "tiny.txt"), text);
    const before = process.env.INIT_CWD;
    process.env.INIT_CWD = typedIn;
    try {
      expect(await loadWordList("tiny", { manifest: manifest(null), cacheDir: tmp(), wordlistDir: "lists" })).toEqual(words);
    } finally {
      if (before === undefined) delete process.env.INIT_CWD;
      else process.env.INIT_CWD = before;
    }
  });
  it("prefers the cache to WORDLIST_DIR", async () => {
    const cache = tmp();
    fs.writeFileSync(path.join(cache, "tiny.txt"), text);
    expect(await loadWordList("tiny", { manifest: manifest(null), cacheDir: cache, wordlistDir: "/nonexistent" })).toEqual(words);
  });
  it("downloads, verifies and caches, then uses the cache", async () => {
    const cache = tmp();
    served = text;
    const before = requests;
    expect(await loadWordList("tiny", { manifest: manifest(), cacheDir: cache, wordlistDir: tmp() })).toEqual(words);
    expect(requests).toBe(before + 1);
    expect(fs.readdirSync(cache)).toEqual(["tiny.txt"]); // no partial file left behind
    expect(await loadWordList("tiny", { manifest: manifest(), cacheDir: cache })).toEqual(words);
    expect(requests).toBe(before + 1);
  });
  it("draws a progress bar on the given stream", async () => {
    const written: string[] = [];
    const stream = { write: (s: string) => written.push(s) } as unknown as NodeJS.WriteStream;
    await loadWordList("tiny", { manifest: manifest(), cacheDir: tmp(), progress: stream });
    expect(written.join("")).toMatch(/downloading tiny\.txt \[#+\] 100%/);
  });
});

describe("refusing what is wrong", () => {
  it("refuses a bad copy in WORDLIST_DIR, naming it and both fingerprints", async () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, "tiny.txt"), "aa\naah\n");
    const load = loadWordList("tiny", { manifest: manifest(null), cacheDir: tmp(), wordlistDir: dir });
    await expect(load).rejects.toThrow(WordListError);
    await expect(load).rejects.toThrow(
      new RegExp(`refusing ${path.join(dir, "tiny.txt")}.*Expected 3 words with sha256 ${fingerprint(words).sha256}; found 2 words`),
    );
  });
  it("refuses a corrupt cache and says how to recover", async () => {
    const cache = tmp();
    fs.writeFileSync(path.join(cache, "tiny.txt"), "aa\naah\naahs\n");
    await expect(loadWordList("tiny", { manifest: manifest(), cacheDir: cache })).rejects.toThrow(/delete it to download a fresh copy/);
  });
  it("refuses a bad download and caches nothing", async () => {
    const cache = tmp();
    served = "aa\naah\naahs\n";
    await expect(loadWordList("tiny", { manifest: manifest(), cacheDir: cache })).rejects.toThrow(/refusing the download from/);
    served = text;
    expect(fs.readdirSync(cache)).toEqual([]);
  });
  it("says what to do when offline with no copy", async () => {
    const offline = async () => {
      throw new Error("getaddrinfo ENOTFOUND");
    };
    const load = loadWordList("tiny", { manifest: manifest("https://example.invalid/tiny.txt"), cacheDir: tmp(), wordlistDir: tmp(), download: offline });
    await expect(load).rejects.toThrow(/cannot find word list 'tiny'.*downloading https:\/\/example\.invalid\/tiny\.txt failed \(getaddrinfo ENOTFOUND\)\. Set WORDLIST_DIR/);
  });
  it("reports an HTTP error from the server", async () => {
    const m = manifest(`${address}/missing.txt`);
    await expect(loadWordList("tiny", { manifest: m, cacheDir: tmp(), wordlistDir: tmp() })).rejects.toThrow(/HTTP 404/);
  });
  it("names the lists it knows for an unknown name", async () => {
    await expect(loadWordList("enable2")).rejects.toThrow(/unknown word list 'enable2'; known lists: enable1, /);
  });
  it("explains a list with no address", async () => {
    await expect(loadWordList("tiny", { manifest: manifest(null), cacheDir: tmp(), wordlistDir: tmp() })).rejects.toThrow(
      /has no download address\. Set WORDLIST_DIR to a folder holding tiny\.txt/,
    );
  });
});
