import postcss, { type ChildNode, type Container, type Declaration } from 'postcss';

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

const references = (text: string) => [...text.matchAll(VAR_REFERENCE)].map((match) => match[1] ?? '');

const isCustom = (decl: Declaration) => decl.prop.startsWith('--');

/**
 * Removes from `css` the custom properties nothing on the page reads: their `@property`
 * registrations and their declarations. Tailwind writes one `@property` and one fallback
 * declaration for every `--tw-*` variable any page uses, and its theme's variables for all pages;
 * a page's inlined rules need only those that its own rules or its HTML (`style` attributes, SVG)
 * read through `var()`, directly or through another variable that is read.
 *
 * Every ordinary declaration counts as read. A custom property is read when a `var()` in a read
 * declaration or in the HTML names it. Removing the others changes no computed value the page can
 * show; the whole stylesheet, loaded after the first paint, has them all again.
 */
export function dropUnusedCustomProperties(css: string, html: string): string {
  const root = postcss.parse(css);
  const customs = new Map<string, Declaration[]>();
  const read = new Set<string>(references(html));
  const pending = [...read];

  root.walkDecls((decl) => {
    if (isCustom(decl)) {
      customs.set(decl.prop, [...(customs.get(decl.prop) ?? []), decl]);
    } else {
      for (const name of references(decl.value)) {
        if (!read.has(name)) pending.push(name);
        read.add(name);
      }
    }
  });
  // `@property`'s initial-value may itself name variables only through its syntax, never var().
  while (pending.length > 0) {
    const name = pending.pop() ?? '';
    for (const decl of customs.get(name) ?? []) {
      for (const next of references(decl.value)) {
        if (!read.has(next)) {
          read.add(next);
          pending.push(next);
        }
      }
    }
  }

  root.walkAtRules('property', (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
  for (const [name, decls] of customs) {
    if (!read.has(name)) for (const decl of decls) decl.remove();
  }
  removeEmpty(root);
  return root.toString();
}

/** Rules and at-rules left with nothing inside (a fallback block whose variables all went). */
function removeEmpty(container: Container<ChildNode>) {
  container.each((node) => {
    if (node.type !== 'rule' && node.type !== 'atrule') return;
    if (!node.nodes) return; // a statement at-rule such as `@layer a, b;`
    removeEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}
