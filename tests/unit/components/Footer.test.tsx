import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Footer from '@/components/layout/Footer';

describe('Footer', () => {
  it("shows the agency's registered name and place, its e-mail, and its LinkedIn and GitHub", () => {
    render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('address')).toHaveTextContent(
      'Wolfpack Digital SRLCluj Napoca, Romaniahello@wolfpack-digital.com',
    );
    expect(within(footer).getByRole('link', { name: 'hello@wolfpack-digital.com' })).toHaveAttribute(
      'href',
      'mailto:hello@wolfpack-digital.com',
    );
    const socials = within(footer).getByRole('list', { name: 'Wolfpack Digital elsewhere' });
    expect(within(socials).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/wolfpack-digital',
    );
    expect(within(socials).getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/Wolfpack-Digital',
    );
  });
});
