import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { pageHeaders, pageLang, type PageLang } from '../page.ts';
import { CHAT_LIMITS, chatPage } from './chat-page.ts';

/** Where the platform serves the sandbox chat: a page of its own origin, so framing it needs no other origin. */
export const SANDBOX_CHAT_PATH = '/sandbox/chat';

type ChatRequest = { Querystring: { lang?: string } };

/** The member's messages carried by the form, with the new one, cut to what the page keeps. */
function conversation(form: URLSearchParams): string[] {
  const said = [...form.getAll('said'), form.get('text') ?? '']
    .map((text) =>
      text
        .replace(/\p{Cc}/gu, ' ')
        .trim()
        .slice(0, CHAT_LIMITS.chars),
    )
    .filter((text) => text.length > 0);
  return said.slice(-CHAT_LIMITS.messages);
}

/**
 * The sandbox chat (chat-page.ts) on the platform, in a scope of its own: its form parser and its
 * headers (framed by the platform, no script) touch nothing else.
 */
export async function registerSandboxChat(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    const send = (said: string[], lang: PageLang) => {
      const nonce = randomBytes(16).toString('base64');
      return { headers: pageHeaders(nonce, "'self'"), html: chatPage(said, lang, nonce) };
    };
    scope.get<ChatRequest>(SANDBOX_CHAT_PATH, { schema: { hide: true } }, async (request, reply) => {
      const page = send([], pageLang(request.query.lang, request.headers['accept-language']));
      return reply.headers(page.headers).send(page.html);
    });
    scope.post<ChatRequest>(SANDBOX_CHAT_PATH, { schema: { hide: true } }, async (request, reply) => {
      const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
      const lang = pageLang(form.get('lang') ?? request.query.lang, request.headers['accept-language']);
      const page = send(conversation(form), lang);
      return reply.headers(page.headers).send(page.html);
    });
  });
}
