import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Card from '@/components/cards/Card';

describe('Card', () => {
  it('reads "Learn more about {title}" while it shows "Learn More"', () => {
    render(<Card title="Web development" href="/services/web-development" />);
    const link = screen.getByRole('link', { name: 'Learn more about Web development' });
    expect(link).toHaveAttribute('href', '/services/web-development');
    expect(link).toHaveTextContent(/^Learn More →$/);
  });

  it('names a link with its own action followed by the title, shown in Title Case', () => {
    render(<Card title="Ledgerly" href="/projects/ledgerly-budgeting" linkLabel="view project" />);
    expect(screen.getByRole('link', { name: 'View project: Ledgerly' })).toHaveTextContent(/^View Project →$/);
  });
});
