import { desc, eq } from 'drizzle-orm';
import type { Certificate } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { IdentityDeps } from './deps.ts';
import { identitySubmissions } from './schema.ts';
import { certificateView } from './views.ts';

/** The member's newest submission, which is their state (undefined: never submitted). */
export async function latestSubmission(db: Db, memberId: number) {
  const [row] = await db
    .select()
    .from(identitySubmissions)
    .where(eq(identitySubmissions.memberId, memberId))
    .orderBy(desc(identitySubmissions.id))
    .limit(1);
  return row;
}

/** common/getCertificate: the member's verification state and the thresholds that call for it. */
export async function certificate(deps: IdentityDeps, memberId: number): Promise<Certificate> {
  const [latest, withdrawn] = await Promise.all([
    latestSubmission(deps.db, memberId),
    deps.withdraw.withdrawnTotal(memberId),
  ]);
  return certificateView(deps.config, latest, withdrawn);
}
