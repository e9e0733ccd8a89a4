// The site's web server under hostile requests: any page open in the browser can send them.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as http from "http";
import * as net from "net";
import * as os from "os";
import * as path from "path";
import { serveFolder } from "../src/site/serve";

/** A server for `root` on a random port in 20000–40000 (another one if that port is taken). */
async function serve(root: string): Promise<{ server: http.Server; port: number }> {
  for (let attempt = 0; ; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    try {
      return { server: await serveFolder(root, port), port };
    } catch (e) {
      if (attempt === 5 || !/in use/.test((e as Error).message)) throw e;
    }
  }
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  complete: boolean; // false when the server cut the answer short
}

/** One request to 127.0.0.1, sent as it is (fetch would normalize the path or refuse the method). */
function request(port: number, address: string, method = "GET", timeout = 2_000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = http.request({ host: "127.0.0.1", port, path: address, method, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", () => {}); // a cut answer: told by `complete`
      response.on("close", () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), complete: response.complete });
      });
    });
    const timer = setTimeout(() => {
      sent.destroy();
      reject(new Error(`${method} ${address.slice(0, 60)}: no answer in ${timeout} ms`));
    }, timeout);
    sent.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    sent.end();
  });
}

const openDescriptors = () => fs.readdirSync("/proc/self/fd").length;

