import type { Art } from './photo-art';
import type { CategorySlug } from './demo-marketplace';
import type { DemoHandle } from './demo-users';
import type { Age } from './demo-util';

export interface DemoReview {
  key: string;
  title: string;
  productName: string;
  productBrand: string;
  rating: 3 | 4 | 5;
  summary: string;
  pros: string;
  cons: string;
  /** integer cents */
  price: number;
  productLink: string;
  featured: boolean;
  category: CategorySlug;
  age: Age;
  art: Art;
  accent: string;
  content: string;
}

export const REVIEWS: DemoReview[] = [
  {
    key: 'glide-travel-stroller',
    title: 'Kinderway Glide Review: The Travel Stroller That Won Our Holiday',
    productName: 'Glide Travel Stroller',
    productBrand: 'Kinderway',
    rating: 4,
    summary: 'A genuinely compact, light stroller that folds in one second and handles city pavements with ease. Not made for gravel.',
    pros: 'Folds with one hand, Fits airline overhead lockers, Only 13 lb, Full recline for naps',
    cons: 'Small wheels struggle on rough ground, Basket is shallow',
    price: 29999,
    productLink: 'https://example.com/kinderway-glide',
    featured: true,
    category: 'strollers',
    age: { days: 5 },
    art: 'stroller',
    accent: '#f2b950',
    content: `
<p>We tested the <strong>Kinderway Glide</strong> for six weeks, including two flights, a long weekend of city sightseeing and plenty of school runs. It quickly became the stroller we grabbed first.</p>
<h2>Folding and carrying</h2>
<p>The fold is the star. Push one button on the handlebar, tip it forward and it collapses into a neat package that stands on its own. At 13 lb, it is easy to carry up steps with a baby on your hip, and it slid into the overhead locker on both flights without any fuss.</p>
<h2>On the move</h2>
<p>On smooth pavements the Glide steers beautifully one-handed. The suspension takes the edge off kerbs, but the small wheels are not built for gravel or muddy parks; we felt every bump on a trail walk.</p>
<h2>Comfort for the little one</h2>
<p>The seat reclines almost flat and the extendable canopy has a peek-a-boo window. Our 14-month tester napped happily in it on several occasions.</p>
<ul>
  <li>Suitable from 6 months (or from birth with the newborn pack)</li>
  <li>Maximum weight: 48 lb</li>
  <li>Basket capacity: 11 lb</li>
</ul>
<blockquote>If you travel often or live with stairs, this is one of the most practical strollers we have tried.</blockquote>
<h2>Verdict</h2>
<p>A superb second stroller or a main stroller for city families. If you mostly walk on trails, look at something with bigger wheels instead.</p>
`,
  },
  {
    key: 'little-pines-crib',
    title: 'Little Pines Convertible Crib: Built to Last Beyond the Baby Years',
    productName: 'Willow Convertible Crib',
    productBrand: 'Little Pines',
    rating: 5,
    summary: 'A beautifully made solid wood crib that converts to a toddler bed and then a daybed. Pricey, but it will see you through years.',
    pros: 'Solid sustainably sourced wood, Three mattress heights, Converts to toddler bed, Non-toxic finish',
    cons: 'Expensive, Assembly takes two people',
    price: 37900,
    productLink: 'https://example.com/little-pines-willow-crib',
    featured: false,
    category: 'nursery-furniture',
    age: { days: 26 },
    art: 'crib',
    accent: '#c98d5b',
    content: `
<p>Nursery furniture is often bought for a year and passed on. The <strong>Little Pines Willow</strong> is different: it is designed to last from the newborn months to the early school years, and it looks lovely while doing it.</p>
<h2>Build quality</h2>
<p>The frame is solid FSC-certified pine with a water-based, non-toxic finish. Nothing wobbles, the slats are smooth and evenly spaced, and the corners are rounded. After four months of use, including some determined teething on the top rail, it still looks new.</p>
<h2>Set-up</h2>
<p>Assembly took us about 40 minutes with two people. The instructions are clear and all the hardware is labelled. You will want a second pair of hands for lining up the sides.</p>
<h2>Growing with your child</h2>
<ul>
  <li>Three mattress heights, from a high newborn position to a low setting for standing babies</li>
  <li>Toddler bed conversion kit included</li>
  <li>Converts to a daybed with the front rail removed</li>
</ul>
<blockquote>Quietly beautiful and completely solid. It is the kind of crib you pass down to a sibling, then a cousin.</blockquote>
<h2>Verdict</h2>
<p>It is an investment, but the build quality and years of use make it excellent value. Pair it with a new, firm, tight-fitting mattress.</p>
`,
  },
  {
    key: 'safenest-360',
    title: 'SafeNest 360 Car Seat Review: Swivel Convenience for Every Journey',
    productName: 'SafeNest 360 Convertible Car Seat',
    productBrand: 'SafeNest',
    rating: 4,
    summary: 'A rotating convertible seat that makes getting a wriggly toddler in and out far easier. Heavy, but the installation is reassuringly simple.',
    pros: 'Rotates 360 degrees, Clear installation indicators, Extended rear facing, Washable cover',
    cons: 'Very heavy to move between cars, Takes up a lot of space',
    price: 34999,
    productLink: 'https://example.com/safenest-360',
    featured: false,
    category: 'car-seats',
    age: { days: 41 },
    art: 'booster',
    accent: '#6c9bd2',
    content: `
<p>If you have ever wrestled an arching toddler into a rear-facing seat, you will understand the appeal of the <strong>SafeNest 360</strong>. The seat swivels to face the open door, so you can buckle in without twisting your back.</p>
<h2>Installation</h2>
<p>We fitted it using the isofix connectors and the support leg. Green indicators show when each part is locked in place, which removes a lot of guesswork. It took about ten minutes the first time and three minutes after that.</p>
<h2>Day-to-day use</h2>
<p>The swivel is smooth and clicks firmly into the travel position. The harness adjusts with the headrest, so there is no re-threading as your child grows. Our testers said the seat felt roomy and well padded.</p>
<ul>
  <li>Rear facing from birth to 40 lb</li>
  <li>Forward facing up to 65 lb</li>
  <li>Machine-washable cover</li>
</ul>
<blockquote>The swivel sounds like a gimmick until you use it in a tight parking space in the rain.</blockquote>
<h2>Verdict</h2>
<p>At nearly 30 lb it is not the seat to move between cars every day, and it needs a reasonably large back seat. For a family car, though, it is one of the easiest seats to live with.</p>
`,
  },
  {
    key: 'sprout-high-chair',
    title: 'Sprout & Spoon Grow-With-Me High Chair: Easy Clean, Long Life',
    productName: 'Grow-With-Me High Chair',
    productBrand: 'Sprout & Spoon',
    rating: 4,
    summary: 'A smart high chair that converts to a toddler chair and wipes clean in seconds. The tray could be bigger.',
    pros: 'Converts to toddler chair, Wipe-clean seat, Adjustable footrest, Stable wide base',
    cons: 'Tray is a little small, Not foldable',
    price: 18900,
    productLink: 'https://example.com/sprout-and-spoon-high-chair',
    featured: false,
    category: 'feeding',
    age: { days: 58 },
    art: 'highchair',
    accent: '#7cb89a',
    content: `
<p>The weaning stage is messy, so a high chair needs to be easy to clean above all else. The <strong>Sprout &amp; Spoon Grow-With-Me</strong> passed that test with flying colours, and a few others too.</p>
<h2>Cleaning</h2>
<p>There are no fabric covers and very few crevices. The moulded seat and tray wipe clean with a damp cloth, and the tray insert is dishwasher safe. Even dried-on porridge came off with minimal scrubbing.</p>
<h2>Comfort and posture</h2>
<p>The adjustable footrest is a big plus: feet flat on a surface help babies sit steadily and eat more confidently. The five-point harness is easy to fasten with one hand.</p>
<h2>Growing up</h2>
<ul>
  <li>Suitable from 6 months with the baby insert</li>
  <li>Converts to a toddler chair for the family table</li>
  <li>Maximum weight: 100 lb in chair mode</li>
</ul>
<blockquote>Our tester wiped it down after dinner in under a minute. That alone earns it a place in our kitchen.</blockquote>
<h2>Verdict</h2>
<p>A well-designed chair that will last for years. The tray is on the small side for baby-led weaning spreads, and it does not fold, so measure your kitchen first.</p>
`,
  },
  {
    key: 'splashy-bath',
    title: 'Splashy Fold-Flat Bath Tub: Great for Small Bathrooms, With Caveats',
    productName: 'Fold-Flat Baby Bath',
    productBrand: 'Splashy',
    rating: 3,
    summary: 'A space-saving folding bath that is handy for small homes, though the newborn sling and plug could be better.',
    pros: 'Folds to 2 inches flat, Affordable, Temperature-sensitive plug, Light to carry',
    cons: 'Newborn sling sits a little low, Plug can leak, Hinges need careful drying',
    price: 3999,
    productLink: 'https://example.com/splashy-fold-flat-bath',
    featured: false,
    category: 'bath-and-changing',
    age: { days: 77 },
    art: 'bathtub',
    accent: '#5fb3b3',
    content: `
<p>For families in apartments, storage is everything. The <strong>Splashy Fold-Flat Bath</strong> collapses to about two inches thick, so it hangs on a hook behind the door when it is not in use.</p>
<h2>Bath time</h2>
<p>The tub is a good size for babies up to around 12 months, and the non-slip base keeps it steady in the big bath or on the counter. The plug changes colour if the water is too hot, a nice extra reassurance.</p>
<h2>The weak spots</h2>
<p>The newborn sling sits quite low, so very small babies need extra support from a hand. On our tester's tub, the plug leaked slowly when the bath was full. The folding hinges also collect water and need drying after each bath to avoid mildew.</p>
<ul>
  <li>Suitable from birth to 12 months</li>
  <li>Folded thickness: 2 inches</li>
</ul>
<blockquote>Brilliant for the space it saves, but it asks you to keep a closer eye than some rigid tubs.</blockquote>
<h2>Verdict</h2>
<p>A decent budget choice if space is your main concern. If you have room, a rigid tub with a better newborn seat is more relaxing to use.</p>
`,
  },
  {
    key: 'meadow-rainbow-stacker',
    title: 'Meadow Rainbow Stacker: A Simple Toy Our Testers Never Tired Of',
    productName: 'Rainbow Stacking Rings',
    productBrand: 'Meadow Wooden Toys',
    rating: 5,
    summary: 'A beautifully made wooden stacker that grows from teething toy to colour-sorting puzzle. Worth every penny.',
    pros: 'Solid beech wood, Non-toxic paints, Grows with your child, Gorgeous colours',
    cons: 'Rings can roll under furniture',
    price: 3400,
    productLink: 'https://example.com/meadow-rainbow-stacker',
    featured: false,
    category: 'toys',
    age: { days: 112 },
    art: 'stacker',
    accent: '#e58f7a',
    content: `
<p>Some toys get played with for a week and then live at the bottom of the box. The <strong>Meadow Rainbow Stacker</strong> has been in daily use by our testers, aged 7 months to 3 years, for two months.</p>
<h2>How it is played with</h2>
<p>Younger babies mouthed and banged the rings together. Toddlers stacked them, sorted them by colour and lined them up as "snakes". Preschoolers used them as wheels, hats and pretend doughnuts.</p>
<h2>Quality</h2>
<p>The rings are solid beech with smooth, rounded edges and water-based paint that showed no chipping after plenty of throwing. The rounded top piece is too large to be a choking hazard.</p>
<ul>
  <li>Suitable from 6 months</li>
  <li>Seven rings plus base and topper</li>
</ul>
<blockquote>Open-ended, beautiful and nearly indestructible. The definition of a toy that gets handed down.</blockquote>
<h2>Verdict</h2>
<p>A classic done well. Our only complaint is that rings inevitably roll under the sofa. Keep a ruler handy.</p>
`,
  },
];

export const REVIEW_VOTES: { review: string; user: DemoHandle; helpful: boolean; age: Age }[] = [
  { review: 'glide-travel-stroller', user: 'emma', helpful: true, age: { days: 4 } },
  { review: 'glide-travel-stroller', user: 'olivia', helpful: true, age: { hours: 20 } },
  { review: 'glide-travel-stroller', user: 'liam', helpful: false, age: { days: 2 } },
  { review: 'little-pines-crib', user: 'liam', helpful: true, age: { days: 20 } },
  { review: 'safenest-360', user: 'olivia', helpful: true, age: { days: 39 } },
  { review: 'safenest-360', user: 'emma', helpful: true, age: { days: 30 } },
  { review: 'sprout-high-chair', user: 'emma', helpful: true, age: { days: 50 } },
  { review: 'splashy-bath', user: 'liam', helpful: true, age: { days: 70 } },
  { review: 'splashy-bath', user: 'olivia', helpful: false, age: { days: 60 } },
  { review: 'meadow-rainbow-stacker', user: 'olivia', helpful: true, age: { days: 100 } },
];
