/**
 * `npm run site [-- --serve] [--port N] [--out DIR]`: builds the teaching site from the saved
 * notebooks into site/ (see src/site/build.ts); with --serve, then serves it on 127.0.0.1.
 */
import * as path from "path";
import { printable, thousands } from "../format";
import { buildSite, checkSiteFolder, siteFolder } from "../site/build";
import { NotebookError } from "../site/notebook";
import { serveFolder } from "../site/serve";
import * as specs from "./specs";
import { command, userPath } from "./command";

command(
  specs.site,
  async ({ options }) => {
    const out = siteFolder(options.out === undefined ? undefined : userPath(options.out as string));
    checkSiteFolder(out); // a folder the build may not replace is said before anything else
    // The port is taken before the build, so that a busy one is said at once, not after the build.
    const port = (options.port as number | undefined) ?? 8000;
    const server = options.serve ? await serveFolder(out, port) : undefined;
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
        `built in ${report.seconds.toFixed(1)} s into ${printable(path.relative(process.env.INIT_CWD ?? process.cwd(), report.out) || ".", 500)}`,
    );
    if (!server) return 0;
    console.log(`Serving the site at http://127.0.0.1:${port}/ (Ctrl-C stops it)`);
    await new Promise(() => {}); // until the process is stopped
    return 0;
  },
);
