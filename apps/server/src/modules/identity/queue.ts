import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { IDENTITY_API, pathOf, type IdentityQueueQuerySchema } from '@app/contract';
import { countWhere, paginate } from '../../db/paginate.ts';
import { AppError } from '../../lib/errors.ts';
import type { IdentityDeps } from './deps.ts';
import { identityDocuments, identitySubmissions } from './schema.ts';
import { submissionView, type Submission } from './views.ts';

type QueueQuery = z.output<typeof IdentityQueueQuerySchema>;

/** Each submission with its member's username and registered real name. */
async function withMembers(deps: IdentityDeps, rows: Submission[]) {
  return Promise.all(rows.map(async (s) => submissionView(s, await deps.members.userInfo(s.memberId))));
}

/** The risk queue: submissions newest first, by status and member when asked. */
export function identityQueue(deps: IdentityDeps, query: QueueQuery) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(identitySubmissions.status, query.status));
  if (query.memberId) filters.push(eq(identitySubmissions.memberId, query.memberId));
  const where = and(...filters);
  return paginate(query, {
    rows: ({ limit, offset }) =>
      deps.db
        .select()
        .from(identitySubmissions)
        .where(where)
        .orderBy(desc(identitySubmissions.id))
        .limit(limit)
        .offset(offset),
    total: () => countWhere(deps.db, identitySubmissions, where),
    view: (rows) => withMembers(deps, rows),
  });
}

export async function findSubmission(deps: IdentityDeps, id: number): Promise<Submission> {
  const [row] = await deps.db.select().from(identitySubmissions).where(eq(identitySubmissions.id, id));
  if (!row) throw new AppError('identity.not_found', 404);
  return row;
}

/** One submission with the operator-only addresses of its three images. */
export async function identityDetail(deps: IdentityDeps, id: number) {
  const submission = await findSubmission(deps, id);
  const docs = await deps.db
    .select({ id: identityDocuments.id, side: identityDocuments.side })
    .from(identityDocuments)
    .where(eq(identityDocuments.submissionId, id));
  const url = (side: string) => {
    const doc = docs.find((d) => d.side === side);
    return doc ? `/api/${pathOf(IDENTITY_API.adminImage, { id: doc.id })}` : '';
  };
  const [view] = await withMembers(deps, [submission]);
  return { ...view!, images: { front: url('front'), back: url('back'), holding: url('holding') } };
}

/** A document image, only on the operators' route; never cached by a shared cache, never sniffed. */
export async function sendDocument(deps: IdentityDeps, id: string, reply: FastifyReply) {
  const [doc] = await deps.db
    .select({ mime: identityDocuments.mime, data: identityDocuments.data })
    .from(identityDocuments)
    .where(eq(identityDocuments.id, id));
  if (!doc) throw new AppError('identity.not_found', 404);
  return reply
    .type(doc.mime)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
    .send(doc.data);
}
