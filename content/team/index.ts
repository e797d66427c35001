import { defineCollection } from '@/content/parse';
import { teamMemberSchema } from '@/content/schemas';
import { entries } from './entries';

export const teamMembers = defineCollection('team members', teamMemberSchema, entries);
