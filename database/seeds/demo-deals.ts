import type { Art } from './photo-art';
import type { CategorySlug } from './demo-marketplace';
import type { Age } from './demo-util';

export interface DemoDeal {
  title: string;
  description: string;
  retailer: string;
  link: string;
  /** integer cents */
  originalPrice: number;
  /** integer cents */
  discountedPrice: number;
  couponCode: string | null;
  termsConditions: string | null;
  featured: boolean;
  category: CategorySlug;
  age: Age;
  /** days from now until the deal ends (negative: already ended); null never expires */
  expiresInDays: number | null;
  art: Art;
  accent: string;
}

export const DEALS: DemoDeal[] = [
  {
    title: 'Kinderway Glide travel stroller for $224.99',
    description:
      'Our favourite travel stroller at its lowest price this year. One-hand fold, full recline and it fits airline overhead lockers. All four colours included in the sale.',
    retailer: 'Little Wheels Co.',
    link: 'https://example.com/deals/kinderway-glide',
    originalPrice: 29999,
    discountedPrice: 22499,
    couponCode: 'GLIDE25',
    termsConditions: 'Code applies to the Glide stroller only. One use per customer. Free shipping on orders over $50.',
    featured: true,
    category: 'strollers',
    age: { hours: 6 },
    expiresInDays: 6,
    art: 'stroller',
    accent: '#f2b950',
  },
  {
    title: 'Organic cotton bodysuits, 12-pack',
    description: 'Soft, stretchy bodysuits in sizes newborn to 24 months, with envelope necks for easy changes. A good everyday basic at a better price.',
    retailer: 'Sprout Organics',
    link: 'https://example.com/deals/organic-bodysuits',
    originalPrice: 4000,
    discountedPrice: 3400,
    couponCode: null,
    termsConditions: null,
    featured: false,
    category: 'clothing',
    age: { days: 3 },
    expiresInDays: null,
    art: 'onesie',
    accent: '#7cb89a',
  },
  {
    title: 'Half price on wooden toy bundles',
    description: 'Bundles of stacking rings, blocks and a pull-along train, made from solid beech with water-based paints. A lovely first birthday gift.',
    retailer: 'Meadow Wooden Toys',
    link: 'https://example.com/deals/wooden-toy-bundle',
    originalPrice: 6000,
    discountedPrice: 3000,
    couponCode: 'PLAYTIME',
    termsConditions: 'While stocks last. Cannot be combined with other offers.',
    featured: false,
    category: 'toys',
    age: { days: 1, hours: 2 },
    expiresInDays: 14,
    art: 'blocks',
    accent: '#e58f7a',
  },
  {
    title: 'SafeNest 360 convertible car seat, this week only',
    description: 'The swivel car seat from our review, with extended rear facing and clear installation indicators. Rarely discounted.',
    retailer: 'SafeRide Baby',
    link: 'https://example.com/deals/safenest-360',
    originalPrice: 32999,
    discountedPrice: 26399,
    couponCode: null,
    termsConditions: 'Price valid online and in stores until the date shown.',
    featured: false,
    category: 'car-seats',
    age: { days: 5 },
    expiresInDays: 2,
    art: 'booster',
    accent: '#6c9bd2',
  },
  {
    title: 'Board book library: 20 classics for $26.99',
    description: 'Twenty sturdy board books covering bedtime, animals, colours and first words. A full starter library for less than the price of four books.',
    retailer: 'Storytime Books',
    link: 'https://example.com/deals/board-book-library',
    originalPrice: 8999,
    discountedPrice: 2699,
    couponCode: null,
    termsConditions: 'Titles may vary slightly from the picture.',
    featured: false,
    category: 'books',
    age: { days: 12 },
    expiresInDays: null,
    art: 'books',
    accent: '#e07fa3',
  },
  {
    title: 'Silicone weaning set with suction bowl and spoons',
    description: 'A suction bowl, divided plate, two spoons and a soft bib that actually catches food. Dishwasher and microwave safe.',
    retailer: 'Little Bites',
    link: 'https://example.com/deals/silicone-weaning-set',
    originalPrice: 3500,
    discountedPrice: 2450,
    couponCode: 'NESTLY10',
    termsConditions: null,
    featured: false,
    category: 'feeding',
    age: { days: 19 },
    expiresInDays: -4,
    art: 'bowl',
    accent: '#7cb89a',
  },
  {
    title: 'Organic crib mattress clearance',
    description: 'Firm, breathable crib mattress with a waterproof, wipe-clean cover. Fits standard full-size cribs.',
    retailer: 'Dreamy Nursery',
    link: 'https://example.com/deals/organic-crib-mattress',
    originalPrice: 22000,
    discountedPrice: 13200,
    couponCode: 'SLEEPWELL',
    termsConditions: 'Clearance stock; returns accepted within 30 days if unopened.',
    featured: false,
    category: 'nursery-furniture',
    age: { days: 27 },
    expiresInDays: -12,
    art: 'crib',
    accent: '#c98d5b',
  },
  {
    title: 'Hooded bath towel trio',
    description: 'Three extra-soft bamboo towels with animal ears on the hood. Generous size that still fits after the toddler years.',
    retailer: 'Bubble & Bloom',
    link: 'https://example.com/deals/hooded-towel-trio',
    originalPrice: 2999,
    discountedPrice: 1199,
    couponCode: null,
    termsConditions: null,
    featured: false,
    category: 'bath-and-changing',
    age: { minutes: 50 },
    expiresInDays: 30,
    art: 'towel',
    accent: '#5fb3b3',
  },
];
