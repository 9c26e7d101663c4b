import { SERVICE_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import { channelList, createChannel, deleteChannel, enableChannel, updateChannel } from './admin.ts';
import { serviceInfo } from './channels.ts';
import type { ServiceDeps } from './deps.ts';

export function serviceRoutes(deps: ServiceDeps) {
  const api = SERVICE_API;
  return [
    route(api.channels, (_, { lang }) => serviceInfo(deps, lang)),
    route(api.adminList, () => channelList(deps)),
    route(api.adminCreate, (body, { operator }) => createChannel(deps, operator, body)),
    route(api.adminUpdate, (body, { operator }) => updateChannel(deps, operator, body)),
    route(api.adminEnable, (body, { operator }) => enableChannel(deps, operator, body)),
    route(api.adminDelete, (body, { operator }) => deleteChannel(deps, operator, body.id)),
  ];
}
