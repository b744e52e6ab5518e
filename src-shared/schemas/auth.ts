import { object, string, type InferType } from 'yup';
import { displayNameField } from './display-name';
import { emailField } from './email';
import './locale';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = emailField({ invalid: 'Please enter a valid email address', tooLong: 'Email is too long' }).required('Please enter email and password');

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
  displayName: displayNameField().optional(),
});

export type LoginInput = InferType<typeof loginSchema>;
export type RegisterInput = InferType<typeof registerSchema>;
