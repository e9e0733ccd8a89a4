/**
 * Work for the latest position only. The Wordle page asks its worker about every position the
 * reader reaches, and a reader who plays fast or goes Back and Forward leaves positions before
 * their searches start: those jobs are dropped unstarted, so the position on screen never waits
 * behind them.
 */
export class LatestOnly<T extends { id: number }> {
  private latest = -Infinity;
  private readonly jobs: T[] = [];

  /** A job, for the position `id` (the page numbers its positions in the order it shows them). */
  push(job: T): void {
    this.latest = Math.max(this.latest, job.id);
    this.jobs.push(job);
  }

  /** The next job for the latest position, in the order asked; jobs for earlier ones are dropped. */
  next(): T | undefined {
    while (this.jobs.length > 0) {
      const job = this.jobs.shift()!;
      if (job.id === this.latest) return job;
    }
    return undefined;
  }

  get size(): number {
    return this.jobs.length;
  }
}
