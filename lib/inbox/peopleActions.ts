'use server';

import { redirect } from 'next/navigation';
import { intakeRuntime } from '@/lib/intake/runtime';
import { disableStaff, inviteStaff } from '@/lib/intake/store/inbox';
import { inboxPaths } from './access';
import { inviteSchema } from './people';
import { isAdmin } from './roles';
import { requireStaff } from './session';

/** Invites a person (or changes the role of one, and enables them again); what was typed comes back if refused. */
export async function invitePerson(formData: FormData) {
  const admin = await requireStaff(isAdmin);
  const typed = {
    email: String(formData.get('email') ?? ''),
    name: String(formData.get('name') ?? ''),
    role: String(formData.get('role') ?? ''),
  };
  const parsed = inviteSchema.safeParse(typed);
  if (!parsed.success) redirect(`${inboxPaths.people}?${new URLSearchParams({ error: 'invite', ...typed })}`);
  await intakeRuntime().store.transact(inviteStaff(parsed.data, { at: new Date(), by: admin.email }));
  redirect(`${inboxPaths.people}?invited=${encodeURIComponent(parsed.data.email)}`);
}

/** Disables a person at once: their sessions end on every server. An admin cannot disable themselves. */
export async function disablePerson(formData: FormData) {
  const admin = await requireStaff(isAdmin);
  const email = String(formData.get('email') ?? '');
  if (email.trim().toLowerCase() === admin.email.toLowerCase()) redirect(`${inboxPaths.people}?error=self`);
  await intakeRuntime().store.transact(disableStaff(email, { at: new Date(), by: admin.email }));
  redirect(`${inboxPaths.people}?disabled=${encodeURIComponent(email)}`);
}
