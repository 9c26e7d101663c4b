import { escapeHtml, type PageLang } from '../page.ts';
// The sandbox live chat: what the demo's live-chat channel opens, so the Customer Service tab's
// chat works without a provider and never pretends to be one. It says on every screen that it is
// the sandbox and answers each message with an automatic reply. No script: a form posts the
// conversation back, which the page carries in hidden fields (no state on the server).

/** How much of the conversation the page carries: the latest messages, each cut to a length. */
export const CHAT_LIMITS = { messages: 20, chars: 500 } as const;

const TEXTS = {
  zh_hans: {
    htmlLang: 'zh-Hans',
    title: '沙盒在线客服（演示）',
    notice: '这是用于体验平台的沙盒聊天，没有真人客服；您的消息不会被保存或转给任何人。',
    welcome: '您好，这里是沙盒客服。请输入任意消息试试。',
    reply: '【沙盒自动回复】已收到您的消息：“{{text}}”。这是演示聊天，正式平台会在这里接入运营商配置的客服。',
    placeholder: '输入消息',
    send: '发送',
    you: '我',
    bot: '沙盒客服',
  },
  en: {
    htmlLang: 'en',
    title: 'Sandbox live chat (demo)',
    notice:
      'A sandbox chat for trying the platform: no one is on the other side, and your messages are neither kept nor passed on.',
    welcome: 'Hello, this is the sandbox service desk. Type any message to try it.',
    reply:
      '[Sandbox auto-reply] We got your message: "{{text}}". This is a demo chat; on a live platform the operator’s service provider answers here.',
    placeholder: 'Type a message',
    send: 'Send',
    you: 'You',
    bot: 'Sandbox desk',
  },
} as const;

const STYLE = `
  * { box-sizing: border-box; }
  html, body { height: 100%; margin: 0; }
  body { display: flex; flex-direction: column; font-family: system-ui, -apple-system, "PingFang SC", sans-serif; background: #eef1f5; color: #1f2329; }
  header { background: #1f2a6b; color: #fff; padding: 10px 14px; }
  h1 { font-size: 16px; margin: 0 0 4px; }
  .notice { font-size: 12px; margin: 0; color: #ffd591; }
  .langs { float: right; font-size: 12px; }
  .langs a { color: #fff; margin-left: 8px; }
  .log { flex: 1; overflow-y: auto; display: flex; flex-direction: column-reverse; padding: 12px; gap: 8px; }
  .msg { max-width: 80%; padding: 8px 10px; border-radius: 10px; font-size: 14px; word-break: break-word; white-space: pre-wrap; }
  .msg b { display: block; font-size: 11px; color: #646a73; margin-bottom: 2px; }
  .bot { background: #fff; align-self: flex-start; }
  .you { background: #d6e4ff; align-self: flex-end; }
  form { display: flex; gap: 8px; padding: 10px; background: #fff; border-top: 1px solid #e5e6eb; }
  input[type=text] { flex: 1; padding: 9px 10px; font-size: 15px; border: 1px solid #d0d3d6; border-radius: 18px; }
  button { padding: 9px 16px; font-size: 15px; border: 0; border-radius: 18px; background: #3370ff; color: #fff; }
`;

/** The chat with the member's messages so far (oldest first), each followed by its automatic reply. */
export function chatPage(said: readonly string[], lang: PageLang, nonce: string): string {
  const t = TEXTS[lang];
  const bubble = (who: 'you' | 'bot', text: string) =>
    `<div class="msg ${who}"><b>${who === 'you' ? t.you : t.bot}</b>${escapeHtml(text)}</div>`;
  const turns = said.map((text) => bubble('you', text) + bubble('bot', t.reply.replace('{{text}}', text)));
  // Newest first in the markup: the log is laid out bottom-up, so it opens scrolled to the end.
  const log = [bubble('bot', t.welcome), ...turns].reverse().join('');
  const kept = said.map((text) => `<input type="hidden" name="said" value="${escapeHtml(text)}">`).join('');
  return `<!doctype html>
<html lang="${t.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<header><span class="langs"><a href="?lang=zh_hans">中文</a><a href="?lang=en">English</a></span>
<h1>${t.title}</h1><p class="notice">${t.notice}</p></header>
<main class="log" aria-live="polite">${log}</main>
<form method="post"><input type="hidden" name="lang" value="${lang}">${kept}
<input type="text" name="text" maxlength="${CHAT_LIMITS.chars}" placeholder="${t.placeholder}" aria-label="${t.placeholder}" autocomplete="off" required autofocus>
<button type="submit">${t.send}</button></form>
</body>
</html>`;
}
