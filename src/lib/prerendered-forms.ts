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
/** The names of the controls in each prerendered form's later parts, until each is taken over. */
const lateNames = new WeakMap<HTMLFormElement, Set<string>>();

declare global {
  interface Window {
    /** Set by the boot script: a prerendered form submitted before the app could send it. */
    __pendingSubmit?: HTMLFormElement | undefined;
  }
}

/** A control in one of its form's later parts, which takes its own answer back (takeLateAnswer). */
const inLaterPart = (element: Element) => element.closest('[data-later-part]') !== null;

/**
 * What `form`'s named controls hold now (files and hidden fields are not answers typed): with
 * `late` false, only those of the form's first questions.
 */
function readControls(form: HTMLFormElement, late = true): ControlSnapshot[] {
  const controls: ControlSnapshot[] = [];
  for (const element of Array.from(form.elements)) {
    if (!late && inLaterPart(element)) continue;
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
  if (form && snapshots.has(form)) snapshots.set(form, readControls(form, false));
}

/**
 * Reads every prerendered form's controls. Call once, before hydrating. A form whose part of the
 * page hydrates later (a landing page's dialog form, when the visitor wants it) is read again at
 * each edit until it takes its snapshot.
 */
export function capturePrerenderedForms(root: ParentNode): void {
  root.querySelectorAll('form').forEach((form) => {
    snapshots.set(form, readControls(form, false));
    const late = Array.from(form.querySelectorAll('[data-later-part] [name]'), (control) =>
      control.getAttribute('name'),
    );
    lateNames.set(form, new Set(late.filter((name): name is string => Boolean(name))));
  });
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

/**
 * What the controls named `name` hold now, in the shape of `like` (see snapshotValue), when
 * `control` is one of its prerendered form's later parts (src/features/leads/components/later-part.tsx)
 * and this name is not yet taken over. Such a part hydrates after its form, each in its turn, and
 * the visitor may type into it until then, so its answers are not in the form's snapshot: each is
 * taken as its control is registered (after the part has hydrated as the page's HTML has it, so
 * that an answer which reveals a question cannot make the part differ from that HTML). Once per
 * name; undefined otherwise.
 */
export function takeLateAnswer(control: Element, name: string, like: unknown): string | boolean | string[] | undefined {
  const isControl =
    control instanceof HTMLInputElement ||
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement;
  const form = isControl ? control.form : null;
  if (!form || !lateNames.get(form)?.delete(name)) return undefined;
  return snapshotValue(readControls(form), name, like);
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
