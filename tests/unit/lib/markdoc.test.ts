import { Tag, type RenderableTreeNodes } from '@markdoc/markdoc';
import { describe, expect, it } from 'vitest';
import { pricing } from '@/content/pricing';
import { site } from '@/content/site';
import { bodyErrors, bodyHeadings, bodyLinks, bodyText, parseBody, transformBody } from '@/lib/markdoc';
import { codeLanguageLabel, highlight } from '@/lib/markdoc/highlight';
import { readingMinutes, wordCount } from '@/lib/text';

/** The text of a render tree, as the page shows it. */
function textOf(node: RenderableTreeNodes): string {
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (Tag.isTag(node)) return textOf(node.children);
  return typeof node === 'string' ? node : '';
}

/** A body whose line 1 is an intro paragraph, so every case below names a line other than the first. */
const body = (...lines: string[]) => ['Intro words.', '', ...lines].join('\n');

describe('bodyErrors', () => {
  it('accepts a body that uses every node and tag', () => {
    const source = body(
      '## Costs {% price fact="mvpFrom" /%}',
      '',
      'Some *emphasis*, **strong**, `code`, a [page](/services), a [site](https://example.com) and a [mail](mailto:hi@example.com).  ',
      'A hard break above.',
      '',
      '### Detail',
      '',
      '- one',
      '- two',
      '',
      '1. first',
      '2. second',
      '',
      '> Quoted words.',
      '',
      '{% table %}',
      '* Plan',
      '* Price',
      '---',
      '* MVP',
      '* {% price fact="mvpFrom" /%}',
      '{% /table %}',
      '',
      '```ts',
      'const a = 1;',
      '```',
      '',
      '![A wolf howling at the moon](/images/wolf-howling.svg "The pack")',
      '',
      '{% figure src="/images/wolf-howling.svg" decorative=true caption="Decoration" /%}',
      '',
      '{% callout type="tip" title="Before you start" %}',
      'Internships last {% fact name="internship.length" /%}.',
      '{% /callout %}',
      '',
      '{% quote cite="Ioana Pop, Head of Mobile" %}',
      'Quoted in large type.',
      '{% /quote %}',
    );
    expect(bodyErrors(source)).toEqual([]);
  });

  it.each([
    [
      'a level 1 heading',
      '# Title',
      "Headings in a body are level 2 (##) or 3 (###); the title is the page's only level 1",
    ],
    [
      'a level 4 heading',
      '#### Deep',
      "Headings in a body are level 2 (##) or 3 (###); the title is the page's only level 1",
    ],
    [
      'a code language with no grammar',
      '```rust\nfn main() {}\n```',
      'Unknown code language "rust" (one of: typescript, javascript, json, bash, shell, html, vue, xml, css, scss, kotlin, swift, dart, ruby, python, yaml, sql, diff, plaintext)',
    ],
    ['a picture without alt text', '![](/images/wolf-howling.svg)', 'A picture needs alt text: describe what it shows'],
    [
      'a picture that is not a file under public/',
      '![A chart](/images/blog/missing.png)',
      'No picture at "/images/blog/missing.png": name a picture file by its path in public/ (/images/blog/name.png)',
    ],
    [
      'a picture path that climbs out of public/',
      '![The manifest](/../package.json)',
      'No picture at "/../package.json": name a picture file by its path in public/ (/images/blog/name.png)',
    ],
    [
      'a picture inside a sentence',
      'See ![A wolf](/images/wolf-howling.svg) here.',
      'A picture stands alone in its paragraph, a blank line before and after',
    ],
    [
      'a decorative figure with alt text',
      '{% figure src="/images/wolf-howling.svg" alt="A wolf" decorative=true /%}',
      'A decorative picture has no alt text: remove alt, or decorative if it shows something',
    ],
    [
      'a figure without alt text that is not decorative',
      '{% figure src="/images/wolf-howling.svg" /%}',
      'A picture needs alt text: describe what it shows',
    ],
    [
      'an unknown site fact',
      'We are {% fact name="headcount" /%} people.',
      `Unknown fact "headcount" (one of: ${[
        'name',
        'city',
        'country',
        'foundedYear',
        'founding.place',
        'firstMobileYear',
        'internship.since',
        'internship.length',
        'deviceLab',
        'packSize',
        'replyWithin.enquiry',
        'replyWithin.application',
        'developerClaim',
        'award.title',
        'award.year',
      ].join(', ')})`,
    ],
    [
      'an unknown price fact',
      'From {% price fact="cheap" /%}.',
      `Unknown price fact "cheap" (one of: ${Object.keys(pricing.facts).join(', ')})`,
    ],
    [
      'a javascript: link',
      '[Click](javascript:alert(1))',
      'Link "javascript:alert(1)": a link goes to a path on this site (/services), an http(s) address or a mailto: address',
    ],
    [
      'a relative link',
      '[Services](services)',
      'Link "services": a link goes to a path on this site (/services), an http(s) address or a mailto: address',
    ],
    [
      'a link to another host without a scheme',
      '[Elsewhere](//example.com)',
      'Link "//example.com": a link goes to a path on this site (/services), an http(s) address or a mailto: address',
    ],
    ['a horizontal rule', '---', 'Horizontal rules (---) are not supported in a body: start a new part with a heading'],
    ['strikethrough', '~~gone~~', 'Strikethrough (~~text~~) is not supported in a body'],
    [
      'a variable',
      'From {% $pricing.mvpFrom %}.',
      'Variables and functions ({% $name %}) are not supported in a body: quote a figure with {% price fact="…" /%} or {% fact name="…" /%}',
    ],
    [
      'an id of its own',
      '## Costs {% #costs %}',
      'Ids and classes ({% #id %}, {% .class %}) are not supported in a body: the site sets them',
    ],
    ["Markdoc's default if tag", '{% if true %}\nShown.\n{% /if %}', "Undefined tag: 'if'"],
    [
      'a callout of an unknown type',
      '{% callout type="danger" %}\nCareful.\n{% /callout %}',
      'Attribute \'type\' must match one of ["note","tip","warning"]. Got \'danger\' instead.',
    ],
  ])('refuses %s, naming its line', (_, line, message) => {
    expect(bodyErrors(body('', line))).toEqual([{ line: 4, message }]);
  });

  it('names every problem of a body, each on its own line', () => {
    expect(bodyErrors(body('# Title', '', '[x](javascript:void(0))')).map(({ line }) => line)).toEqual([3, 5]);
  });

  it('keeps a code sample as written: a tag inside one is code, not a tag', () => {
    const source = body('```vue', '<p>{% if $draft %}Draft{% /if %} {% price fact="nope" /%}</p>', '```');
    expect(bodyErrors(source)).toEqual([]);
    expect(textOf(transformBody(source))).toBe(
      'Intro words.<p>{% if $draft %}Draft{% /if %} {% price fact="nope" /%}</p>',
    );
  });
});

