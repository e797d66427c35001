import { render, screen, within } from '@testing-library/react';
import { compile } from 'sass';
import { describe, expect, it } from 'vitest';
import MarkdocBody from '@/components/blocks/MarkdocBody';
import { pricing } from '@/content/pricing';
import { site } from '@/content/site';
import { contrastRatio } from '@/tooling/contrast';

const renderBody = (...lines: string[]) => render(<MarkdocBody source={lines.join('\n')} />);

describe('MarkdocBody', () => {
  it('renders level 2 and 3 headings with their anchor ids', () => {
    renderBody('## Costs', '', '### Hidden costs', '', '## Costs');
    const [first, second] = screen.getAllByRole('heading', { level: 2, name: 'Costs' });
    expect(first).toHaveAttribute('id', 'costs');
    expect(second).toHaveAttribute('id', 'costs-2');
    expect(screen.getByRole('heading', { level: 3, name: 'Hidden costs' })).toHaveAttribute('id', 'hidden-costs');
  });

  it('renders paragraphs with emphasis, strong text, inline code and hard breaks', () => {
    const { container } = renderBody('Some *light* and **heavy** words with `npm test`,  ', 'then a new line.');
    const paragraph = container.querySelector('p')!;
    expect(within(paragraph).getByText('light').tagName).toBe('EM');
    expect(within(paragraph).getByText('heavy').tagName).toBe('STRONG');
    expect(within(paragraph).getByText('npm test').tagName).toBe('CODE');
    expect(paragraph.querySelector('br')).not.toBeNull();
  });

  it('links site paths plainly, web addresses with rel="noopener", and e-mail addresses', () => {
    renderBody(
      'See [our services](/services), [the spec](https://example.com/spec) or [write](mailto:hi@example.com).',
    );
    const internal = screen.getByRole('link', { name: 'our services' });
    expect(internal).toHaveAttribute('href', '/services');
    expect(internal).not.toHaveAttribute('rel');
    expect(screen.getByRole('link', { name: 'the spec' })).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('link', { name: 'write' })).toHaveAttribute('href', 'mailto:hi@example.com');
  });

  it('renders ordered and unordered lists', () => {
    renderBody('- one', '- two', '', '1. first', '2. second');
    const [bullets, steps] = screen.getAllByRole('list');
    expect(bullets!.tagName).toBe('UL');
    expect(
      within(bullets!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['one', 'two']);
    expect(steps!.tagName).toBe('OL');
    expect(
      within(steps!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['first', 'second']);
  });

  it('renders a blockquote', () => {
    renderBody('> Quoted words.');
    expect(screen.getByRole('blockquote')).toHaveTextContent('Quoted words.');
  });

  it('renders a table with column headers in a named, focusable scroller', () => {
    renderBody('{% table %}', '* Plan', '* Price', '---', '* MVP', '* {% price fact="mvpFrom" /%}', '{% /table %}');
    const scroller = screen.getByRole('region', { name: 'Table: Plan, Price' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    const table = within(scroller).getByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Plan', 'Price']);
    expect(headers.every((header) => header.getAttribute('scope') === 'col')).toBe(true);
    expect(table.querySelector('thead th')).not.toBeNull();
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['MVP', pricing.facts.mvpFrom]);
  });

  it('renders a code sample highlighted, named by its language and focusable', () => {
    renderBody('```ts', 'const answer: number = 42;', '```');
    const sample = screen.getByRole('region', { name: 'Code sample, TypeScript' });
    expect(sample.tagName).toBe('PRE');
    expect(sample).toHaveAttribute('tabindex', '0');
    expect(sample).toHaveTextContent('const answer: number = 42;');
    expect(sample.querySelector('.c-keyword')).toHaveTextContent('const');
    expect(sample.querySelector('.c-number')).toHaveTextContent('42');
    expect(sample.querySelector('[style]')).toBeNull();
  });

  it('renders a picture as a figure, measured from its file, with its caption', () => {
    renderBody('![The wolf on a midnight sky](/share-preview.png "Our share picture")');
    const figure = screen.getByRole('figure');
    const picture = within(figure).getByRole('img', { name: 'The wolf on a midnight sky' });
    expect(picture).toHaveAttribute('width', '1200');
    expect(picture).toHaveAttribute('height', '630');
    expect(picture).toHaveAttribute('sizes', '(min-width: 64rem) 42rem, 92vw');
    expect(picture.getAttribute('srcset')).toContain('/_next/image?url=%2Fshare-preview.png&w=640');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(figure.querySelector('figcaption')).toHaveTextContent('Our share picture');
    expect(figure.closest('p')).toBeNull();
  });

  it('renders a decorative figure with empty alt text', () => {
    const { container } = renderBody('{% figure src="/images/wolf-howling.svg" decorative=true caption="Night" /%}');
    const picture = container.querySelector('figure img');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('width', '400');
    expect(picture).toHaveAttribute('height', '320');
    expect(container.querySelector('figcaption')).toHaveTextContent('Night');
  });

  it('renders a callout as a named aside', () => {
    renderBody(
      '{% callout type="warning" title="Give rotation a grace window" %}',
      'Allow ten seconds.',
      '{% /callout %}',
    );
    const callout = screen.getByRole('complementary', { name: 'Warning: Give rotation a grace window' });
    expect(callout.tagName).toBe('ASIDE');
    expect(callout).toHaveTextContent('WarningGive rotation a grace windowAllow ten seconds.');
  });

  it('names an untitled callout by its kind', () => {
    renderBody('{% callout %}', 'A note.', '{% /callout %}');
    expect(screen.getByRole('complementary', { name: 'Note' })).toHaveTextContent('A note.');
  });

  it('renders a quote with who said it', () => {
    renderBody('{% quote cite="Ioana Pop, Head of Mobile" %}', 'Ship less, sooner.', '{% /quote %}');
    const figure = screen.getByRole('figure');
    expect(within(figure).getByRole('blockquote')).toHaveTextContent('Ship less, sooner.');
    expect(figure.querySelector('figcaption')).toHaveTextContent('Ioana Pop, Head of Mobile');
  });

  it('writes out the price and company facts it quotes', () => {
    const { container } = renderBody(
      'An MVP starts at {% price fact="mvpFrom" /%}; internships last {% fact name="internship.length" /%}.',
    );
    expect(container.querySelector('p')).toHaveTextContent(
      `An MVP starts at ${pricing.facts.mvpFrom}; internships last ${site.internship.length}.`,
    );
  });

  it('refuses to render an invalid body', () => {
    expect(() => renderBody('# Title')).toThrow('Invalid Markdoc body: line 1: Headings in a body are level 2');
  });
});

describe("the code samples' colours", () => {
  const css = compile('components/blocks/MarkdocBody/Fence/index.module.scss', { loadPaths: ['styles'] }).css;
  // The shorthand's last layer is the colour under the scroll cue's gradients.
  const background = /\.fence\s*\{[^}]*background:\s*([^;]+);/.exec(css)?.[1]?.split(',').at(-1)?.trim();
  const colours = [...css.matchAll(/(?<![\w-])color:\s*([^;]+);/g)].map(([, colour]) => colour!);

  it('are read from the stylesheet as hex colours', () => {
    expect(background).toMatch(/^#[0-9a-f]{3,6}$/i);
    expect(colours.length).toBeGreaterThan(5);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{3,6}$/i);
  });

  it('each reach 4.5:1 on the samples background (AA for text of any size)', () => {
    for (const colour of colours) expect(contrastRatio(colour, background!), colour).toBeGreaterThanOrEqual(4.5);
  });
});
