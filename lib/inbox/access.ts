import { isAdmin, maySeeCampaigns, mayWork, type Role } from './roles';

import { INBOX_PATH } from '@/lib/security/inboxPolicy';

export const SIGN_IN_PATH = '/inbox/sign-in';

/** Where each part of the inbox lives. */
export const inboxPaths = {
  home: INBOX_PATH,
  signIn: SIGN_IN_PATH,
  leads: '/inbox/leads',
  applications: '/inbox/applications',
  campaigns: '/inbox/campaigns',
  privacy: '/inbox/privacy',
  audit: '/inbox/audit',
  people: '/inbox/people',
  files: '/inbox/files',
} as const;

/**
 * Who may open a path of the inbox: anyone (the sign-in pages), or signed-in staff whose role passes. A path not
 * listed is for any signed-in person (the inbox's home, a file, whose route checks the kind of its submission).
 * proxy.ts asks this before any page, route or action of the inbox runs; the pages ask their own question again.
 */
export function inboxAccess(pathname: string): 'anyone' | ((role: Role) => boolean) {
  const under = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  if (under(SIGN_IN_PATH)) return 'anyone';
  if (under(inboxPaths.leads)) return (role) => mayWork(role, 'lead');
  if (under(inboxPaths.applications)) return (role) => mayWork(role, 'application');
  if (under(inboxPaths.campaigns)) return maySeeCampaigns;
  if (under(inboxPaths.privacy) || under(inboxPaths.audit) || under(inboxPaths.people)) return isAdmin;
  return () => true;
}

/** The page a person lands on after signing in: the work of their role. */
export function homeOf(role: Role): string {
  if (role === 'recruiting') return inboxPaths.applications;
  if (role === 'marketing') return inboxPaths.campaigns;
  return inboxPaths.leads;
}

/**
 * Where to go after signing in: `next` when it is a page of the inbox the role may open (a link from a team notice,
 * a bookmark), else the role's home. Only a plain inbox path is taken, never another site or a sign-in page.
 */
export function afterSignIn(role: Role, next: unknown): string {
  if (typeof next !== 'string' || !/^\/inbox(\/[\w-]+)*$/.test(next)) return homeOf(role);
  const access = inboxAccess(next);
  return access !== 'anyone' && access(role) && next !== INBOX_PATH ? next : homeOf(role);
}
