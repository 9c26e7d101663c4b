// Every module's tables, gathered for Drizzle and its migrations. Modules import only their own.
export * from '../modules/user/schema.ts';
export * from '../modules/common/schema.ts';
export * from '../ledger/schema.ts';
export * from '../modules/turnover/schema.ts';
