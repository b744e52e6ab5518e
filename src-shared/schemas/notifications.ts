import { array, object, type InferType } from 'yup';
import { MAX_ID } from '../ids';
import { numberInput } from './number-input';

const IDS_MESSAGE = 'ids must be a list of notification ids';

/** POST /api/notifications/read: the ids to mark read; every notification when ids is absent. */
export const markNotificationsReadSchema = object({
  ids: array(numberInput().typeError(IDS_MESSAGE).required(IDS_MESSAGE).integer(IDS_MESSAGE).positive(IDS_MESSAGE).max(MAX_ID, IDS_MESSAGE))
    .typeError(IDS_MESSAGE)
    .max(500, 'At most 500 ids at a time')
    .optional(),
});

export type MarkNotificationsReadInput = InferType<typeof markNotificationsReadSchema>;
