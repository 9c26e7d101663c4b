import { asc, eq } from 'drizzle-orm';
import { PAYMENT_TYPES, translate, type Lang } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { depositChannels } from './schema.ts';
import type { Channel, Providers } from './types.ts';
import { memberChannelView } from './views.ts';

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
export function createChannelReads(db: Db, providers: Providers) {
  async function offeredChannels(): Promise<Channel[]> {
    const rows = await db
      .select()
      .from(depositChannels)
      .where(eq(depositChannels.enabled, true))
      .orderBy(asc(depositChannels.sort), asc(depositChannels.id));
    return rows.filter((c) => isOffered(c, providers));
  }

  return {
    async channels(lang: Lang) {
      return { list: (await offeredChannels()).map((c) => memberChannelView(c, lang)) };
    },

    async channelGroups(lang: Lang) {
      const channels = await offeredChannels();
      return {
        list: PAYMENT_TYPES.map((type) => ({
          type,
          name: translate(lang, `deposit.type.${type}`),
          channels: channels.filter((c) => c.type === type).map((c) => memberChannelView(c, lang)),
        })).filter((g) => g.channels.length > 0),
      };
    },

    async paymentTypes(lang: Lang) {
      const types = new Set((await offeredChannels()).map((c) => c.type));
      return {
        list: PAYMENT_TYPES.map((code, sort) => ({
          code,
          name: translate(lang, `deposit.type.${code}`),
          sort,
          available: types.has(code),
        })),
      };
    },
  };
}
