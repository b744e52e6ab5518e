import { remove as removeConfusables } from 'confusables';
import { withoutInvisibles } from './invisible-text';

/** Words that make a display name read as someone speaking for the site ('administrator' contains 'admin'). */
const STAFF_WORDS = ['admin', 'moderator', 'nestly', 'staff'];

export const STAFF_NAME_MESSAGE =
  'Names that read as Nestly staff (admin, moderator, staff, Nestly) are kept for the site team. Please choose another display name.';

// Digits and signs typed for letters. l, i, 1, | and ! are all one upright stroke, so they compare equal.
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  l: 'i',
  '|': 'i',
  '!': 'i',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
  '+': 't',
};
const WORD_PART = /[\p{L}01|!34@5$7+]/u;

/** The words of a name in plain a-z: look-alike letters of other scripts, accents, case and leetspeak resolved. */
function plainWords(name: string): string[] {
  const latin = removeConfusables(withoutInvisibles(name).normalize('NFKC')).normalize('NFKD').replace(/\p{M}/gu, '');
  // a capital after a small letter starts a word too: NestlyAdmin
  const words = latin.split(/(?<=\p{Ll})(?=\p{Lu})/u).flatMap((part) =>
    [...part].reduce<string[]>(
      (list, char) => {
        if (!WORD_PART.test(char)) return list.at(-1) === '' ? list : [...list, ''];
        list[list.length - 1] += char;
        return list;
      },
      [''],
    ),
  );
  return words
    .map((word) =>
      [...word.toLowerCase()]
        .map((char) => LOOK_ALIKES[char] ?? char)
        .join('')
        .replace(/[^a-z]/g, ''),
    )
    .filter(Boolean);
}

function skeleton(word: string): string {
  return plainWords(word).join('');
}

const STAFF_SKELETONS = STAFF_WORDS.map(skeleton);

/**
 * Whether a display name reads as staff: a staff word that starts or ends a word of the name, after
 * spaces and punctuation are dropped ('N.e.s.t.l.y', 'Sysadmin', '4dm1n', 'Аdmin' in Cyrillic). Inside a
 * longer word it does not count, so 'Badminton Mum' is fine.
 */
export function readsAsStaff(name: string): boolean {
  const words = plainWords(name);
  const text = words.join('');
  const edges = new Set<number>([0]);
  let position = 0;
  for (const word of words) edges.add((position += word.length));
  return STAFF_SKELETONS.some((staff) => {
    for (let at = text.indexOf(staff); at !== -1; at = text.indexOf(staff, at + 1)) {
      if (edges.has(at) || edges.has(at + staff.length)) return true;
    }
    return false;
  });
}
