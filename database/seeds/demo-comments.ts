import type { DemoHandle } from './demo-users';
import type { Age } from './demo-util';

export interface DemoComment {
  key: string;
  user: DemoHandle;
  /** blog key or review key, depending on contentType */
  target: string;
  contentType: 'blog' | 'review';
  status: 'pending' | 'approved' | 'rejected';
  /** key of the comment this replies to */
  replyTo?: string;
  isRead: boolean;
  age: Age;
  content: string;
}

export const COMMENTS: DemoComment[] = [
  {
    key: 'bedtime-emma',
    user: 'emma',
    target: 'bedtime',
    contentType: 'blog',
    status: 'approved',
    isRead: true,
    age: { days: 2 },
    content: 'We started the "same song every night" trick last week and it is honestly working. Theo now yawns at the first line. Thank you for this!',
  },
  {
    key: 'bedtime-liam',
    user: 'liam',
    target: 'bedtime',
    contentType: 'blog',
    status: 'approved',
    isRead: true,
    age: { days: 1, hours: 20 },
    content: 'With twins we had to stagger the baths, but keeping the order identical made a huge difference. Short and boring wins.',
  },
  {
    key: 'bedtime-olivia-reply',
    user: 'olivia',
    target: 'bedtime',
    contentType: 'blog',
    status: 'approved',
    replyTo: 'bedtime-liam',
    isRead: false,
    age: { hours: 9 },
    content: 'Short and boring wins is going on our fridge. Same experience here with a toddler who would happily stretch bedtime to midnight.',
  },
  {
    key: 'stroller-olivia',
    user: 'olivia',
    target: 'stroller',
    contentType: 'blog',
    status: 'approved',
    isRead: true,
    age: { days: 7 },
    content: 'Measuring the doorways is such good advice. Our first double stroller did not fit through the back door and we only found out on day one.',
  },
  {
    key: 'solids-liam',
    user: 'liam',
    target: 'solids',
    contentType: 'blog',
    status: 'approved',
    isRead: true,
    age: { days: 14 },
    content: 'The first-aid course tip is gold. It gave me the confidence to let them explore finger foods instead of hovering anxiously.',
  },
  {
    key: 'budget-emma',
    user: 'emma',
    target: 'budget',
    contentType: 'blog',
    status: 'pending',
    isRead: false,
    age: { minutes: 25 },
    content: 'Would love a follow-up on what to look for when buying a second-hand crib. Is there a checklist for the slat spacing?',
  },
  {
    key: 'car-seat-olivia',
    user: 'olivia',
    target: 'car-seat',
    contentType: 'blog',
    status: 'approved',
    isRead: true,
    age: { days: 30 },
    content: 'As a nurse I cannot stress the bulky coat point enough. Blanket over the top, every time. Thanks for spreading the word.',
  },
  {
    key: 'tantrums-liam',
    user: 'liam',
    target: 'tantrums',
    contentType: 'blog',
    status: 'rejected',
    isRead: true,
    age: { days: 60 },
    content: 'Check out my new parenting course, link in my profile, limited spots, 90% off today only!!!',
  },
  {
    key: 'glide-olivia',
    user: 'olivia',
    target: 'glide-travel-stroller',
    contentType: 'review',
    status: 'approved',
    isRead: true,
    age: { days: 3 },
    content: 'Agree on the wheels. We had a similar travel stroller and it was perfect for the city but hopeless on the beach boardwalk.',
  },
  {
    key: 'crib-emma',
    user: 'emma',
    target: 'little-pines-crib',
    contentType: 'review',
    status: 'approved',
    isRead: true,
    age: { days: 22 },
    content: 'We have the Willow too and it really is solid. The toddler rail went on in ten minutes.',
  },
  {
    key: 'safenest-liam',
    user: 'liam',
    target: 'safenest-360',
    contentType: 'review',
    status: 'pending',
    isRead: false,
    age: { hours: 3 },
    content: 'Does the swivel still work well when the seat is installed behind the passenger seat in a smaller car? Thinking of getting two.',
  },
  {
    key: 'stacker-emma',
    user: 'emma',
    target: 'meadow-rainbow-stacker',
    contentType: 'review',
    status: 'approved',
    isRead: true,
    age: { days: 90 },
    content: 'Can confirm the rings end up under the sofa. Still our most played-with toy, though.',
  },
];
