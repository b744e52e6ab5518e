import { object, string, type InferType } from 'yup';
import { displayNameField } from './display-name';
import './locale';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = string()
  .transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  .typeError('Please enter a valid email address')
  .required('Please enter email and password')
  .max(254, 'Email is too long')
  .email('Please enter a valid email address');

export const loginSchema = object({
  email,
  password: string().typeError('Please enter email and password').required('Please enter email and password').max(PASSWORD_MAX, 'Invalid email or password'),
});

export const registerSchema = object({
  email,
  password: string()
    .typeError('Please enter email and password')
    .required('Please enter email and password')
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  displayName: displayNameField({ atRegistration: true }).optional(),
});

export type LoginInput = InferType<typeof loginSchema>;
export type RegisterInput = InferType<typeof registerSchema>;
