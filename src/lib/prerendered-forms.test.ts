// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { capturePrerenderedForms, snapshotValue, takeFormSnapshot, takeLateAnswer } from './prerendered-forms';

/** A prerendered form as the page's HTML has it, with one text field and one box. */
function servedForm() {
  document.body.innerHTML = `
    <form><input name="companyName" value=""><input type="checkbox" name="iso" value="iso9001"></form>`;
  const form = document.querySelector('form');
  if (!form) throw new Error('no form');
  return form;
}

/** Types into a field as a visitor does: its value changes, then an input event bubbles up. */
function type(form: HTMLFormElement, name: string, value: string) {
  const field = form.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!field) throw new Error(`no field ${name}`);
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a prerendered form hydrated after the app started', () => {
  it('keeps what was typed after the app read the page, until the form takes its answers', () => {
    const form = servedForm();
    type(form, 'companyName', 'Acme');
    capturePrerenderedForms(document.body);
    // The form's part of the page is not hydrated yet: the visitor goes on typing and ticking.
    type(form, 'companyName', 'Acme Aero');
    const box = form.querySelector<HTMLInputElement>('[name="iso"]');
    if (!box) throw new Error('no box');
    box.checked = true;
    box.dispatchEvent(new Event('change', { bubbles: true }));

    const snapshot = takeFormSnapshot(form);
    expect(snapshot && snapshotValue(snapshot, 'companyName', '')).toBe('Acme Aero');
    expect(snapshot && snapshotValue(snapshot, 'iso', [])).toEqual(['iso9001']);
  });

  it('keeps no answers for a form that has taken them: it starts blank if it mounts again', () => {
    const form = servedForm();
    capturePrerenderedForms(document.body);
    expect(takeFormSnapshot(form)).toBeDefined();
    type(form, 'companyName', 'Typed after the app took over');
    expect(takeFormSnapshot(form)).toBeUndefined();
  });
});

describe("a form's later parts, hydrated after the form", () => {
  /** A form whose first question is hydrated with it, and a later part (later-part.tsx) after it. */
  function formWithLaterPart() {
    document.body.innerHTML = `
      <form>
        <input name="companyName" value="">
        <div data-later-part="">
          <textarea name="notes"></textarea>
          <input type="checkbox" name="certifications" value="iso9001">
          <input type="checkbox" name="certifications" value="as9100">
        </div>
      </form>`;
    const form = document.querySelector('form');
    if (!form) throw new Error('no form');
    return form;
  }
  const control = (form: HTMLFormElement, selector: string) => {
    const found = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector);
    if (!found) throw new Error(`no ${selector}`);
    return found;
  };

  it("leaves a later part's answers out of the form's snapshot, for the part to take as it hydrates", () => {
    const form = formWithLaterPart();
    capturePrerenderedForms(document.body);
    type(form, 'companyName', 'Acme');
    type(form, 'notes', 'Anodised');
    const snapshot = takeFormSnapshot(form) ?? [];
    expect(snapshotValue(snapshot, 'companyName', '')).toBe('Acme');
    expect(snapshotValue(snapshot, 'notes', '')).toBeUndefined();
  });

  it('gives a later control what the page holds when it registers, once per name, and nothing for a first question', () => {
    const form = formWithLaterPart();
    capturePrerenderedForms(document.body);
    takeFormSnapshot(form);
    // Typed after the form took its snapshot, before the part's turn.
    type(form, 'notes', 'Batch of 40');
    const [first, second] = Array.from(form.querySelectorAll<HTMLInputElement>('[name="certifications"]'));
    if (!first || !second) throw new Error('no boxes');
    second.checked = true;

    expect(takeLateAnswer(control(form, '[name="notes"]'), 'notes', '')).toBe('Batch of 40');
    expect(takeLateAnswer(first, 'certifications', [])).toEqual(['as9100']);
    // The group's other box, and the same control again: already taken.
    expect(takeLateAnswer(second, 'certifications', [])).toBeUndefined();
    expect(takeLateAnswer(control(form, '[name="notes"]'), 'notes', '')).toBeUndefined();
    expect(takeLateAnswer(control(form, '[name="companyName"]'), 'companyName', '')).toBeUndefined();
  });
});
