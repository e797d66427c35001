import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TechnologyTags from '@/components/blocks/TechnologyTags';

describe('TechnologyTags', () => {
  it('links a technology with its own page and shows a tool without one as plain text', () => {
    render(<TechnologyTags technologies={[{ name: 'Swift' }, { name: 'Flutter', slug: 'flutter' }]} />);
    const list = screen.getByRole('list', { name: 'Technologies' });
    expect(within(list).getByRole('link', { name: 'Flutter' })).toHaveAttribute('href', '/technologies/flutter');
    expect(within(list).getByText('Swift').closest('a')).toBeNull();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Swift', 'Flutter']);
  });
});
