// Temporary folders for tests, each removed when the test that made it finishes.
import { onTestFinished } from "vitest";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

/** A new empty folder under the system's temporary folder; gone after the current test. */
export function temporaryFolder(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
