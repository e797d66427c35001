import { z } from 'zod';
import { ROLES } from './roles';

/** The invite form, checked by the browser and again by the action (and the CLI's `staff invite` says the same). */
export const inviteSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Enter an e-mail address like name@example.com')),
  name: z
    .string()
    .trim()
    .min(1, 'Enter their name, as the inbox shows it to others')
    .max(100, 'Use at most 100 characters'),
  role: z.enum(ROLES, 'Choose their role'),
});
