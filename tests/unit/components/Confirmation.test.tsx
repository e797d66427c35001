import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Confirmation from '@/components/forms/Confirmation';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
});

const page = () =>
  render(
    <Confirmation
      title="Message received."
      message="Thank you."
      steps={['We reply.']}
      actions={[{ text: 'See Our work', link: '/projects' }]}
    />,
  );

describe('Confirmation', () => {
  it("shows the submission's reference from the URL, short enough to read out, so the visitor can quote it", () => {
    window.history.replaceState(null, '', '/contact/success?reference=0f8e4c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b');
    page();
    expect(screen.getByText('0F8E 4C1A')).toBeInTheDocument();
    expect(screen.getByText(/^Your reference:/)).toHaveTextContent(
      'Your reference: 0F8E 4C1AQuote it if you write to us at hello@wolfpack-digital.com.',
    );
  });

  it('shows the reference a form sent with JavaScript kept in the tab, with a plain address', () => {
    window.history.replaceState(null, '', '/apply-job/success');
    window.sessionStorage.setItem('submission-reference', '0f8e4c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b');
    page();
    expect(screen.getByText(/^Your reference:/)).toHaveTextContent('Your reference: 0F8E 4C1A');
  });

  it('says nothing of a reference when the URL carries none or something else', () => {
    window.history.replaceState(null, '', '/contact/success?reference=call-0700');
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'Message received.' })).toBeInTheDocument();
    expect(screen.queryByText(/Your reference/)).not.toBeInTheDocument();
  });
});
