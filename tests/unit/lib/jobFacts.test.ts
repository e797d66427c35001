import { describe, expect, it } from 'vitest';
import { jobs } from '@/content/jobs';
import { jobFacts } from '@/lib/jobFacts';

const site = { city: 'Cluj Napoca', country: 'Romania' };

describe('jobFacts', () => {
  it('names the pay, the place, the workplace and the level, in that order', () => {
    const facts = jobFacts(
      { salary: { currency: 'EUR', min: 3200, max: 4600, unit: 'MONTH' }, workplace: 'Hybrid', seniority: 'Senior' },
      site,
    );
    expect(facts).toEqual([
      { term: 'Salary', detail: '€3,200–€4,600 gross / month' },
      { term: 'Location', detail: 'Cluj Napoca, Romania' },
      { term: 'Workplace', detail: 'Hybrid' },
      { term: 'Seniority', detail: 'Senior' },
    ]);
  });

  it('shows a single salary figure once', () => {
    const [salary] = jobFacts(
      {
        salary: { currency: 'RON', min: 3500, max: 3500, unit: 'MONTH' },
        workplace: 'On-site',
        seniority: 'Internship',
      },
      site,
    );
    expect(salary).toEqual({ term: 'Salary', detail: 'RON\u00a03,500 gross / month' });
  });

  it('gives every job ad, open or closed, a detail for each fact', () => {
    for (const job of jobs.all) {
      for (const fact of jobFacts(job, site)) expect(fact.detail.trim(), `${job.slug}: ${fact.term}`).not.toBe('');
    }
  });
});
