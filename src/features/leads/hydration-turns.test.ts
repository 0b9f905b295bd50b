// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { nextTask } from '@/lib/next-task';
import { awaitTurnAt, hydrationTurn, turnsPending, turnTaken, whenTurnsTaken } from './hydration-turns';

/** Three parts of one form, committed (their elements in the page), and which turns came. */
function threeParts() {
  const form = document.createElement('form');
  const ids = ['part-a', 'part-b', 'part-c'];
  const elements = ids.map((id) => {
    const element = document.createElement('div');
    element.innerHTML = `<input name="${id}">`;
    form.append(element);
    return element;
  });
  document.body.append(form);
  const came: string[] = [];
  for (const id of ids) void hydrationTurn(id).then(() => came.push(id));
  const forget = ids.map((id, i) => awaitTurnAt(id, elements[i] ?? null));
  return { ids, elements, came, forget };
}

/** Lets the page run a few tasks: the turns' timers and the promises they resolve. */
async function tasks(count = 3) {
  for (let i = 0; i < count; i += 1) await nextTask();
}

afterEach(async () => {
  // Every part taken, so that no test leaves a turn waiting for the next one.
  for (const id of ['part-a', 'part-b', 'part-c']) turnTaken(id);
  await tasks();
  document.body.innerHTML = '';
});

describe('hydration turns', () => {
  it('gives the parts their turns in order, each only once the one before has hydrated', async () => {
    const { came } = threeParts();
    expect(turnsPending()).toBe(true);
    await tasks();
    expect(came).toEqual(['part-a']);
    // Part a has not hydrated yet: part b waits, however long that takes.
    await tasks(5);
    expect(came).toEqual(['part-a']);
    turnTaken('part-a');
    await tasks();
    expect(came).toEqual(['part-a', 'part-b']);
    turnTaken('part-b');
    await tasks();
    expect(came).toEqual(['part-a', 'part-b', 'part-c']);
  });

  it('tells the form when every part has hydrated, and not before', async () => {
    threeParts();
    let done = false;
    void whenTurnsTaken().then(() => (done = true));
    turnTaken('part-a');
    turnTaken('part-b');
    await tasks();
    expect(done).toBe(false);
    turnTaken('part-c');
    await tasks(1);
    expect(done).toBe(true);
    expect(turnsPending()).toBe(false);
  });

  it('gives a part its turn at once when the visitor reaches it first, before the page has given it', async () => {
    const { came, elements } = threeParts();
    elements[2]?.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await Promise.resolve();
    expect(came).toEqual(['part-c']);
  });

  it('gives every part its turn when the form is submitted, so that it sends with all its fields', async () => {
    const { came } = threeParts();
    document.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await Promise.resolve();
    expect(came).toEqual(['part-a', 'part-b', 'part-c']);
  });

  it('stops waiting for a part that went away before its turn (its form closed)', async () => {
    const { forget } = threeParts();
    let done = false;
    void whenTurnsTaken().then(() => (done = true));
    for (const gone of forget) gone();
    await tasks(1);
    expect(done).toBe(true);
    expect(turnsPending()).toBe(false);
  });
});
