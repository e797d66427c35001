import Button from '@/components/ui/Button';
import type { StaffMember } from '@/lib/intake/store/inbox';
import { disablePerson, invitePerson } from '@/lib/inbox/peopleActions';
import { ROLE_LABELS, ROLES } from '@/lib/inbox/roles';
import styles from './index.module.scss';

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Bucharest',
});

const ROLE_WORK = {
  admin: 'everything, privacy requests and people',
  sales: 'leads and the campaign report',
  recruiting: 'job applications',
  marketing: 'the campaign report only (no personal data)',
} as const;

type Typed = { email: string; name: string; role: string };

/** Who may sign in, with what role, and the forms to invite someone or disable them. */
export default function PeopleAdmin({
  people,
  selfId,
  typed,
  errors,
}: {
  people: readonly StaffMember[];
  selfId: string;
  typed: Typed;
  errors: Partial<Record<keyof Typed, string>>;
}) {
  const described = (field: keyof Typed) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `invite-${field}-error` } : {};
  const error = (field: keyof Typed) =>
    errors[field] && (
      <p id={`invite-${field}-error`} className={styles.error}>
        {errors[field]}
      </p>
    );
  return (
    <>
      <ul className={styles.people}>
        {people.map((person) => (
          <li key={person.id} className={styles.person}>
            <p className={styles.name}>
              {person.name} <span className={styles.role}>{ROLE_LABELS[person.role]}</span>
            </p>
            <p className={styles.detail}>{person.email}</p>
            <p className={styles.detail}>
              {person.disabledAt
                ? `Disabled on ${when.format(person.disabledAt)}`
                : person.lastSignInAt
                  ? `Last signed in ${when.format(person.lastSignInAt)}`
                  : 'Invited, not signed in yet'}
            </p>
            {!person.disabledAt && person.id !== selfId && (
              <form action={disablePerson}>
                <input type="hidden" name="email" value={person.email} />
                <Button type="submit" text={`Disable ${person.name}`} variant="link" />
              </form>
            )}
          </li>
        ))}
      </ul>
      <form action={invitePerson} className={styles.invite} aria-labelledby="invite-title">
        <h2 id="invite-title" className={styles.heading}>
          Invite someone
        </h2>
        <div className={styles.field}>
          <label htmlFor="invite-email" className={styles.label}>
            Work e-mail
          </label>
          <input
            id="invite-email"
            name="email"
            type="email"
            required
            defaultValue={typed.email}
            className={styles.control}
            {...described('email')}
          />
          {error('email')}
        </div>
        <div className={styles.field}>
          <label htmlFor="invite-name" className={styles.label}>
            Name
          </label>
          <input
            id="invite-name"
            name="name"
            required
            maxLength={100}
            defaultValue={typed.name}
            className={styles.control}
            {...described('name')}
          />
          {error('name')}
        </div>
        <fieldset className={styles.roles} {...described('role')}>
          <legend className={styles.label}>Role</legend>
          {ROLES.map((role) => (
            <label key={role} className={styles.choice}>
              <input type="radio" name="role" value={role} defaultChecked={typed.role === role} required />
              <span>
                {ROLE_LABELS[role]}: {ROLE_WORK[role]}
              </span>
            </label>
          ))}
          {error('role')}
        </fieldset>
        <Button type="submit" text="Invite" variant="midnight" />
      </form>
    </>
  );
}
