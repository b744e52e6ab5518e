/**
 * Characters that change how text reads without being seen: bidi controls (U+202A–U+202E embeddings
 * and overrides, U+2066–U+2069 isolates, the LRM, RLM and ALM marks) and zero-width characters.
 * '\u202Enimda ylteN' shows as 'Nestly admin'. They are taken out of every name and title others see.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;
const ZERO_WIDTH = /[\u200B\u2060\uFEFF\u180E]/gu;
const JOINERS = /[\u200C\u200D]/gu;

const PICTOGRAPH = /\p{Extended_Pictographic}/u;
// scripts whose spelling needs the joiners (Persian, Hindi, ...); never Latin, Greek or Cyrillic, where staff words are spelled
const JOINING_LETTER = /[\p{L}\p{M}]/u;
const PLAIN_LETTER = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;
const needsJoiner = (char: string) => JOINING_LETTER.test(char) && !PLAIN_LETTER.test(char);

/**
 * The zero-width joiner and non-joiner are kept only where writing needs them: between the parts of
 * an emoji (👨‍👩‍👧) and between letters of scripts that use them. Anywhere else they only hide things.
 */
function keepJoiner(joiner: string, offset: number, whole: string): string {
  const before = [...whole.slice(Math.max(0, offset - 4), offset)].at(-1) ?? '';
  const after = [...whole.slice(offset + 1, offset + 5)][0] ?? '';
  if (joiner === '\u200D' && (PICTOGRAPH.test(before) || before === '\uFE0F') && PICTOGRAPH.test(after)) return joiner;
  return needsJoiner(before) && needsJoiner(after) ? joiner : '';
}

/** The text without bidi controls and stray zero-width characters. */
export function withoutInvisibles(text: string): string {
  return text.replace(BIDI_CONTROLS, '').replace(ZERO_WIDTH, '').replace(JOINERS, keepJoiner);
}

/** Whether the text holds any character withoutInvisibles takes out. */
export const hasInvisibles = (text: string) => withoutInvisibles(text) !== text;
