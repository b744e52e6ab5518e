import type { Knex } from 'knex';
import { buildProduct } from '../../marketplace/test/factories';
import { buildConversation, buildMessage } from '../../messaging/test/messaging-factories';
import { buildBlog, buildComment } from '../../test/content-factories';
import { buildUser, type BuiltUser } from '../../test/factories';
import type { ReportTargetType } from '../../../src-shared/types';

export interface ReportableThing {
  targetType: ReportTargetType;
  targetId: number;
  /** who owns it: the seller, author, sender, or the member themself */
  owner: BuiltUser;
  /** a member who may see it (for a message, the recipient) */
  viewer: BuiltUser;
}

/** One thing of each kind that a member other than its owner may see and report. */
export async function reportable(db: Knex, targetType: ReportTargetType): Promise<ReportableThing> {
  const owner = await buildUser(db, { display_name: `Owner of a ${targetType}` });
  const viewer = await buildUser(db);
  switch (targetType) {
    case 'product':
      return { targetType, targetId: (await buildProduct(db, { seller_id: owner.id, name: 'Reported crib' })).id, owner, viewer };
    case 'comment': {
      const post = await buildBlog(db, { title: 'Sleep tips', slug: `sleep-tips-${owner.id}` });
      const comment = await buildComment(db, { user_id: owner.id, content_id: post['id'], content: 'Buy my course' });
      return { targetType, targetId: Number(comment['id']), owner, viewer };
    }
    case 'message': {
      const { id } = await buildConversation(db, owner, viewer);
      return { targetType, targetId: Number((await buildMessage(db, id, owner.id, { content: 'Pay me outside the site' })).id), owner, viewer };
    }
    case 'user':
      return { targetType, targetId: owner.id, owner, viewer };
  }
}

const DAY_MS = 86_400_000;
let standing = 0;

/**
 * A member whose reports weigh under the default rule: joined weeks ago (each a few days after the
 * last, so never "created together") and selling something now.
 */
export async function buildStandingMember(db: Knex, overrides: Partial<BuiltUser> = {}): Promise<BuiltUser> {
  standing += 1;
  const member = await buildUser(db, { created_at: new Date(Date.now() - (30 + standing * 3) * DAY_MS).toISOString(), ...overrides });
  await buildProduct(db, { seller_id: member.id, name: `Pram ${standing}` });
  return member;
}

/** A different documentation address (RFC 5737) for each n: test apps trust loopback's X-Forwarded-For. */
export const addressNumber = (n: number) => `198.51.100.${n}`;
