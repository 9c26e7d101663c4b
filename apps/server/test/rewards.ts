// The rewards service on a test app's database with a clock of the test's own (periods, promotions).
import type { FastifyInstance } from 'fastify';
import { depositedBetween, depositedTotal, firstDeposit } from '../src/modules/deposit/reads.ts';
import { audit } from '../src/modules/operator/audit.ts';
import { createRewardsService } from '../src/modules/rewards/service.ts';
import { turnover } from '../src/modules/turnover/service.ts';
import { raiseVipLevel, userInfo } from '../src/modules/user/profile.ts';

/** The rewards service of `app`, at the instant `now` returns. */
export function rewardsAt(app: FastifyInstance, now: () => Date) {
  const db = app.database.db;
  return createRewardsService({
    db,
    config: app.config,
    gates: [],
    turnover,
    audit,
    depositedTotal,
    depositedBetween,
    firstDeposit,
    members: { userInfo: (id) => userInfo(db, id), raiseVipLevel: (id, level) => raiseVipLevel(db, id, level) },
    clock: now,
  });
}
