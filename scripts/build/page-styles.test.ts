import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageStyles } from './page-styles';

const dist = mkdtempSync(join(tmpdir(), 'page-styles-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'assets', 'index-abc.css'),
  [
    '*,:after,:before{box-sizing:border-box}',
    '::placeholder{opacity:1}',
    '.js .no-js-only{display:none}',
    '.js:not(.painted) .late>*{display:none}',
    '.js:not(.painted) .later>*{display:none}',
    '.used{color:red}',
    '.unused{color:blue}',
    '.hover\\:used:hover{color:green}',
    ':where(.space-y-2>:not(:last-child)){margin-block-end:8px}',
    ':where(.space-y-4>:not(:last-child)){margin-block-end:16px}',
    'details[open] .turned{rotate:180deg}',
    'details[open] .filled{color:white}',
    '@media (min-width:48rem){.md\\:used{display:grid}.md\\:unused{display:flex}}',
  ].join(''),
);

const page = (body: string) =>
  '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/index-abc.css">' +
  '<script data-entry="/assets/index-abc.js">boot()</script></head>' +
  `<body>${body}</body></html>`;

describe('pageStyles', () => {
  const inline = pageStyles(dist);

  it('carries the rules the page uses instead of a link, and names the whole stylesheet for the boot script', async () => {
    const html = await inline(
      page(
        '<ul class="used hover:used md:used space-y-2"><li>a</li><li class="no-js-only">b</li></ul>' +
          '<form class="late"><input></form>' +
          '<details><summary><span class="turned">Q</span></summary>A</details>',
      ),
    );
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain(
      '<script data-stylesheet="/assets/index-abc.css" data-entry="/assets/index-abc.js">boot()</script>',
    );
    const rules = /<style data-page-styles="">([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    for (const kept of [
      'box-sizing:border-box',
      '::placeholder{opacity:1}',
      // Under the classes the boot script puts on <html>, when the page uses the rest.
      '.js .no-js-only{display:none}',
      '.js:not(.painted) .late>*{display:none}',
      '.used{color:red}',
      '.hover\\:used:hover{color:green}',
      ':where(.space-y-2>:not(:last-child)){margin-block-end:8px}',
      '.md\\:used{display:grid}',
      // Served closed, opened without JavaScript: its open state needs these rules.
      'details[open] .turned{rotate:180deg}',
    ]) {
      expect(rules).toContain(kept);
    }
    for (const dropped of ['.unused', 'space-y-4', 'md\\:unused', '.filled', '.later'])
      expect(rules).not.toContain(dropped);
  });

  it('carries the rules for before the start that the page uses, which the site stylesheet does not hold', async () => {
    const deferred = await inline(
      page('<section class="defer-layout"><fieldset class="defer-layout"></fieldset></section>'),
    );
    expect(deferred).toContain(
      ':root:not(.sheet-loaded):not(:has(:target)) .defer-layout{content-visibility:auto;contain-intrinsic-size:auto 150rem}',
    );
    expect(deferred).toContain(':root:not(.sheet-loaded):not(:has(:target)) fieldset.defer-layout{');
    expect(deferred).not.toContain('.after-first-paint');

    const late = await inline(page('<form class="after-first-paint"><p>Later</p></form>'));
    expect(late).toContain('.js:not(.painted):not(:has(:target)) .after-first-paint>*{display:none}');
    expect(late).not.toContain('.defer-layout');

    expect(await inline(page('<p class="used">Nothing deferred</p>'))).not.toContain(':has(:target)');
    // Not in the stylesheet the app keeps: Chromium would style the whole page again after any
    // element is added to it.
    expect(readFileSync('src/index.css', 'utf8')).not.toMatch(/:has\(:target\)/);
  });

  it('refuses a page without exactly one stylesheet link or without the boot script', async () => {
    await expect(inline(page('').replace(/<link[^>]*>/, ''))).rejects.toThrow(/exactly one stylesheet, found 0/);
    await expect(
      inline(page('').replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>')),
    ).rejects.toThrow(/found 2/);
    await expect(inline(page('').replace(/<script[\s\S]*?<\/script>/, ''))).rejects.toThrow(/boot script/);
  });
});
