import { receiveApplication } from '@/lib/intake/runtime';

// The built-in intake of the job application form: server code at request time.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = receiveApplication;
