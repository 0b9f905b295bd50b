/**
 * A small STEP model whose product is named after a buyer's part, and whose shape is named
 * `shapeName`: the neutral copy blanks the product's name, and keeps the shape's, so a shape that
 * repeats the product's name leaves a copy that cannot be certain to name nobody. No imports, so
 * Vitest and Deno read it alike.
 */
export function stepWithNames(shapeName: string): string {
  return [
    'ISO-10303-21;',
    'HEADER;',
    "FILE_DESCRIPTION((''),'2;1');",
    "FILE_NAME('','2026-01-01T00:00:00',(''),(''),'','','');",
    "FILE_SCHEMA(('AUTOMOTIVE_DESIGN'));",
    'ENDSEC;',
    'DATA;',
    "#1=PRODUCT('ACME-PN4471','ACME-PN4471','',(#2));",
    "#2=PRODUCT_CONTEXT('',#3,'mechanical');",
    "#3=APPLICATION_CONTEXT('automotive design');",
    `#4=SHAPE_REPRESENTATION('${shapeName}',(),#5);`,
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n');
}
