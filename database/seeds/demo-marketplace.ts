import type { Art } from './photo-art';
import type { DemoHandle } from './demo-users';
import type { Age } from './demo-util';

export type CategorySlug =
  | 'strollers' | 'car-seats' | 'nursery-furniture' | 'clothing' | 'toys' | 'feeding' | 'bath-and-changing' | 'books';

export interface DemoCategory {
  name: string;
  slug: CategorySlug;
  icon: string;
  description: string;
}

export const CATEGORIES: DemoCategory[] = [
  { name: 'Strollers', slug: 'strollers', icon: 'baby', description: 'Prams, joggers, doubles and travel strollers for every kind of outing.' },
  { name: 'Car Seats', slug: 'car-seats', icon: 'car', description: 'Infant carriers, convertible seats and boosters, with their history in the listing.' },
  { name: 'Nursery Furniture', slug: 'nursery-furniture', icon: 'bed', description: 'Cribs, dressers, gliders and everything else that makes the nursery cosy.' },
  { name: 'Clothing', slug: 'clothing', icon: 'shirt', description: 'Bodysuits, outerwear and shoes that were outgrown long before they wore out.' },
  { name: 'Toys', slug: 'toys', icon: 'puzzle', description: 'Wooden classics, soft toys and play mats looking for their next little owner.' },
  { name: 'Feeding', slug: 'feeding', icon: 'utensils', description: 'High chairs, bottles, pumps and weaning gear.' },
  { name: 'Bath & Changing', slug: 'bath-and-changing', icon: 'bath', description: 'Baby baths, changing pads and towels for splashy evenings.' },
  { name: 'Books', slug: 'books', icon: 'book', description: 'Board books, picture books and parenting guides ready for another read.' },
];

export type Condition = 'new' | 'like_new' | 'good' | 'fair' | 'poor';

export interface DemoListing {
  key: string;
  name: string;
  description: string;
  /** integer cents */
  price: number;
  condition: Condition;
  location: string | null;
  seller: DemoHandle;
  category: CategorySlug;
  status: 'active' | 'sold' | 'draft';
  age: Age;
  art: Art;
  accent: string;
  photos: 1 | 2 | 3;
}

