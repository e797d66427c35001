import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import JobCards from '@/components/cards/JobCards';
import { openJobs } from '@/content/jobs';

describe('JobCards', () => {
  it('gives every job one card: its title, its facts as terms and details, and one link to the role', () => {
    const jobs = openJobs();
    render(<JobCards jobs={jobs} />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(jobs.length);
    for (const [index, card] of cards.entries()) {
      const job = jobs[index]!;
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(job.title);
      expect(
        within(card)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['Salary', 'Location', 'Workplace', 'Seniority']);
      expect(within(card).getAllByRole('definition')[2]).toHaveTextContent(job.workplace);
      const link = within(card).getByRole('link');
      expect(link).toHaveAccessibleName(`See the role: ${job.title}`);
      expect(link).toHaveAttribute('href', `/jobs/${job.slug}`);
      expect(link).toHaveTextContent(/^See The Role →$/);
    }
  });
});
