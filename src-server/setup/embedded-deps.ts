import type { Knex } from 'knex';

/** The demo data, offered on a console's first run; the host supplies it so the server does not import seeds. */
export interface DemoDataLoader {
  /** the demo accounts' emails, which the owner's account may not take */
  emails: readonly string[];
  /** loads the demo data into an empty database; false when there was already data */
  load: (db: Knex) => Promise<boolean>;
}

/** Set only by the desktop shell's embedded server (src-main/server-entry.ts). */
export interface EmbeddedDeps {
  /** made at each launch; every request must carry it (see http/launch-guard.ts) */
  launchSecret: string;
  demoData?: DemoDataLoader;
}
