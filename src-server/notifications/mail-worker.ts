import type { Knex } from 'knex';
import type { Logger } from '../http/request-log';
import type { MailSite } from '../mail/mail-text';
import type { MailTransport } from '../mail/mail-transport';
import { queueDigests, queueNotificationMail } from './notification-mail';
import { outboxSignal } from '../mail/outbox';
import { sendDueMail } from '../mail/outbox-sender';

export interface MailWorker {
  /** one whole pass now; resolves once nothing more is due (tests, shutdown) */
  drain: () => Promise<void>;
  stop: () => Promise<void>;
}

export interface MailWorkerOptions {
  db: Knex;
  transport: MailTransport;
  site: MailSite;
  logger?: Logger;
  /** how often to look for work queued by other processes, retries that came due and digests */
  pollMs?: number;
}

/**
 * Each server process runs one: it turns new notifications into mail by each member's preferences,
 * puts together the daily digests, and sends the outbox. It runs at once when this process queues
 * something, and every pollMs for everything else. Several processes share the work safely (rows are
 * claimed), and a process that dies mid-way leaves nothing half done that the others cannot finish.
 */
export function startMailWorker({ db, transport, site, logger, pollMs = 5_000 }: MailWorkerOptions): MailWorker {
  let isStopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const pass = async () => {
    try {
      while (!isStopped && (await queueNotificationMail(db, site)) > 0) {
        // until every new notification has its e-mail decided
      }
      if (!isStopped) await queueDigests(db, site);
      while (!isStopped && (await sendDueMail(db, transport, { logger })) > 0) {
        // until nothing is due
      }
    } catch (error) {
      logger?.error({ err: error }, 'The mail outbox could not be sent');
    }
  };
  const run = () => {
    running = running.then(pass);
    return running;
  };
  const schedule = () => {
    if (isStopped) return;
    timer = setTimeout(() => void run().then(schedule), pollMs);
    timer.unref();
  };
  const onQueued = () => void run();
  outboxSignal.on('queued', onQueued);
  void run().then(schedule);

  return {
    drain: run,
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      outboxSignal.off('queued', onQueued);
      await running;
      transport.close();
    },
  };
}
