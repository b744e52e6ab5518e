export type DemoHandle = 'admin' | 'emma' | 'liam' | 'olivia';

export interface DemoAccount {
  email: string;
  password: string;
  role: 'admin' | 'user';
  displayName: string;
}

export interface DemoProfile extends DemoAccount {
  handle: DemoHandle;
  firstName: string;
  lastName: string;
  location: string;
  bio: string;
  /** account age in days */
  joinedDaysAgo: number;
}

export const DEMO_PROFILES: DemoProfile[] = [
  {
    handle: 'admin',
    email: 'admin@nestly.test',
    password: 'admin12345',
    role: 'admin',
    displayName: 'Nestly Admin',
    firstName: 'Nora',
    lastName: 'Hale',
    location: 'Portland, OR',
    bio: 'Mum of two and the person behind Nestly. I write the guides, test the gear and keep the marketplace friendly. Say hello any time.',
    joinedDaysAgo: 240,
  },
  {
    handle: 'emma',
    email: 'emma@nestly.test',
    password: 'parent12345',
    role: 'user',
    displayName: 'Emma C.',
    firstName: 'Emma',
    lastName: 'Carter',
    location: 'Sellwood, Portland, OR',
    bio: 'First-time mum to Theo (8 months) and a very patient beagle. Currently hunting for a jogging stroller and more sleep, in that order.',
    joinedDaysAgo: 180,
  },
  {
    handle: 'liam',
    email: 'liam@nestly.test',
    password: 'parent12345',
    role: 'user',
    displayName: 'Liam N.',
    firstName: 'Liam',
    lastName: 'Nguyen',
    location: 'Austin, TX',
    bio: 'Dad of twins who have just outgrown everything at once. Clearing out the garage one listing at a time; all gear comes from a smoke-free home.',
    joinedDaysAgo: 150,
  },
  {
    handle: 'olivia',
    email: 'olivia@nestly.test',
    password: 'parent12345',
    role: 'user',
    displayName: 'Olivia B.',
    firstName: 'Olivia',
    lastName: 'Brooks',
    location: 'Denver, CO',
    bio: 'Pediatric nurse and mum of a busy three-year-old. Big fan of wooden toys, library story time and buying second-hand whenever we can.',
    joinedDaysAgo: 120,
  },
];

/** The demo sign-ins, as listed in the README. */
export const DEMO_ACCOUNTS: DemoAccount[] = DEMO_PROFILES.map(({ email, password, role, displayName }) => ({
  email,
  password,
  role,
  displayName,
}));
