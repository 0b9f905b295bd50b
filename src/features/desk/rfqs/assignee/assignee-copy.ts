/** Words of an RFQ's assignee, in its lead panel. */
export const assigneeCopy = {
  label: 'Assigned to',
  unassigned: 'Unassigned',
  saved: { title: 'Saved', description: 'The RFQ’s assignee is saved.' },
  failed: { title: 'Error', description: 'The assignee could not be saved. Please try again.' },
} as const;
