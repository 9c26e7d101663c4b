// Every module's tables, gathered for Drizzle and its migrations. Modules import only their own.
export * from '../modules/user/schema.ts';
export * from '../modules/common/schema.ts';
export * from '../ledger/schema.ts';
export * from '../modules/turnover/schema.ts';
export * from '../modules/operator/schema.ts';
export * from '../modules/payout/schema.ts';
export * from '../modules/withdraw/schema.ts';
export * from '../modules/deposit/schema.ts';
export * from '../modules/venue/schema.ts';
export * from '../modules/lottery/schema.ts';
export * from '../modules/catalogue/schema.ts';
export * from '../modules/rewards/schema.ts';
export * from '../modules/feedback/schema.ts';
export * from '../modules/identity/schema.ts';
export * from '../modules/service/schema.ts';
export * from '../modules/security/schema.ts';
export * from '../modules/responsible/schema.ts';
