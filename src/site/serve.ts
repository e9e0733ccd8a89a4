/**
 * The site's own web server, for `npm run site -- --serve`: it answers on 127.0.0.1 only, with
 * the files of one folder and nothing outside it. Node only.
 */
import * as fs from "fs";
import * as http from "http";
import * as path from "path";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".ipynb": "application/x-ipynb+json",
};

// Sent with every answer: the site is rebuilt in place, so the browser must ask again each time.
const always = { "x-content-type-options": "nosniff", "cache-control": "no-cache" };

// O_NONBLOCK: a FIFO swapped in cannot hang the open. O_NOFOLLOW: nor can a symbolic link swapped
// in after the real-path check (a real path has none). Both are undefined, so 0, on Windows.
const flags = fs.constants.O_RDONLY | fs.constants.O_NONBLOCK | fs.constants.O_NOFOLLOW;

// Errors that mean "no such file here", as a web page may probe for any of them.
const missing = new Set(["ENOENT", "ENOTDIR", "ENAMETOOLONG", "ELOOP", "EISDIR", "ENXIO"]);

/**
 * Serves `root` on 127.0.0.1:`port` once the port is taken (the folder may be filled later: each
 * request reads it afresh). Rejects with a clear message when the port is in use.
 */
export function serveFolder(root: string, port: number): Promise<http.Server> {
  root = path.resolve(root);
  // Where the folder really is, taken the first time it is there: every file served must be
  // found there through its own descriptor, whatever is later put in the folder's place.
  let home: string | undefined;
  const where = async () => {
    if (!(await fs.promises.lstat(root)).isDirectory()) return null; // a link put in the folder's place
    return (home ??= await fs.promises.realpath(root));
  };
  // Any page open in the browser can send requests here: none may stop the server.
  const server = http.createServer((request, response) =>
    answer(root, where, request, response).catch(() => (response.headersSent ? response.destroy() : send(response, 500, "server error"))),
  );
  // CONNECT (a proxy's tunnel) never reaches the handler: it is refused here, as other methods are.
  server.on("connect", (_request, socket) => {
    socket.on("error", () => {});
    socket.end("HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
  });
  return new Promise((resolve, reject) => {
    server.on("error", (e: NodeJS.ErrnoException) => reject(new Error(e.code === "EADDRINUSE" ? `port ${port} is in use; try --port ${port + 1}` : e.message)));
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

async function answer(root: string, where: () => Promise<string | null>, request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  if (request.method !== "GET" && request.method !== "HEAD") return send(response, 405, "only GET and HEAD", { allow: "GET, HEAD" });
  let file: string;
  try {
    file = path.join(root, decodeURIComponent(new URL(request.url ?? "/", "http://127.0.0.1").pathname));
  } catch {
    return send(response, 400, "bad address"); // a malformed %-escape must not stop the server
  }
  if (file.includes("\0")) return send(response, 400, "bad address"); // no file system takes it
  if (!file.startsWith(root + path.sep) && file !== root) return send(response, 403, "forbidden");
  let found;
  try {
    found = await openInside(where, file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? "";
    if (code === "EACCES" || code === "EPERM") return send(response, 403, "forbidden");
    return missing.has(code) ? send(response, 404, "not found") : send(response, 500, "cannot open the file");
  }
  if (!found) return send(response, 404, "not found");
  const { handle, size, type } = found;
  // Headers are set, not yet sent: a read that fails before the first byte can still answer 500.
  response.statusCode = 200;
  for (const [name, value] of Object.entries({ ...always, "content-type": type, "content-length": size })) response.setHeader(name, value);
  if (request.method === "HEAD" || size === 0) {
    await handle.close();
    return void response.end();
  }
  // Only the bytes the length promised: a file that grows while it is sent is cut there.
  const stream = handle.createReadStream({ start: 0, end: size - 1 }); // closes the descriptor at its end, error or destroy
  stream.on("error", () => (response.headersSent ? response.destroy() : send(response, 500, "cannot read the file")));
  response.on("close", () => stream.destroy()); // a client gone mid-download frees the descriptor at once
  stream.pipe(response);
}

/**
 * The regular file at `file` (a folder's index.html), opened, if it is inside the served folder
 * (`where`: its real path, or null when a link has taken its place); null otherwise. It is
 * checked through the descriptor it is read from, so nothing swapped in meanwhile is served.
 */
async function openInside(where: () => Promise<string | null>, file: string): Promise<{ handle: fs.promises.FileHandle; size: number; type: string } | null> {
  const home = await where();
  if (home === null) return null;
  if ((await fs.promises.stat(file)).isDirectory()) file = path.join(file, "index.html");
  // Symbolic links could lead out of the folder: the real path must stay inside too.
  const real = await fs.promises.realpath(file);
  if (!real.startsWith(home + path.sep)) return null;
  const handle = await fs.promises.open(real, flags);
  // What was opened, named by the system from its descriptor (Linux; elsewhere the checked path).
  const opened = await fs.promises.readlink(`/proc/self/fd/${handle.fd}`).catch(() => real);
  const stat = opened.startsWith(home + path.sep) ? await handle.stat().catch(() => null) : null;
  if (stat?.isFile()) return { handle, size: stat.size, type: types[path.extname(real)] ?? "application/octet-stream" };
  await handle.close(); // outside after all, or a FIFO, a device, a socket or a folder: never read
  return null;
}

function send(response: http.ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  const body = Buffer.from(text);
  response.writeHead(status, { ...always, ...headers, "content-type": "text/plain; charset=utf-8", "content-length": body.length });
  response.end(body); // Node leaves the body out of an answer to HEAD
}
