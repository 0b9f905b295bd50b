/**
 * What a visitor typed into a prerendered form before the app started. On a slow phone the page
 * is readable, and its form usable, a second or more before hydration; react-hook-form then
 * writes each field's default into the DOM as it registers it, which would blank the form. So
 * the controls are read just before hydrating, and each form takes its own answers back when it
 * mounts (src/features/leads/use-prerendered-input.ts). A submit made before the app started is
 * held by the boot script (src/boot.js) and sent by the form once it has its answers.
 */

/** One named control as the visitor left it. */
export type ControlSnapshot = { name: string; kind: 'text' | 'checkbox' | 'radio'; value: string; checked: boolean };

const snapshots = new WeakMap<HTMLFormElement, ControlSnapshot[]>();

declare global {
  interface Window {
    /** Set by the boot script: a prerendered form submitted before the app could send it. */
    __pendingSubmit?: HTMLFormElement | undefined;
  }
}

/** What `form`'s named controls hold now (files and hidden fields are not answers typed). */
function readControls(form: HTMLFormElement): ControlSnapshot[] {
  const controls: ControlSnapshot[] = [];
  for (const element of Array.from(form.elements)) {
    if (!(
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
    ))
      continue;
    if (!element.name || element.type === 'file' || element.type === 'hidden') continue;
    const kind = element.type === 'checkbox' || element.type === 'radio' ? element.type : 'text';
    const checked = element instanceof HTMLInputElement && element.checked;
    controls.push({ name: element.name, kind, value: element.value, checked });
  }
  return controls;
}

/** A form not yet taken over keeps its snapshot current as the visitor goes on typing. */
function onEdit(event: Event) {
  const target = event.target;
  const form = target instanceof Element ? target.closest('form') : null;
  if (form && snapshots.has(form)) snapshots.set(form, readControls(form));
}

/**
 * Reads every prerendered form's controls. Call once, before hydrating. A form whose part of the
 * page hydrates later (a landing page's dialog form, when the visitor wants it) is read again at
 * each edit until it takes its snapshot.
 */
export function capturePrerenderedForms(root: ParentNode): void {
  root.querySelectorAll('form').forEach((form) => snapshots.set(form, readControls(form)));
  if (typeof document === 'undefined') return;
  document.removeEventListener('input', onEdit, true);
  document.removeEventListener('change', onEdit, true);
  document.addEventListener('input', onEdit, true);
  document.addEventListener('change', onEdit, true);
}

/** The controls captured for `form`, once: a form that mounts again starts blank. */
export function takeFormSnapshot(form: HTMLFormElement): readonly ControlSnapshot[] | undefined {
  const snapshot = snapshots.get(form);
  snapshots.delete(form);
  return snapshot;
}

/** True (once) when the visitor submitted `form` before the app had started. */
export function takePendingSubmit(form: HTMLFormElement): boolean {
  if (typeof window === 'undefined' || window.__pendingSubmit !== form) return false;
  window.__pendingSubmit = undefined;
  return true;
}

/**
 * The answer a snapshot holds for a field, in the shape of the field's default: a string (a text
 * control, a select, or the chosen radio), a boolean (one checkbox) or a list (the ticked boxes of
 * a group). Undefined when the snapshot has no such control.
 */
export function snapshotValue(
  controls: readonly ControlSnapshot[],
  name: string,
  like: unknown,
): string | boolean | string[] | undefined {
  const mine = controls.filter((control) => control.name === name);
  if (mine.length === 0) return undefined;
  if (Array.isArray(like)) return mine.filter((c) => c.checked).map((c) => c.value);
  if (typeof like === 'boolean') return mine.some((c) => c.checked);
  if (typeof like !== 'string') return undefined;
  const radios = mine.filter((c) => c.kind === 'radio');
  if (radios.length > 0) return radios.find((c) => c.checked)?.value ?? '';
  return mine[0]?.value;
}
