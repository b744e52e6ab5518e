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