describe("serveFolder", () => {
  let top: string; // holds the served folder and a file outside it
  let dir: string;
  let big: Buffer;
  let server: http.Server;
  let port: number;
  let socket: net.Server;

  beforeAll(async () => {
    top = fs.mkdtempSync(path.join(os.tmpdir(), "serve-"));
    dir = path.join(top, "site");
    fs.mkdirSync(path.join(dir, "sub"), { recursive: true });
    fs.writeFileSync(path.join(dir, "index.html"), "<h1>home</h1>");
    fs.writeFileSync(path.join(dir, "sub", "index.html"), "<h1>sub</h1>");
    fs.writeFileSync(path.join(dir, "site.js"), "export {};");
    big = Buffer.alloc(8 << 20, "word puzzles ");
    fs.writeFileSync(path.join(dir, "big.bin"), big);
    fs.mkdirSync(path.join(dir, "x.html")); // a folder named like a file, with no index.html
    fs.writeFileSync(path.join(top, "outside.txt"), "secret");
    fs.symlinkSync(path.join(top, "outside.txt"), path.join(dir, "link.txt"));
    execFileSync("mkfifo", [path.join(dir, "pipe.html")]);
    fs.mkdirSync(path.join(dir, "fifo"));
    execFileSync("mkfifo", [path.join(dir, "fifo", "index.html")]);
    socket = net.createServer();
    await new Promise<void>((done) => socket.listen(path.join(dir, "socket.html"), done));
    ({ server, port } = await serve(dir));
  });
  afterAll(async () => {
    await new Promise((done) => server?.close(done));
    await new Promise((done) => socket?.close(done));
    fs.rmSync(top, { recursive: true, force: true });
  });
  afterEach(() => vi.restoreAllMocks());

  /** The server still serves a normal request. */
  async function stillServes(): Promise<void> {
    const home = await request(port, "/");
    expect([home.status, home.body.toString()]).toEqual([200, "<h1>home</h1>"]);
  }

  it("serves files with their type, length, nosniff and no-cache", async () => {
    for (const [address, file, type] of [
      ["/", "index.html", "text/html"],
      ["/index.html", "index.html", "text/html"],
      ["/sub/", "sub/index.html", "text/html"],
      ["/sub", "sub/index.html", "text/html"],
      ["/site.js", "site.js", "text/javascript"],
      ["/big.bin", "big.bin", "application/octet-stream"],
    ]) {
      const answer = await request(port, address);
      const content = fs.readFileSync(path.join(dir, file));
      expect(answer.status, address).toBe(200);
      expect(answer.headers["content-type"]).toContain(type);
      expect(answer.headers["content-length"]).toBe(String(content.length));
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["cache-control"]).toBe("no-cache");
      expect(answer.body.equals(content)).toBe(true);
    }
    expect((await fetch(`http://127.0.0.1:${port}/sub/`)).status).toBe(200);
  });

  it("answers HEAD with the headers and no body", async () => {
    const head = await request(port, "/big.bin", "HEAD");
    expect([head.status, head.headers["content-length"], head.body.length]).toEqual([200, String(big.length), 0]);
    expect(head.headers["x-content-type-options"]).toBe("nosniff");
    const missing = await request(port, "/nothing", "HEAD");
    expect([missing.status, missing.body.length]).toEqual([404, 0]);
    await stillServes();
  });

  it("answers other methods 405, with Allow: GET, HEAD", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"]) {
      const answer = await request(port, "/index.html", method);
      expect([method, answer.status, answer.headers.allow]).toEqual([method, 405, "GET, HEAD"]);
      expect(answer.headers["content-length"]).toBe(String(answer.body.length));
    }
    await stillServes();
  });

  it("answers CONNECT 405 too, and sends an empty file", async () => {
    const said = await new Promise<string>((resolve, reject) => {
      const raw = net.connect(port, "127.0.0.1", () => raw.write("CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"));
      let text = "";
      raw.setEncoding("utf8").on("data", (d) => (text += d));
      raw.on("end", () => resolve(text));
      raw.on("error", reject);
      setTimeout(() => (raw.destroy(), reject(new Error(`no answer to CONNECT: ${JSON.stringify(text)}`))), 2_000);
    });
    expect(said.split("\r\n")[0]).toBe("HTTP/1.1 405 Method Not Allowed");
    fs.writeFileSync(path.join(dir, "empty.txt"), "");
    const empty = await request(port, "/empty.txt");
    expect([empty.status, empty.headers["content-length"], empty.body.length, empty.complete]).toEqual([200, "0", 0, true]);
    await stillServes();
  });

  it("sends no more than the length it promised, of a file that grows while it is sent", async () => {
    const file = path.join(dir, "growing.bin");
    fs.writeFileSync(file, Buffer.alloc(1 << 20, "a"));
    const answer = await new Promise<Answer>((resolve, reject) => {
      const sent = http.request({ host: "127.0.0.1", port, path: "/growing.bin", agent: false }, (response) => {
        fs.appendFileSync(file, Buffer.alloc(4 << 20, "b")); // after the headers, before most of the body
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), complete: response.complete }));
      });
      sent.on("error", reject);
      sent.end();
    });
    expect([answer.status, answer.headers["content-length"], answer.body.length]).toEqual([200, String(1 << 20), 1 << 20]);
    fs.rmSync(file);
    await stillServes();
  });

  it("serves nothing from elsewhere once the folder above it is replaced by a link", async () => {
    const top2 = fs.mkdtempSync(path.join(os.tmpdir(), "serve-parent-"));
    const [above, away, other] = ["above", "away", "other"].map((name) => path.join(top2, name));
    fs.mkdirSync(path.join(above, "site"), { recursive: true });
    fs.writeFileSync(path.join(above, "site", "index.html"), "ours");
    fs.mkdirSync(path.join(other, "site"), { recursive: true });
    fs.writeFileSync(path.join(other, "site", "index.html"), "not ours");
    const { server: s, port: p } = await serve(path.join(above, "site"));
    try {
      expect((await request(p, "/")).body.toString()).toBe("ours");
      fs.renameSync(above, away);
      fs.symlinkSync(other, above); // the served path now leads into another folder
      expect((await request(p, "/")).status).toBe(404);
    } finally {
      await new Promise((done) => s.close(done));
      fs.rmSync(top2, { recursive: true, force: true });
    }
  });

  it("serves nothing when its folder is replaced by a link elsewhere", async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), "serve-link-"));
    const linked = path.join(other, "site");
    fs.symlinkSync(top, linked); // the folder the server was given is now a link (to a folder with outside.txt)
    const { server: s, port: p } = await serve(linked);
    try {
      expect((await request(p, "/outside.txt")).status).toBe(404);
      expect((await request(p, "/site/index.html")).status).toBe(404);
    } finally {
      await new Promise((done) => s.close(done));
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  // [what it is, the address as sent, the answers allowed]
  const hostile: [string, string, number[]][] = [
    ["a file taken for a folder (ENOTDIR)", "/index.html/", [404]],
    ["a path through a file", "/index.html/x", [404]],
    ["a NUL byte", "/index.html%00", [400]],
    ["a NUL byte alone", "/%00", [400]],
    ["a segment too long (ENAMETOOLONG)", `/${"a".repeat(300)}`, [400, 404]],
    ["a folder segment too long", `/${"a".repeat(300)}/`, [400, 404]],
    ["a path too long", `/${"ab/".repeat(1500)}`, [400, 404]],
    ["a folder named like a file, without index.html", "/x.html", [404]],
    ["the same folder with a slash", "/x.html/", [404]],
    ["a malformed %-escape", "/%E0%A4%A", [400]],
    ["a lone %", "/%", [400]],
    ["a missing file", "/nothing", [404]],
    ["a missing folder", "/no/such/folder/", [404]],
    ["../ as it is", "/../outside.txt", [403, 404]],
    ["..%2F", "/..%2Foutside.txt", [403, 404]],
    ["%2e%2e/", "/%2e%2e/outside.txt", [403, 404]],
    ["%2E%2E%2F", "/%2E%2E%2Foutside.txt", [403, 404]],
    ["..%2F twice from a subfolder", "/sub/..%2F..%2Foutside.txt", [403, 404]],
    ["..%5C (a backslash)", "/..%5Coutside.txt", [403, 404]],
    ["%252e%252e (escaped twice)", "/%252e%252e/outside.txt", [403, 404]],
    ["a symbolic link out of the folder", "/link.txt", [403, 404]],
    ["an asterisk", "*", [400, 404]],
  ];
  it.each(hostile)("answers %s, and goes on serving", async (_, address, statuses) => {
    const answer = await request(port, address);
    expect(statuses).toContain(answer.status);
    expect(answer.body.toString()).not.toContain("secret");
    expect(answer.headers["content-length"]).toBe(String(answer.body.length));
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["cache-control"]).toBe("no-cache");
    await stillServes();
  });

  it.each([["a FIFO", "/pipe.html"], ["a folder whose index.html is a FIFO", "/fifo/"], ["a socket", "/socket.html"]])(
    "never opens %s: 404 at once",
    async (_, address) => {
      expect((await request(port, address, "GET", 1_500)).status).toBe(404); // a FIFO opened to read would block
      await stillServes();
    },
  );

  it("answers 403 for a file it may not open, 500 for another failed open", async () => {
    // Tests run as root here, who reads every file: the refusal is made by the open itself.
    const refused = Object.assign(new Error("EACCES: permission denied"), { code: "EACCES" });
    const open = vi.spyOn(fs.promises, "open").mockRejectedValueOnce(refused);
    expect((await request(port, "/site.js")).status).toBe(403);
    expect(open).toHaveBeenCalled();
    open.mockRejectedValueOnce(Object.assign(new Error("EIO: i/o error, open"), { code: "EIO" }));
    expect((await request(port, "/site.js")).status).toBe(500);
    await stillServes();
  });

  it.skipIf(process.getuid?.() === 0)("answers 403 for a file without read permission", async () => {
    const file = path.join(dir, "private.html");
    fs.writeFileSync(file, "private", { mode: 0o000 });
    try {
      expect((await request(port, "/private.html")).status).toBe(403);
      await stillServes();
    } finally {
      fs.rmSync(file);
    }
  });

  it("a read error before the first byte answers 500; after it, the answer is cut; the server goes on", async () => {
    const probe = await fs.promises.open(path.join(dir, "index.html"));
    const prototype = Object.getPrototypeOf(probe) as fs.promises.FileHandle;
    await probe.close();
    const original = prototype.createReadStream;
    const failing = (when: "at once" | "after a chunk") =>
      function (this: fs.promises.FileHandle, options?: Parameters<typeof original>[0]) {
        const stream = original.call(this, options);
        const fail = () => stream.destroy(Object.assign(new Error("EIO: i/o error, read"), { code: "EIO" }));
        if (when === "at once") process.nextTick(fail);
        else stream.once("data", fail);
        return stream;
      };
    const before = openDescriptors();
    const read = vi.spyOn(prototype, "createReadStream").mockImplementationOnce(failing("at once"));
    const early = await request(port, "/big.bin");
    expect(early.status).toBe(500);
    expect(early.body.toString()).toBe("cannot read the file");
    read.mockImplementationOnce(failing("after a chunk"));
    const late = await request(port, "/big.bin");
    expect(read).toHaveBeenCalledTimes(2);
    expect([late.status, late.complete]).toEqual([200, false]);
    expect(late.body.length).toBeLessThan(big.length);
    await stillServes();
    await expect.poll(openDescriptors, { timeout: 2_000 }).toBeLessThanOrEqual(before + 3);
  });

  it("frees the descriptor of each download the client gives up", async () => {
    const before = openDescriptors();
    const started = Date.now();
    const abort = () =>
      new Promise<void>((done, fail) => {
        const sent = http.get({ host: "127.0.0.1", port, path: "/big.bin", agent: false }, (response) => {
          response.once("data", () => {
            sent.destroy();
            done();
          });
        });
        sent.on("error", (e) => (sent.destroyed ? done() : fail(e)));
      });
    for (let round = 0; round < 15; round++) await Promise.all(Array.from({ length: 20 }, abort)); // 300 in all
    expect(Date.now() - started).toBeLessThan(20_000);
    await expect.poll(openDescriptors, { timeout: 3_000, interval: 50 }).toBeLessThanOrEqual(before + 5);
    await stillServes();
  }, 30_000);

  it("serves a folder made after it started, and says a busy port", async () => {
    const later = path.join(top, "later");
    const { server: second, port: secondPort } = await serve(later);
    try {
      expect((await request(secondPort, "/")).status).toBe(404);
      fs.mkdirSync(later);
      fs.writeFileSync(path.join(later, "index.html"), "later");
      expect((await request(secondPort, "/")).body.toString()).toBe("later");
      await expect(serveFolder(later, secondPort)).rejects.toThrow(`port ${secondPort} is in use; try --port ${secondPort + 1}`);
    } finally {
      await new Promise((done) => second.close(done));
    }
  });
});
