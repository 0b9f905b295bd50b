// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { briefContent } from '@/content/pages/brief';
import { briefMessages, classifyError } from './brief-api';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('what a token function’s error means for the page', () => {
  it('reads the database’s codes and statuses: one answer for every bad link, and the limit', () => {
    const invalid = { code: 'brief_link_invalid', message: briefContent.invalid };
    expect(classifyError(invalid, 404)).toEqual({ kind: 'invalid' });
    expect(classifyError({ code: 'brief_link_limited', message: '…' }, 429)).toEqual({ kind: 'limited' });
    expect(briefMessages.failure({ kind: 'invalid' })).toBe(briefContent.invalid);
    expect(briefMessages.failure({ kind: 'limited' })).toBe(briefContent.limited);
  });

  it('shows the database’s own sentence for a refused input', () => {
    const closed = { code: '23514', message: "Answers closed when the buyer's options were sent" };
    expect(classifyError(closed, 400)).toEqual({ kind: 'refused', message: closed.message });
    expect(briefMessages.failure(classifyError(closed, 400))).toBe(closed.message);
    expect(classifyError({ code: '22023', message: 'No such file' }, 400)).toMatchObject({ kind: 'refused' });
  });

  it('says "offline" only when nothing reached the server, and never blames the link for a server fault', () => {
    expect(classifyError({ code: '', message: 'TypeError: Failed to fetch' }, 0)).toEqual({ kind: 'offline' });
    expect(classifyError({ code: 'XX000', message: 'boom' }, 500)).toEqual({ kind: 'failed' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(classifyError({ code: 'XX000', message: 'boom' }, 500)).toEqual({ kind: 'offline' });
    expect(briefMessages.failure({ kind: 'offline' })).toBe(briefContent.notSent.offline);
  });
});
