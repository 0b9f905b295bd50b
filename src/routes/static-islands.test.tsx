import { render as renderDom } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Link, MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeTable } from '@/app/route-table';
import { paths } from '@/config/paths';

/**
 * A static island keeps its prerendered HTML on a visitor's first page: hydration never attaches
 * the handlers, state or effects of the components inside it (ADR 0014). They would work after a
 * client-side navigation and silently do nothing on a first load, so this test renders every
 * island of every route and fails on any of them, naming the component and what to do instead.
 */

/** The parts of a React fiber this check reads (React's internal shape, stable since React 16). */
type Fiber = {
  tag: number;
  type: unknown;
  memoizedProps: Record<string, unknown> | null;
  memoizedState: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
};
type Hook = { memoizedState: unknown; queue: unknown; next: Hook | null };

const FUNCTION_COMPONENT = 0;
const CLASS_COMPONENT = 1;
const HOST_COMPONENT = 5;
const FORWARD_REF = 11;
const MEMO = 14;
const SIMPLE_MEMO = 15;

const advice =
  'a static island keeps its prerendered HTML, so this never runs on a first page load. Render the ' +
  'interactive part from the route module, outside the island (as the form pages do), or make the ' +
  'page a hydrated page instead of an island (docs/decisions/0014-static-islands.md).';

function nameOf(type: unknown): string {
  if (typeof type === 'string') return `<${type}>`;
  if (typeof type === 'function') return (type as { displayName?: string; name: string }).displayName ?? type.name;
  if (type && typeof type === 'object') {
    const wrapped = type as { displayName?: string; render?: unknown; type?: unknown };
    return wrapped.displayName ?? nameOf(wrapped.render ?? wrapped.type);
  }
  return 'anonymous component';
}

/** What a hook list holds that hydration would have to run: state (a queue) or an effect. */
function liveHooks(first: unknown): string[] {
  const found: string[] = [];
  for (let hook = first as Hook | null; hook; hook = hook.next) {
    if (hook.queue !== null && hook.queue !== undefined) found.push('state');
    const state = hook.memoizedState as { create?: unknown; deps?: unknown } | null;
    if (state && typeof state === 'object' && typeof state.create === 'function') found.push('an effect');
  }
  return [...new Set(found)];
}

function problemsUnder(fiber: Fiber | null, island: string, out: string[]): string[] {
  for (let node = fiber; node; node = node.sibling) {
    // The island itself turns a click on a site link into a client-side navigation, which is all
    // a router <Link> adds to its anchor; a Link in an island is therefore allowed.
    if (node.type === Link) continue;
    if (node.tag === HOST_COMPONENT) {
      for (const [prop, value] of Object.entries(node.memoizedProps ?? {})) {
        if (/^on[A-Z]/.test(prop) && typeof value === 'function')
          out.push(`island "${island}": ${nameOf(node.type)} has an ${prop} handler; ${advice}`);
      }
    } else if (node.tag === CLASS_COMPONENT) {
      out.push(`island "${island}": ${nameOf(node.type)} is a class component; ${advice}`);
    } else if ([FUNCTION_COMPONENT, FORWARD_REF, MEMO, SIMPLE_MEMO].includes(node.tag)) {
      const hooks = liveHooks(node.memoizedState);
      if (hooks.length > 0) out.push(`island "${island}": ${nameOf(node.type)} uses ${hooks.join(' and ')}; ${advice}`);
    }
    problemsUnder(node.child, island, out);
  }
  return out;
}

/** Every `[data-island]` element's fiber subtree in the rendered tree. */
function islandProblems(fiber: Fiber | null, out: string[] = [], islands: string[] = []) {
  for (let node = fiber; node; node = node.sibling) {
    const island = node.tag === HOST_COMPONENT ? node.memoizedProps?.['data-island'] : undefined;
    if (typeof island === 'string') {
      islands.push(island);
      problemsUnder(node.child, island, out);
    } else {
      islandProblems(node.child, out, islands);
    }
  }
  return { problems: out, islands };
}

function render(ui: ReactElement): Fiber {
  const { container } = renderDom(ui);
  const fields = container as unknown as Record<string, (Fiber & { stateNode: { current: Fiber } }) | undefined>;
  const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
  // The container holds the root's first fiber; the committed tree hangs off its FiberRoot.
  const first = key ? fields[key] : undefined;
  if (!first) throw new Error('React did not mark the container: its internals changed');
  return first.stateNode.current;
}

describe('static islands', () => {
  it.each(routeTable.map((route) => [route.path, route] as const))(
    '%s: nothing inside an island needs hydration',
    async (_path, route) => {
      const page = await route.load();
      await page.preload?.();
      const Page = page.default;
      const rootFiber = render(
        <MemoryRouter initialEntries={[route.path]}>
          <Page />
        </MemoryRouter>,
      );
      const { problems, islands } = islandProblems(rootFiber);
      // A page with islands declares how to load them; the check must have found them.
      expect(islands.length > 0).toBe(page.preload !== undefined);
      expect(problems).toEqual([]);
    },
  );

  it('catches a handler, state or an effect inside an island', async () => {
    const { staticIsland } = await import('@/components/layout/static-island');
    const { useEffect, useState } = await import('react');
    function Counter() {
      const [count, setCount] = useState(0);
      useEffect(() => undefined, []);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          {count}
        </button>
      );
    }
    const island = staticIsland('broken', async () => ({ default: Counter }));
    await island.preload();
    const rootFiber = render(
      <MemoryRouter initialEntries={[paths.home]}>
        <island.Island />
      </MemoryRouter>,
    );
    const { problems, islands } = islandProblems(rootFiber);
    expect(islands).toEqual(['broken']);
    expect(problems).toEqual([
      expect.stringMatching(/^island "broken": Counter uses state and an effect; a static island keeps/),
      expect.stringMatching(/^island "broken": <button> has an onClick handler;/),
    ]);
  });
});
