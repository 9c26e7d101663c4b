import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Gate } from '../../lib/gates.ts';
import type { Lifecycle } from '../../lib/lifecycle.ts';
import type { Tell } from '../messages/index.ts';
import type { Audit } from '../operator/index.ts';
import type { Turnover } from '../turnover/index.ts';
import type { Providers } from './types.ts';

/** What the deposit module needs of the platform and of the modules it stands on. */
export type DepositDeps = {
  db: Db;
  config: Pick<
    Config,
    'deposit' | 'timeZone' | 'paymentProvider' | 'sandboxPayment' | 'seedDemo' | 'siteName' | 'port'
  >;
  lifecycle: Lifecycle;
  clock: Clock;
  /** Who uploaded an image (the common module): a proof must be the member's own upload. */
  uploadOwner: (id: string) => Promise<number | null>;
  /** A confirmed deposit adds its turnover requirement. */
  turnover: Pick<Turnover, 'require'>;
  /** The operators' audit log, written with each approval, rejection and channel change. */
  audit: Audit;
  /** Checks of other modules a new deposit order must pass (responsible-play limits), lib/gates.ts. */
  gates: readonly Gate<{ memberId: number; amount: bigint }>[];
  /**
   * Run again once an online order is written, before its provider is asked (responsible play's
   * exclusion check): an exclusion that started after `gates` passed missed the order when it
   * closed the member's open ones, so the order is closed here.
   */
  payGates: readonly Gate<{ memberId: number }>[];
  /** The deposit-credited message, written with the credit (docs/decisions.md, Messages and notices). */
  tell?: Tell;
};

/** The deps once the module has started: the payment providers of online channels, by code (index.ts). */
export type OnlineDeps = DepositDeps & { providers: Providers };
