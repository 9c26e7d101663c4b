import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Tell } from '../messages/index.ts';
import type { Audit } from '../operator/index.ts';
import type { Turnover } from '../turnover/index.ts';
import { createCallbacks } from './callback.ts';
import { createChannelAdmin } from './channel-admin.ts';
import { createChannelReads } from './channels.ts';
import { createPaymentCloser } from './close.ts';
import { depositConfirmer } from './confirm.ts';
import { createDepositQueue } from './queue.ts';
import { createDepositReads } from './reads.ts';
import { createSubmit, type SubmitDeps } from './submit.ts';

/** `tell`: the deposit-credited message, written with the credit (docs/decisions.md, Messages and notices). */
export type DepositServiceDeps = SubmitDeps & { turnover: Turnover; audit: Audit; tell?: Tell };

/**
 * Deposits, job by job: the channels members see, submitting, the provider's notifications, the
 * operators' queue and channel editing, the member's own orders, and closing a member's open online
 * orders when an exclusion starts. A deposit is credited only by `confirm` (a notification or an
 * operator), once.
 */
export function createDepositService(db: Db, config: Config, deps: DepositServiceDeps) {
  const confirm = depositConfirmer(config, deps.turnover, deps.tell);
  const closer = createPaymentCloser(db, deps.providers);
  return {
    closeOpenOrders: closer.closeOpen,
    tellAfterExclusion: closer.tellAfterExclusion,
    retryCloses: closer.retry,
    ...createChannelReads(db, deps.providers),
    ...createSubmit(db, config, deps, closer),
    ...createCallbacks(db, deps.providers, confirm),
    ...createDepositQueue(db, config, { audit: deps.audit, confirm }),
    ...createChannelAdmin(db, deps.providers, deps.audit),
    ...createDepositReads(db),
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
