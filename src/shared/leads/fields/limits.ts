/**
 * Lengths most text columns share (names 200, emails 320, free text 5,000), named once so the
 * tables read as the check constraints do. A field with another bound states its own number.
 */
export const textLimits = { shortText: 200, email: 320, longText: 5000, website: 2048, fileName: 255 } as const;
