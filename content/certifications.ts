import { z } from 'zod';
import { parseEntry } from '@/content/parse';
import { badgeSchema } from '@/content/schemas';

const certification = (standard: string, file: string, topic: string, href: string) => ({
  name: `${standard} certified`,
  detail: topic,
  href,
  image: { src: `/images/badges/${file}.svg`, alt: '' as const, width: 160, height: 160 },
});

/** The three ISO certifications, each linking to the standard it certifies. */
export const certifications = parseEntry('certifications', z.array(badgeSchema).length(3), [
  certification('ISO 27001', 'iso-27001', 'Information security management', 'https://www.iso.org/standard/27001'),
  certification('ISO 9001', 'iso-9001', 'Quality management', 'https://www.iso.org/iso-9001-quality-management.html'),
  certification(
    'ISO 14001',
    'iso-14001',
    'Environmental management',
    'https://www.iso.org/iso-14001-environmental-management.html',
  ),
]);
