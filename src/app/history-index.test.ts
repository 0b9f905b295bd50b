// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserRouter } from 'react-router-dom';
import { stampHistoryIndex } from './history-index';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('stampHistoryIndex', () => {
  it("writes the index React Router's history would write on a fresh load, keeping other state", () => {
    window.history.replaceState({ note: 'kept' }, '');
    stampHistoryIndex();
    expect(window.history.state).toEqual({ note: 'kept', idx: 0 });
  });

  it('leaves an entry that already has an index alone (a reload or a back navigation)', () => {
    window.history.replaceState({ usr: null, key: 'abc', idx: 3 }, '');
    const replace = vi.spyOn(window.history, 'replaceState');
    stampHistoryIndex();
    expect(replace).not.toHaveBeenCalled();
    expect(window.history.state).toEqual({ usr: null, key: 'abc', idx: 3 });
  });

  it('means the router, created afterwards, commits no navigation of its own', () => {
    window.history.replaceState(null, '');
    stampHistoryIndex();
    const replace = vi.spyOn(window.history, 'replaceState');
    const router = createBrowserRouter([{ path: '/', element: null }]);
    expect(replace).not.toHaveBeenCalled();
    router.dispose();
  });

  it('is needed: without it the router replaces the history entry itself', () => {
    window.history.replaceState(null, '');
    const replace = vi.spyOn(window.history, 'replaceState');
    const router = createBrowserRouter([{ path: '/', element: null }]);
    expect(replace).toHaveBeenCalledWith({ idx: 0 }, '');
    router.dispose();
  });
});
