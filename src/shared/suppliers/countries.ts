/*
 * The countries of the network, as the register, the desk and the partner sign-up offer them:
 * ISO 3166-1 alpha-2 codes (upper case, as the register's check takes them) with English names.
 * Plain data with no imports, so the browser, Node scripts and Deno import it as it is.
 */

/** UK first, then the EU: the countries of the network (ISO 3166-1 alpha-2). */
export const countries = [
  { value: 'GB', label: 'United Kingdom' },
  { value: 'IE', label: 'Ireland' },
  { value: 'AT', label: 'Austria' },
  { value: 'BE', label: 'Belgium' },
  { value: 'CZ', label: 'Czechia' },
  { value: 'DK', label: 'Denmark' },
  { value: 'FI', label: 'Finland' },
  { value: 'FR', label: 'France' },
  { value: 'DE', label: 'Germany' },
  { value: 'HU', label: 'Hungary' },
  { value: 'IT', label: 'Italy' },
  { value: 'NL', label: 'Netherlands' },
  { value: 'PL', label: 'Poland' },
  { value: 'PT', label: 'Portugal' },
  { value: 'RO', label: 'Romania' },
  { value: 'SK', label: 'Slovakia' },
  { value: 'SI', label: 'Slovenia' },
  { value: 'ES', label: 'Spain' },
  { value: 'SE', label: 'Sweden' },
] as const satisfies readonly { readonly value: string; readonly label: string }[];

export const countryLabel = (code: string): string => countries.find((c) => c.value === code)?.label ?? code;
