import { useCallback } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { snapshotValue, takeFormSnapshot, takePendingSubmit } from '@/lib/prerendered-forms';
import { turnsPending, whenTurnsTaken } from './hydration-turns';

/**
 * A ref for a lead form's `<form>`: when the form was prerendered, it takes back what the visitor
 * typed before the app started (src/lib/prerendered-forms.ts), and once all its parts have
 * hydrated, sends a submit the boot script held and marks the form ready so the boot script lets
 * later submits through to the app.
 */
export function usePrerenderedInput<V extends FieldValues>(
  { setValue }: Pick<UseFormReturn<V>, 'setValue'>,
  defaults: Partial<V>,
) {
  return useCallback(
    (form: HTMLFormElement | null) => {
      if (!form) return;
      const snapshot = takeFormSnapshot(form);
      if (snapshot) {
        for (const [name, fallback] of Object.entries(defaults)) {
          const value = snapshotValue(snapshot, name, fallback);
          if (value === undefined || JSON.stringify(value) === JSON.stringify(fallback)) continue;
          setValue(name as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true });
        }
      }
      // Ready once every part of the form has hydrated (its later parts hydrate after this commit,
      // each in its turn): a submit before then is held, and sent here.
      const ready = () => {
        form.dataset.ready = 'true';
        // After this commit, so the form's submit handler is attached and its values are in place.
        if (takePendingSubmit(form)) window.setTimeout(() => form.requestSubmit(), 0);
      };
      if (turnsPending()) void whenTurnsTaken().then(ready);
      else ready();
    },
    // The defaults are the form's constants; setValue is stable.
    [setValue, defaults],
  );
}
