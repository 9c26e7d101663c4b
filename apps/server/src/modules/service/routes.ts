import { SERVICE_API, type Lang, type ServiceInfo } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import type { ServiceAdmin } from './admin.ts';

type Service = { info: (lang: Lang) => Promise<ServiceInfo>; admin: ServiceAdmin };

export function serviceRoutes(service: Service) {
  return [
    route(SERVICE_API.channels, (_, { lang }) => service.info(lang)),
    route(SERVICE_API.adminList, () => service.admin.list()),
    route(SERVICE_API.adminCreate, (body, { operator }) => service.admin.create(operator, body)),
    route(SERVICE_API.adminUpdate, (body, { operator }) => service.admin.update(operator, body)),
    route(SERVICE_API.adminEnable, (body, { operator }) => service.admin.enable(operator, body)),
    route(SERVICE_API.adminDelete, (body, { operator }) => service.admin.remove(operator, body.id)),
  ];
}
