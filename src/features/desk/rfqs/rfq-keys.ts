import { deskKeys } from '../shared/desk-keys';

/**
 * The RFQ's query keys that both its shortlist and its introductions touch, under the desk's root:
 * confirming the shortlist reloads the introductions, and a send reloads both.
 */
export const rfqKeys = {
  introductions: [...deskKeys.all, 'introductions'] as const,
};
