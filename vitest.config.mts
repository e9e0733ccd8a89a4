import { defineConfig } from "vitest/config";
import { BaseSequencer, TestSpecification } from "vitest/node";

/**
 * The default order (longest last time first, or biggest file first on a fresh clone), except
 * that the file that runs every notebook goes first: it takes the longest by far, and started
 * late it leaves one core idle at the end while it finishes.
 */
class NotebooksFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const notebooks = (file: TestSpecification) => file.moduleId.endsWith("/notebooks.test.ts");
    return [...sorted.filter(notebooks), ...sorted.filter((file) => !notebooks(file))];
  }
}

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two test files at a time, one per core of a two-core machine (most laptops have at least
    // two): 366 s for the whole suite here, against 526 s one file at a time.
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: NotebooksFirst },
  },
});
