// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, useToasts } from '@/components/ui/use-toast';
import { mergeSelection, takeChosenFiles, type SelectionCheck } from './chosen-files';

const file = (name: string, bytes = 3) => new File(['x'.repeat(bytes)], name);

/** A file input holding `files`, as the browser leaves it after a choice. */
function pickerWith(files: File[]) {
  const input = document.createElement('input');
  input.type = 'file';
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  return input;
}

const refuse: SelectionCheck = { ok: false, message: { title: 'File too large', description: 'big.step' } };

describe('takeChosenFiles', () => {
  afterEach(() => act(() => clearToasts()));

  it('adds the new files after those listed, skipping one already listed', () => {
    const kept = file('bracket.step');
    const onChange = vi.fn();
    takeChosenFiles(pickerWith([file('bracket.step'), file('drawing.pdf')]), [kept], () => ({ ok: true }), onChange);
    expect(onChange).toHaveBeenCalledWith([kept, expect.objectContaining({ name: 'drawing.pdf' })]);
  });

  it('refuses the whole choice with the check’s message, keeping the files listed', () => {
    const toasts = renderHook(() => useToasts());
    const onChange = vi.fn();
    act(() => takeChosenFiles(pickerWith([file('ok.pdf'), file('big.step')]), [file('a.pdf')], () => refuse, onChange));
    expect(onChange).not.toHaveBeenCalled();
    expect(toasts.result.current).toEqual([
      expect.objectContaining({ title: 'File too large', description: 'big.step', variant: 'destructive' }),
    ]);
  });

  it('changes nothing when every file chosen is already listed, or none was chosen', () => {
    const onChange = vi.fn();
    const kept = [file('bracket.step')];
    takeChosenFiles(pickerWith([file('bracket.step')]), kept, () => ({ ok: true }), onChange);
    takeChosenFiles(pickerWith([]), kept, () => refuse, onChange);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('checks the files chosen, not those already listed', () => {
    const check = vi.fn((): SelectionCheck => ({ ok: true }));
    const chosen = [file('new.pdf')];
    takeChosenFiles(pickerWith(chosen), [file('old.pdf')], check, vi.fn());
    expect(check).toHaveBeenCalledWith(chosen);
  });
});

describe('mergeSelection', () => {
  it('keeps the order and drops a repeat of the same name and size, within a choice too', () => {
    const a = { name: 'a.pdf', size: 1, type: '' };
    const b = { name: 'b.pdf', size: 1, type: '' };
    expect(mergeSelection([a], [b, { ...b }, { ...a }])).toEqual([a, b]);
    expect(mergeSelection([a], [{ ...a, size: 2 }])).toHaveLength(2);
  });
});
