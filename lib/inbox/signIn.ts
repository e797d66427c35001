import { z } from 'zod';
import type { AddressLimiter } from '@/lib/intake/guards/rateLimit';

/** The sign-in form's one field, checked the same way in the browser (its `type="email"`) and here. */
export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your work e-mail address')
    .pipe(z.email('Enter an e-mail address like name@example.com')),
});

export type LinkRequest =
  { outcome: 'sent' } | { outcome: 'invalid'; message: string } | { outcome: 'limited'; retryAfterSeconds: number };

export type LinkRequestDeps = {
  /** The front-door address the request came from (undefined while the server cannot see it yet). */
  address: string | undefined;
  byAddress: AddressLimiter;
  byEmail: AddressLimiter;
  /** Whether the address belongs to an invited person who is not disabled. */
  isActiveStaff: (email: string) => Promise<boolean>;
  /** Sends the link; called after the answer is made (`after()`), so an invited address answers no slower. */
  sendLater: (email: string, next: string | undefined) => void;
  /** The inbox page the person was going to, carried in the link. */
  next?: string;
  now: number;
};

/**
 * A request for a sign-in link. Every well-formed address gets the same answer, invited or not, so the form tells
 * nobody who works here and mails nobody who does not; only an invited, active person is sent a link. Each request
 * counts against its front-door address and its e-mail address (the site's own limiter, never X-Forwarded-For
 * beyond the trusted proxies), whoever it is for.
 */
export async function requestLink(input: unknown, deps: LinkRequestDeps): Promise<LinkRequest> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { outcome: 'invalid', message: parsed.error.issues[0]!.message };
  const email = parsed.data.email.toLowerCase();
  const byEmail = await deps.byEmail.hit(email, deps.now);
  const byAddress =
    deps.address === undefined ? { ok: true as const } : await deps.byAddress.hit(deps.address, deps.now);
  for (const decision of [byEmail, byAddress]) {
    if (!decision.ok) return { outcome: 'limited', retryAfterSeconds: decision.retryAfterSeconds };
  }
  if (await deps.isActiveStaff(email)) deps.sendLater(email, deps.next);
  return { outcome: 'sent' };
}
