import { zodResolver } from '@hookform/resolvers/zod';
import { applicationSchema, contactSchema } from '@/lib/validation/schemas';

/**
 * The two forms' resolvers: the shared zod schemas through react-hook-form's zod resolver. The forms load
 * this module with `lazyResolver`, so zod reaches the browser only once a visitor starts on a form.
 */
export const contactResolver = zodResolver(contactSchema);
export const applicationResolver = zodResolver(applicationSchema);
