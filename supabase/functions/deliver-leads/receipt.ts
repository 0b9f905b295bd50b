import { receiptEmail } from '../../../src/content/email/lead-emails.ts';
import { escapeHtml, type RenderedEmail } from './team-alert.ts';

/** The visitor's receipt: the same fixed text for everyone, nothing from the form. */
export function renderReceipt(): RenderedEmail {
  const lines = [...receiptEmail.paragraphs, receiptEmail.signOff];
  return {
    subject: receiptEmail.subject,
    text: `${lines.join('\n\n')}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif">${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('')}</body></html>`,
  };
}
