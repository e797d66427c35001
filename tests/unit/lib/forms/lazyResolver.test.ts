// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { lazyResolver } from '@/lib/forms/lazyResolver';
import { contactResolver } from '@/lib/forms/resolvers';
import type { ContactValues } from '@/lib/validation/schemas';
import { contactValues } from './fixtures';

afterEach(() => vi.restoreAllMocks());

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<ContactValues>;

describe('lazyResolver', () => {
  it('loads nothing until a check or a preload asks, then loads once for all of them', async () => {
    const load = vi.fn(async () => contactResolver);
    const checks = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    checks.preload();
    checks.preload();
    const invalid = { ...contactValues(), email: 'ana@' };
    const [first, second] = await Promise.all([
      checks.resolver(invalid, undefined, options),
      checks.resolver(contactValues(), undefined, options),
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first.errors.email?.message).toBe('Invalid email format');
    expect(second.errors).toEqual({});
  });

  it('lets the values through for the server to check when the checks cannot load, and tries again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof contactResolver>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(contactResolver);
    const checks = lazyResolver(load);
    const invalid = { ...contactValues(), email: 'ana@' };
    await expect(checks.resolver(invalid, undefined, options)).resolves.toEqual({ values: invalid, errors: {} });
    expect(warn).toHaveBeenCalledWith(
      'The form checks could not be loaded; the server will check the form instead.',
      expect.any(TypeError),
    );
    const retried = await checks.resolver(invalid, undefined, options);
    expect(retried.errors.email?.message).toBe('Invalid email format');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
