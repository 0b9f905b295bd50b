import { textLimits as L } from './limits.ts';
import type { FieldTable } from './field-types.ts';

/** The contact form and its `contact_messages` row; each missing answer says what to do. */
export const contactFields = [
  {
    key: 'name',
    column: 'name',
    role: 'person',
    kind: 'text',
    label: 'Full Name',
    required: 'Please enter your full name',
    max: L.shortText,
    autoComplete: 'name',
  },
  {
    key: 'email',
    column: 'email',
    role: 'email',
    kind: 'email',
    label: 'Email Address',
    required: 'Please enter your email address',
    max: L.email,
    autoComplete: 'email',
  },
  {
    key: 'subject',
    column: 'subject',
    kind: 'text',
    label: 'Subject',
    required: 'Please enter a subject',
    max: L.shortText,
  },
  {
    key: 'message',
    column: 'message',
    kind: 'longText',
    label: 'Message',
    required: 'Please write your message',
    max: L.longText,
  },
] as const satisfies FieldTable;
