import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from '@/lib/intake/store/memoryRateLimit';
import { requestLink, type LinkRequestDeps } from '@/lib/inbox/signIn';

function deps(overrides: Partial<LinkRequestDeps> = {}) {
  const sent: string[] = [];
  const value: LinkRequestDeps = {
    address: '203.0.113.7',
    byAddress: new MemoryRateLimiter(10, 900_000),
    byEmail: new MemoryRateLimiter(3, 900_000),
    isActiveStaff: async (email) => email === 'ana@wolfpack.example',
    sendLater: (email) => sent.push(email),
    now: 1_000,
    ...overrides,
  };
  return { value, sent };
}

describe('asking for a sign-in link', () => {
  it('answers an invited and an unknown address alike, and mails only the invited one', async () => {
    const { value, sent } = deps();
    expect(await requestLink({ email: ' Ana@Wolfpack.example ' }, value)).toEqual({ outcome: 'sent' });
    expect(await requestLink({ email: 'someone@else.example' }, value)).toEqual({ outcome: 'sent' });
    expect(sent).toEqual(['ana@wolfpack.example']);
  });

  it('says what is wrong with an address that is not one, and sends nothing', async () => {
    const { value, sent } = deps();
    expect(await requestLink({ email: '' }, value)).toEqual({
      outcome: 'invalid',
      message: 'Enter your work e-mail address',
    });
    expect(await requestLink({ email: 'ana@' }, value)).toEqual({
      outcome: 'invalid',
      message: 'Enter an e-mail address like name@example.com',
    });
    expect(sent).toEqual([]);
  });

  it('limits links per e-mail address and per front-door address, invited or not', async () => {
    const { value, sent } = deps();
    for (let i = 0; i < 3; i += 1) await requestLink({ email: 'ana@wolfpack.example' }, value);
    expect(await requestLink({ email: 'ANA@wolfpack.example' }, value)).toMatchObject({ outcome: 'limited' });
    expect(sent).toHaveLength(3);
    // Ten from one address, whatever the addresses asked for; the eleventh is refused.
    const office = deps({ address: '198.51.100.1' });
    for (let i = 0; i < 10; i += 1) await requestLink({ email: `x${i}@example.com` }, office.value);
    expect(await requestLink({ email: 'ana@wolfpack.example' }, office.value)).toMatchObject({ outcome: 'limited' });
    expect(office.sent).toEqual([]);
  });
});
