import { object, string, type InferType } from 'yup';
import type { CommentStatus, Role } from '../types';
import './locale';

export const ROLES = ['user', 'admin'] as const satisfies readonly Role[];
export const ROLE_MESSAGE = 'Role must be user or admin';

/** PATCH /api/admin/users/:userId/role and the role select. */
export const roleSchema = object({
  role: string().typeError(ROLE_MESSAGE).required(ROLE_MESSAGE).oneOf(ROLES, ROLE_MESSAGE),
});

export const MODERATED_STATUSES = ['approved', 'rejected'] as const satisfies readonly CommentStatus[];
export const COMMENT_STATUS_MESSAGE = 'Status must be approved or rejected';

/** PATCH /api/admin/comments/:id/status and the moderation buttons. */
export const commentStatusSchema = object({
  status: string().typeError(COMMENT_STATUS_MESSAGE).required(COMMENT_STATUS_MESSAGE).oneOf(MODERATED_STATUSES, COMMENT_STATUS_MESSAGE),
});

export type RoleInput = InferType<typeof roleSchema>;
export type CommentStatusInput = InferType<typeof commentStatusSchema>;
