/*
 * Who sees the files a buyer attaches to an RFQ, said beside both file pickers (/quote and the
 * OEM dialog) and in the privacy notice: one wording, so the promise cannot drift between them.
 */
export const fileConfidentiality = {
  /** Beside the file picker. */
  line: 'Confidential: our team opens your files first, then shares them only with vetted suppliers we ask to quote, under confidentiality terms they accept first. Need an NDA first? We sign one on request.',
  /** The privacy notice's paragraph on attached files. */
  privacy:
    'Files you attach to a request (drawings, models, photos) are opened by our team first. To get you quotes, we then share them only with the vetted suppliers we ask to quote, for quoting only and under confidentiality terms they accept before they can open them. If you want a non-disclosure agreement (NDA) signed before anyone sees them, ask us and we will sign one.',
  /**
   * The privacy notice's paragraph on what the suppliers receive, exactly: the brief's answers
   * from the form's lists (src/shared/introductions/brief-facts.ts), the team's wording where the buyer
   * typed their own, and the supplier's private page (docs/decisions/0036-supplier-brief-pages.md),
   * where neutral copies of the files (src/shared/introductions/neutral-copy), which the team checks
   * where stripping cannot be certain, open only after the terms. The buyer's email repeats it
   * (src/shared/email/introduction-emails.ts).
   */
  supplierBrief:
    'To find your options, we send a brief to suppliers we have visited and vetted, each holding every certification your request asks for, checked again on the day we send. The brief carries the answers you chose from our lists (type of work, materials, certifications, order size, lead time, industry, delivery region), your models’ measurements and what our reading of their shape finds (faces that need 4/5-axis work, thin walls, deep pockets, how much stock is cut away), and, where you typed your own words (an “other” material or certification, a tolerance), a wording our team writes instead of yours. It links to a private page for that supplier alone, where it says whether it can take the job. Your files open there only after a named person at the supplier accepts our confidentiality terms: copies under a neutral name (“drawing-1.step”), with the file properties that can name a person or company removed (a model’s author, organisation and software, a PDF’s document properties, a photo’s EXIF data), each download link valid for minutes. Because what is drawn on a page (a title block, a logo) cannot be removed automatically, our team opens every PDF, drawing and photo before it goes out. Neither the brief nor the page carries your name, email, phone, company, website or city, your file names, or the words you typed. Your options are up to 3 of the suppliers that said they can take the job, on a private page of your own (its link works for 30 days), where you compare them and choose whom to meet. A supplier learns your name, company, email and phone only when you ask, on that page, to meet it, and agree to share them with it: we then send one email that introduces you to each other, and its page shows your details. The suppliers you do not choose never learn who you are.',
} as const;
