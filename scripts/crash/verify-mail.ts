import type { Knex } from 'knex';

export interface MailVerdict {
  queued: number;
  /** distinct mails the SMTP server received */
  received: number;
  /** Message-IDs the SMTP server received more than once */
  duplicates: string[];
  /** rows the outbox holds as sent that never arrived */
  missing: string[];
  /** rows still not sent after the last, clean run: pending or failed */
  unsent: string[];
  /** mails that arrived without a row that says sent (would go again) */
  unexpected: string[];
}

/** Each outbox row must have arrived exactly once, and each arrival must be a row recorded as sent. */
export async function mailVerdict(db: Knex, receivedIds: string[]): Promise<MailVerdict> {
  const rows = (await db('mail_outbox').select('message_id', 'status')) as { message_id: string; status: string }[];
  const times = new Map<string, number>();
  for (const id of receivedIds) times.set(id, (times.get(id) ?? 0) + 1);
  const sent = new Set(rows.filter((row) => row.status === 'sent').map((row) => row.message_id));
  return {
    queued: rows.length,
    received: times.size,
    duplicates: [...times].filter(([, n]) => n > 1).map(([id]) => id),
    missing: [...sent].filter((id) => !times.has(id)),
    unsent: rows.filter((row) => row.status !== 'sent').map((row) => `${row.message_id} (${row.status})`),
    unexpected: [...times.keys()].filter((id) => !sent.has(id)),
  };
}

/**
 * Nothing twice, nothing unsent, nothing unrecorded. A mail recorded as sent whose closing dot the
 * kill stopped is lost by design (sending it again could send it twice): a sender has one mail in
 * that window at a time, so a kill can lose at most one, and more than that is a fault.
 */
export function isMailOk(verdict: MailVerdict, kills: number): boolean {
  return verdict.duplicates.length + verdict.unsent.length + verdict.unexpected.length === 0 && verdict.missing.length <= kills;
}
