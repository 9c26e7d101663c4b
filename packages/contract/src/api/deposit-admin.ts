import { z } from 'zod';
import { pageSchema } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import {
  ChannelAdminSchema,
  ChannelSaveInputSchema,
  DepositAdminItemSchema,
  DepositAdminQuerySchema,
  DepositApproveInputSchema,
  DepositRejectInputSchema,
} from './admin.ts';

// A file of its own: admin.ts imports deposit.ts's vocabulary, so deposit.ts cannot import back.

export const ChannelAdminListSchema = z.object({ list: z.array(ChannelAdminSchema) });

/** The operators' deposit queue and the deposit channels (docs/decisions.md, Operators). */
export const DEPOSIT_ADMIN_API = {
  list: endpoint({
    method: 'GET',
    path: 'admin/deposits',
    auth: { operator: ['finance', 'admin'] },
    query: DepositAdminQuerySchema,
    answer: pageSchema(DepositAdminItemSchema),
  }),
  approve: endpoint({
    method: 'POST',
    path: 'admin/deposits/approve',
    auth: { operator: ['finance', 'admin'] },
    body: DepositApproveInputSchema,
    answer: DepositAdminItemSchema,
    message: 'deposit.approved',
  }),
  reject: endpoint({
    method: 'POST',
    path: 'admin/deposits/reject',
    auth: { operator: ['finance', 'admin'] },
    body: DepositRejectInputSchema,
    answer: DepositAdminItemSchema,
    message: 'deposit.rejected',
  }),
  channels: endpoint({
    method: 'GET',
    path: 'admin/channels',
    auth: { operator: ['finance', 'admin'] },
    answer: ChannelAdminListSchema,
  }),
  /** Changing where members send money is for admins only. */
  saveChannel: endpoint({
    method: 'POST',
    path: 'admin/channels/save',
    auth: { operator: ['admin'] },
    body: ChannelSaveInputSchema,
    answer: ChannelAdminSchema,
    message: 'operator.channel_saved',
  }),
} as const;
