import type { Executor } from '../db/client.ts';

/** One row of the operators' audit log; `operatorId` is null for an action taken from the command line. */
export type AuditEntry = {
  operatorId: number | null;
  action: string;
  target: string;
  detail?: Record<string, unknown>;
};

/**
 * Writes an audit row in `ex`, the transaction of the action itself, so an action that rolls back
 * leaves no row and one that commits always has one. The operator module keeps the log
 * (operator/audit.ts); the modules that write to it receive the writer as `deps.audit`, typed here so
 * that needing it does not tie them to the operator module.
 */
export type Audit = (ex: Executor, entry: AuditEntry) => Promise<void>;