export const LISTINGS: DemoListing[] = [
  {
    key: 'convertible-pram', name: 'Convertible pram with bassinet and toddler seat', price: 45000, condition: 'like_new',
    description: 'Our pram from day one until our daughter was three. The bassinet is spotless and the toddler seat reclines flat for naps. Comes with the rain cover, cup holder and the original manual.',
    location: 'Denver, CO', seller: 'olivia', category: 'strollers', status: 'active', age: { days: 9 }, art: 'pram', accent: '#e58f7a', photos: 3,
  },
  {
    key: 'jogging-stroller', name: 'All-terrain jogging stroller', price: 27500, condition: 'good',
    description: 'Air-filled tyres, a hand brake and a front wheel that locks for running. It has done a lot of park miles, so there are a few scuffs on the frame, but the fabric is clean and everything works. Happy to show you how the one-hand fold works.',
    location: 'Austin, TX', seller: 'liam', category: 'strollers', status: 'active', age: { days: 6, hours: 3 }, art: 'stroller', accent: '#5fb3b3', photos: 3,
  },
  {
    key: 'double-stroller', name: 'Side-by-side double stroller', price: 18000, condition: 'fair',
    description: 'Carried our twins everywhere for two years. Fits through standard doorways (just!) and both seats recline independently. The canopy on one side has some sun fading, priced to reflect that.',
    location: 'Austin, TX', seller: 'liam', category: 'strollers', status: 'active', age: { days: 21 }, art: 'stroller', accent: '#a58bd1', photos: 2,
  },
  {
    key: 'travel-stroller', name: 'Compact travel stroller with carry bag', price: 15000, condition: 'like_new',
    description: 'Folds small enough for an overhead locker, which it did on exactly two flights. We need something sturdier for trails, so it is looking for a new family. Includes the shoulder bag.',
    location: 'Sellwood, Portland, OR', seller: 'emma', category: 'strollers', status: 'active', age: { hours: 5 }, art: 'stroller', accent: '#f2b950', photos: 2,
  },
  {
    key: 'vintage-pram', name: 'Vintage-style coach pram, needs new tyres', price: 6000, condition: 'poor',
    description: 'A lovely old-fashioned pram that would make a great photo prop or a restoration project. The tyres have perished and the hood catch is loose. Not suitable for daily use as it is.',
    location: null, seller: 'admin', category: 'strollers', status: 'active', age: { days: 64 }, art: 'pram', accent: '#6c9bd2', photos: 1,
  },
  {
    key: 'infant-car-seat', name: 'Infant car seat with isofix base', price: 9000, condition: 'good',
    description: 'Never been in an accident and the expiry date on the label is 2029. The covers have just been washed. Clicks straight onto most stroller frames with the usual adapters.',
    location: 'Denver, CO', seller: 'olivia', category: 'car-seats', status: 'active', age: { days: 12 }, art: 'carseat', accent: '#7cb89a', photos: 2,
  },
  {
    key: 'convertible-car-seat', name: 'Convertible car seat, rear and forward facing', price: 12000, condition: 'like_new',
    description: 'Bought as a spare for the grandparents\' car and used a handful of times. Rear facing to 40 lb, forward facing to 65 lb. Accident-free, with the manual and the expiry label intact.',
    location: 'Austin, TX', seller: 'liam', category: 'car-seats', status: 'active', age: { days: 3, hours: 2 }, art: 'booster', accent: '#6c9bd2', photos: 3,
  },
  {
    key: 'high-back-booster', name: 'High-back booster seat', price: 3500, condition: 'good',
    description: 'Adjustable headrest and two cup holders that were very popular. Accident-free. Washable cover, a little faded on the side that faced the window.',
    location: 'Sellwood, Portland, OR', seller: 'emma', category: 'car-seats', status: 'active', age: { days: 33 }, art: 'booster', accent: '#e07fa3', photos: 1,
  },
  {
    key: 'spare-car-seat-base', name: 'Spare infant seat base', price: 4000, condition: 'like_new',
    description: 'A second base so both cars were ready to go. Works with the matching infant carrier. Accident-free and stored indoors.',
    location: 'Austin, TX', seller: 'liam', category: 'car-seats', status: 'sold', age: { days: 47 }, art: 'carseat', accent: '#c98d5b', photos: 1,
  },
  {
    key: 'wooden-crib', name: 'Solid wood crib with three mattress heights', price: 21000, condition: 'good',
    description: 'A sturdy crib in natural beech that converts to a toddler bed with the included side rail. A couple of tiny teeth marks on the top rail, otherwise in great shape. Mattress not included.',
    location: 'Sellwood, Portland, OR', seller: 'emma', category: 'nursery-furniture', status: 'active', age: { days: 15 }, art: 'crib', accent: '#c98d5b', photos: 3,
  },
  {
    key: 'dresser-changer', name: 'Three-drawer dresser with changing top', price: 14000, condition: 'fair',
    description: 'Deep, smooth-running drawers and a removable changing tray. There are scratches on the top and one knob is a slightly different colour after a replacement. Already anchored once, wall strap included.',
    location: 'Denver, CO', seller: 'olivia', category: 'nursery-furniture', status: 'active', age: { days: 27 }, art: 'dresser', accent: '#7cb89a', photos: 2,
  },
  {
    key: 'nursing-glider', name: 'Nursing glider with padded arms', price: 9500, condition: 'good',
    description: 'Spent a thousand night feeds in this chair and it is still comfortable. Smooth, quiet glide and the cushions unzip for washing. Must be collected, it will not fit in a small car.',
    location: 'Austin, TX', seller: 'liam', category: 'nursery-furniture', status: 'active', age: { days: 38 }, art: 'rocker', accent: '#a58bd1', photos: 1,
  },
  {
    key: 'felt-mobile', name: 'Handmade felt cot mobile', price: 2500, condition: 'new',
    description: 'Made by me, never hung. Soft wool-felt moon, star and clouds on a natural wood hoop. A lovely calm thing to watch from the crib.',
    location: 'Denver, CO', seller: 'olivia', category: 'nursery-furniture', status: 'active', age: { minutes: 35 }, art: 'mobile', accent: '#f2b950', photos: 2,
  },
  {
    key: 'mini-crib', name: 'Mini crib for small spaces', price: 8500, condition: 'like_new',
    description: 'Perfect for an apartment or the corner of your bedroom. Folds flat for storage and rolls on lockable wheels. Comes with a fitted sheet.',
    location: 'Portland, OR', seller: 'admin', category: 'nursery-furniture', status: 'sold', age: { days: 75 }, art: 'crib', accent: '#e58f7a', photos: 1,
  },
  {
    key: 'bodysuit-bundle', name: 'Bundle of 12 organic cotton bodysuits, 0-3 months', price: 1800, condition: 'like_new',
    description: 'Short and long sleeves in soft neutrals. Theo grew out of them in about five minutes, so most were worn only once or twice. No stains, washed in fragrance-free detergent.',
    location: 'Sellwood, Portland, OR', seller: 'emma', category: 'clothing', status: 'active', age: { days: 1, hours: 4 }, art: 'onesie', accent: '#7cb89a', photos: 2,
  },
  {
    key: 'puffer-snowsuit', name: 'Puffer snowsuit, 12-18 months', price: 2800, condition: 'good',
    description: 'Warm, water resistant and easy to get on thanks to the two-way zip. Fold-over mittens and booties built in. Perfect for Denver winters.',
    location: 'Denver, CO', seller: 'olivia', category: 'clothing', status: 'active', age: { days: 52 }, art: 'jacket', accent: '#e07fa3', photos: 1,
  },
  {
    key: 'soft-sole-shoes', name: 'Soft-sole first walker shoes, size 4', price: 900, condition: 'new',
    description: 'Brand new in the box, a gift that turned out to be the wrong size. Soft leather with a non-slip suede sole. Great for cruising around the furniture.',
    location: 'Sellwood, Portland, OR', seller: 'emma', category: 'clothing', status: 'active', age: { hours: 19 }, art: 'shoes', accent: '#6c9bd2', photos: 1,
  },
  {
    key: 'rain-jacket', name: 'Lined rain jacket, size 2T', price: 1200, condition: 'good',
    description: 'Bright yellow so you can spot them at the playground. Fleece lining and a hood that actually stays up. One tiny mark on the cuff.',
    location: null, seller: 'liam', category: 'clothing', status: 'active', age: { days: 8 }, art: 'jacket', accent: '#f2b950', photos: 2,
  },
  {
    key: 'sleep-sack-bundle', name: 'Sleep sack bundle, 6-12 months', price: 2200, condition: 'fair',
    description: 'Three wearable blankets: one lightweight, two 1.0 tog. Well used and a little bobbly, but the zips are all fine. Ideal as spares for laundry days.',
    location: 'Denver, CO', seller: 'olivia', category: 'clothing', status: 'draft', age: { hours: 2 }, art: 'onesie', accent: '#a58bd1', photos: 1,
  },
  {
    key: 'stacking-rings', name: 'Wooden rainbow stacking rings', price: 800, condition: 'good',
    description: 'A classic for a reason. Painted with water-based colours, with a few small dents from being thrown enthusiastically. All seven rings present.',
    location: 'Denver, CO', seller: 'olivia', category: 'toys', status: 'active', age: { days: 4 }, art: 'stacker', accent: '#e58f7a', photos: 1,
  },
  {
    key: 'teddy-bear', name: 'Classic teddy bear, barely cuddled', price: 600, condition: 'like_new',
    description: 'A very soft honey-coloured bear that somehow never became the favourite. Machine washable and with safety eyes.',
    location: 'Sellwood, Portland, OR', seller: 'emma', category: 'toys', status: 'active', age: { days: 17 }, art: 'teddy', accent: '#c98d5b', photos: 2,
  },
  {
    key: 'wooden-train-set', name: 'Wooden train set with 40 pieces of track', price: 3800, condition: 'good',
    description: 'Engine, three carriages, a bridge and enough track for a figure of eight. Compatible with the big-name wooden railways. Hours of quiet play, honestly.',
    location: 'Austin, TX', seller: 'liam', category: 'toys', status: 'active', age: { days: 11 }, art: 'train', accent: '#e07fa3', photos: 3,
  },
  {
    key: 'alphabet-blocks', name: 'Chunky alphabet blocks, set of 24', price: 1000, condition: 'fair',
    description: 'Solid wooden blocks with letters and animals on the sides. The paint has worn on the corners from years of tower building. Comes in a cotton drawstring bag.',
    location: null, seller: 'olivia', category: 'toys', status: 'active', age: { days: 29 }, art: 'blocks', accent: '#6c9bd2', photos: 1,
  },
  {
    key: 'play-mat', name: 'Activity play mat with toy arch', price: 2000, condition: 'good',
    description: 'Padded mat with crinkly corners, a mirror and five hanging toys. It got us through the tummy-time months. Washed and ready to go.',
    location: 'Sellwood, Portland, OR', seller: 'emma', category: 'toys', status: 'active', age: { days: 44 }, art: 'mat', accent: '#f2b950', photos: 1,
  },
  {
    key: 'grow-high-chair', name: 'Convertible high chair that becomes a booster', price: 6500, condition: 'good',
    description: 'Two trays, five height positions and it converts into a booster for the dining chair. Wipes clean in seconds, which is the most important feature. Some sticker residue on the back legs.',
    location: 'Austin, TX', seller: 'liam', category: 'feeding', status: 'active', age: { days: 2, hours: 6 }, art: 'highchair', accent: '#7cb89a', photos: 2,
  },
  {
    key: 'glass-bottles', name: 'Glass baby bottles, set of 6', price: 1500, condition: 'new',
    description: 'Still sealed in the box. Anti-colic vents and slow-flow teats included. We ended up exclusively breastfeeding, so these never got a look in.',
    location: 'Sellwood, Portland, OR', seller: 'emma', category: 'feeding', status: 'active', age: { days: 24 }, art: 'bottle', accent: '#5fb3b3', photos: 1,
  },
  {
    key: 'breast-pump', name: 'Double electric breast pump', price: 5500, condition: 'like_new',
    description: 'Quiet motor with memory settings. It comes with a brand-new, sealed set of flanges, valves and tubing, so nothing that touched milk is included. Rechargeable battery still holds a full day.',
    location: 'Denver, CO', seller: 'olivia', category: 'feeding', status: 'active', age: { days: 19 }, art: 'pump', accent: '#a58bd1', photos: 1,
  },
  {
    key: 'suction-bowls', name: 'Silicone suction bowls and spoons', price: 700, condition: 'like_new',
    description: 'Two bowls that actually stay put on the tray, plus three soft-tip spoons. Dishwasher safe and free of any stains from the carrot era.',
    location: 'Portland, OR', seller: 'admin', category: 'feeding', status: 'active', age: { days: 58 }, art: 'bowl', accent: '#e58f7a', photos: 1,
  },
  {
    key: 'foldable-bath', name: 'Foldable baby bath with newborn sling', price: 1400, condition: 'good',
    description: 'Folds flat to hang on the back of the bathroom door. The mesh sling keeps newborns cosy and the plug drains it in seconds. A little water staining on the underside.',
    location: 'Sellwood, Portland, OR', seller: 'emma', category: 'bath-and-changing', status: 'active', age: { days: 31 }, art: 'bathtub', accent: '#6c9bd2', photos: 2,
  },
  {
    key: 'hooded-towels', name: 'Hooded bath towels, set of 3 (well loved)', price: 300, condition: 'poor',
    description: 'Soft but faded, with one small pulled thread on the bear ears. Still perfect for the pool bag or as spares.',
    location: 'Austin, TX', seller: 'liam', category: 'bath-and-changing', status: 'active', age: { days: 86 }, art: 'towel', accent: '#f2b950', photos: 1,
  },
  {
    key: 'changing-pad', name: 'Contoured changing pad with two covers', price: 1600, condition: 'good',
    description: 'Wipe-clean pad with raised sides and a safety strap. Comes with two soft terry covers, one grey and one mint.',
    location: 'Denver, CO', seller: 'olivia', category: 'bath-and-changing', status: 'active', age: { days: 14 }, art: 'mat', accent: '#7cb89a', photos: 1,
  },
  {
    key: 'board-book-bundle', name: 'Bedtime board book bundle, 10 books', price: 1200, condition: 'good',
    description: 'All the sleepy-time favourites we read on repeat. Corners are a little chewed on two of them; the rest are in good shape. Great starter library.',
    location: 'Denver, CO', seller: 'olivia', category: 'books', status: 'active', age: { hours: 1, minutes: 10 }, art: 'books', accent: '#e07fa3', photos: 2,
  },
  {
    key: 'touch-and-feel-books', name: 'Touch-and-feel books, set of 4', price: 700, condition: 'fair',
    description: 'Fuzzy, crinkly and shiny pages that babies love to explore. One of the felt patches is a bit flattened from enthusiastic stroking.',
    location: 'Sellwood, Portland, OR', seller: 'emma', category: 'books', status: 'active', age: { days: 36 }, art: 'openbook', accent: '#a58bd1', photos: 1,
  },
  {
    key: 'parenting-guides', name: 'Pregnancy and first-year guide books', price: 500, condition: 'good',
    description: 'Three paperback guides that answered a lot of 3 a.m. questions. A few highlighted passages but no torn pages.',
    location: 'Austin, TX', seller: 'liam', category: 'books', status: 'active', age: { days: 95 }, art: 'books', accent: '#5fb3b3', photos: 1,
  },
  {
    key: 'lift-the-flap-books', name: 'Lift-the-flap picture books, set of 3', price: 400, condition: 'poor',
    description: 'Loved hard: a few flaps are taped back on and one is missing. Still plenty of peekaboo fun left for a toddler who likes to tear things.',
    location: null, seller: 'olivia', category: 'books', status: 'active', age: { days: 63 }, art: 'openbook', accent: '#f2b950', photos: 1,
  },
];

/** Photo file names for a listing, in display order. */
export function listingPhotoFiles(listing: Pick<DemoListing, 'key' | 'photos'>): string[] {
  return Array.from({ length: listing.photos }, (_, i) => `listing-${listing.key}-${i + 1}.jpg`);
}

/** Each member saves a few listings posted by others. */
export const FAVORITES: { user: DemoHandle; listing: string; age: Age }[] = [
  { user: 'emma', listing: 'jogging-stroller', age: { days: 4 } },
  { user: 'emma', listing: 'wooden-train-set', age: { days: 3 } },
  { user: 'emma', listing: 'convertible-pram', age: { days: 8 } },
  { user: 'liam', listing: 'wooden-crib', age: { days: 10 } },
  { user: 'liam', listing: 'board-book-bundle', age: { minutes: 40 } },
  { user: 'olivia', listing: 'grow-high-chair', age: { days: 1 } },
  { user: 'olivia', listing: 'play-mat', age: { days: 20 } },
  { user: 'olivia', listing: 'travel-stroller', age: { hours: 3 } },
  { user: 'olivia', listing: 'teddy-bear', age: { days: 6 } },
];
