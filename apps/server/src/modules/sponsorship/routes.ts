import { SPONSORSHIP_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import { createPartner, deletePartner, partnerList, updatePartner } from './admin.ts';
import type { SponsorshipDeps } from './deps.ts';
import { sendLogo } from './logos.ts';
import { listPartners, partnerDetail } from './partners.ts';

export function sponsorshipRoutes(deps: SponsorshipDeps) {
  const api = SPONSORSHIP_API;
  return [
    route(api.list, (_, { lang }) => listPartners(deps, lang)),
    route(api.detail, (query, { lang }) => partnerDetail(deps, lang, query.id)),
    route(api.logo, (_, { request, reply }) => sendLogo((request.params as { file: string }).file, reply)),
    route(api.adminList, () => partnerList(deps)),
    route(api.adminCreate, (body, { operator }) => createPartner(deps, operator, body)),
    route(api.adminUpdate, (body, { operator }) => updatePartner(deps, operator, body)),
    route(api.adminDelete, (body, { operator }) => deletePartner(deps, operator, body.id)),
  ];
}
