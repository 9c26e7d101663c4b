import { DepositOrderSchema, RechargeChannelSchema } from '@app/contract';
import { z } from 'zod';

/** What the recharge page hands the pay page (router state: the spec shows no route parameters). */
export const PayPageStateSchema = z.object({ order: DepositOrderSchema, channel: RechargeChannelSchema.nullable() });
export type PayPageState = z.infer<typeof PayPageStateSchema>;
