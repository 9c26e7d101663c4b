// What the server tests' global setups hand the test files (Vitest's provide and inject).
declare module 'vitest' {
  export interface ProvidedContext {
    /** The file of test/pglite-template.ts's migrated PGlite database, a gzipped tar; none on PostgreSQL. */
    pgliteTemplate: string | undefined;
    /** The name of test/postgres-template.ts's migrated database on DATABASE_URL's server. */
    postgresTemplate: string;
  }
}

export {};
