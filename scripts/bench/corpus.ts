import type { Random } from './random';

/**
 * The text of the bench database: listings, posts and messages that read like the site's own,
 * with the search words at known rates so the search rows measure what they claim to.
 */
export const SEARCH_WORDS = {
  /** in about 5% of listings: every stroller, and no other listing names one */
  common: 'stroller',
  /** both words in a few hundred listings: wooden is an adjective of furniture and toys only */
  phrase: 'wooden crib',
  /** in about 40% of listings ("Gently used.") */
  frequent: 'gently',
  /** in no listing */
  absent: 'harpsichord',
} as const;

interface ItemGroup {
  share: number;
  items: readonly string[];
  adjectives: readonly string[];
  details: readonly string[];
}

const GENERAL_ADJECTIVES = [
  'compact',
  'foldable',
  'vintage',
  'lightweight',
  'deluxe',
  'classic',
  'sturdy',
  'portable',
  'adjustable',
  'washable',
  'colourful',
  'barely used',
];
const FURNITURE_ADJECTIVES = ['wooden', 'white', 'classic', 'sturdy', 'vintage', 'convertible', 'painted', 'solid', 'grey', 'Scandinavian'];

const GROUPS: readonly ItemGroup[] = [
  {
    share: 0.05,
    items: ['stroller', 'jogging stroller', 'travel stroller', 'double stroller', 'stroller with bassinet'],
    adjectives: GENERAL_ADJECTIVES,
    details: [
      'Folds with one hand and fits in a small boot.',
      'Tyres and brakes are in great shape.',
      'Comes with the rain cover and cup holder.',
      'The seat reclines almost flat for naps.',
      'Basket underneath holds a full grocery run.',
    ],
  },
  {
    share: 0.03,
    items: ['crib', 'crib with mattress', 'mini crib'],
    adjectives: FURNITURE_ADJECTIVES,
    details: [
      'The mattress base has three heights.',
      'Converts to a toddler bed with the rail removed.',
      'All bolts and the assembly sheet are included.',
      'Teething rail covers on both long sides.',
    ],
  },
  {
    share: 0.34,
    items: [
      'high chair',
      'changing table',
      'rocking horse',
      'toddler bed',
      'dresser',
      'train set',
      'stacking rings',
      'baby gate',
      'bassinet',
      'playpen',
      'bookshelf',
      'play kitchen',
      'step stool',
      'puzzle set',
    ],
    adjectives: FURNITURE_ADJECTIVES,
    details: [
      'All parts and screws included.',
      'Wipes clean in seconds.',
      'Dimensions are in the photos.',
      'Non-toxic finish, no chips.',
      'Easy to take apart for the car.',
    ],
  },
  {
    share: 0.58,
    items: [
      'car seat',
      'play mat',
      'bouncer',
      'video monitor',
      'baby carrier',
      'bottle set',
      'snowsuit',
      'board books',
      'bath tub',
      'glider chair',
      'sleep sack',
      'booster seat',
      'activity walker',
      'swaddle blankets',
      'breast pump',
      'teether set',
      'night light',
      'travel cot',
      'nursing pillow',
      'raincoat',
      'bike trailer',
      'balance bike',
      'diaper bag',
      'sling',
      'bodysuit bundle',
      'sun hat',
    ],
    adjectives: GENERAL_ADJECTIVES,
    details: [
      'Fits newborn to about two years.',
      'Batteries included.',
      'All straps and inserts are there.',
      'Machine washable at 40 degrees.',
      'Expiry date is printed on the base.',
      'Sizes 6 to 12 months.',
    ],
  },
];

const COLOURS = ['blue', 'grey', 'oak', 'white', 'green', 'navy', 'sand', 'black', 'mustard', 'sage'];
const NOTES = [
  'Used for one child only.',
  'Smoke-free and pet-free home.',
  'Comes with the original box and manual.',
  'A few scuffs but everything works.',
  'Washed and ready for its next family.',
  'Pick up only, near the park.',
  'Our little one outgrew it far too quickly.',
  'Selling because we are moving house.',
  'Happy to show it working before you buy.',
  'Covers are machine washable.',
  'Bought new last spring.',
  'Clean, no stains or tears.',
  'Can meet halfway for a small fee.',
  'Price is firm.',
  'Open to offers.',
  'Message me with any questions.',
];
export const LOCATIONS = ['Portland, OR', 'Sellwood, Portland, OR', 'Austin, TX', 'Denver, CO', 'Seattle, WA', 'Boise, ID', 'Eugene, OR', null];
export const CONDITIONS = ['new', 'like_new', 'good', 'fair', 'poor'] as const;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function pickGroup(random: Random): ItemGroup {
  let roll = random.next();
  for (const group of GROUPS) {
    if (roll < group.share) return group;
    roll -= group.share;
  }
  return GROUPS[GROUPS.length - 1]!;
}

