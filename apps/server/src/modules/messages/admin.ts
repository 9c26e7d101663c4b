import type { z } from 'zod';
import { and, desc, eq } from 'drizzle-orm';
import type { SendMessageInputSchema } from '@app/contract';
import { countWhere, paginate, type PageQuery } from '../../db/paginate.ts';
import { AppError } from '../../lib/errors.ts';
import type { OperatorContext } from '../operator/index.ts';
import type { MessagesDeps } from './deps.ts';
import { messages } from './schema.ts';
import { adminMessageView } from './views.ts';

// The operators' side: send to one member, a VIP level and above, or everyone, now or later (audited).

type SendInput = z.output<typeof SendMessageInputSchema>;
const own = eq(messages.kind, 'operator');

export async function sendMessage(deps: MessagesDeps, op: OperatorContext, input: SendInput) {
  const personal = input.audience === 'member';
  if (personal && !(await deps.recipient(input.memberId!))) throw new AppError('messages.member_not_found', 404);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
        kind: 'operator',
        audience: input.audience,
        memberId: personal ? input.memberId! : null,
        minVipLevel: input.audience === 'vip' ? input.minVipLevel! : null,
        titleZhHans: input.titleZhHans,
        titleEn: input.titleEn,
        textZhHans: input.textZhHans,
        textEn: input.textEn,
        operatorId: op.operatorId,
        publishAt: input.publishAt ? new Date(input.publishAt) : deps.clock(),
      })
      .returning();
    const view = adminMessageView(row!);
    await deps.audit(tx, {
      operatorId: op.operatorId,
      action: 'messages.send',
      target: `message:${row!.id}`,
      detail: view,
    });
    return view;
  });
}

/** The operators' messages, newest first. */
export function adminMessages({ db }: MessagesDeps, query: PageQuery) {
  return paginate(query, {
    rows: ({ limit, offset }) =>
      db.select().from(messages).where(own).orderBy(desc(messages.id)).limit(limit).offset(offset),
    total: () => countWhere(db, messages, own),
    view: (rows) => rows.map(adminMessageView),
  });
}

/** Takes an operator's message back from every inbox (its read rows go with it). */
export async function removeMessage(deps: MessagesDeps, op: OperatorContext, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(messages)
      .where(and(eq(messages.id, id), own))
      .returning();
    if (!row) throw new AppError('messages.not_found', 404);
    const detail = adminMessageView(row);
    await deps.audit(tx, { operatorId: op.operatorId, action: 'messages.remove', target: `message:${id}`, detail });
  });
}
