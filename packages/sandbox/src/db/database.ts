/** Rows returned by one statement. */
export interface QueryResult<T> {
  rows: T[];
}

/**
 * What a connection offers, inside or outside a transaction. Both engines speak the same
 * PostgreSQL SQL with positional parameters (`$1`, `$2`, …).
 */
export interface Queryable {
  /** Runs one statement with positional parameters. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /**
   * Runs a script of several statements without parameters. Migrations need it: a prepared
   * statement (what `query` uses) holds exactly one statement.
   */
  exec(script: string): Promise<void>;
}

/** The sandbox's database, whichever engine runs it. */
export interface Database extends Queryable {
  /** Which engine answers: the embedded PGlite or a PostgreSQL server. */
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Releases the engine (files, connections). */
  close(): Promise<void>;
}
