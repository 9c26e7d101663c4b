import { z } from 'zod';
import type { MessageKey } from '../messages/zh_hans.ts';

const CONTROL_CHARS: MessageKey = 'rules.control_chars';

// Unicode control characters (C0, DEL, C1). PostgreSQL cannot store NUL in text, and the others
// garble logs, exports and the pages that show the text again.
const CONTROL = /\p{Cc}/u;
// The same but tab and line feed, which free text (a remark, a reason) may hold.
const CONTROL_BUT_TAB_AND_LF = /(?![\t\n])\p{Cc}/u;

/** No control characters, answered with `message` (the control-character text unless a field has its own). */
export function withoutControlChars(message: MessageKey = CONTROL_CHARS) {
  return z.refine<string>((text) => !CONTROL.test(text), message);
}

/**
 * The rule of every string a client sends: no control characters. Chain it after `.trim()`, so
 * whitespace around the text is still trimmed rather than refused:
 * `z.string().trim().max(60).check(oneLine)`.
 */
export const oneLine = withoutControlChars();

/** The rule of free text that may break lines (remarks, reasons): tab and line feed allowed, no other control. */
export const freeText = z.refine<string>((text) => !CONTROL_BUT_TAB_AND_LF.test(text), CONTROL_CHARS);
