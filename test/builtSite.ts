// The site built into a temporary folder, and a headless Chromium to read it with: what the
// browser tests of the site and of its notebook runner share.
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import type { Browser } from "playwright-core";
import { chromiumPath } from "../src/figures";
import { buildSite, BuildReport } from "../src/site/build";

export interface BuiltSite {
  folder: string;
  /** The site's folder, opened from disk as file://SITE/NAME.html. */
  site: string;
  report: BuildReport;
  browser: Browser;
  close(): Promise<void>;
}

/** Builds the site under a new temporary folder named from `prefix`, and starts Chromium. */
export async function builtSite(prefix: string): Promise<BuiltSite> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const site = path.join(folder, "site");
  const report = await buildSite({ out: site });
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
  return {
    folder,
    site,
    report,
    browser,
    async close() {
      await browser.close();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