export function listingText(random: Random): { name: string; description: string } {
  const group = pickGroup(random);
  const item = random.pick(group.items);
  const adjective = random.pick(group.adjectives);
  const sentences = [
    random.pick([
      `Selling our ${adjective} ${item} in ${random.pick(COLOURS)}.`,
      `${capitalise(item)} in ${random.pick(COLOURS)}.`,
      `A ${adjective} ${item} that served us well.`,
    ]),
    random.pick(group.details),
    random.pick(NOTES),
  ];
  if (random.chance(0.4)) sentences.splice(1, 0, 'Gently used.');
  if (random.chance(0.5)) sentences.push(random.pick(NOTES));
  return { name: capitalise(`${adjective} ${item}`), description: sentences.join(' ') };
}

const FIRST_NAMES = [
  'Ava',
  'Noah',
  'Mia',
  'Lucas',
  'Isla',
  'Mateo',
  'Zoe',
  'Ethan',
  'Chloe',
  'Leo',
  'Ruby',
  'Owen',
  'Nina',
  'Jonah',
  'Priya',
  'Sam',
  'Hannah',
  'Diego',
  'Freya',
  'Kai',
  'Layla',
  'Omar',
  'Grace',
  'Felix',
];
const LAST_INITIALS = 'ABCDEFGHJKLMNPRSTVW';

export function memberName(index: number): string {
  return `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_INITIALS[Math.floor(index / FIRST_NAMES.length) % LAST_INITIALS.length]}.`;
}

const TOPICS = [
  'sleep regressions',
  'starting solids',
  'the first week home',
  'choosing a stroller',
  'toddler tantrums',
  'baby-led weaning',
  'travelling with a baby',
  'going back to work',
  'potty training',
  'sibling rivalry',
  'screen time',
  'teething',
  'daycare',
  'bath time',
  'reading aloud',
  'second-hand gear',
  'car seat safety',
  'nap schedules',
  'picky eaters',
  'rainy-day play',
];
const TITLE_FORMS = [
  (topic: string) => `What nobody tells you about ${topic}`,
  (topic: string) => `Seven things we learned about ${topic}`,
  (topic: string) => `A gentle guide to ${topic}`,
  (topic: string) => `${capitalise(topic)}: a parent's notes`,
  (topic: string) => `How we survived ${topic}`,
];
const POST_SENTENCES = [
  'Every child is different, and what worked for us may not work for you.',
  'We asked a dozen parents in our group what they would do differently.',
  'The first few days felt impossible, then something clicked.',
  'Keep the routine simple and repeat it every night.',
  'Our paediatrician suggested we wait another month before changing anything.',
  'It helps to write down what happened each day, even a line or two.',
  'Second-hand gear saved us a small fortune here.',
  'Ask for help early; most friends are glad to be asked.',
  'Consistency mattered more than any product we bought.',
  'We tried three approaches before one stuck.',
  'Plan for the transition to take about two weeks.',
  'Snacks, spare clothes and patience: pack all three.',
  'If something feels wrong, call your health visitor.',
  'Celebrate the small wins, they add up.',
  'A short walk outside reset the whole afternoon more than once.',
];

export function postText(random: Random, index: number): { title: string; content: string; excerpt: string; tags: string } {
  const topic = random.pick(TOPICS);
  const title = `${random.pick(TITLE_FORMS)(topic)} (part ${index + 1})`;
  const paragraph = () => `<p>${Array.from({ length: 3 + random.int(3) }, () => random.pick(POST_SENTENCES)).join(' ')}</p>`;
  const sections = Array.from(
    { length: 3 + random.int(3) },
    (_, i) =>
      `<h2>${capitalise(random.pick(['what helped', 'what we would skip', 'the first step', 'when to ask for help', 'our routine']))} ${i + 1}</h2>${paragraph()}${paragraph()}`,
  );
  const list = `<ul>${Array.from({ length: 4 }, () => `<li>${random.pick(POST_SENTENCES)}</li>`).join('')}</ul>`;
  return {
    title,
    content: `${paragraph()}${sections.join('')}${list}`,
    excerpt: `${random.pick(POST_SENTENCES)} ${random.pick(POST_SENTENCES)}`,
    tags: [topic, random.pick(['parenting', 'baby', 'toddler', 'family'])].join(','),
  };
}

const MESSAGE_LINES = [
  'Hi! Is this still available?',
  'Yes, it is. When would you like to pick it up?',
  'Would you take a little less for it?',
  'I could do Saturday morning if that works.',
  'Great, see you then!',
  'Does it come with the rain cover?',
  'Sorry, it has just sold.',
  'Could you send a photo of the underside?',
  'Sure, I will send one tonight.',
  'Thanks so much, my daughter loves it.',
  'Is the fabric removable for washing?',
  'I am near the park, happy to meet there.',
  'Running ten minutes late, sorry!',
  'No problem at all.',
  'Perfect, thank you.',
];

export function messageText(random: Random): string {
  return random.chance(0.3) ? `${random.pick(MESSAGE_LINES)} ${random.pick(MESSAGE_LINES)}` : random.pick(MESSAGE_LINES);
}
