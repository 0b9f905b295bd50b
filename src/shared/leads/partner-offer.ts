/*
 * What a partner shop is offered, in one wording for the /cnc-partner page, its dialog, the
 * partner webhook's package label and the partner's receipt email
 * (docs/decisions/0039-the-partner-offer-in-one-wording.md): the marketing package is free with
 * joining, and joining is paid for by a retainer and a success fee agreed on the call. Every
 * "free" is said next to `terms`. Plain data with no imports, so Deno reads it as it is.
 */
export const partnerOffer = {
  /** The package a partner lead claims, as the webhook body's `package` and the receipt name it. */
  packageLabel: 'Free Marketing Package (worth £3,000)',
  /** What the package holds, in the order the page shows it. */
  packageContents: ['3 written case studies', '1 shop showcase video', 'a website refresh'],
  /** Beside every "free": what the package is free with, and that the fees are not. */
  terms:
    'The package is free to shops that join as partners; the partnership itself is funded by a monthly retainer and a success fee on orders won, agreed with you on the call.',
  /** How partners fund the service; the amounts are not published. */
  fees: 'Partnership plans combine a monthly retainer with a success fee on orders won, shaped to your shop. We agree the amounts with you on the call.',
  /** The call a new partner books: how long it is and what it covers. */
  call: 'a 30-minute call, where we walk you through the package, the partnership and its fees, and the OEM buyers we can introduce you to',
  /** What vetting involves, as the register records it (a visit that checks four things). */
  vetting:
    'Before we introduce a shop to buyers, we vet it: we visit your shop in person and check your certifications, sample parts, QA procedures and capacity.',
} as const;

/** "3 written case studies, 1 shop showcase video and a website refresh". */
export const packageContentsText = (): string => {
  const items = [...partnerOffer.packageContents];
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
};
