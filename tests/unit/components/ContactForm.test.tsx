import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContactForm from '@/components/forms/ContactForm';
import { docxFile, pdfFile } from '../lib/forms/fixtures';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/contact');
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  push.mockReset();
  sessionStorage.clear();
  delete window.dataLayer;
  document.cookie = 'consent-status=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const setup = () => {
  const user = userEvent.setup({ applyAccept: false });
  render(<ContactForm endpoints={{ action: '/api/leads', countryApiUrl: '' }} email="hello@wolfpack-digital.com" />);
  return user;
};

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Ana Pop');
  await user.type(screen.getByLabelText('Email address'), 'ana@example.com');
  await user.type(screen.getByLabelText('About your project'), 'A booking app for 40 clinics.');
}

const sentBody = (call = 0) => fetchMock.mock.calls[call]?.[1]?.body as FormData;
const sentKey = (call = 0) => (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>)['Idempotency-Key'];
const submit = () => screen.getByRole('button', { name: 'Send Message' });

describe('ContactForm', () => {
  it('is a real HTML form posting multipart to the lead endpoint, every control named by its payload key', () => {
    setup();
    const form = screen.getByRole('form', { name: 'Contact form' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(form).toHaveAttribute('action', '/api/leads');
    expect(screen.getByLabelText('Full name')).toHaveAttribute('name', 'lead[name]');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone number (optional)')).toHaveAttribute('name', 'lead[phone_number]');
    expect(screen.getByLabelText('About your project')).toHaveAttribute('name', 'lead[message]');
    expect(screen.getByLabelText('Budget (optional)')).toHaveAttribute('name', 'lead[budget]');
    expect(screen.getByLabelText('Timeline (optional)')).toHaveAttribute('name', 'lead[timeline_restrictions]');
    expect(screen.getByRole('checkbox', { name: 'LinkedIn' })).toHaveAttribute('name', 'lead[sources][]');
    expect(screen.getByLabelText('Attachments (optional)')).toHaveAttribute('name', 'lead[leads_attachments][]');
    const newsletter = screen.getByRole('checkbox', { name: 'Subscribe to our newsletter' });
    expect(newsletter).not.toBeChecked();
    expect(newsletter).toHaveAccessibleDescription(
      'One email a month with what we learn building apps. Unsubscribe with one click.',
    );
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  it('shows a message when a field loses focus, not while the visitor types', async () => {
    const user = setup();
    const email = screen.getByLabelText('Email address');
    await user.type(email, 'ana@example');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Invalid email format')).toHaveAttribute('role', 'alert');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', 'lead-email-error');
    await user.type(email, '.com');
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Invalid email format')).not.toBeInTheDocument());
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('checks files as soon as they are chosen, lists them with sizes and removes them one by one', async () => {
    const user = setup();
    const picker = screen.getByLabelText('Attachments (optional)');
    await user.upload(picker, [
      pdfFile('brief.pdf', `%PDF-1.7\n${'x'.repeat(2039)}`),
      new File(['png'], 'logo.png', { type: 'image/png' }),
    ]);
    // The picture is left out at once, with the spec's message; the PDF is listed.
    expect(await screen.findByText('Only PDF or DOCX files are allowed')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(list).toHaveTextContent('brief.pdf2 KB');
    expect(screen.queryByText('logo.png')).not.toBeInTheDocument();
    await user.upload(picker, docxFile('scope.docx'));
    await waitFor(() => expect(screen.queryByText('Only PDF or DOCX files are allowed')).not.toBeInTheDocument());
    expect(screen.getByText('2 files chosen, 2 KB in total.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove scope.docx' }));
    expect(screen.getByText('1 file chosen, 2 KB in total.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove brief.pdf' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove brief.pdf' }));
    await waitFor(() => expect(picker).toHaveFocus());
  });

  it('says it takes 10 files, and shows a message for an 11th while keeping every file chosen', async () => {
    const user = setup();
    const picker = screen.getByLabelText('Attachments (optional)');
    expect(picker).toHaveAccessibleDescription('Briefs, specs or designs: up to 10 PDF or DOCX files, 10 MB in total.');
    const briefs = Array.from({ length: 11 }, (_, n) => pdfFile(`brief-${n + 1}.pdf`));
    await user.upload(picker, briefs);
    expect(await screen.findByText('Attach at most 10 files')).toHaveAttribute('role', 'alert');
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem')).toHaveLength(11);

    await user.click(screen.getByRole('button', { name: 'Remove brief-11.pdf' }));
    await waitFor(() => expect(screen.queryByText('Attach at most 10 files')).not.toBeInTheDocument());
    expect(screen.getByText('10 files chosen, 90 bytes in total.')).toBeInTheDocument();

    await user.upload(picker, pdfFile('brief-12.pdf'));
    expect(await screen.findByText('Attach at most 10 files')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('brief-12.pdf');
    await fillRequired(user);
    await user.click(submit());
    expect(picker).toHaveAccessibleDescription(/Attach at most 10 files/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after a submit attempt shows every message and moves focus to the first invalid field', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Phone number (optional)'), '12345');
    await user.click(submit());
    expect(await screen.findAllByText('Required field')).toHaveLength(3);
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('disables the button while sending, so a second click sends nothing, then goes to the success page', async () => {
    const user = setup();
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'LinkedIn' }));
    await user.click(submit());
    const busy = await screen.findByRole('button', { name: 'Sending Your Message…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = sentBody();
    expect(body.get('lead[name]')).toBe('Ana Pop');
    expect(body.getAll('lead[sources][]')).toEqual(['linkedin']);
    expect(body.get('lead[lead_type]')).toBe('general_enquiry');
    expect(body.get('mailing')).toBe('false');
    expect(body.get('website')).toBe('');
    answer(new Response(null, { status: 201 }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/contact/success'));
  });

  it('shows the messages of a 422 reply on their fields', async () => {
    const user = setup();
    fetchMock.mockResolvedValue(
      Response.json(
        { errors: { email: 'This address does not accept mail', 'lead[phone_number]': 'Invalid phone number' } },
        { status: 422 },
      ),
    );
    await fillRequired(user);
    await user.click(submit());
    expect(await screen.findByText('This address does not accept mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-describedby', 'lead-email-error');
    expect(screen.getByLabelText('Phone number (optional)')).toHaveAccessibleDescription(/Invalid phone number/);
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(push).not.toHaveBeenCalled();
  });

  it('keeps every value and file after a failed send, and a retry sends the same Idempotency-Key', async () => {
    const user = setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Attachments (optional)'), [pdfFile('brief.pdf'), docxFile('scope.docx')]);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach our server, so nothing was sent. Check your internet connection and send again. Everything you typed and attached is still here.',
    );
    expect(screen.getByLabelText('Full name')).toHaveValue('Ana Pop');
    expect(screen.getByLabelText('About your project')).toHaveValue('A booking app for 40 clinics.');
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent(/brief\.pdf.*scope\.docx/);

    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    await user.click(submit());
    expect(await screen.findByText(/Something went wrong on our side \(error 503\)/)).toBeInTheDocument();
    expect(sentKey(1)).toBe(sentKey(0));

    await user.type(screen.getByLabelText('Full name'), 'escu');
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 201 }));
    await user.click(submit());
    await waitFor(() => expect(push).toHaveBeenCalledWith('/contact/success'));
    expect(sentKey(2)).not.toBe(sentKey(0));
    expect(
      sentBody(2)
        .getAll('lead[leads_attachments][]')
        .map((file) => (file as File).name),
    ).toEqual(['brief.pdf', 'scope.docx']);
  });

  it("shows a 413 reply on the attachments field and a 429 reply in the server's words, keeping the files", async () => {
    const user = setup();
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Attachments (optional)'), [pdfFile('brief.pdf')]);
    fetchMock.mockResolvedValueOnce(
      Response.json({ errors: { attachments: 'Total file size must not exceed 10MB' } }, { status: 413 }),
    );
    await user.click(submit());
    expect(await screen.findByLabelText('Attachments (optional)')).toHaveAccessibleDescription(
      /Total file size must not exceed 10MB/,
    );

    const tooMany = 'Too many submissions from your address. Please try again in 10 minutes.';
    fetchMock.mockResolvedValueOnce(Response.json({ error: tooMany }, { status: 429 }));
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${tooMany} Everything you typed and attached is still here.`,
    );
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('brief.pdf');
    expect(push).not.toHaveBeenCalled();
  });

  it('keeps the honeypot out of reach of the keyboard and of assistive technology', async () => {
    const user = setup();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    for (let step = 0; step < 30; step += 1) {
      await user.tab();
      expect(document.activeElement).not.toBe(trap);
    }
  });

  it('sends a quote request from the pricing page, and the analytics events with consent', async () => {
    sessionStorage.setItem('utm_source', 'clutch');
    sessionStorage.setItem('landing_page', 'https://www.wolfpack-digital.com/services/pricing?utm_source=clutch');
    window.history.replaceState(null, '', '/contact?type=quote');
    document.cookie = 'consent-status=true; path=/';
    const user = setup();
    fetchMock.mockResolvedValue(new Response(null, { status: 201 }));
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Phone number (optional)'));
    await user.type(screen.getByLabelText('Phone number (optional)'), '+40 744 123 456');
    await user.selectOptions(screen.getByLabelText('Budget (optional)'), '50k_100k');
    await user.click(screen.getByRole('checkbox', { name: 'LinkedIn' }));
    await user.upload(screen.getByLabelText('Attachments (optional)'), pdfFile('clinic-brief.pdf'));
    await user.click(screen.getByRole('checkbox', { name: /Subscribe to our newsletter/ }));
    await user.click(submit());
    await waitFor(() => expect(push).toHaveBeenCalledWith('/contact/success'));
    expect(sentBody().get('lead[lead_type]')).toBe('quote_request');
    expect(sentBody().get('lead[subscriber_source]')).toBe('pricing_page');
    expect(sentBody().get('mailing')).toBe('true');
    expect(window.dataLayer).toEqual([
      {
        event: 'get_in_touch_form',
        lead_type: 'quote_request',
        budget: '50k_100k',
        timeline: undefined,
        sources: 'linkedin',
        attachments: 1,
        utm_source: 'clutch',
        utm_medium: undefined,
        utm_campaign: undefined,
        landing_page: '/services/pricing',
      },
      { event: 'subscribed_to_newsletter', form: 'contact' },
    ]);
    const pushed = JSON.stringify(window.dataLayer);
    for (const typed of ['Ana Pop', 'ana@example.com', '744', 'booking app', 'clinic-brief.pdf']) {
      expect(pushed).not.toContain(typed);
    }
  });

  it('pushes nothing when the intake refuses the form, even with consent', async () => {
    document.cookie = 'consent-status=true; path=/';
    const user = setup();
    fetchMock.mockResolvedValue(Response.json({ errors: { 'lead[email]': 'Invalid email' } }, { status: 422 }));
    await fillRequired(user);
    await user.click(submit());
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(window.dataLayer ?? []).toEqual([]);
  });
});
