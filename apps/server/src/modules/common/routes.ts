import { COMMON_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import { defaultAvatars, sendAvatar } from './avatars.ts';
import type { CommonDeps } from './deps.ts';
import { dictionary } from './dictionary.ts';
import { checkUpdate, systemInfo } from './system.ts';
import { receiveUpload } from './upload-form.ts';
import { sendUpload } from './uploads.ts';

export function commonRoutes(deps: CommonDeps) {
  const api = COMMON_API;
  return [
    route(api.systemInfo, () => systemInfo(deps)),
    route(api.checkUpdate, () => checkUpdate(deps)),
    route(api.sysDictionary, (query, { lang }) => dictionary(deps.db, lang, query.type)),
    route(api.defaultAvatar, () => defaultAvatars()),
    route(api.avatar, (_, { request, reply }) => sendAvatar((request.params as { file: string }).file, reply)),
    route(api.upload, (_, { member, request }) => receiveUpload(deps, member.memberId, request)),
    route(api.uploaded, (_, { request, reply }) => sendUpload(deps.db, (request.params as { id: string }).id, reply)),
  ];
}
