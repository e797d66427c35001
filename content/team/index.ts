import { defineCollection } from '@/content/parse';
import { teamMemberSchema } from '@/content/schemas';
import { entries } from './entries';

export const teamMembers = defineCollection('team members', teamMemberSchema, entries);

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
