import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CardGrid from '@/components/cards/CardGrid';

const cards = ['Ledgerly', 'Campus Quest', 'Glow'].map((title, index) => ({
  title,
  href: `/projects/${index}`,
  image: { src: `/images/projects/${index}.svg`, alt: `${title} on a phone`, width: 1200, height: 800 },
}));

describe('CardGrid', () => {
  it('fetches the first picture at once when the grid leads the page, and the others only near the viewport', () => {
    render(<CardGrid cards={cards} leadImage />);
    const [first, ...rest] = screen.getAllByRole('img');
    expect(first).toHaveAccessibleName('Ledgerly on a phone');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const image of rest) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it('loads every picture lazily in a grid further down the page', () => {
    render(<CardGrid cards={cards} />);
    for (const image of screen.getAllByRole('img')) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it('marks no card wide: a card as wide as its row lays itself out across it by its own width', () => {
    render(<CardGrid cards={cards.slice(0, 1)} />);
    expect(screen.getByRole('article')).not.toHaveAttribute('data-wide');
    expect(screen.getByRole('list')).toHaveAttribute('data-columns', '3');
  });
});
