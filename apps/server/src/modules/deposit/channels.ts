import { asc, eq } from 'drizzle-orm';
import { PAYMENT_TYPES, translate, type Lang } from '@app/contract';
import type { OnlineDeps } from './deps.ts';
import { depositChannels } from './schema.ts';
import type { Channel, Providers } from './types.ts';
import { memberChannelView } from './views.ts';

type ChannelDeps = Pick<OnlineDeps, 'db' | 'providers'>;

/** Enabled and complete enough to take money: we never show an account or address that is not filled in. */
export function isOffered(c: Channel, providers: Providers): boolean {
  if (!c.enabled) return false;
  switch (c.kind) {
    case 'online':
      return providers.has(c.provider);
    case 'transfer':
      return c.payeeAccount !== '' && c.payeeName !== '';
    case 'crypto':
      return c.address !== '' && c.rateE4 !== null && c.coin !== null && c.protocol !== null;
    case 'service':
      return true;
  }
}

/** The channels members may use now, in the operators' order, for the deposit page. */
async function offeredChannels({ db, providers }: ChannelDeps): Promise<Channel[]> {
  const rows = await db
    .select()
    .from(depositChannels)
    .where(eq(depositChannels.enabled, true))
    .orderBy(asc(depositChannels.sort), asc(depositChannels.id));
  return rows.filter((c) => isOffered(c, providers));
}

export async function memberChannels(deps: ChannelDeps, lang: Lang) {
  return { list: (await offeredChannels(deps)).map((c) => memberChannelView(c, lang)) };
}

export async function channelGroups(deps: ChannelDeps, lang: Lang) {
  const channels = await offeredChannels(deps);
  return {
    list: PAYMENT_TYPES.map((type) => ({
      type,
      name: translate(lang, `deposit.type.${type}`),
      channels: channels.filter((c) => c.type === type).map((c) => memberChannelView(c, lang)),
    })).filter((g) => g.channels.length > 0),
  };
}

export async function paymentTypes(deps: ChannelDeps, lang: Lang) {
  const types = new Set((await offeredChannels(deps)).map((c) => c.type));
  return {
    list: PAYMENT_TYPES.map((code, sort) => ({
      code,
      name: translate(lang, `deposit.type.${code}`),
      sort,
      available: types.has(code),
    })),
  };
}
