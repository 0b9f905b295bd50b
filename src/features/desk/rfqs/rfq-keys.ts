import { deskKeys } from '../shared/desk-keys';

/**
 * The RFQ's query keys that both its shortlist and its introductions touch, under the desk's root:
 * confirming the shortlist reloads the introductions, and a send reloads both; the queue and the
 * team, which the queue's view and the panel's assignee select share.
 */
export const rfqKeys = {
  introductions: [...deskKeys.all, 'introductions'] as const,
  /** Every page of the RFQ queue: an assignment, like any change to an RFQ, reloads it. */
  queue: [...deskKeys.all, 'queue'] as const,
  /** The team, offered as an RFQ's assignees. */
  team: [...deskKeys.all, 'team'] as const,
};
