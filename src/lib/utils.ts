import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve conflicting utilities (no tailwind-merge, which costs
 * 13 KB gzip and builds its lookup tables on every page view): components expose variants
 * (`size`, `variant`, `tone`) for what a caller may change, and callers add only classes the
 * component does not set.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
