import { useEffect } from 'react';

/** Marks the moment prerendered markup became interactive (browser tests wait for it). */
export function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
