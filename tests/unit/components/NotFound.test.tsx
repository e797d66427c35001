import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NotFound from '@/app/(site)/not-found';

describe('404 page', () => {
  it('keeps "Return To Homepage" and offers other trails and a search of the site', () => {
    render(<NotFound />);
    expect(screen.getByRole('link', { name: 'Return To Homepage' })).toHaveAttribute('href', '/');
    const trails = screen.getByRole('navigation', { name: 'Other trails' });
    expect(
      within(trails)
        .getAllByRole('link')
        .map((link) => [link.querySelector('span')?.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Services →', '/services'],
      ['Projects →', '/projects'],
      ['Industries →', '/industries'],
      ['Blog →', '/blogposts'],
      ['Jobs →', '/jobs'],
      ['Get in touch →', '/contact'],
    ]);
    const search = screen.getByRole('search', { name: 'Search the site' });
    expect(search).toHaveAttribute('action', '/search');
    expect(within(search).getByRole('searchbox')).toHaveAttribute('name', 'q');
    expect(screen.getByRole('img', { name: /wolf/ })).toBeInTheDocument();
  });
});
