import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import type { MailStatus } from '../../src-shared/types';
import { requireAdmin } from '../auth';

export interface MailStatusDeps {
  /** smtp: SMTP_URL is set; files: each mail is written as an .eml file into outboxDir */
  mode: 'smtp' | 'files';
  outboxDir: string;
}

async function countWith(db: Knex, status: string): Promise<number> {
  const row = await db('mail_outbox').where({ status }).count<{ count: number }[]>({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

/** GET /api/admin/mail-status: whether mail is set up, and what the outbox holds. */
export function mailStatusRoutes({ db, mail }: { db: Knex; mail: MailStatusDeps }): Router {
  const handleStatus: RequestHandler = async (_req, res) => {
    const status: MailStatus = {
      isConfigured: mail.mode === 'smtp',
      outboxFolder: mail.mode === 'files' ? mail.outboxDir : null,
      pending: await countWith(db, 'pending'),
      failed: await countWith(db, 'failed'),
      sent: await countWith(db, 'sent'),
    };
    res.json(status);
  };
  const router = Router();
  router.get('/admin/mail-status', requireAdmin, handleStatus);
  return router;
}
