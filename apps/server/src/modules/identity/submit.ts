import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { IDENTITY_SIDES, uploadIdOf, type IdentitySubmitInputSchema } from '@app/contract';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { certificate, latestSubmission } from './certificate.ts';
import type { IdentityDeps } from './deps.ts';
import { identityDocuments, identitySubmissions } from './schema.ts';

type SubmitInput = z.output<typeof IdentitySubmitInputSchema>;

/**
 * identity/submit: one open submission at a time, a new one after a rejection. The three images
 * must be three different uploads of the member's own; each is moved out of the public uploads into
 * this module's table in the same transaction, so its upload URL stops answering.
 */
export async function submitDocuments(deps: IdentityDeps, memberId: number, input: SubmitInput) {
  const latest = await latestSubmission(deps.db, memberId);
  if (latest?.status === 'pending') throw new AppError('identity.pending_exists', 409);
  if (latest?.status === 'approved') throw new AppError('identity.already_approved', 409);
  const ids = IDENTITY_SIDES.map((side) => uploadIdOf(input[side]));
  if (ids.some((id) => id === null) || new Set(ids).size !== ids.length) throw new AppError('identity.image_invalid');
  try {
    await deps.db.transaction(async (tx) => {
      const [submission] = await tx.insert(identitySubmissions).values({ memberId }).returning();
      for (const [i, side] of IDENTITY_SIDES.entries()) {
        const file = await deps.common.takeUpload(tx, ids[i]!, memberId);
        if (!file) throw new AppError('identity.image_invalid');
        const id = randomBytes(16).toString('hex');
        await tx.insert(identityDocuments).values({ id, submissionId: submission!.id, side, ...file });
      }
    });
  } catch (error) {
    // A parallel submission of the same member won the one pending place.
    if (isUniqueViolation(error)) throw new AppError('identity.pending_exists', 409);
    throw error;
  }
  return certificate(deps, memberId);
}
