import type { Art } from './photo-art';
import type { Age } from './demo-util';

export type BlogCategorySlug = 'pregnancy' | 'newborn' | 'toddlers' | 'family-life';

export const BLOG_CATEGORIES: { name: string; slug: BlogCategorySlug }[] = [
  { name: 'Pregnancy', slug: 'pregnancy' },
  { name: 'Newborn', slug: 'newborn' },
  { name: 'Toddlers', slug: 'toddlers' },
  { name: 'Family Life', slug: 'family-life' },
];

export interface DemoBlogPost {
  key: string;
  title: string;
  category: BlogCategorySlug;
  excerpt: string;
  tags: string;
  featured: boolean;
  age: Age;
  art: Art;
  accent: string;
  content: string;
}

export const BLOG_POSTS: DemoBlogPost[] = [
  {
    key: 'bedtime',
    title: 'A Gentle Bedtime Routine That Actually Works',
    category: 'newborn',
    excerpt: 'Bath, book, bed: how a simple, predictable wind-down can make evenings calmer for babies and the grown-ups who love them.',
    tags: 'sleep, routines, newborn, bedtime',
    featured: true,
    age: { days: 2, hours: 5 },
    art: 'moon',
    accent: '#f2b950',
    content: `
<p>If your evenings feel like a negotiation you keep losing, you are in good company. Almost every parent we talk to has, at some point, paced a dark hallway at 10 p.m. wondering what they are doing wrong. The good news is that babies do not need a perfect routine. They need a <strong>predictable</strong> one.</p>
<h2>Why routines help</h2>
<p>Babies cannot read a clock, but they are brilliant at spotting patterns. When the same few things happen in the same order every night, the routine itself becomes the signal that sleep is coming. Over a couple of weeks, many babies start to relax as soon as the bath taps go on.</p>
<p>A routine also helps you. When you are running on four hours of broken sleep, it is a relief not to have to make decisions. You simply follow the steps.</p>
<h2>A simple routine to start with</h2>
<ul>
  <li><strong>Dim the lights</strong> about an hour before bed and keep the house a little quieter.</li>
  <li><strong>A warm bath</strong>, or just a top-and-tail wash on busy nights. Short is fine.</li>
  <li><strong>Pyjamas and a fresh nappy</strong> in the room where they sleep.</li>
  <li><strong>A feed</strong>, ideally with the light low and not too much chatter.</li>
  <li><strong>One short book or song</strong>, the same one for weeks if they like it.</li>
  <li><strong>Into the crib</strong> drowsy, with a consistent phrase like <em>"Sleep tight, see you in the morning."</em></li>
</ul>
<h2>Keep it short</h2>
<p>Twenty to thirty minutes is plenty. A routine that takes an hour and a half is hard to keep up, and it is even harder to hand over to a partner or grandparent. The aim is something anyone in the family can do.</p>
<blockquote>The routine is not a magic spell. It is a promise to your baby that the evening will go the way it always does.</blockquote>
<h2>When it does not go to plan</h2>
<p>Growth spurts, teething, colds and holidays will all knock things off course. That is normal. Keep doing the steps you can and return to the full routine as soon as life settles down. Most babies pick it back up within a few nights.</p>
<p>And if your baby simply is not a good sleeper yet, remember that it is a developmental skill, not a test you are failing. Talk to your health visitor or paediatrician if you are worried, lean on the people around you, and <em>take the nap</em> when you can.</p>
`,
  },
  {
    key: 'stroller',
    title: 'How to Choose a Stroller for the Life You Actually Live',
    category: 'family-life',
    excerpt: 'Forget the showroom: the right stroller depends on your front steps, your car boot and how far you really walk each day.',
    tags: 'strollers, baby gear, buying guide',
    featured: false,
    age: { days: 9 },
    art: 'pram',
    accent: '#6c9bd2',
    content: `
<p>Strollers are one of the biggest purchases you will make before your baby arrives, and the choice is overwhelming. Before you fall for a colour or a celebrity endorsement, spend five minutes thinking about an ordinary Tuesday.</p>
<h2>Start with your week, not the catalogue</h2>
<ul>
  <li>Do you live up a flight of stairs or in a building without a lift?</li>
  <li>Is most of your walking on smooth pavements, gravel paths or trails?</li>
  <li>How big is your car boot, and will you fold the stroller every day?</li>
  <li>Do you use buses or trains often?</li>
</ul>
<p>Your answers narrow things down quickly. A family in a third-floor walk-up needs a very different stroller from a family who drives everywhere and walks the dog on forest paths.</p>
<h2>The main types</h2>
<p><strong>Full-size prams</strong> often come with a bassinet for the newborn months and a seat unit for later. They are comfortable and smooth but heavy and bulky.</p>
<p><strong>Travel strollers</strong> fold tiny and weigh very little. They are brilliant for public transport and flights, though smaller wheels struggle on rough ground.</p>
<p><strong>Jogging strollers</strong> have big air-filled tyres and suspension. If you plan to run, look for a front wheel that locks straight and a hand brake.</p>
<p><strong>Double strollers</strong> come side-by-side or in tandem. Measure your doorways before you buy a side-by-side!</p>
<h2>Test these things in person</h2>
<ul>
  <li>Fold and unfold it with one hand while holding a bag in the other.</li>
  <li>Lift it to the height of your car boot.</li>
  <li>Push it one-handed and check the handlebar height for both parents.</li>
  <li>Look at the basket: will your changing bag and shopping actually fit?</li>
</ul>
<blockquote>The best stroller is the one you do not think about. It just goes where you go.</blockquote>
<h2>Consider second-hand</h2>
<p>Strollers are built to last, and many families use them for only a year or two. A good second-hand stroller can save you hundreds. Check that the brakes hold, the fold locks securely, the harness buckles click and the tyres are in good shape. Ask the seller for the manual and any missing parts before you collect.</p>
<p>Whatever you choose, make sure it fits <em>your</em> life. Everything else is a bonus.</p>
`,
  },
  {
    key: 'solids',
    title: 'Starting Solids: A Calm Guide to First Foods',
    category: 'newborn',
    excerpt: 'Purees or finger foods, what to offer first and how to stay relaxed when most of it ends up on the floor.',
    tags: 'feeding, weaning, first foods, nutrition',
    featured: false,
    age: { days: 16, hours: 3 },
    art: 'bowl',
    accent: '#7cb89a',
    content: `
<p>Somewhere around six months, your baby will start watching every forkful you eat with intense interest. Starting solids is an exciting milestone, and also a messy one. Here is how to begin without the stress.</p>
<h2>Signs your baby is ready</h2>
<ul>
  <li>They can sit up with support and hold their head steady.</li>
  <li>They reach for food and bring things to their mouth.</li>
  <li>They no longer push food straight back out with their tongue.</li>
</ul>
<p>Every baby is different, so check with your health visitor or paediatrician, especially if your baby was born early or has any medical needs.</p>
<h2>Purees, finger foods or both?</h2>
<p><strong>Spoon-feeding purees</strong> is familiar and makes it easy to see how much your baby eats. <strong>Baby-led weaning</strong> means offering soft finger foods from the start, so your baby feeds themselves. Many families happily mix the two. There is no single right answer.</p>
<h2>Good first foods</h2>
<ul>
  <li>Soft roasted vegetables cut into finger-sized sticks: sweet potato, carrot, courgette.</li>
  <li>Ripe avocado or banana, mashed or in wedges.</li>
  <li>Iron-rich foods such as lentils, well-cooked meat or fortified cereal.</li>
  <li>Full-fat plain yoghurt.</li>
</ul>
<p>Introduce common allergens, like egg and peanut, early and one at a time, following local guidance. Avoid honey before one year, whole nuts, added salt and sugar.</p>
<blockquote>Food before one is mostly about learning. Milk is still doing the heavy lifting.</blockquote>
<h2>Staying calm at the table</h2>
<p>Your baby might eat three peas and paint the tray with the rest. That is completely normal. Sit together, eat the same foods when you can and let them explore. A splash mat under the high chair and a long-sleeved bib will save your sanity.</p>
<p>Gagging is a normal part of learning to move food around the mouth, and it is different from choking. Taking a baby first-aid course before you start is one of the best gifts you can give yourself.</p>
<p>Most of all, <em>keep it fun</em>. A relaxed table now sets the tone for years of family meals.</p>
`,
  },
  {
    key: 'budget',
    title: 'Baby Gear on a Budget: What to Buy New and What to Buy Second-Hand',
    category: 'family-life',
    excerpt: 'Babies need less than the shops suggest. Here is where to save, where to spend, and how to buy used with confidence.',
    tags: 'budget, second-hand, baby gear, saving money',
    featured: false,
    age: { days: 23 },
    art: 'piggy',
    accent: '#e07fa3',
    content: `
<p>Walk into any baby shop and you could be forgiven for thinking a newborn needs a small warehouse of equipment. In reality, the list of true essentials is short, and a surprising amount of it can be bought second-hand for a fraction of the price.</p>
<h2>Great things to buy second-hand</h2>
<ul>
  <li><strong>Clothes.</strong> Babies outgrow sizes in weeks. Bundles are often barely worn.</li>
  <li><strong>Strollers.</strong> Built to last, and easy to check in person.</li>
  <li><strong>Cribs and furniture.</strong> Look for sturdy frames that meet current safety standards, with slats close together.</li>
  <li><strong>Toys and books.</strong> Wooden toys and board books last for generations.</li>
  <li><strong>High chairs, baths and play mats.</strong> Easy to clean and used for a short time.</li>
</ul>
<h2>Usually better bought new</h2>
<ul>
  <li><strong>Crib mattresses.</strong> A new, firm, well-fitting mattress is recommended for safe sleep.</li>
  <li><strong>Car seats</strong>, unless you know their full history. More on that below.</li>
  <li><strong>Breast pump parts</strong> that touch milk, such as flanges and tubing.</li>
  <li><strong>Bottle teats and dummies</strong>, for hygiene.</li>
</ul>
<h2>A note on car seats</h2>
<p>A second-hand car seat can be perfectly safe if it comes from someone you trust, has never been in a collision, is within its expiry date and has all its parts and the manual. If you cannot be sure of all of those things, buy new.</p>
<blockquote>The most sustainable baby gear is the gear that already exists.</blockquote>
<h2>Tips for buying used</h2>
<p>Ask questions before you travel: how old is it, has it been stored indoors, are all the parts there? Meet in a public place or bring a friend. Check recalls with the model number. And be kind: most sellers are parents just like you, clearing space and hoping their things help another family.</p>
<p>Finally, <em>wait before you buy</em>. Many gadgets turn out to be unnecessary, and you will quickly learn what your particular baby actually needs.</p>
`,
  },
  {
    key: 'car-seat',
    title: 'Car Seat Safety: Five Checks Before Every Drive',
    category: 'family-life',
    excerpt: 'A correctly fitted car seat is one of the most important things you can do for your child. These quick checks take under a minute.',
    tags: 'car seats, safety, travel',
    featured: false,
    age: { days: 34 },
    art: 'carseat',
    accent: '#5fb3b3',
    content: `
<p>Most parents spend weeks choosing a car seat and then a few rushed minutes installing it. Studies regularly find that a large share of seats are not fitted or used quite right. The fixes are usually simple, so here are five checks worth making a habit.</p>
<h2>1. The seat does not move</h2>
<p>Hold the seat at the belt path and give it a firm tug side to side and front to back. It should move <strong>less than an inch</strong>. If it shifts more, tighten the seat belt or the lower anchors and try again.</p>
<h2>2. The harness is snug</h2>
<p>Do the <em>pinch test</em>: after buckling, try to pinch the harness webbing at your child's collarbone. If you can pinch a fold of strap, it is too loose.</p>
<h2>3. The chest clip is at armpit level</h2>
<p>Too low and it will not keep the straps on the shoulders; too high and it can press on the neck. Armpit level is the sweet spot.</p>
<h2>4. No bulky coats</h2>
<p>Puffy jackets and snowsuits compress in a crash, leaving the harness dangerously loose. Buckle your child in ordinary clothes and lay a blanket or their coat over the top, back to front.</p>
<h2>5. The angle is right</h2>
<p>Rear-facing seats for babies need the correct recline so the head does not fall forward. Most seats have an indicator or bubble level; check it each time the seat is moved.</p>
<blockquote>Keep your child rear-facing for as long as the seat allows. It is the safest way for little ones to travel.</blockquote>
<h2>Get a second pair of eyes</h2>
<p>Many areas offer free car seat checks by certified technicians. It takes half an hour and you will leave knowing your seat is fitted properly. Bring the seat manual and the car manual with you.</p>
<p>Finally, register your seat with the manufacturer so you hear about recalls, note its expiry date, and replace it after any moderate or severe collision, even if it looks fine.</p>
`,
  },
  {
    key: 'hospital-bag',
    title: 'Your Hospital Bag Checklist, From Parents Who Have Packed It',
    category: 'pregnancy',
    excerpt: 'What you will really use in the first 48 hours, what you can leave at home, and the small comforts everyone forgets.',
    tags: 'pregnancy, birth, hospital bag, checklist',
    featured: false,
    age: { days: 47 },
    art: 'heart',
    accent: '#e58f7a',
    content: `
<p>Around 36 weeks is a good time to pack your hospital bag, though plenty of us were still adding things on the way out of the door. We asked parents in the Nestly community what they actually used, and what they wished they had brought.</p>
<h2>For labour</h2>
<ul>
  <li>Your birth plan and maternity notes.</li>
  <li>A loose nightdress or a big old T-shirt.</li>
  <li>Lip balm. Everyone mentioned lip balm.</li>
  <li>Snacks and a water bottle with a straw.</li>
  <li>A phone charger with a <strong>long cable</strong>.</li>
  <li>Something to help you relax: a playlist, a massage ball, your own pillow.</li>
</ul>
<h2>For after the birth</h2>
<ul>
  <li>Comfortable, high-waisted underwear and plenty of maternity pads.</li>
  <li>A dressing gown and slippers or sliders.</li>
  <li>Nursing bras or soft tops if you plan to breastfeed.</li>
  <li>Toiletries, a hair tie and a towel that is not a hospital towel.</li>
  <li>Loose, comfy clothes to go home in. You will still look around six months pregnant, and that is fine.</li>
</ul>
<h2>For the baby</h2>
<ul>
  <li>Three or four bodysuits and sleepsuits in newborn size.</li>
  <li>A hat, socks and a soft blanket.</li>
  <li>Nappies and cotton wool or sensitive wipes.</li>
  <li>A properly fitted car seat for the journey home.</li>
</ul>
<blockquote>"Pack the baby's things in a separate bag so your partner can find them without emptying everything onto the floor." - a very wise Nestly member</blockquote>
<h2>For your birth partner</h2>
<p>Snacks, a change of clothes, a toothbrush and coins for the car park or vending machine. Long labours are long for everyone.</p>
<h2>What you can leave at home</h2>
<p>Most parents said they over-packed baby clothes and under-packed snacks. You probably will not need a whole newborn wardrobe, a baby bath or anything requiring assembly. Someone can always bring extras in.</p>
<p>Pack, put the bag by the door and <em>then put your feet up</em>. You have done the hard part of getting ready.</p>
`,
  },
  {
    key: 'nesting',
    title: 'The Third Trimester: Nesting Without the Stress',
    category: 'pregnancy',
    excerpt: 'That sudden urge to reorganise the kitchen cupboards is real. Here is how to channel it into the jobs that genuinely help.',
    tags: 'pregnancy, third trimester, nursery, preparation',
    featured: false,
    age: { days: 68 },
    art: 'crib',
    accent: '#c98d5b',
    content: `
<p>One day you are tired and happy to sit on the sofa; the next you are on your knees scrubbing the skirting boards at 11 p.m. Welcome to nesting, the burst of energy many people feel in the final weeks of pregnancy.</p>
<h2>Put the energy where it counts</h2>
<p>It is tempting to repaint the nursery for the third time. Instead, try to tackle the jobs that will make the first weeks with a newborn easier:</p>
<ul>
  <li><strong>Batch cook and freeze</strong> a few simple meals: soups, curries, pasta sauces.</li>
  <li><strong>Set up a changing station</strong> on each floor of your home so you are never far from a nappy.</li>
  <li><strong>Wash the first clothes</strong> and bedding in a gentle detergent.</li>
  <li><strong>Install the car seat</strong> and get it checked.</li>
  <li><strong>Stock up on basics</strong>: toilet roll, pain relief, snacks you can eat one-handed.</li>
</ul>
<h2>The nursery does not need to be finished</h2>
<p>Newborns are safest sleeping in the same room as their parents for the first six months, so the nursery is more of a storage room at first. A crib or bassinet with a firm, flat mattress and a fitted sheet is all the sleep space a baby needs.</p>
<blockquote>Babies do not notice matching curtains. They notice a calm, warm parent.</blockquote>
<h2>Look after yourself too</h2>
<p>Nesting can tip into exhaustion. Take breaks, keep your feet up when you can and accept help. If someone asks what they can do, give them a real job: assembling the crib, doing a supermarket run or walking the dog.</p>
<h2>Lean on your community</h2>
<p>This is a wonderful time to find second-hand gear, borrow things from friends and connect with other parents due around the same time. They will be your support network at 3 a.m. when you are both awake with a newborn.</p>
<p>And if the urge to nest never arrives? That is completely normal too. <em>Ready is a feeling you grow into.</em></p>
`,
  },
  {
    key: 'tantrums',
    title: 'Taming Toddler Tantrums With Connection, Not Control',
    category: 'toddlers',
    excerpt: 'Big feelings in a small body: why tantrums happen and what actually helps in the moment and afterwards.',
    tags: 'toddlers, behaviour, emotions, parenting',
    featured: false,
    age: { days: 82 },
    art: 'blocks',
    accent: '#a58bd1',
    content: `
<p>The banana broke. The wrong cup. Shoes, no shoes, different shoes. If you live with a toddler, you know that a meltdown can arrive from anywhere. Tantrums are exhausting, but they are also a completely normal part of development.</p>
<h2>Why tantrums happen</h2>
<p>Toddlers have big feelings and very few tools to manage them. The part of the brain that handles impulse control and reasoning is still years from maturity. When frustration, tiredness or hunger hit, the feelings simply overflow.</p>
<h2>In the moment</h2>
<ul>
  <li><strong>Stay close and stay calm.</strong> Your calm is contagious, even if it does not look like it yet.</li>
  <li><strong>Name the feeling.</strong> <em>"You are really cross that the tower fell down."</em></li>
  <li><strong>Keep everyone safe</strong>, moving them gently if needed, but skip the lecture.</li>
  <li><strong>Offer comfort</strong> when they are ready: a hug, a lap, a drink of water.</li>
</ul>
<blockquote>A child who is melting down is not giving you a hard time. They are having a hard time.</blockquote>
<h2>Afterwards</h2>
<p>Once everyone has calmed down, a short, simple chat can help: what happened, what they felt, what might help next time. Keep it brief and warm. Toddlers learn emotional skills through hundreds of these small moments.</p>
<h2>Preventing the predictable ones</h2>
<ul>
  <li>Watch for the big triggers: hunger, tiredness and transitions.</li>
  <li>Give a warning before changes: <em>"Two more slides, then it is time for home."</em></li>
  <li>Offer small choices: the red cup or the blue cup?</li>
  <li>Keep routines predictable, especially around meals and naps.</li>
</ul>
<h2>Look after yourself</h2>
<p>Tantrums in public can feel mortifying, but most onlookers are parents who have been there. Take a breath, focus on your child and ignore the audience. And if tantrums are very frequent, very long or you are worried, talk to your health visitor or doctor. Support is there for you too.</p>
`,
  },
  {
    key: 'rainy-days',
    title: 'Screen-Free Play Ideas for Rainy Afternoons',
    category: 'toddlers',
    excerpt: 'Ten easy indoor activities for toddlers that use things you already have at home.',
    tags: 'toddlers, play, activities, indoor',
    featured: false,
    age: { days: 104 },
    art: 'train',
    accent: '#e07fa3',
    content: `
<p>It has been raining since breakfast, everyone is restless and it is only 2 p.m. Before you reach for the tablet, try one of these simple ideas. None of them need special equipment, and most take five minutes to set up.</p>
<h2>Get moving</h2>
<ul>
  <li><strong>Sofa cushion obstacle course.</strong> Climb over, crawl under, jump onto the pillow island.</li>
  <li><strong>Dance freeze.</strong> Put on music and pause it for everyone to freeze like statues.</li>
  <li><strong>Masking tape roads.</strong> Stick roads on the floor for toy cars and trains to follow.</li>
</ul>
<h2>Get messy (a little)</h2>
<ul>
  <li><strong>Washing-up bowl play.</strong> A towel on the floor, warm water, cups and a whisk: toddler heaven.</li>
  <li><strong>Homemade play dough.</strong> Flour, salt, water and a little oil. Add food colouring if you are feeling brave.</li>
  <li><strong>Painting with water.</strong> A brush and a cup of water on a chalkboard or the back door step.</li>
</ul>
<h2>Get cosy</h2>
<ul>
  <li><strong>Build a den</strong> from blankets and chairs, then read books inside it with a torch.</li>
  <li><strong>Sorting games.</strong> Socks by colour, pasta by shape, toys back into their boxes.</li>
  <li><strong>Puppet show.</strong> Old socks become characters in a very dramatic performance.</li>
  <li><strong>Baking together.</strong> Simple cookies or banana muffins, with plenty of stirring jobs.</li>
</ul>
<blockquote>Toddlers do not need entertaining every minute. A little boredom is where imagination starts.</blockquote>
<h2>Rotate, do not accumulate</h2>
<p>If the toy box has lost its magic, try putting half the toys away for a few weeks. When they come back out, they feel brand new. It is also a great moment to pass outgrown toys on to another family through the marketplace.</p>
<p>And remember, a slow afternoon with a few books and a cup of tea is also a perfectly good way to spend a rainy day. <em>You do not have to fill every hour.</em></p>
`,
  },
  {
    key: 'night-shift',
    title: 'Sharing the Night Shift: How Couples Can Split Baby Duty Fairly',
    category: 'family-life',
    excerpt: 'Sleep deprivation strains even the strongest partnerships. A few practical systems can keep both parents (mostly) rested.',
    tags: 'family life, sleep, relationships, newborn',
    featured: false,
    age: { days: 131 },
    art: 'house',
    accent: '#6c9bd2',
    content: `
<p>In the first months with a baby, sleep becomes the most valuable currency in the house. It is also the thing couples argue about most. Who is more tired? Whose turn is it? Did you even hear the baby? A plan made in daylight can save a lot of 3 a.m. resentment.</p>
<h2>Try shifts instead of both waking</h2>
<p>When both parents wake for every feed, both end up exhausted. Instead, consider splitting the night into two shifts. For example, one parent covers 9 p.m. to 2 a.m. and the other covers 2 a.m. to 7 a.m. The off-duty parent sleeps in another room with earplugs if needed.</p>
<p>If you are breastfeeding, your partner can still take on the nappy change, the settling and the burping, and bring the baby to you for the feed. Expressed milk or formula for one feed a night can also give the feeding parent a longer stretch of sleep.</p>
<h2>Protect one long stretch each</h2>
<p>Research suggests that a single block of four or five hours of sleep is more restorative than the same amount in short bursts. Aim for each parent to get <strong>one protected stretch</strong> most nights.</p>
<h2>Talk about the day shift too</h2>
<ul>
  <li>Agree who handles the morning so the other can sleep in at weekends.</li>
  <li>Share the invisible work: appointments, laundry, remembering to buy nappies.</li>
  <li>Check in weekly about what is working and what is not.</li>
</ul>
<blockquote>You are not competing for the most tired prize. You are on the same team.</blockquote>
<h2>When you are parenting solo</h2>
<p>Single parents and those with partners who work away deserve a special mention. Accept every offer of help, sleep when the baby sleeps at least once a day, and let the housework slide. Ask a friend or relative for one night a week if possible.</p>
<p>These months pass, even when they feel endless. Be <em>kind to each other</em>, keep the snacks stocked and remember: you will both sleep again.</p>
`,
  },
];
