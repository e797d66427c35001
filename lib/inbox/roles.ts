import type { SubmissionKind } from '@/lib/intake/store/store';

/**
 * Who works in the back office: sales works the leads, recruiting the applications, marketing sees only the
 * campaign figures (no personal data), and an admin sees everything, invites people and answers privacy requests.
 */
export const ROLES = ['admin', 'sales', 'recruiting', 'marketing'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

const KINDS_OF: Record<Role, readonly SubmissionKind[]> = {
  admin: ['lead', 'application'],
  sales: ['lead'],
  recruiting: ['application'],
  marketing: [],
};

export const mayWork = (role: Role, kind: SubmissionKind) => KINDS_OF[role].includes(kind);

/** Whether a role sees the campaign report. */
export const maySeeCampaigns = (role: Role) => role === 'admin' || role === 'marketing' || role === 'sales';

/** Privacy requests, people and the audit log are an admin's. */
export const isAdmin = (role: Role) => role === 'admin';

/** Each kind's stages, in order; a submission with no state yet is `new`. */
export const STATUSES = {
  lead: ['new', 'contacted', 'qualified', 'won', 'lost'],
  application: ['new', 'screening', 'interview', 'offer', 'hired', 'rejected'],
} as const satisfies Record<SubmissionKind, readonly string[]>;

export type Status = (typeof STATUSES)[SubmissionKind][number];

export const isStatusOf = (kind: SubmissionKind, value: unknown): value is Status =>
  (STATUSES[kind] as readonly string[]).includes(value as string);

/** The lead stages that count as qualified in the campaign report: reaching one is recorded for good. */
export const QUALIFIED_STATUSES: readonly Status[] = ['qualified', 'won'];

export const STATUS_LABELS: Record<Status, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  sales: 'Sales',
  recruiting: 'Recruiting',
  marketing: 'Marketing',
};

export const KIND_LABELS: Record<SubmissionKind, string> = { lead: 'Lead', application: 'Application' };
