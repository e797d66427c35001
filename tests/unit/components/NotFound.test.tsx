import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NotFound from '@/app/not-found';

describe('404 page', () => {
  it('keeps "Return To Homepage" and offers other trails: services, projects, jobs and the blog', () => {
    render(<NotFound />);
    expect(screen.getByRole('link', { name: 'Return To Homepage' })).toHaveAttribute('href', '/');
    const trails = screen.getByRole('navigation', { name: 'Other trails' });
    expect(
      within(trails)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Services →', '/services'],
      ['Projects →', '/projects'],
      ['Jobs →', '/jobs'],
      ['Blog →', '/blogposts'],
    ]);
  });
});
