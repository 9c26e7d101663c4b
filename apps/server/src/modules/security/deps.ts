import type { Db } from '../../db/client.ts';

/** The security notices need only the database; sessions stay with the user module. */
export type SecurityDeps = { db: Db };
