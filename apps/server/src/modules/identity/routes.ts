import { IDENTITY_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import { certificate } from './certificate.ts';
import type { IdentityDeps } from './deps.ts';
import { identityDetail, identityQueue, sendDocument } from './queue.ts';
import { reviewSubmission } from './review.ts';
import { submitDocuments } from './submit.ts';

export function identityRoutes(deps: IdentityDeps) {
  const api = IDENTITY_API;
  return [
    route(api.certificate, (_, { member }) => certificate(deps, member.memberId)),
    route(api.submit, (body, { member }) => submitDocuments(deps, member.memberId, body)),
    route(api.adminQueue, (query) => identityQueue(deps, query)),
    route(api.adminDetail, (query) => identityDetail(deps, query.id)),
    route(api.adminImage, (_, { request, reply }) => sendDocument(deps, (request.params as { id: string }).id, reply)),
    route(api.adminApprove, (body, { operator }) => reviewSubmission(deps, operator, body.id, { status: 'approved' })),
    route(api.adminReject, (body, { operator }) =>
      reviewSubmission(deps, operator, body.id, { status: 'rejected', reason: body.reason }),
    ),
  ];
}
