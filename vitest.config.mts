import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two test files at a time, one per core of a two-core machine (most laptops have at least
    // two): 366 s for the whole suite here, against 526 s one file at a time.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
