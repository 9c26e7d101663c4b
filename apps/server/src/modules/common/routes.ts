import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckUpdateSchema,
  DEFAULT_AVATAR_COUNT,
  DefaultAvatarSchema,
  PATHS,
  SysDictionaryQuerySchema,
  SysDictionarySchema,
  SystemInfoSchema,
  UPLOAD_DIRECTORY,
  UploadResultSchema,
  defaultAvatarUrl,
  envelopeSchema,
} from '@app/contract';
import { AppError } from '../../lib/errors.ts';
import { memberOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { avatarSvg } from './avatars.ts';
import { sniffImage, type CommonService } from './service.ts';

const routes: FastifyPluginAsyncZod<{ common: CommonService }> = async (app, { common }) => {
  app.get(
    `/${PATHS.common.systemInfo}`,
    { schema: { response: { 200: envelopeSchema(SystemInfoSchema) } } },
    async (request) => ok(request, common.systemInfo()),
  );

  app.get(
    `/${PATHS.common.checkUpdate}`,
    { schema: { response: { 200: envelopeSchema(CheckUpdateSchema) } } },
    async (request) => ok(request, common.checkUpdate()),
  );

  app.get(
    `/${PATHS.common.sysDictionary}`,
    { schema: { querystring: SysDictionaryQuerySchema, response: { 200: envelopeSchema(SysDictionarySchema) } } },
    async (request) => ok(request, await common.dictionary(request.lang, request.query.type)),
  );

  app.get(
    `/${PATHS.common.defaultAvatar}`,
    { schema: { response: { 200: envelopeSchema(DefaultAvatarSchema) } } },
    async (request) =>
      ok(request, { list: Array.from({ length: DEFAULT_AVATAR_COUNT }, (_, i) => defaultAvatarUrl(i + 1)) }),
  );

  app.get(
    '/avatars/:file',
    { schema: { params: z.object({ file: z.string().regex(/^\d+\.svg$/) }), hide: true } },
    async (request, reply) => {
      const svg = avatarSvg(Number.parseInt(request.params.file, 10));
      if (!svg) throw new AppError('common.not_found', 404);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );

  app.post(
    `/${PATHS.common.upload}`,
    { onRequest: app.requireMember, schema: { response: { 200: envelopeSchema(UploadResultSchema) } } },
    async (request) => {
      const member = memberOf(request);
      const claimedUid = request.headers.authorization;
      if (claimedUid !== undefined && claimedUid !== String(member.memberId))
        throw new AppError('common.forbidden', 403);
      if (!request.isMultipart()) throw new AppError('upload.missing_file');
      let directory: string | undefined;
      let data: Buffer | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'directory') directory = String(part.value);
          continue;
        }
        if (part.fieldname !== 'imgPath' || data) {
          part.file.resume();
          continue;
        }
        const chunks: Buffer[] = [];
        let checked = false;
        try {
          for await (const chunk of part.file as AsyncIterable<Buffer>) {
            chunks.push(chunk);
            // Refuse as soon as the first bytes show it is not an image, before reading the rest.
            if (!checked && Buffer.concat(chunks).length >= 8) {
              checked = true;
              if (!sniffImage(Buffer.concat(chunks))) throw new AppError('upload.bad_type', 415);
            }
          }
        } catch (error) {
          part.file.resume();
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError('upload.too_large', 413);
          throw error;
        }
        if (part.file.truncated) throw new AppError('upload.too_large', 413);
        data = Buffer.concat(chunks);
      }
      if (directory !== UPLOAD_DIRECTORY) throw new AppError('upload.directory');
      if (!data || data.length === 0) throw new AppError('upload.missing_file');
      return ok(request, await common.storeUpload(member.memberId, directory, data));
    },
  );

  app.get(
    '/uploads/:id',
    { schema: { params: z.object({ id: z.string().regex(/^[0-9a-f]{32}\.(png|jpg)$/) }), hide: true } },
    async (request, reply) => {
      const file = await common.readUpload(request.params.id);
      if (!file) throw new AppError('common.not_found', 404);
      return reply.type(file.mime).header('cache-control', 'private, max-age=86400').send(file.data);
    },
  );
};

export default routes;
