/**
 * `npm run site [-- --serve] [--port N] [--out DIR]`: builds the teaching site from the saved
 * notebooks into site/ (see src/site/build.ts); with --serve, then serves it on 127.0.0.1.
 */
import * as fs from "fs";
import * as http from "http";
import * as path from "path";
import { thousands } from "../format";
import { buildSite } from "../site/build";
import { NotebookError } from "../site/notebook";
import { command, userPath } from "./command";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".ipynb": "application/x-ipynb+json",
};

command(
  {
    name: "site",
    positionals: [],
    options: {
      out: { kind: "text", value: "DIR", help: "build into this folder (default site/)" },
      serve: { kind: "flag", help: "then serve the site on 127.0.0.1 until Ctrl-C" },
      port: { kind: "whole", value: "N", min: 1, help: "the port to serve on (default 8000)" },
    },
    notes: "Open site/index.html from disk, or copy the folder to any static host (GitHub Pages, a web server).",
  },
  async ({ options }) => {
    const out = options.out === undefined ? undefined : userPath(options.out as string);
    let report;
    try {
      report = await buildSite({ out });
    } catch (e) {
      if (e instanceof NotebookError) throw new Error(`${e.message}; the site was left as it was`);
      throw e;
    }
    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
    console.log(
      `site: ${report.pages} pages, ${report.charts} charts, ${mb(report.bytes)} (search index ${thousands(Math.round(report.searchBytes / 1e3))} kB), ` +
        `built in ${report.seconds.toFixed(1)} s into ${path.relative(process.env.INIT_CWD ?? process.cwd(), report.out) || "."}`,
    );
    if (!options.serve) return 0;
    const port = (options.port as number | undefined) ?? 8000;
    await serve(report.out, port);
    return 0;
  },
);

/** Serves the folder's own files on 127.0.0.1, and nothing outside it, until the process is stopped. */
function serve(root: string, port: number): Promise<void> {
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
  return new Promise((_, reject) => {
    server.on("error", (e: NodeJS.ErrnoException) => reject(new Error(e.code === "EADDRINUSE" ? `port ${port} is in use; try --port ${port + 1}` : e.message)));
    server.listen(port, "127.0.0.1", () => console.log(`Serving the site at http://127.0.0.1:${port}/ (Ctrl-C stops it)`));
  });
}

function send(response: http.ServerResponse, status: number, text: string): void {
  response.writeHead(status, { "content-type": "text/plain; charset=utf-8" });
  response.end(text);
}
