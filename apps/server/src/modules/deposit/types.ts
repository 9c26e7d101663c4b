import type { PaymentProvider } from './provider.ts';
import type { depositChannels, deposits } from './schema.ts';

export type Channel = typeof depositChannels.$inferSelect;
export type Deposit = typeof deposits.$inferSelect;
export type Member = { memberId: number; username: string };
/** The payment providers of online channels, by code. */
export type Providers = Map<string, PaymentProvider>;
/** The address of the platform's page for a deposit, known only once the order has its number. */
export type ReturnUrlOf = (orderNo: string) => string | undefined;
