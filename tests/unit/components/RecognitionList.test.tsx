import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RecognitionList from '@/components/cards/RecognitionList';
import { recognition } from '@/content/recognition';
import { site } from '@/content/site';

const awards = [
  { title: 'Top app developers in Romania', summary: 'A ranking of app development companies in Romania.' },
  {
    title: 'European technology award for app development',
    summary: 'Winner in the app development category.',
    year: 2025,
    issuer: 'The Example Awards jury',
    link: 'https://awards.example.com/2025/app-development',
  },
];

describe('RecognitionList', () => {
  it('states each award as text under its heading: the name, what it was for, and no picture', () => {
    render(<RecognitionList title="Awards" items={awards} issuerLabel="Given by" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Awards' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      'Top app developers in RomaniaA ranking of app development companies in Romania.',
    );
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('names the issuer and the year only when they are given, and links the name only to an address given', () => {
    render(<RecognitionList title="Awards" items={awards} issuerLabel="Given by" headingLevel="h3" />);
    const [ranking, award] = screen.getAllByRole('listitem');
    expect(within(ranking!).queryByRole('link')).toBeNull();
    expect(ranking).not.toHaveTextContent(/Given by|\d{4}/);
    const link = within(award!).getByRole('link', { name: 'European technology award for app development' });
    expect(link).toHaveAttribute('href', 'https://awards.example.com/2025/app-development');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(award).toHaveTextContent('2025');
    expect(within(award!).getByText('Given by The Example Awards jury')).toBeInTheDocument();
  });

  it("shows the site's own list: four awards, the European one with the year the site states, three ISO standards", () => {
    const { awards: siteAwards, certifications } = recognition();
    expect(siteAwards).toHaveLength(4);
    expect(siteAwards.find((award) => award.title.startsWith('European'))?.year).toBe(site.award.year);
    expect(certifications.map((item) => item.title)).toEqual(['ISO 27001', 'ISO 9001', 'ISO 14001']);
    render(<RecognitionList title="Certifications" items={certifications} issuerLabel="Certified by" />);
    expect(screen.getByRole('link', { name: 'ISO 9001' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\//),
    );
  });
});
