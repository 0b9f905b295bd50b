import { toast } from '@/components/ui/use-toast';
import type { ToastMessage } from '@/lib/messages';

/*
 * What every lead form's file picker does with a choice (components/file-picker.tsx for the
 * dialogs, quote/file-picker.tsx for /quote); each form brings its own check.
 */

/** A new choice of files: taken, or refused with the message that says why. */
export type SelectionCheck = { ok: true } | { ok: false; message: ToastMessage };

/** The part of a File the rules look at; plain objects in tests. */
export type FileFacts = { name: string; size: number; type: string };

/** Adds a checked selection to the chosen files, skipping one already listed (same name and size). */
export function mergeSelection<F extends FileFacts>(chosen: readonly F[], selected: readonly F[]): F[] {
  const key = (f: FileFacts) => `${f.name}\u0000${f.size}`;
  const seen = new Set(chosen.map(key));
  const added = selected.filter((f) => {
    const k = key(f);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return [...chosen, ...added];
}

/**
 * Takes the files just chosen in `input`: checked as a whole (one bad file refuses the whole
 * choice with the check's toast, and the files already listed stay), then added to `chosen`.
 * The input is cleared, so choosing the same file again after removing it fires another change.
 */
export function takeChosenFiles(
  input: HTMLInputElement,
  chosen: readonly File[],
  check: (selected: readonly File[]) => SelectionCheck,
  onChange: (files: File[]) => void,
): void {
  const selected = Array.from(input.files ?? []);
  input.value = '';
  if (selected.length === 0) return;
  const verdict = check(selected);
  if (!verdict.ok) {
    toast({ ...verdict.message, variant: 'destructive' });
    return;
  }
  const merged = mergeSelection(chosen, selected);
  if (merged.length > chosen.length) onChange(merged);
}
