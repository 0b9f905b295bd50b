/*
 * The confidentiality terms a supplier accepts, with their name, before any drawing of a brief is
 * shown or downloadable. The database records the version accepted and refuses any other than its
 * current one, so a changed text is a new version here and in the database together.
 */

/** The version of the text below; the database knows the same string. */
export const BRIEF_TERMS_VERSION = '2026-12-01';

export const briefTerms = {
  title: 'Confidentiality undertaking',
  intro:
    'The drawings, models and details of this job belong to a customer of Forgebridge. Before you open them, you agree, for your business and everyone in it who sees them, that:',
  clauses: [
    'You use them only to decide whether to quote for this job, and to quote for it.',
    'You share them only with the people in your business who work on that quote, and tell them these terms apply. Nobody else, inside or outside your business, receives them.',
    'You do not copy them into other work, keep them for later, or use them to contact the customer.',
    'You delete every copy (downloads, prints, emails) when Forgebridge asks, or as soon as you learn you were not chosen for the job.',
    'These terms apply to everything you see here, whether or not you quote.',
  ],
  identity:
    'The customer’s identity is withheld: you learn who they are only if the customer chooses to meet you, and only with their consent.',
  record: 'We record the name you type, the time and this version of the terms.',
} as const;