describe('bodyHeadings', () => {
  it('lists the headings with unique ids, facts expanded, in order', () => {
    const source = body(
      '## Costs',
      '',
      '### What drives them',
      '',
      '## Costs',
      '',
      '## From {% price fact="mvpFrom" /%}',
    );
    expect(bodyHeadings(source)).toEqual([
      { id: 'costs', text: 'Costs', level: 2 },
      { id: 'what-drives-them', text: 'What drives them', level: 3 },
      { id: 'costs-2', text: 'Costs', level: 2 },
      { id: 'from-eur-40-000', text: `From ${pricing.facts.mvpFrom}`, level: 2 },
    ]);
  });

  it('gives the rendered headings the same ids', () => {
    const ids = JSON.stringify(transformBody(body('## Costs', '', '## Costs')));
    expect(ids).toContain('"id":"costs"');
    expect(ids).toContain('"id":"costs-2"');
  });
});

describe('bodyText', () => {
  const source = body(
    '## Plan',
    '',
    'Internships last {% fact name="internship.length" /%}, and `npm test` runs them.',
    '',
    '```ts',
    'const hidden = true;',
    '```',
    '',
    '![A wolf](/images/wolf-howling.svg "The pack at night")',
    '',
    '{% callout type="note" title="Mind this" %}',
    'Inside.',
    '{% /callout %}',
  );

  it('holds the words a reader sees, facts expanded, code samples left out', () => {
    expect(bodyText(source)).toBe(
      [
        'Intro words.',
        'Plan',
        `Internships last ${site.internship.length}, and npm test runs them.`,
        'The pack at night',
        'Mind this',
        'Inside.',
      ].join('\n\n'),
    );
  });

  it('counts for reading time', () => {
    expect(wordCount(bodyText(source))).toBe(19);
    expect(readingMinutes(wordCount(bodyText(body(Array.from({ length: 660 }, () => 'word').join(' ')))))).toBe(3);
  });
});

describe('bodyLinks', () => {
  it('lists every link with its line, for the caller to check site paths', () => {
    expect(
      bodyLinks(body('See [services](/services) and [us](https://example.com).', '', '[Mail](mailto:hi@example.com)')),
    ).toEqual([
      { href: '/services', line: 3 },
      { href: 'https://example.com', line: 3 },
      { href: 'mailto:hi@example.com', line: 5 },
    ]);
  });
});

describe('transformBody', () => {
  it('refuses an invalid body, naming each problem and its line', () => {
    expect(() => transformBody(body('# Title'))).toThrow(
      "Invalid Markdoc body: line 3: Headings in a body are level 2 (##) or 3 (###); the title is the page's only level 1",
    );
  });
});

describe('parseBody', () => {
  it('returns the Markdoc tree with the lines of each node', () => {
    const [, heading] = parseBody(body('## Costs')).children;
    expect(heading?.type).toBe('heading');
    expect(heading?.lines[0]).toBe(2);
  });
});

describe('highlight', () => {
  it('names a language by its label, short names too, and no unlisted one', () => {
    expect(codeLanguageLabel('ts')).toBe('TypeScript');
    expect(codeLanguageLabel('text')).toBe('plain text');
    expect(codeLanguageLabel('vue')).toBe('Vue');
    expect(codeLanguageLabel('rust')).toBeUndefined();
  });

  it('gives classed spans around the code, unescaped', () => {
    expect(JSON.parse(JSON.stringify(highlight('a < "b"', 'js')))).toEqual([
      'a < ',
      { $$mdtype: 'Tag', name: 'span', attributes: { class: 'c-string' }, children: ['"b"'] },
    ]);
  });
});
