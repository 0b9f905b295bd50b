import { brand } from '@/config/constants';
import { MAX_ATTACHMENT_MEGABYTES } from '@/shared/leads/fields/files';
/**
 * Every toast and notice the site shows, with the exact wording the product promises (see
 * docs/product.md). UI and tests import these so a changed sentence is one edit. There is no
 * "webhook sent" toast: only one toast shows at a time and the success toast follows at once.
 */
export type ToastMessage = { title: string; description: string };

export const messages = {
  partner: {
    missingFields: { title: 'Error', description: 'Please fill in all required fields' },
    failure: { title: 'Error', description: 'Something went wrong. Please try again.' },
    success: {
      title: 'Success!',
      description: 'Your details have been recorded. Please complete your booking below.',
    },
  },
  oem: {
    missingFields: { title: 'Required Fields Missing', description: 'Please fill in all mandatory fields.' },
    failure: { title: 'Error', description: 'There was an error submitting your form. Please try again.' },
    success: {
      title: 'Success!',
      description: 'Your RFQ has been submitted. Please book your consultation below.',
    },
  },
  icp: {
    missingFields: { title: 'Error', description: 'Please fill in all required fields' },
    noConsent: { title: 'Error', description: 'Please agree to the privacy policy' },
    failure: { title: 'Error', description: 'Failed to submit form. Please try again.' },
    success: {
      title: 'Success!',
      // No email is sent after a download, so the message promises none.
      description: 'Your template download will begin shortly.',
    },
  },
  quote: {
    success: { title: 'Success!', description: 'Your consultation request has been submitted.' },
    failure: { title: 'Error', description: 'We could not submit your request. Please try again.' },
    fileTooLarge: (fileName: string): ToastMessage => ({
      title: 'File size too large',
      description: `The file "${fileName}" exceeds the maximum size of ${MAX_ATTACHMENT_MEGABYTES}MB.`,
    }),
    invalidFileType: (fileName: string): ToastMessage => ({
      title: 'Invalid file type',
      description: `The file "${fileName}" has an unsupported file type.`,
    }),
  },
  contact: {
    success: { title: 'Message sent', description: 'Thank you. We reply to every message within 24 hours.' },
    failure: { title: 'Error', description: 'Your message could not be sent. Please try again.' },
  },
  /**
   * Any lead form, when a submit could not reach the server (or load what it needed) while the
   * browser reports no connection. Every value stays in the form, so a retry is one click.
   */
  offline: { title: 'You appear to be offline.', description: 'Your answers are kept; try again.' },
  /** Inside every prerendered lead form, for a browser that runs no JavaScript. */
  noScript: `This form needs JavaScript to send your answers. Please turn JavaScript on, or email us at ${brand.email}.`,
  /** Any lead form, when the database refuses a submission over its abuse limits. */
  rateLimited: { title: 'Too many submissions', description: 'Too many submissions, please try again later.' },
  uploadFailed: {
    title: 'Upload interrupted',
    description:
      'Your files could not all be uploaded, so nothing was sent yet. Your answers are kept: submit again to continue from where the upload stopped.',
  },
} as const;
