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
} as const;
