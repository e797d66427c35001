import { loadSingleton } from '@/content/files';
import { recognitionFields } from '@/content/schemas';

/**
 * The agency's awards and certifications (content/recognition/index.yaml, edited in the editor as "Awards and
 * certifications"): what is known about each, stated as text. Who gave an award, its year and a link to check it are
 * filled in only once the agency has confirmed them: the site never guesses an issuer (research/site-facts.md).
 */
export const recognition = loadSingleton('recognition', recognitionFields, 'content/recognition/index.yaml');
