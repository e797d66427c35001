// @vitest-environment node
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

// zod/mini never compiles parsers; classic zod probes `new Function` when building an object schema, which a
// Content-Security-Policy without 'unsafe-eval' reports as a violation in every visitor's browser.
it('checks a form without compiling code at run time (the CSP has no unsafe-eval)', async () => {
  const compiled = vi.fn();
  const RealFunction = globalThis.Function;
  // Any `new Function(...)` or `Function(...)` on the way (zod's fast path) is recorded.
  vi.stubGlobal(
    'Function',
    new Proxy(RealFunction, {
      apply: (target, self, args: string[]) => (compiled(args), Reflect.apply(target, self, args)),
      construct: (target, args: string[]) => (compiled(args), Reflect.construct(target, args)),
    }),
  );
  // Imported only now: zod decides at schema construction whether to compile.
  const { contactSchema } = await import('@/lib/validation/schemas');
  const { contactValues } = await import('../forms/fixtures');
  expect(contactSchema.safeParse(contactValues()).success).toBe(true);
  expect(contactSchema.safeParse({ ...contactValues(), email: 'nope' }).success).toBe(false);
  expect(compiled).not.toHaveBeenCalled();
});
