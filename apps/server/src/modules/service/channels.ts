import { asc, eq } from 'drizzle-orm';
import type { Lang, ServiceInfo } from '@app/contract';
import type { ServiceDeps } from './deps.ts';
import { serviceChannels } from './schema.ts';
import { memberView } from './views.ts';

/** The enabled channels in the operators' order, and the service e-mail: what the Customer Service tab shows. */
export async function serviceInfo(deps: ServiceDeps, lang: Lang): Promise<ServiceInfo> {
  const rows = await deps.db
    .select()
    .from(serviceChannels)
    .where(eq(serviceChannels.enabled, true))
    .orderBy(asc(serviceChannels.sort), asc(serviceChannels.id));
  return { channels: rows.map((row) => memberView(row, lang)), email: deps.config.serviceEmail };
}
