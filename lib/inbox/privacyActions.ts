'use server';

import { redirect } from 'next/navigation';
import { intakeRuntime } from '@/lib/intake/runtime';
import { inboxPaths } from './access';
import { erasureQuery } from './privacy';
import { isAdmin } from './roles';
import { requireStaff } from './session';

/**
 * Erases everything stored for an address (GDPR Art. 17): its submissions, files and deliveries not yet made, in
 * one transaction that leaves tombstones and an audit entry under the admin's name. Only once the admin has ticked
 * that the request comes from the person who sent them; otherwise nothing is erased and the address comes back.
 * The page then names the recipients that already hold a copy (Art. 19), never the address itself.
 */
export async function eraseAddress(formData: FormData) {
  const admin = await requireStaff(isAdmin);
  const address = String(formData.get('email') ?? '').trim();
  if (address === '') redirect(inboxPaths.privacy);
  if (formData.get('confirmed') !== 'yes') {
    redirect(`${inboxPaths.privacy}?${new URLSearchParams({ email: address, error: 'confirm' })}#erase`);
  }
  const removal = await intakeRuntime().store.erase(address, { at: new Date(), by: admin.email });
  redirect(`${inboxPaths.privacy}?${erasureQuery(removal)}`);
}
