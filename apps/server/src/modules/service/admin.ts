import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServiceChannelCreateSchema, ServiceChannelUpdateSchema } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { OperatorContext } from '../operator/index.ts';
import type { ServiceDeps } from './deps.ts';
import { forgetFrameOrigins } from './frame-origins.ts';
import { serviceChannels } from './schema.ts';
import { adminView, type ChannelRow } from './views.ts';

// The operators' channels (role support): list, create, update, enable or disable, delete.

type Create = z.output<typeof ServiceChannelCreateSchema>;
type Update = z.output<typeof ServiceChannelUpdateSchema>;

/** The stored row of a channel as operators send it; `frameable` only means something for live chat. */
const valuesOf = (input: Create) => ({ ...input, frameable: input.kind === 'live_chat' && input.frameable });
const byId = (id: number) => eq(serviceChannels.id, id);

/** One change and its audit row in one transaction; the framed origins are read again after it. */
async function change(
  deps: ServiceDeps,
  op: OperatorContext,
  action: string,
  work: (tx: Tx) => Promise<ChannelRow | undefined>,
) {
  const result = await deps.db.transaction(async (tx) => {
    const row = await work(tx);
    if (!row) throw new AppError('service.not_found', 404);
    const view = adminView(row);
    await deps.audit(tx, { operatorId: op.operatorId, action, target: `service_channel:${row.id}`, detail: view });
    return view;
  });
  forgetFrameOrigins(deps.db);
  return result;
}

export async function channelList(deps: ServiceDeps) {
  const rows = await deps.db.select().from(serviceChannels).orderBy(asc(serviceChannels.sort), asc(serviceChannels.id));
  return { list: rows.map(adminView) };
}

export const createChannel = (deps: ServiceDeps, op: OperatorContext, input: Create) =>
  change(
    deps,
    op,
    'service_channel.create',
    async (tx) => (await tx.insert(serviceChannels).values(valuesOf(input)).returning())[0],
  );

export const updateChannel = (deps: ServiceDeps, op: OperatorContext, { id, ...input }: Update) =>
  change(deps, op, 'service_channel.update', async (tx) => {
    const set = { ...valuesOf(input), updatedAt: deps.clock() };
    return (await tx.update(serviceChannels).set(set).where(byId(id)).returning())[0];
  });

export const enableChannel = (deps: ServiceDeps, op: OperatorContext, input: { id: number; enabled: boolean }) =>
  change(deps, op, input.enabled ? 'service_channel.enable' : 'service_channel.disable', async (tx) => {
    const set = { enabled: input.enabled, updatedAt: deps.clock() };
    return (await tx.update(serviceChannels).set(set).where(byId(input.id)).returning())[0];
  });

export async function deleteChannel(deps: ServiceDeps, op: OperatorContext, id: number) {
  await change(
    deps,
    op,
    'service_channel.delete',
    async (tx) => (await tx.delete(serviceChannels).where(byId(id)).returning())[0],
  );
  return { id };
}
