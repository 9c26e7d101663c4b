import { COMMON_API, pathOf, type FeedbackSubmitInputSchema, type Lang } from '@app/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { IdempotencyKey } from '../../lib/idempotency/index.ts';
import type { AuthContext } from '../user/index.ts';
import type { FeedbackDeps } from './deps.ts';
import { findOrder } from './orders.ts';
import { feedbackTickets } from './schema.ts';
import { assertRoomForTicket } from './submit-limit.ts';

type SubmitInput = z.output<typeof FeedbackSubmitInputSchema>;

/** The upload id of an image URL the upload answered (`/api/` + the uploaded endpoint's path), or null. */
function uploadIdOf(url: string): string | null {
  const id = url.slice(url.lastIndexOf('/') + 1);
  if (!COMMON_API.uploaded.params.safeParse({ id }).success) return null;
  return url === `/api/${pathOf(COMMON_API.uploaded, { id })}` ? id : null;
}

/** Every image must be one this member uploaded through common/upload (which checked its bytes and size). */
async function checkImages(deps: FeedbackDeps, memberId: number, images: string[]) {
  if (new Set(images).size !== images.length) throw new AppError('feedback.image_invalid');
  for (const url of images) {
    const id = uploadIdOf(url);
    if (!id || (await deps.common.uploadOwner(id)) !== memberId) throw new AppError('feedback.image_invalid');
  }
}

/**
 * Opens a ticket: the order must be the member's and of the past 7 days, the images the member's
 * own uploads, and the member within their limits on tickets. Written once per Idempotency-Key, so
 * a double tap opens one ticket.
 */
export async function submitFeedback(
  deps: FeedbackDeps,
  member: AuthContext,
  input: SubmitInput,
  idempotency: IdempotencyKey,
  lang: Lang,
) {
  await idempotency.peek(deps.db);
  const order = await findOrder(deps, member.memberId, input.orderNo, lang);
  if (!order) throw new AppError('feedback.order_invalid');
  await checkImages(deps, member.memberId, input.images);
  return idempotency.transaction(deps.db, async (tx) => {
    await assertRoomForTicket(tx, member.memberId);
    const [row] = await tx
      .insert(feedbackTickets)
      .values({
        memberId: member.memberId,
        username: member.username,
        type: input.type,
        orderNo: order.orderNo,
        orderKind: order.kind,
        content: input.content,
        images: input.images,
      })
      .returning({ id: feedbackTickets.id });
    const answer = { id: row!.id };
    await idempotency.answer(tx, answer);
    return answer;
  });
}
