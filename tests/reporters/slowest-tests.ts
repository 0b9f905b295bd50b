import type { Reporter, TestCase, TestModule } from 'vitest/node';

/**
 * Prints the ten slowest tests of the run with their timeouts, so anyone can check that no test
 * runs close to its budget on their machine. A test that took more than half its timeout is
 * named again below the table: it needs a budget of its own (see the README, "Tests").
 */

const SHOWN = 10;

function* testsOf(modules: readonly TestModule[]): Generator<TestCase> {
  for (const module of modules) yield* module.children.allTests();
}

export default class SlowestTests implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]): void {
    const timed = [...testsOf(modules)]
      .map((test) => ({
        name: `${test.project.name} › ${test.module.moduleId.replace(`${process.cwd()}/`, '')} › ${test.fullName}`,
        duration: test.diagnostic()?.duration ?? 0,
        timeout: test.options.timeout ?? 0,
      }))
      .sort((a, b) => b.duration - a.duration);
    if (timed.length === 0) return;
    const line = (t: (typeof timed)[number]) =>
      `${String(Math.round(t.duration)).padStart(7)} ms  ${String(t.timeout).padStart(7)} ms  ${t.name}`;
    const out = [`\nSlowest ${Math.min(SHOWN, timed.length)} tests (duration, timeout, test):`];
    out.push(...timed.slice(0, SHOWN).map(line));
    const close = timed.filter((t) => t.timeout > 0 && t.duration * 2 > t.timeout);
    if (close.length > 0) {
      out.push('Within 2× of their timeout (give them a budget of their own):', ...close.map(line));
    }
    process.stdout.write(`${out.join('\n')}\n`);
  }
}
