/*
 * Who sees the files a buyer attaches to an RFQ, said beside both file pickers (/quote and the
 * OEM dialog) and in the privacy notice: one wording, so the promise cannot drift between them.
 */
export const fileConfidentiality = {
  /** Beside the file picker. */
  line: 'Confidential: our team opens your files first, then shares them with up to 3 vetted suppliers, for quoting only and under confidentiality. Need an NDA first? We sign one on request.',
  /** The privacy notice's paragraph on attached files. */
  privacy:
    'Files you attach to a request (drawings, models, photos) are opened by our team first. To get you quotes, we then share them with up to 3 vetted suppliers, for quoting only and under confidentiality. If you want a non-disclosure agreement (NDA) signed before anyone sees them, ask us and we will sign one.',
  /**
   * The privacy notice's paragraph on what the suppliers receive: the supplier's brief is built
   * from the RFQ's technical answers only (src/lib/introductions/brief-facts.ts).
   */
  supplierBrief:
    'When we send you supplier options, each of up to 3 vetted suppliers receives a brief with your request’s technical details (type of work, materials, certifications, quantities, lead time, delivery region and your drawings’ measurements) and a download link for your files that stops working after 7 days. The brief does not carry your identity: not your name, email, phone, company, website or city, nor your free-text notes. We introduce you to a supplier only when it wants to quote, and you hear from us first.',
} as const;
