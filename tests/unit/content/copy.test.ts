import { describe, expect, it } from 'vitest';
import { pricing } from '@/content/pricing';
import { projects } from '@/content/projects';
import { site } from '@/content/site';
import { allCopy, type CopyString } from './allCopy';

/** Copy a visitor reads: paths, slugs and file names are left out. */
const prose = allCopy.filter(({ where }) => !/\.(src|slug|id|section|href|path|hex)$/.test(where));

/** Every sentence of every string, with where it came from. */
const sentences: CopyString[] = prose.flatMap(({ where, text }) =>
  text.split(/(?<=[.!?])\s+(?=[A-Z])/).map((sentence) => ({ where, text: sentence })),
);

const matching = (pattern: RegExp) => sentences.filter(({ text }) => pattern.test(text));
const show = (found: CopyString[]) => found.map(({ where, text }) => `${where}: ${text}`);

/**
 * American spellings (and words) with their British forms: the locale is en_GB. Proper nouns and code
 * identifiers that keep the American form ("Apple Developer Program", the HTTP Authorization header)
 * are listed in ALLOWED.
 */
const AMERICAN: [RegExp, string][] = [
  [
    /\b(optimiz|organiz|prioritiz|recogniz|customiz|realiz|standardiz|normaliz|categoriz|minimiz|maximiz|summariz|visualiz|analyz|personaliz|authoriz|utiliz|centraliz|specializ|finaliz|emphasiz|synchroniz|internationaliz|localiz|moderniz|stabiliz|criticiz|monetiz|digitiz|anonymiz|sanitiz|initializ|capitaliz|characteriz|generaliz|apologiz)\w*/i,
    '-ise / -yse',
  ],
  [/\b(colors?|colored|colorful|favor\w*|behavior\w*|honor\w*|labor|neighbor\w*|humor|flavor\w*)\b/i, '-our'],
  [/\b(center|centers|centered|theater|liter|fiber)\b/i, '-re'],
  [/\b(defense|offense)\b/i, '-ence'],
  [/\b(a|the|its|your|our|software|open-source) license\b/i, 'licence (noun)'],
  [/\b(program|programs)\b/i, 'programme (except a computer program)'],
  [/\b(catalog|catalogs|enroll|enrollment|fulfill|skillful|installment)\b/i, 'British spelling'],
  [/\b(traveled|traveling|canceled|canceling|modeled|modeling|labeled|labeling|signaling|counseling)\b/i, 'double l'],
  [/\b(gray|jewelry|artifacts?|aluminum|pediatric\w*)\b/i, 'British spelling'],
  [/\bpercent\b/i, 'per cent'],
  [/\b(toward|afterward|gotten)\b/i, 'towards / afterwards / got'],
  [/\b(vacation|apartment|cell phone|semester|math)\b/i, 'holiday / flat / mobile / term / maths'],
];
const ALLOWED = [/Apple Developer Program/g, /Authorization header/g];

describe('copy in content/', () => {
  it('has no interpolation left unresolved', () => {
    expect(show(prose.filter(({ text }) => text.includes('${')))).toEqual([]);
  });

  it('uses British spelling everywhere', () => {
    const found = prose.flatMap(({ where, text }) => {
      const cleaned = ALLOWED.reduce((current, allowed) => current.replace(allowed, ''), text);
      return AMERICAN.filter(([pattern]) => pattern.test(cleaned)).map(
        ([pattern, british]) => `${where}: "${cleaned.match(pattern)?.[0]}" (${british})`,
      );
    });
    expect(found).toEqual([]);
  });
});

