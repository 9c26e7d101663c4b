import type { PlatformMessageKind } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import { messages } from './schema.ts';

/**
 * Writes a platform message to one member in `ex`, the transaction of the event it tells of, so
 * there is never one without the other. `params` fill the kind's texts when the member reads it.
 */
export async function tell(
  ex: Executor,
  memberId: number,
  kind: PlatformMessageKind,
  params: Record<string, string> = {},
): Promise<void> {
  await ex.insert(messages).values({ kind, audience: 'member', memberId, params });
}

/** How other modules tell a member of an event in their account. */
export type Tell = typeof tell;
