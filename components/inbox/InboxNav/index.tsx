import { inboxPaths } from '@/lib/inbox/access';
import { isAdmin, maySeeCampaigns, mayWork, ROLE_LABELS } from '@/lib/inbox/roles';
import type { Staff } from '@/lib/inbox/session';
import { signOut } from '@/lib/inbox/signInActions';
import styles from './index.module.scss';

/** The parts of the inbox a role works in, in the order of the day's work. */
type NavLink = { href: string; label: string };

function linksOf(staff: Staff): NavLink[] {
  const links: (NavLink | false)[] = [
    mayWork(staff.role, 'lead') && { href: inboxPaths.leads, label: 'Leads' },
    mayWork(staff.role, 'application') && { href: inboxPaths.applications, label: 'Applications' },
    maySeeCampaigns(staff.role) && { href: inboxPaths.campaigns, label: 'Campaigns' },
    isAdmin(staff.role) && { href: inboxPaths.privacy, label: 'Privacy requests' },
    isAdmin(staff.role) && { href: inboxPaths.people, label: 'People' },
    isAdmin(staff.role) && { href: inboxPaths.audit, label: 'Audit log' },
  ];
  return links.filter((link) => link !== false);
}

/** The signed-in person's way around: their parts of the inbox, who they are, and signing out. */
export default function InboxNav({ staff, current }: { staff: Staff; current: string }) {
  return (
    <div className={styles.bar}>
      <nav aria-label="Inbox" className={styles.nav}>
        <ul className={styles.links}>
          {linksOf(staff).map((link) => {
            const here = current === link.href || current.startsWith(`${link.href}/`);
            return (
              <li key={link.href}>
                <a href={link.href} className={styles.link} aria-current={here ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <form action={signOut} className={styles.who}>
        <span>
          {staff.name} <span className={styles.role}>· {ROLE_LABELS[staff.role]}</span>
        </span>
        {/* The site's buttons are made for light surfaces; this one sits on the dark bar. */}
        <button type="submit" className={styles.signOut}>
          Sign out
        </button>
      </form>
    </div>
  );
}
