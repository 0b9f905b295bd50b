import { brand, controllerPlaceholders } from './constants.ts';

/** Where the controller details are set: named in every message about them. */
export const CONTROLLER_SOURCE = 'brand.controller in src/config/constants.ts';

/** The message naming each controller detail that is still a placeholder, and where to set it. */
export function placeholderMessage(keys: readonly string[] = controllerPlaceholders()): string {
  const named = keys.map((key) => `${key} ("${brand.controller[key as keyof typeof brand.controller]}")`);
  return `the privacy notice still names placeholder ${named.join(', ')}: set each in ${CONTROLLER_SOURCE}`;
}

/**
 * A production build (one made for a hosted Supabase project: `VITE_SUPABASE_URL` set, not in
 * test mode) must not publish a privacy notice that names placeholders for the controller, its
 * company number or its ICO registration: the notice would be untrue. It fails, naming each one.
 * Local and test builds keep them (the prerender step lists them as a reminder).
 */
export function assertLaunchReady(
  { command, mode, env }: { command: string; mode: string; env: Record<string, string | undefined> },
  placeholders: readonly string[] = controllerPlaceholders(),
): void {
  const production = command === 'build' && mode !== 'test' && (env.VITE_SUPABASE_URL ?? '').trim() !== '';
  if (production && placeholders.length > 0) {
    throw new Error(`Production build refused: ${placeholderMessage(placeholders)}.`);
  }
}
