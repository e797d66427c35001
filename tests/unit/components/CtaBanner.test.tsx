import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CtaBanner from '@/components/ui/CtaBanner';
import { recordFollowedLinks } from '../../support/followedLinks';

const navigations = recordFollowedLinks();

describe('CtaBanner', () => {
  it("shows 'Let's work together' as one link to /contact", () => {
    render(<CtaBanner />);
    const region = screen.getByRole('region', { name: "Let's work together" });
    const link = screen.getByRole('link', { name: /Let's work together/ });
    expect(region).toContainElement(link);
    expect(link).toHaveAttribute('href', '/contact');
  });

  it('goes to /contact on click', async () => {
    render(<CtaBanner />);
    await userEvent.click(screen.getByText(/senior engineer/));
    expect(navigations).toHaveBeenCalledWith('/contact');
  });

  it('goes to /contact on Enter', async () => {
    render(<CtaBanner />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: /Let's work together/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(navigations).toHaveBeenCalledWith('/contact');
  });
});
