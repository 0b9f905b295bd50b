import { brand } from '@/config/constants';

/**
 * What a browser without JavaScript is told where a call to action would open a form in a dialog:
 * the calls to action still land here (the band holding this line carries their fragment), and
 * the email address and the booking page reach the same team.
 */
export const dialogWithoutScript = {
  before: 'This form opens with JavaScript. Without it, email us at',
  email: brand.email,
  between: 'or',
  booking: 'book a call',
} as const;
