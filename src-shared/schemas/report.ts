import { object, string, type InferType } from 'yup';
import type { QueueAction, ReportReason, ReportTargetType } from '../types';
import { optionalText } from './content-fields';
import { numberInput } from './number-input';
import './locale';
import { MAX_ID } from '../ids';

export const REPORT_TARGET_TYPES = ['product', 'comment', 'message', 'user'] as const satisfies readonly ReportTargetType[];
export const REPORT_REASONS = ['spam', 'scam', 'inappropriate', 'harassment', 'prohibited', 'other'] as const satisfies readonly ReportReason[];
export const REPORT_DETAILS_MAX = 1000;

const REPORT_MESSAGES = {
  targetType: 'targetType must be product, comment, message or user',
  targetId: 'targetId must be a positive whole number',
  reasonRequired: 'Please choose a reason',
  reason: `reason must be one of ${REPORT_REASONS.join(', ')}`,
} as const;

/** POST /api/reports and the Report dialog. */
export const reportSchema = object({
  targetType: string().typeError(REPORT_MESSAGES.targetType).required(REPORT_MESSAGES.targetType).oneOf(REPORT_TARGET_TYPES, REPORT_MESSAGES.targetType),
  targetId: numberInput()
    .typeError(REPORT_MESSAGES.targetId)
    .required(REPORT_MESSAGES.targetId)
    .integer(REPORT_MESSAGES.targetId)
    .positive(REPORT_MESSAGES.targetId)
    .max(MAX_ID, REPORT_MESSAGES.targetId),
  reason: string().typeError(REPORT_MESSAGES.reason).required(REPORT_MESSAGES.reasonRequired).oneOf(REPORT_REASONS, REPORT_MESSAGES.reason),
  details: optionalText(REPORT_DETAILS_MAX, 'Details'),
});

export const QUEUE_ACTIONS = ['approve', 'reject', 'deactivate_author'] as const satisfies readonly QueueAction[];
export const QUEUE_ACTION_MESSAGE = 'action must be keep, remove, approve, reject or deactivate_author';

/** A report's decisions read Keep and Remove: the same decisions as approving and rejecting a comment. */
const ACTION_WORDS: Record<string, QueueAction> = { keep: 'approve', remove: 'reject' };

/** PATCH /api/admin/queue/:id: the admin's decision on one item. */
export const queueActionSchema = object({
  action: string()
    .typeError(QUEUE_ACTION_MESSAGE)
    .required(QUEUE_ACTION_MESSAGE)
    .transform((value: unknown) => (typeof value === 'string' ? (ACTION_WORDS[value] ?? value) : value))
    .oneOf(QUEUE_ACTIONS, QUEUE_ACTION_MESSAGE),
});

export type ReportInput = InferType<typeof reportSchema>;
export type QueueActionInput = InferType<typeof queueActionSchema>;
