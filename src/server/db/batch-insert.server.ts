import { errorCode } from '../http/safe-error';
import type { Db } from './types';
import { logFor } from '../log.server';

const log = logFor('db');

/**
 * Group commit for append-only rows (visits, page-open events). Rows arriving within a
 * few milliseconds go into one multi-row INSERT; each caller's promise settles when
 * its row is committed, so an answer still means "stored" and nothing waits in memory
 * un-acknowledged. Under load this turns hundreds of single-row transactions into a
 * handful, which matters most on PGlite's single connection.
 */
export class BatchInsert {
  #pending: { row: unknown[]; done: (e?: unknown) => void }[] = [];
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly getDb: () => Promise<Db>,
    private readonly table: string,
    private readonly columns: readonly string[],
    // 200 rows × ≤6 columns stays far below PostgreSQL's 65 535 parameters per query.
    private readonly maxRows = 200,
    // Waiting 5 ms adds little to one call and gathers a burst of them.
    private readonly maxDelayMs = 5,
  ) {}

  add(row: unknown[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#pending.push({ row, done: (e) => (e ? reject(e) : resolve()) });
      if (this.#pending.length >= this.maxRows) void this.flush();
      else this.#timer ??= setTimeout(() => void this.flush(), this.maxDelayMs);
    });
  }

  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const batch = this.#pending.splice(0, this.maxRows);
    if (!batch.length) return;
    if (this.#pending.length) this.#timer = setTimeout(() => void this.flush(), 0);
    try {
      await this.#insert(batch.map((b) => b.row));
      for (const b of batch) b.done();
    } catch (e) {
      if (batch.length === 1) return batch[0]!.done(e);
      // One bad row must not fail its neighbours: retry row by row, so only it fails.
      let failed = 0;
      for (const b of batch) {
        try {
          await this.#insert([b.row]);
          b.done();
        } catch (rowError) {
          failed++;
          b.done(rowError);
        }
      }
      // A count and a code only: the rows are visitors' data.
      if (failed)
        log.warn({ table: this.table, failed, rows: batch.length, errCode: errorCode(e) }, 'batched rows refused');
    }
  }

  async #insert(rows: unknown[][]): Promise<void> {
    const n = this.columns.length;
    const values = rows.map((_, i) => `(${this.columns.map((__, j) => `$${i * n + j + 1}`).join(', ')})`).join(', ');
    const db = await this.getDb();
    await db.query(`INSERT INTO ${this.table} (${this.columns.join(', ')}) VALUES ${values}`, rows.flat());
  }
}
