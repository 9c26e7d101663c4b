import { z } from 'zod';
import type { MessageKey } from '../messages/zh_hans.ts';

const CONTROL_CHARS: MessageKey = 'rules.control_chars';

// Unicode control characters (C0, DEL, C1). PostgreSQL cannot store NUL in text, and the others
// garble logs, exports and the pages that show the text again.
const CONTROL = /\p{Cc}/u;
// The same but tab and line feed, which free text (a remark, a reason) may hold.
const CONTROL_BUT_TAB_AND_LF = /(?![\t\n])\p{Cc}/u;
// Half of a surrogate pair without its other half is no character at all. JSON carries it, but it
// is stored as a replacement character, so what a member reads back would not be what they sent.
const LONE_SURROGATE = /\p{Cs}/u;

/** Refuses text matching `control` with `message`, and text with a lone surrogate as broken. */
function clean(control: RegExp, message: MessageKey) {
  return z.refine<string>((text) => !control.test(text) && !LONE_SURROGATE.test(text), {
    error: (issue) => (LONE_SURROGATE.test(String(issue.input)) ? 'rules.broken_text' : message),
  });
}

/** No control characters, answered with `message` (the control-character text unless a field has its own). */
export function withoutControlChars(message: MessageKey = CONTROL_CHARS) {
  return clean(CONTROL, message);
}

/**
 * The rule of every string a client sends: no control characters. Chain it after `.trim()`, so
 * whitespace around the text is still trimmed rather than refused:
 * `z.string().trim().max(60).check(oneLine)`.
 */
export const oneLine = withoutControlChars();

/** The rule of free text that may break lines (remarks, reasons): tab and line feed allowed, no other control. */
export const freeText = clean(CONTROL_BUT_TAB_AND_LF, CONTROL_CHARS);
