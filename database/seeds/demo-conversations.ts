import type { DemoHandle } from './demo-users';
import type { Age } from './demo-util';

export interface DemoMessage {
  from: DemoHandle;
  status: 'read' | 'unread';
  age: Age;
  content: string;
}

export interface DemoConversation {
  between: [DemoHandle, DemoHandle];
  /** listing key the conversation is about */
  listing: string | null;
  /** oldest first */
  messages: DemoMessage[];
}

export const CONVERSATIONS: DemoConversation[] = [
  {
    between: ['emma', 'liam'],
    listing: 'jogging-stroller',
    messages: [
      {
        from: 'emma',
        status: 'read',
        age: { days: 3, hours: 4 },
        content: 'Hi Liam! Is the jogging stroller still available? I have been looking for one for a while and it sounds perfect.',
      },
      {
        from: 'liam',
        status: 'read',
        age: { days: 3, hours: 2 },
        content: 'Hi Emma, yes it is! It has been great for us. Happy to answer any questions.',
      },
      {
        from: 'emma',
        status: 'read',
        age: { days: 2, hours: 22 },
        content: 'Lovely. Does the front wheel lock for running, and are the tyres the original ones? Also, would you take $250?',
      },
      {
        from: 'liam',
        status: 'unread',
        age: { hours: 2 },
        content: 'Sorry for the slow reply, the twins had a busy weekend! The front wheel locks and swivels, and I replaced both rear tyres in the spring.',
      },
      {
        from: 'liam',
        status: 'unread',
        age: { minutes: 18 },
        content: '$250 works for me. It folds into the original box, so shipping to Portland is about $40, or I can send you a video of it in action first.',
      },
    ],
  },
  {
    between: ['olivia', 'emma'],
    listing: 'convertible-pram',
    messages: [
      {
        from: 'emma',
        status: 'read',
        age: { days: 8, hours: 6 },
        content: 'Hi Olivia, your pram looks beautiful. Would the bassinet be suitable for overnight sleeping, or just naps on the go?',
      },
      {
        from: 'olivia',
        status: 'read',
        age: { days: 8, hours: 3 },
        content: 'Hi Emma! It is approved for overnight sleep with the original mattress, which is included. We used it for the first few weeks.',
      },
      {
        from: 'emma',
        status: 'read',
        age: { days: 7, hours: 23 },
        content: 'Good to know, thank you. We are really after a jogger for now, but I will keep it in mind for baby number two!',
      },
      {
        from: 'olivia',
        status: 'read',
        age: { days: 7, hours: 21 },
        content: 'No problem at all. Good luck with the search, and say hi to Theo from us.',
      },
    ],
  },
];
