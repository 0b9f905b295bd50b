import axe from 'axe-core';
import { expect } from 'vitest';

/** The WCAG 2.2 AA rules the end-to-end checks run (tests/e2e/support/axe.ts), for a component in jsdom. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails with a readable list when axe finds a violation in the rendered element. jsdom has no
 * layout, so colour contrast is left to the end-to-end checks.
 */
export async function expectNoAxeViolations(element: Element = document.body) {
  const { violations } = await axe.run(element, {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: { 'color-contrast': { enabled: false } },
  });
  const summary = violations.map(
    (v) => `${v.id} (${v.impact ?? ''}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
