import { receiveLead } from '@/lib/intake/runtime';

// The built-in intake of the contact form: server code at request time (the only dynamic routes).
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = receiveLead;
