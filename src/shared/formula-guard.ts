/*
 * The spreadsheet formula guard (OWASP CSV injection), shared by the desk's CSV export, the
 * buyer's options CSV and the automation webhooks, whose bodies automation tools write into spreadsheets. Plain code with no
 * imports: the deliver-leads Edge Function (Deno) reads it too.
 */

/**
 * Cells a spreadsheet may run as a formula: one starting with a tab, carriage return or line
 * feed, or with a formula sign after any run of characters a spreadsheet may skip or not show:
 * every Unicode format character (category Cf: zero-width and directional marks, the soft hyphen,
 * invisible operators, the Mongolian vowel separator, the byte order mark) and every white space
 * character. The signs are = + - @ and the forms some spreadsheets normalise to them: full-width
 * ＝ ＋ － ＠, small ﹦ ﹢ ﹣ ﹫ and the minus sign −.
 */
export const FORMULA_TRIGGER =
  /^(?:[\t\r\n]|[\p{Cf}\p{White_Space}]*[=+\-@\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b\u2212])/u;

/** The value with a leading ' when a spreadsheet could run it, as papaparse's escapeFormulae writes it. */
export function guardFormula(value: string): string {
  return FORMULA_TRIGGER.test(value) ? `'${value}` : value;
}

/** Excel reads a UTF-8 file as Windows-1252 unless it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';
