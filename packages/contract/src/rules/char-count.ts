import { LIMITS } from '../limits.ts';

// Grapheme clusters: what a reader sees as one character. An emoji with a skin tone or a flag is
// several code points but one character; each CJK character is one (docs/product.md, Feedback).
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** How many characters `text` shows, counted the same way in the browser and on the server. */
export function charCount(text: string): number {
  let n = 0;
  for (const _ of segmenter.segment(text)) n += 1;
  return n;
}

/** Whether a feedback description has 20-200 characters (LIMITS.feedbackTextMin/Max), counted by `charCount`. */
export function feedbackTextFits(text: string): boolean {
  // Counting costs more than linear time in the text's length, so a text too long to fit is not counted.
  if (text.length > LIMITS.feedbackTextMaxUnits) return false;
  const n = charCount(text);
  return n >= LIMITS.feedbackTextMin && n <= LIMITS.feedbackTextMax;
}