describe('facts stated once (site.ts, pricing.ts) and repeated by no other figure', () => {
  const { facts } = pricing;

  it('states one maintenance starting price', () => {
    const statements = matching(/\b(maintenance|retainers?|plans)\b.*\b(start|from)\b.*EUR [\d,]+.*(a|per) month/i);
    expect(statements.length).toBeGreaterThanOrEqual(4);
    const [amount] = facts.maintenanceFrom.match(/EUR [\d,]+/) ?? [];
    expect(show(statements.filter(({ text }) => !text.match(/EUR [\d,]+/)?.[0].startsWith(amount!)))).toEqual([]);
  });

  it('states one maintenance budget rule of thumb', () => {
    const statements = matching(/per cent of the (original )?build cost/i);
    expect(statements.length).toBeGreaterThanOrEqual(3);
    expect(show(statements.filter(({ text }) => !text.includes(facts.maintenanceShare)))).toEqual([]);
  });

  it('states one discovery length and one discovery fee', () => {
    const lengths = matching(
      /(\w+-week (product )?discovery|weeks? of discovery|(discovery|workshops)[^.]*\b(\w+ to \w+|one|two|three|four|\d+) weeks?)/i,
    );
    expect(lengths.length).toBeGreaterThanOrEqual(5);
    expect(show(lengths.filter(({ text }) => !text.includes(facts.discoveryDuration)))).toEqual([]);
    const fees = matching(/discovery[^.]{0,40}EUR|EUR [\d,]+( to EUR [\d,]+)?[^.]{0,25}discovery/i);
    expect(fees.length).toBeGreaterThanOrEqual(4);
    expect(show(fees.filter(({ text }) => !text.includes(facts.discoveryFee)))).toEqual([]);
  });

  it('states one range of blended rates', () => {
    const statements = matching(/blended rates?\b[^.]*EUR/i);
    expect(statements.length).toBeGreaterThanOrEqual(3);
    const [low, high] = (facts.blendedRate.match(/\d+/g) ?? []).map(Number);
    const outside = statements.filter(({ text }) => {
      if (text.includes(facts.blendedRate)) return false;
      const figures = [...text.matchAll(/EUR (\d+) per hour/g)].map((match) => Number(match[1]));
      return figures.length !== 1 || figures[0]! < low! || figures[0]! > high!;
    });
    expect(show(outside)).toEqual([]);
  });

  it('states one starting price for a first release', () => {
    const statements = matching(
      /\b(MVPs?|first release|focused PWA)\b[^.]*\b(starts? at|from|between|costs)\b[^.]*EUR/i,
    ).filter(({ text }) => !/Regulated MVP|^Design for/.test(text)); // a regulated build and design alone are priced apart
    expect(statements.length).toBeGreaterThanOrEqual(3);
    expect(show(statements.filter(({ text }) => !text.includes(facts.mvpFrom)))).toEqual([]);
  });

  it('states one saving for a cross-platform build against two native apps', () => {
    const statements = matching(
      /per cent (less|cheaper)\b[^.]*native apps|native apps[^.]*\bsaves?\b[^.]*per cent|saves [^.]*per cent compared with two native/i,
    );
    expect(statements.length).toBeGreaterThanOrEqual(4);
    expect(show(statements.filter(({ text }) => !text.includes(facts.crossPlatformSaving)))).toEqual([]);
  });

  it('gives one founding year, place and team', () => {
    const years = matching(
      /\b(founded|co-founded|started in|started the company|company began)\b[^.]*\b(19|20)\d\d\b/i,
    );
    expect(years.length).toBeGreaterThanOrEqual(3);
    expect(show(years.filter(({ text }) => !text.includes(String(site.foundedYear))))).toEqual([]);
    const places = matching(/\b(started the company|started taking on work|founded)\b/i).filter(({ text }) =>
      /\b(flat|room|office|neighbourhood)\b/i.test(text),
    );
    expect(places.length).toBeGreaterThanOrEqual(2);
    expect(show(places.filter(({ text }) => !text.includes(site.founding.place)))).toEqual([]);
    expect(show(matching(/\b(Marasti|above a bakery|handful of engineers)\b/i))).toEqual([]);
  });

  it('dates the first mobile apps and the internship programme once', () => {
    const mobile = matching(/\b(mobile apps|shipping apps|iPad and Apple Watch apps)\b[^.]*\bsince (19|20)\d\d\b/i);
    expect(mobile.length).toBeGreaterThanOrEqual(2);
    expect(show(mobile.filter(({ text }) => !text.includes(`since ${site.firstMobileYear}`)))).toEqual([]);
    const internship = matching(/\binternship\b/i).filter(
      ({ text }) => /\b(since|started|began)\b/i.test(text) && /\b(19|20)\d\d\b/.test(text),
    );
    expect(internship.length).toBeGreaterThanOrEqual(3);
    expect(show(internship.filter(({ text }) => !text.includes(String(site.internship.since))))).toEqual([]);
    const lengths = matching(/\b\w+-week (paid )?(summer )?internship|internship of \w+ weeks/i);
    expect(lengths.length).toBeGreaterThanOrEqual(3);
    expect(show(lengths.filter(({ text }) => !text.includes(site.internship.length)))).toEqual([]);
  });

  it('says the same thing about who the 70+ are: developers, with designers and testers beside them', () => {
    const count = String(site.developerCount);
    const claims = matching(new RegExp(`\\b${count}\\+|\\b${count} (developers|engineers|people)|\\bseventy\\b`, 'i'));
    expect(claims.length).toBeGreaterThanOrEqual(8);
    const developersOnly = new RegExp(`\\b${count}\\+? developers\\b(?!,? (designers|testers|and designers))`);
    expect(show(claims.filter(({ text }) => !developersOnly.test(text)))).toEqual([]);
  });

  it('sizes the device lab once', () => {
    const statements = matching(/\b(device lab|test phones|phones and tablets)\b/i).filter(({ text }) =>
      /\d|fourteen|dozen/i.test(text),
    );
    expect(statements.length).toBeGreaterThanOrEqual(3);
    expect(show(statements.filter(({ text }) => !text.includes(site.deviceLab)))).toEqual([]);
  });

  it('promises one reply time for enquiries and one for applications', () => {
    const promises = matching(
      /\b(reply|replies|hear back|hear from us)\b[^.]*\bwithin\b|\bwithin\b[^.]*\b(reply|replies|hear back)\b/i,
    );
    expect(promises.length).toBeGreaterThanOrEqual(6);
    const { enquiry, application } = site.replyWithin;
    const other = promises
      .filter(({ where }) => !where.startsWith('pages.privacy.')) // a data request's legal deadline, not an enquiry
      .filter(({ text }) => ![enquiry, application].some((time) => new RegExp(`within ${time}`, 'i').test(text)));
    expect(show(other)).toEqual([]);
  });

  it('sizes a pack once, and a typical pack fits that size', () => {
    const number = '(two|three|four|five|six|seven|eight|nine|ten)';
    const sizes = matching(new RegExp(`\\b${number} to ${number} people\\b`, 'i'));
    expect(sizes.length).toBeGreaterThanOrEqual(3);
    expect(show(sizes.filter(({ text }) => !text.includes(`${site.packSize} people`)))).toEqual([]);
    const words = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
    const [min, max] = site.packSize.split(' to ').map((word) => words.indexOf(word) + 1);
    const typical = matching(/\bA typical pack of (\w+)/);
    expect(typical).toHaveLength(1);
    const size = words.indexOf(/\bA typical pack of (\w+)/.exec(typical[0]!.text)![1]!) + 1;
    expect(size).toBeGreaterThanOrEqual(min!);
    expect(size).toBeLessThanOrEqual(max!);
  });

  it('dates the award once', () => {
    const statements = matching(/\b(award|jury)\b[^.]{0,60}\b20\d\d\b|\b20\d\d\b[^.]{0,60}\b(award|jury)/i);
    expect(statements.length).toBeGreaterThanOrEqual(3);
    expect(show(statements.filter(({ text }) => !text.includes(String(site.award.year))))).toEqual([]);
  });
});

describe('client facts quoted outside a case study', () => {
  const own = new Map(
    projects.all.map((project) => [
      project.title,
      allCopy
        .filter(({ where }) => where.startsWith(`projects/${project.slug}.`))
        .map(({ text }) => text)
        .join(' '),
    ]),
  );

  it.each(projects.all.map((project) => [project.title, project.slug] as const))(
    'match the %s case study',
    (title, slug) => {
      const quoted = sentences.filter(
        ({ where, text }) => !where.startsWith(`projects/${slug}.`) && new RegExp(`\\b${title}\\b`).test(text),
      );
      const unknown = quoted.flatMap(({ where, text }) => {
        // A sentence may name several clients: a figure must come from one of their case studies.
        const sources = [...own].filter(([name]) => new RegExp(`\\b${name}\\b`).test(text)).map(([, copy]) => copy);
        return [...text.matchAll(/\d[\d,.]*\d|\d/g)]
          .map((match) => match[0])
          .filter((figure) => !/^20\d\d$/.test(figure) && !sources.some((copy) => copy.includes(figure)))
          .map((figure) => `${where}: ${figure} in "${text}"`);
      });
      expect(unknown).toEqual([]);
    },
  );
});
