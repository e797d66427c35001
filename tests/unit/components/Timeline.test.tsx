import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Timeline from '@/components/blocks/Timeline';

describe('Timeline', () => {
  it('is a titled, ordered list of years, each linking to the section that tells it', () => {
    render(
      <Timeline
        title="The trail so far"
        milestones={[
          { year: 2013, text: 'Four engineers start the company', section: 'how-it-started' },
          { year: 2025, text: 'An award', section: 'the-award' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'The trail so far' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'The trail so far' });
    expect(list.tagName).toBe('OL');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['2013Four engineers start the company', '#how-it-started'],
      ['2025An award', '#the-award'],
    ]);
  });
});
