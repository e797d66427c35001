import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import PrivacyRequest from '@/components/inbox/PrivacyRequest';
import type { PersonRecord } from '@/lib/inbox/queries';
import type { Delivery, Submission } from '@/lib/intake/store/store';

// The erase action runs on the server; here only the form that posts to it is looked at.
vi.mock('@/lib/inbox/privacyActions', () => ({ eraseAddress: vi.fn() }));

const ADDRESS = 'ana.pop@example.ro';
const LEAD = '0f8e4c1a-1111-4222-8333-944445555666';
const RETENTION = { lead: 730, application: 0 };

const submission: Submission = {
  id: LEAD,
  kind: 'lead',
  entries: [],
  fields: { name: 'Ana Pop', email: ADDRESS },
  attribution: {},
  receivedAt: new Date('2026-01-05T09:00:00Z'),
  userAgent: 'test',
  ipHash: 'a'.repeat(64),
  spam: null,
  idempotencyKey: null,
  files: [
    { id: 'f1', field: 'lead[leads_attachments][]', name: 'brief.pdf', type: 'application/pdf', size: 9, sha256: '' },
  ],
};
const delivery = (channel: Delivery['channel'], url: string, state: Delivery['state'] = 'delivered'): Delivery => ({
  id: channel,
  submissionId: LEAD,
  kind: 'lead',
  channel,
  url,
  idempotencyKey: LEAD,
  state,
  attempts: 1,
  nextAttemptAt: new Date('2026-01-05T09:00:00Z'),
  lastError: null,
  createdAt: new Date('2026-01-05T09:00:00Z'),
  deliveredAt: state === 'delivered' ? new Date('2026-01-05T09:01:00Z') : null,
});
const records: PersonRecord[] = [
  {
    submission,
    status: 'contacted',
    deliveries: [
      delivery('webhook', 'https://crm.example/leads'),
      delivery('team-mail', 'mailto:sales@wolfpack.example'),
      delivery('ack-mail', `mailto:${ADDRESS}`, 'pending'),
    ],
  },
];

const page = (props: Partial<Parameters<typeof PrivacyRequest>[0]> = {}) =>
  render(
    <PrivacyRequest
      address={ADDRESS}
      records={records}
      erasure={null}
      refused={false}
      retention={RETENTION}
      {...props}
    />,
  );

describe('PrivacyRequest', () => {
  it('finds an address with a plain GET form that keeps it', () => {
    page();
    const search = screen.getByRole('search', { name: 'Find an address' });
    expect(search).toHaveAttribute('method', 'get');
    expect(search).toHaveAttribute('action', '/inbox/privacy');
    expect(within(search).getByLabelText('E-mail address')).toHaveValue(ADDRESS);
    expect(within(search).getByLabelText('E-mail address')).toHaveAttribute('type', 'email');
  });

  it('lists what is stored, the download, the recipients holding a copy, and the erase form', () => {
    page();
    const row = screen.getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Lead');
    expect(row).toHaveTextContent('0F8E 4C1A');
    expect(row).toHaveTextContent('Contacted');
    expect(row).toHaveTextContent('5 Jan 2028');
    expect(screen.getByRole('link', { name: 'Download everything (ZIP)' })).toHaveAttribute(
      'href',
      `/inbox/privacy/export?email=${encodeURIComponent(ADDRESS)}`,
    );
    const copies = screen.getByRole('heading', { name: /holding a copy/ }).closest('section')!;
    expect(
      within(copies)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^CRM https:\/\/crm\.example\/leads, delivered .+Idempotency-Key/),
      expect.stringMatching(/^Team e-mail sales@wolfpack\.example, delivered/),
    ]);
    expect(copies).toHaveTextContent('GDPR Art. 19');
    expect(copies).toHaveTextContent('1 delivery not yet made');
    const erase = screen.getByRole('heading', { name: 'Erase' }).closest('section')!;
    expect(erase.querySelector('input[type="hidden"][name="email"]')).toHaveValue(ADDRESS);
    const confirm = within(erase).getByRole('checkbox', {
      name: 'I have checked that this request comes from the person who sent these',
    });
    expect(confirm).toBeRequired();
    expect(within(erase).getByRole('button', { name: /erase for good/i })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('heading', { name: 'How long we keep it' }).closest('section')).toHaveTextContent(
      /Leads: 730 days .+INTAKE_LEAD_RETENTION_DAYS.+Job applications: kept until erased/,
    );
  });

  it('says when nothing is stored for an address', () => {
    page({ address: 'nobody@example.ro', records: [] });
    expect(screen.getByText('Nothing is stored for nobody@example.ro.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Erase' })).not.toBeInTheDocument();
  });

  it('brings a refused erasure back with the address and says why', () => {
    page({ refused: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was erased');
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(/Tick this first/);
  });

  it('reports an erasure and the recipients to tell', () => {
    page({
      address: '',
      records: null,
      erasure: {
        erased: 2,
        files: 1,
        cancelled: 1,
        told: [
          {
            channel: 'webhook',
            destination: 'https://crm.example/leads',
            deliveredAt: new Date('2026-01-05T09:01:00Z'),
            submissionId: LEAD,
          },
        ],
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Erased 2 submissions with 1 file\. 1 delivery not yet made was cancelled\./,
    );
    const told = screen.getByRole('heading', { name: 'Tell these recipients to erase their copy' }).closest('section')!;
    expect(within(told).getByRole('listitem')).toHaveTextContent('CRM https://crm.example/leads, delivered');
    expect(within(told).getByRole('listitem')).toHaveTextContent('reference 0F8E 4C1A');
  });
});
