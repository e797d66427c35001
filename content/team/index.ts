import { loadCollection } from '@/content/files';
import { teamMemberSchema } from '@/content/schemas';

/**
 * The pack (content/team/entries/<slug>.yaml, written in the editor at /keystatic): one record per person, authors
 * included (content/authors). In their `order`, then by name.
 */
export const teamMembers = loadCollection('team members', teamMemberSchema, 'content/team/entries', {
  order: (a, b) => a.order - b.order || a.name.localeCompare(b.name),
});

type Department = (typeof teamMembers.all)[number]['department'];

/**
 * The sections of /team: each a title and the departments it shows. Departments of one or two people
 * share a section, so no section is a near-empty row.
 */
export const teamSections: readonly { title: string; departments: readonly Department[] }[] = [
  { title: 'Leadership and operations', departments: ['Leadership', 'Operations'] },
  { title: 'Engineering', departments: ['Engineering'] },
  { title: 'Design and quality assurance', departments: ['Design', 'Quality Assurance'] },
  { title: 'Project management', departments: ['Project Management'] },
];
