import { object, string, type InferType } from 'yup';
import { MAX_ID } from '../ids';
import { numberInput } from './number-input';
import './locale';

export const MESSAGE_MAX = 5000;

/** A positive integer id, given as a number or a numeric string; arrays, booleans and objects are refused. */
function idField(label: string) {
  return numberInput()
    .typeError(`${label} must be a number`)
    .integer(`${label} must be a whole number`)
    .min(1, `${label} must be a positive number`)
    .max(MAX_ID, `${label} is too large`);
}

export const startConversationSchema = object({
  recipient_id: idField('recipient_id').required('recipient_id is required'),
  product_id: idField('product_id').nullable().optional(),
});

export const messageSchema = object({
  content: string()
    // trims text and refuses anything else (yup would turn numbers into text and crash trimming arrays)
    .transform((_value: unknown, original: unknown) => (typeof original === 'string' ? original.trim() : original == null ? original : Number.NaN))
    .typeError('Message must be text')
    .required('Message cannot be empty')
    .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
});

export type StartConversationInput = InferType<typeof startConversationSchema>;
export type MessageInput = InferType<typeof messageSchema>;
