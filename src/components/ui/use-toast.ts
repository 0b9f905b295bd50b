import { useSyncExternalStore } from 'react';

/** One toast at a time; a new toast replaces the one showing. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export type ToastItem = {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
};

export type ToastInput = { title: string; description?: string; variant?: ToastVariant };

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast({ title, description, variant = 'default' }: ToastInput): number {
  const id = nextId++;
  const item: ToastItem = { id, title, variant, open: true, ...(description === undefined ? {} : { description }) };
  emit([item, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
}

export function removeToast(id: number) {
  emit(toasts.filter((t) => t.id !== id));
}

/** Removes every toast, as a freshly loaded page has none. */
export function clearToasts() {
  emit([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => toasts;
const getServerSnapshot = (): ToastItem[] => [];

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
