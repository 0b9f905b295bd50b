import { describe, expect, it } from 'vitest';
import { dropUnusedCustomProperties } from './css-custom-properties';

const css = [
  '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-shadow:0 0 #0000;--tw-ring-color:initial;--tw-border-style:solid}}}',
  ':root,:host{--color-brand-700:#0b2742;--color-emerald-300:#6ee7b7;--radius:4px;--spacing:.25rem}',
  '.p-2{padding:calc(var(--spacing) * 2)}',
  '.shadow{--tw-shadow:0 1px var(--tw-shadow-color,#0001);box-shadow:var(--tw-shadow)}',
  '.text-brand{color:var(--color-brand-700)}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-shadow-color{syntax:"*";inherits:false}',
  '@property --tw-ring-color{syntax:"*";inherits:false}',
].join('');

describe('dropUnusedCustomProperties', () => {
  it('keeps what ordinary declarations read, directly or through another variable', () => {
    const out = dropUnusedCustomProperties(css, '<p class="p-2 shadow text-brand">x</p>');
    expect(out).toContain('--spacing:.25rem');
    expect(out).toContain('--color-brand-700:#0b2742');
    expect(out).toContain('@property --tw-shadow{');
    // Read only inside --tw-shadow's value, which box-shadow reads.
    expect(out).toContain('@property --tw-shadow-color{');
    expect(out).toContain('--tw-shadow:0 0 #0000');
  });

  it('drops the registrations, fallbacks and theme values nothing reads', () => {
    const out = dropUnusedCustomProperties(css, '<p class="p-2">x</p>');
    expect(out).not.toContain('--color-emerald-300');
    expect(out).not.toContain('--radius');
    expect(out).not.toContain('@property --tw-ring-color');
    expect(out).not.toContain('--tw-ring-color:initial');
    expect(out).not.toContain('--tw-border-style');
  });

  it('keeps a variable the page itself reads in a style attribute', () => {
    const out = dropUnusedCustomProperties(css, '<div style="outline-color: var(--color-emerald-300)"></div>');
    expect(out).toContain('--color-emerald-300:#6ee7b7');
  });

  it('removes a block left empty and keeps the rest of the sheet as it was', () => {
    const out = dropUnusedCustomProperties('@supports (x:y){*{--a:1}}.b{color:red}', '');
    expect(out).toBe('.b{color:red}');
  });
});
