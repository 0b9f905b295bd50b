/**
 * A small STEP model whose product and shape are named after a buyer's part: the neutral copy
 * blanks both. With `userEntity`, the DATA section also holds a user-defined entity of that name,
 * which the copy cannot make neutral, so the copy is left to the team. No imports, so Vitest and
 * Deno read it alike.
 */
export function stepWithNames(shapeName: string, userEntity?: string): string {
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
    ...(userEntity ? [`#6=!${userEntity}('',#4);`] : []),
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n');
}
