import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Beasties from 'beasties';
import postcss from 'postcss';
import { dropUnusedCustomProperties } from './css-custom-properties.ts';

/**
 * A prerendered page carries, in a `<style>`, the rules of the site's stylesheet that its own HTML
 * uses, and no render-blocking `<link>`: the stylesheet's request was the one round trip between
 * the page's HTML and its first paint (docs/decisions/0021-page-styles-inline.md). The boot script
 * (src/boot.js) loads the whole stylesheet, named in its `data-stylesheet`, after the first paint
 * and starts the app once it has arrived, so whatever the app draws later (dialogs, toasts, other
 * routes) is styled by the whole sheet. A browser without JavaScript shows only the served HTML,
 * which the inlined rules cover.
 *
 * The page's <style> also carries the rules for before the start (src/before-start.css) that
 * its classes call for. They are not in the site's stylesheet, so they go when the boot script
 * removes the <style>: while they were there, Chromium styled the whole document again after any
 * element was added to it.
 *
 * Rules are chosen by Beasties: a rule is kept when an element of the page matches its selector
 * once pseudo-classes are removed, so `hover:` and `focus-visible:` variants of a class the page
 * uses are kept. Four kinds of rule would be dropped and are kept explicitly (see ALWAYS and
 * keptWhenUsed below). `tests/e2e/page-styles.spec.ts` compares every element's computed
 * style with the inlined rules alone and with the whole stylesheet, on every route at two widths.
 */

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;
const BOOT_SCRIPT = '<script data-entry=';

export type PageStyles = (html: string) => Promise<string>;

/** Inlines, page by page, the rules of the stylesheets under `dist` that each page uses. */
export function pageStyles(dist: string): PageStyles {
  let kept: Promise<string[]> | undefined;
  let beforeStart: Promise<PlainRule[]> | undefined;

  return async (html) => {
    const links = [...html.matchAll(STYLESHEET_LINK)];
    if (links.length !== 1 || !links[0]?.[1]) {
      throw new Error(`a prerendered page must link exactly one stylesheet, found ${links.length}`);
    }
    if (!html.includes(BOOT_SCRIPT)) throw new Error('a prerendered page must carry the boot script');
    if (/<style[\s>]/i.test(html))
      throw new Error('a prerendered page must not carry a <style> before its rules are inlined');
    const [link, href] = links[0];

    kept ??= readFile(join(dist, href), 'utf8').then(keptWhenUsed);
    beforeStart ??= readFile(BEFORE_START, 'utf8').then(plainRules);
    const classes = pageClasses(html);
    const allowRules = [
      ...ALWAYS,
      ...(await kept).filter((selector) =>
        classesIn(selector).every((name) => SET_BY_THE_BOOT_SCRIPT.has(name) || classes.has(name)),
      ),
    ];
    const processed = await new Beasties({ ...OPTIONS, path: dist, allowRules }).process(html);
    const chosen = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1];
    if (!chosen) throw new Error(`Beasties inlined no rules from ${href}`);
    const rules =
      dropUnusedCustomProperties(chosen, html) +
      (await beforeStart)
        .filter(({ selector }) => classesIn(selector).every((name) => ON_THE_ROOT.has(name) || classes.has(name)))
        .map(({ css }) => css)
        .join('');
    if (/<\/style/i.test(rules)) throw new Error('an inlined rule must not contain </style');

    return html
      .replace(link, () => `<style data-page-styles="">${rules}</style>`)
      .replace(BOOT_SCRIPT, () => `<script data-stylesheet="${href}" data-entry=`);
  };
}

const OPTIONS = {
  publicPath: '/',
  // Only the choice of rules is Beasties' work; the page's markup is rewritten here.
  external: true,
  mergeStylesheets: true,
  pruneSource: false,
  reduceInlineStyles: false,
  inlineFonts: false,
  preloadFonts: false,
  fonts: false,
  keyframes: 'critical',
  compress: true,
  logLevel: 'warn',
} as const;

const ALWAYS = [
  // Selectors made only of pseudo-classes and elements and no class (::placeholder, the WebKit
  // date-field parts, `:where(select…) optgroup`): the base styles of form controls, which
  // Beasties cannot match once it has removed the pseudo parts.
  /^::?[^.]*$/,
];

/** The classes src/boot.js puts on `<html>` before or at the first paint. */
const SET_BY_THE_BOOT_SCRIPT = new Set(['js', 'painted']);
/**
 * The classes src/boot.js puts on `<html>` that the rules for before the start may name:
 * `sheet-loaded` once the whole stylesheet has come. (`laying-out`, for the frames after that, is
 * named only by the whole stylesheet's rules.)
 */
const ON_THE_ROOT = new Set([...SET_BY_THE_BOOT_SCRIPT, 'sheet-loaded']);

/** The rules for a page before the app has started (see pageStyles). */
const BEFORE_START = fileURLToPath(new URL('../../src/before-start.css', import.meta.url));

type PlainRule = { selector: string; css: string };

/** A stylesheet of plain rules (no at-rules, one selector each), each as its selector and its minified text. */
function plainRules(css: string): PlainRule[] {
  const rules: PlainRule[] = [];
  postcss.parse(css).each((node) => {
    if (node.type === 'comment') return;
    if (node.type !== 'rule' || node.selectors.length !== 1)
      throw new Error('src/before-start.css must hold plain rules with one selector each');
    const declarations = node.nodes.flatMap((child) => (child.type === 'decl' ? [`${child.prop}:${child.value}`] : []));
    const selector = node.selector.replace(/\s*>\s*/g, '>');
    rules.push({ selector, css: `${selector}{${declarations.join(';')}}` });
  });
  return rules;
}

/**
 * Selectors that no element of the served HTML matches but that the page needs, kept when the page
 * uses every class they name:
 * - wholly a `:where()` or `:is()` around classes, as Tailwind writes `space-y-*` and `divide-*`
 *   (`:where(.space-y-2>:not(:last-child))`): Beasties removes the pseudo-class and with it the
 *   whole selector;
 * - under an open `<details>` (`details[open] .x`, the FAQ's turned chevron): every `<details>`
 *   is served closed, and a visitor without JavaScript opens it with only these rules;
 * - under a class the boot script (src/boot.js) puts on `<html>` (`.js .no-js-only`), which no
 *   served element carries: kept when the page uses the other classes the selector names.
 */
function keptWhenUsed(css: string): string[] {
  const found = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const selector of rule.selectors) {
      if (
        /^:(where|is)\(.*\.[^)]*\)/.test(selector) ||
        /^details\[open\]\s/.test(selector) ||
        classesIn(selector).some((name) => SET_BY_THE_BOOT_SCRIPT.has(name))
      )
        found.add(selector);
    }
  });
  return [...found];
}

/** The class names a selector requires, unescaped (`.space-y-2`, `.md\:grid` → `md:grid`). */
function classesIn(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => (match[1] ?? '').replace(/\\(.)/g, '$1'));
}

function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value.split(/\s+/)) if (name) classes.add(name.replace(/&amp;/g, '&'));
  }
  return classes;
}
