import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { inboxAuth } from './auth';
import { SIGN_IN_PATH } from './access';
import { isRole, type Role } from './roles';

/** A signed-in person, as the inbox's pages and actions know them. */
export type Staff = { id: string; name: string; email: string; role: Role };

/**
 * The person whose session the request carries, or null: no cookie, an ended or revoked session, a person disabled
 * or with no known role. Every instance reads the sessions from the database, so a sign-out anywhere counts here.
 * `refresh` false leaves the session's expiry as it is (proxy.ts, which cannot write cookies).
 */
export async function staffOf(requestHeaders: Headers, refresh = true): Promise<Staff | null> {
  const auth = await inboxAuth();
  const session = await auth.api.getSession({ headers: requestHeaders, query: { disableRefresh: !refresh } });
  if (!session) return null;
  const { id, name, email, role, disabledAt } = session.user;
  if (disabledAt || !isRole(role)) return null;
  return { id, name, email, role };
}

/** The signed-in person, for a page or an action; someone signed out goes to the sign-in page. */
export async function requireStaff(allowed: (role: Role) => boolean = () => true): Promise<Staff> {
  const staff = await staffOf(await headers());
  if (!staff) redirect(SIGN_IN_PATH);
  // proxy.ts answered 403 already; this stands if a page is ever reached another way.
  if (!allowed(staff.role)) throw new Error(`The ${staff.role} role may not do this`);
  return staff;
}
