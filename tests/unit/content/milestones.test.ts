import { describe, expect, it } from 'vitest';
import { editorialPages } from '@/content/pages';
import { editorialPageSchema } from '@/content/schemas';

describe("our story's timeline", () => {
  const page = editorialPages.ourStory;
  const blockText = (id: string) =>
    page.sections
      .find((section) => section.id === id)!
      .blocks.map((block) => ('text' in block ? block.text : 'items' in block ? block.items.join(' ') : ''))
      .join(' ');

  it('has milestones, in the order of their years', () => {
    expect(page.milestones?.length).toBeGreaterThanOrEqual(6);
    const years = page.milestones!.map((milestone) => milestone.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });

  it('names only years that the section it links to states: no date is invented for the timeline', () => {
    for (const milestone of page.milestones!) {
      expect(page.sections.map((section) => section.id)).toContain(milestone.section);
      expect(blockText(milestone.section), `${milestone.year}: ${milestone.text}`).toContain(String(milestone.year));
    }
  });

  it('refuses milestones out of order', () => {
    const result = editorialPageSchema.safeParse({
      ...page,
      milestones: [
        { year: 2020, text: 'Later', section: 'growing-up' },
        { year: 2013, text: 'Earlier', section: 'how-it-started' },
      ],
    });
    expect(result.success).toBe(false);
  });
});
