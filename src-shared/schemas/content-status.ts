import { mixed } from 'yup';
import type { ContentStatus } from '../types';

/** A blog post, review or deal is a draft (admins only) or published (everyone). */
export const CONTENT_STATUSES: ContentStatus[] = ['draft', 'published'];

export const CONTENT_STATUS_MESSAGE = 'Status must be draft or published';

/** The status a create or an update may send; left out, a create publishes and an update keeps the status. */
export const contentStatus = () => mixed<ContentStatus>().oneOf(CONTENT_STATUSES, CONTENT_STATUS_MESSAGE).optional();
