import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { depositAmountFen, parseRateE4, type ChannelSaveInputSchema } from '@app/contract';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { OperatorContext } from '../operator/index.ts';
import { isOffered } from './channels.ts';
import type { OnlineDeps } from './deps.ts';
import { depositChannels } from './schema.ts';
import { channelAdminView } from './views.ts';

type ChannelSaveInput = z.output<typeof ChannelSaveInputSchema>;

/** The row of a saved channel: what does not belong to its kind is cleared. */
function channelValues(input: ChannelSaveInput, now: Date) {
  const crypto = input.kind === 'crypto';
  return {
    code: input.code,
    type: input.type,
    kind: input.kind,
    nameZhHans: input.nameZhHans,
    nameEn: input.nameEn,
    minFen: depositAmountFen(input.min),
    maxFen: depositAmountFen(input.max),
    enabled: input.enabled,
    sort: input.sort,
    needsPayerName: input.needsPayerName,
    needsProof: input.needsProof,
    payeeName: input.payeeName,
    payeeAccount: input.payeeAccount,
    payeeBank: input.payeeBank,
    coin: crypto ? input.coin : null,
    protocol: crypto ? input.protocol : null,
    address: crypto ? input.address : '',
    rateE4: crypto && input.rate ? parseRateE4(input.rate) : null,
    contact: input.contact,
    provider: input.kind === 'online' ? input.provider : '',
    updatedAt: now,
  };
}

/** The channels as operators see them. */
export async function adminChannels({ db, providers }: Pick<OnlineDeps, 'db' | 'providers'>) {
  const rows = await db.select().from(depositChannels).orderBy(asc(depositChannels.sort), asc(depositChannels.id));
  return { list: rows.map((c) => channelAdminView(c, isOffered(c, providers))) };
}

/** Creates a channel (no id) or replaces one (id), audited; a code already taken is refused. */
export async function saveChannel(deps: OnlineDeps, op: OperatorContext, input: ChannelSaveInput) {
  const values = channelValues(input, deps.clock());
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = input.id
        ? await tx.update(depositChannels).set(values).where(eq(depositChannels.id, input.id)).returning()
        : await tx.insert(depositChannels).values(values).returning();
      if (!row) throw new AppError('common.not_found', 404);
      const view = channelAdminView(row, isOffered(row, deps.providers));
      await deps.audit(tx, {
        operatorId: op.operatorId,
        action: input.id ? 'channel.update' : 'channel.create',
        target: `channel:${row.id}`,
        detail: view,
      });
      return view;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('operator.channel_code_taken', 409);
    throw error;
  }
}
