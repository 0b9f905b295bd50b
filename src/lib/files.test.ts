// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, fitFileName, MAX_FILE_NAME_LENGTH } from './files';

describe('fitFileName', () => {
  it('keeps a name that fits', () => {
    expect(fitFileName('bracket.step')).toBe('bracket.step');
    expect(fitFileName('a'.repeat(MAX_FILE_NAME_LENGTH))).toHaveLength(MAX_FILE_NAME_LENGTH);
  });

  it('cuts a long name at the start so its extension survives', () => {
    const fitted = fitFileName(`${'x'.repeat(300)}.step`);
    expect(fitted).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(fitted.startsWith('…')).toBe(true);
    expect(fitted.endsWith('x.step')).toBe(true);
  });
});

describe('downloadFile', () => {
  afterEach(() => vi.restoreAllMocks());

  it('clicks a hidden download link with the file name, then removes it', () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    downloadFile('/downloads/template.pdf', 'Template.pdf');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('Template.pdf');
    expect(clicked[0]?.getAttribute('href')).toBe('/downloads/template.pdf');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
