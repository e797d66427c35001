import type { ApplicationValues, ContactValues } from '@/lib/validation/schemas';

export const PDF = 'application/pdf';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const MiB = 1024 * 1024;

export const pdfFile = (name: string, body = '%PDF-1.7\n') => new File([body], name, { type: PDF });
export const docxFile = (name: string, body = 'PK\u0003\u0004') => new File([body], name, { type: DOCX });
/** A size-only stand-in (name, size, type) where allocating megabytes would prove nothing more. */
export const sized = (name: string, size: number, type = PDF) => ({ name, size, type });

/** A complete contact form, as a prospect would fill it. */
export const contactValues = (): ContactValues => ({
  name: 'Ana Pop',
  email: 'ana@example.com',
  phone: '+40 744 123 456',
  message: 'We need a booking app for 40 clinics.',
  budget: '50k_100k',
  timeline: 'within_3_months',
  sources: ['linkedin', 'referral'],
  attachments: [pdfFile('brief.pdf', '%PDF-1.7 brief'), docxFile('scope.docx', 'PK scope')],
  mailing: false,
  leadType: 'general_enquiry',
  subscriberSource: 'contact_page',
});

/** A complete job application. */
export const applicationValues = (): ApplicationValues => ({
  name: 'Radu Ionescu',
  email: 'radu@example.com',
  phone: '0744 123 456',
  jobId: 'senior-react-developer',
  message: 'I have built React apps for fintech clients for six years.',
  link: 'https://www.linkedin.com/in/radu-ionescu',
  cv: [pdfFile('radu-cv.pdf', '%PDF-1.7 cv')],
  mailing: false,
});
