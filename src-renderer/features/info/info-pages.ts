import type { InfoPageSlug } from '../../../src-shared/site-routes';

export interface InfoSection {
  heading: string;
  paragraphs: string[];
}

export interface InfoPageContent {
  title: string;
  intro: string;
  sections: InfoSection[];
}

/** The help and legal pages linked from the footer, written for a community that runs its own Nestly. */
export const INFO_PAGES: Record<InfoPageSlug, InfoPageContent> = {
  faq: {
    title: 'Frequently Asked Questions',
    intro: 'Quick answers to the questions parents ask us most.',
    sections: [
      { heading: 'Is Nestly free to use?', paragraphs: ['Yes. Reading the blog, reviews and deals, listing items and messaging other parents are all free.'] },
      {
        heading: 'How do I sell an item?',
        paragraphs: [
          'Sign in, choose Sell an Item, add a clear title, an honest description, the condition, a fair price and a few photos. Your listing appears in the marketplace straight away.',
        ],
      },
      {
        heading: 'How do buyers and sellers agree on a sale?',
        paragraphs: [
          'Use Contact Seller on a listing to start a private conversation. Agree on the price and a meeting point there; Nestly does not handle payments.',
        ],
      },
      {
        heading: 'Why is my comment not showing yet?',
        paragraphs: [
          'New comments are checked by a moderator before everyone can see them. You can see your own comment, marked as awaiting moderation, in the meantime.',
        ],
      },
      {
        heading: 'How do deals work?',
        paragraphs: [
          'Deals link to a retailer’s page, which opens in a new tab. Coupon codes can be copied with one click. Expired deals stay visible but are marked Expired.',
        ],
      },
    ],
  },
  contact: {
    title: 'Contact Us',
    intro: 'We are a small team of parents and we read every message.',
    sections: [
      { heading: 'Questions about a listing', paragraphs: ['Message the seller directly with Contact Seller on the listing page: they know their item best.'] },
      {
        heading: 'Report a problem',
        paragraphs: [
          'If a listing, comment or message breaks our community guidelines, tell the administrators of this site. Include a link to the page so we can act quickly.',
        ],
      },
      {
        heading: 'Everything else',
        paragraphs: [
          'Ideas, corrections to an article or a deal we should know about are always welcome. The administrators of this Nestly site can be reached through the contact details your community shares.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    intro: 'Nestly keeps only what it needs to run the site for you.',
    sections: [
      {
        heading: 'What we store',
        paragraphs: [
          'Your email address, a protected password hash, your display name and the profile details you choose to add; the listings, comments, favourites and messages you create.',
        ],
      },
      {
        heading: 'Photos',
        paragraphs: ['Photos you upload are re-encoded before they are stored, which removes hidden data such as the GPS position where a photo was taken.'],
      },
      {
        heading: 'Cookies',
        paragraphs: ['One cookie keeps you signed in. Your theme choice is kept in your browser. There are no advertising or tracking cookies.'],
      },
      { heading: 'Messages', paragraphs: ['Private messages can be read only by the two members of the conversation.'] },
    ],
  },
  terms: {
    title: 'Terms of Service',
    intro: 'The few rules that keep Nestly a good place for families.',
    sections: [
      { heading: 'Your account', paragraphs: ['Keep your password to yourself and tell us if you think someone else has used your account.'] },
      {
        heading: 'Buying and selling',
        paragraphs: ['Sales are agreed between members. Describe items honestly, check recalls for car seats and cots, and meet in public places.'],
      },
      {
        heading: 'Content',
        paragraphs: [
          'You keep the rights to what you post and allow this site to show it. Administrators may remove content that breaks these terms or the community guidelines.',
        ],
      },
    ],
  },
  guidelines: {
    title: 'Community Guidelines',
    intro: 'Be kind, be honest, and look out for each other’s little ones.',
    sections: [
      {
        heading: 'Be honest about condition',
        paragraphs: ['Describe wear, missing parts and expiry dates (car seats have them). Clear photos from several angles help.'],
      },
      {
        heading: 'Price fairly and respond promptly',
        paragraphs: ['Second-hand baby items sell best at a fair price. Answer messages quickly, and mark items sold once they are gone.'],
      },
      { heading: 'Stay safe', paragraphs: ['Meet in public places, bring a friend if you can, and never share more personal information than a sale needs.'] },
      { heading: 'Respectful discussion', paragraphs: ['Parenting choices differ. Disagree kindly, and keep comments on topic.'] },
    ],
  },
};
