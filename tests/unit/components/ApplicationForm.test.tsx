import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ApplicationForm from '@/components/forms/ApplicationForm';
import { MiB, pdfFile } from '../lib/forms/fixtures';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  push.mockReset();
  window.history.replaceState(null, '', '/');
  delete window.dataLayer;
  document.cookie = 'consent-status=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const jobs = [
  { value: 'senior-react-developer', label: 'Senior React Developer', department: 'Engineering', seniority: 'Senior' },
  { value: 'qa-engineer', label: 'QA Engineer', department: 'Quality Assurance', seniority: 'Mid' },
] as const;

const setup = () => {
  const user = userEvent.setup({ applyAccept: false });
  render(
    <ApplicationForm
      jobs={jobs}
      endpoints={{ action: '/api/job-applications', countryApiUrl: '' }}
      email="hello@wolfpack-digital.com"
    />,
  );
  return user;
};
const submit = () => screen.getByRole('button', { name: 'Send Application' });

describe('ApplicationForm', () => {
  it('preselects the job of ?job= and posts to the application endpoint', () => {
    window.history.replaceState(null, '', '/apply-job?job=qa-engineer');
    setup();
    expect(screen.getByLabelText('The job')).toHaveValue('qa-engineer');
    expect(screen.getByLabelText('The job')).toHaveAttribute('name', 'application[job_id]');
    expect(screen.getByRole('form', { name: 'Job application' })).toHaveAttribute('action', '/api/job-applications');
    expect(screen.getByLabelText('Your CV')).toHaveAttribute('name', 'application[cv]');
    expect(screen.getByLabelText('Your CV')).toBeRequired();
  });

  it('ignores an unknown job in the query', () => {
    window.history.replaceState(null, '', '/apply-job?job=astronaut');
    setup();
    expect(screen.getByLabelText('The job')).toHaveValue('');
  });

  it('requires a CV and stops one over 10 MB as soon as it is chosen', async () => {
    const user = setup();
    await user.click(submit());
    expect(await screen.findAllByText('Required field')).toHaveLength(4);
    expect(screen.getByLabelText('The job')).toHaveFocus();
    await user.upload(
      screen.getByLabelText('Your CV'),
      new File(['%PDF-1.7\n', new Uint8Array(12 * MiB)], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('File size must not exceed 10MB')).toBeInTheDocument();
    expect(screen.getByText('1 file chosen, 12.0 MB.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Your CV'), pdfFile('cv-small.pdf'));
    await waitFor(() => expect(screen.queryByText('File size must not exceed 10MB')).not.toBeInTheDocument());
    expect(screen.queryByText('cv.pdf')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the application, counts it with consent (the job, never the applicant) and goes to the success page', async () => {
    document.cookie = 'consent-status=true; path=/';
    window.history.replaceState(null, '', '/apply-job?job=senior-react-developer');
    const user = setup();
    fetchMock.mockResolvedValue(Response.json({ id: '0f8e4c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b' }, { status: 201 }));
    await user.type(screen.getByLabelText('Full name'), 'Radu Ionescu');
    await user.type(screen.getByLabelText('Email address'), 'radu@example.com');
    await user.clear(screen.getByLabelText('Phone number (optional)'));
    await user.type(screen.getByLabelText('Phone number (optional)'), '0744 123 456');
    await user.type(screen.getByLabelText('LinkedIn or portfolio (optional)'), 'https://www.linkedin.com/in/radu');
    await user.upload(screen.getByLabelText('Your CV'), pdfFile('radu-cv.pdf'));
    await user.type(screen.getByLabelText('A short message (optional)'), 'Six years of React Native in fintech.');
    await user.click(screen.getByRole('checkbox', { name: /Subscribe to our newsletter/ }));
    await user.click(submit());
    // The reference waits in the tab for the success page; the address analytics see carries none.
    await waitFor(() => expect(push).toHaveBeenCalledWith('/apply-job/success'));
    expect(window.sessionStorage.getItem('submission-reference')).toBe('0f8e4c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b');
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get('application[job_id]')).toBe('senior-react-developer');
    expect(body.getAll('application[links][]')).toEqual(['https://www.linkedin.com/in/radu']);
    expect((body.get('application[cv]') as File).name).toBe('radu-cv.pdf');
    expect(window.dataLayer).toEqual([
      {
        event: 'apply_job_form',
        job_id: 'senior-react-developer',
        job_title: 'Senior React Developer',
        department: 'Engineering',
        seniority: 'Senior',
        attachments: 1,
      },
      { event: 'subscribed_to_newsletter', form: 'application' },
    ]);
    const pushed = JSON.stringify(window.dataLayer);
    for (const typed of ['Radu', 'radu@example.com', '0744', '744123456', 'linkedin', 'fintech', 'radu-cv.pdf']) {
      expect(pushed).not.toContain(typed);
    }
  });

  it('shows a time-out in the banner and keeps the CV', async () => {
    const user = setup();
    fetchMock.mockImplementation(
      (_, init) =>
        new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    await user.selectOptions(screen.getByLabelText('The job'), 'qa-engineer');
    await user.type(screen.getByLabelText('Full name'), 'Radu Ionescu');
    await user.type(screen.getByLabelText('Email address'), 'radu@example.com');
    await user.upload(screen.getByLabelText('Your CV'), pdfFile('radu-cv.pdf'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(submit());
    await vi.advanceTimersByTimeAsync(30_000);
    vi.useRealTimers();
    expect(await screen.findByRole('alert')).toHaveTextContent('Our server did not answer within 30 seconds');
    expect(screen.getByRole('list', { name: 'Chosen file' })).toHaveTextContent('radu-cv.pdf');
    expect(submit()).toBeEnabled();
  });
});
