import { SPONSORSHIP_API } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { route } from '../../plugins/routes.ts';
import type { PartnerAdmin } from './admin.ts';
import { sendLogo } from './logos.ts';
import { listPartners, partnerDetail } from './partners.ts';

export function sponsorshipRoutes(db: Db, admin: PartnerAdmin) {
  const api = SPONSORSHIP_API;
  return [
    route(api.list, (_, { lang }) => listPartners(db, lang)),
    route(api.detail, (query, { lang }) => partnerDetail(db, lang, query.id)),
    route(api.logo, (_, { request, reply }) => sendLogo((request.params as { file: string }).file, reply)),
    route(api.adminList, () => admin.list()),
    route(api.adminCreate, (body, { operator }) => admin.create(operator, body)),
    route(api.adminUpdate, (body, { operator }) => admin.update(operator, body)),
    route(api.adminDelete, (body, { operator }) => admin.remove(operator, body.id)),
  ];
}
