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

/**
 * Serves `root` on 127.0.0.1:`port` once the port is taken (the folder may be filled later: each
 * request reads it afresh). Rejects with a clear message when the port is in use.
 */
export function serveFolder(root: string, port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    let file: string;
    try {
      file = path.join(root, decodeURIComponent(new URL(request.url ?? "/", "http://127.0.0.1").pathname));
    } catch {
      return send(response, 400, "bad address"); // a malformed %-escape must not stop the server
    }
    if (!file.startsWith(root + path.sep) && file !== root) return send(response, 403, "forbidden");
    if (fs.statSync(file, { throwIfNoEntry: false })?.isDirectory()) file = path.join(file, "index.html");
    // Symbolic links could lead out of the folder: the real path must stay inside too.
    const real = fs.existsSync(file) ? fs.realpathSync(file) : null;
    if (!real || !real.startsWith(fs.realpathSync(root) + path.sep)) return send(response, 404, "not found");
    response.writeHead(200, { "content-type": types[path.extname(real)] ?? "application/octet-stream" });
    fs.createReadStream(real).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.on("error", (e: NodeJS.ErrnoException) => reject(new Error(e.code === "EADDRINUSE" ? `port ${port} is in use; try --port ${port + 1}` : e.message)));
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

function send(response: http.ServerResponse, status: number, text: string): void {
  response.writeHead(status, { "content-type": "text/plain; charset=utf-8" });
  response.end(text);
}
