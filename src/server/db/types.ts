/** The small surface the app needs from a database; PGlite and node-postgres both fit it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT; any throw rolls back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** The connection pool's state (PostgreSQL only): what the metrics report. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** True once close() was called: late background work (a batched notification) then skips. */
  readonly closed?: boolean;
  /**
   * LISTEN for a channel's notifications (PostgreSQL: on a dedicated connection, since pooled ones
   * cannot keep it; PGlite: its one connection). Returns a function that stops listening.
   */
  /**
   * A connection of its own, outside the pool (PostgreSQL only): session-level state such as an
   * advisory lock lives exactly as long as it does. `onLost` fires once if it drops.
   */
  dedicated?(onLost: (err: Error) => void): Promise<Queryable & { close(): Promise<void> }>;
  listen?(
    channel: string,
    onPayload: (payload: string) => void,
    onLost: (err: Error) => void,
  ): Promise<() => Promise<void>>;
}
