import { describe, expect, it } from 'vitest';
import { blogPosts } from '@/content/blog';
import { projects } from '@/content/projects';
import { staticPages } from '@/content/staticPages';
import { pagePaths } from '@/lib/routes';
import { searchableHtml } from '@/lib/search/html';
import { searchRecords, type SearchRecord } from '@/lib/search/records';
import { indexablePages } from '@/lib/siteMap';

const records = searchRecords();
const byPath = new Map(records.map((record) => [record.path, record]));

describe('searchRecords', () => {
  it('holds every page search engines index except the human sitemap, each once', () => {
    expect(records.map((record) => record.path).sort()).toEqual(
      indexablePages()
        .map((page) => page.path)
        .filter((path) => path !== pagePaths.sitemap)
        .sort(),
    );
    expect(new Set(records.map((record) => record.path)).size).toBe(records.length);
  });

  it('leaves out the noindex pages: the confirmations, the application form and the search page', () => {
    const noindex = staticPages.filter((page) => page.noindex).map((page) => page.path);
    expect(noindex).toEqual(
      expect.arrayContaining([pagePaths.applySuccess, pagePaths.contactSuccess, pagePaths.apply, pagePaths.search]),
    );
    for (const path of [...noindex, pagePaths.sitemap, '/404']) expect(byPath.has(path)).toBe(false);
  });

  it('names each page as the site does and gives it its family', () => {
    expect(byPath.get('/technologies/react-native')).toEqual({
      path: '/technologies/react-native',
      title: 'React Native',
      family: 'Technology',
      industries: [],
      technologies: ['React Native'],
    });
    expect(byPath.get('/jobs/senior-react-native-developer')).toMatchObject({
      title: 'Senior React Native Developer',
      family: 'Job',
      industries: [],
    });
    expect(byPath.get('/jobs/senior-react-native-developer')!.technologies).toContain('React Native');
    expect(byPath.get(pagePaths.home)).toMatchObject({ title: 'Home', family: 'Company' });
    expect(byPath.get(pagePaths.contact)).toMatchObject({ title: 'Get in touch', family: 'Company' });
    expect(byPath.get(pagePaths.projects)).toMatchObject({ family: 'Project' });
    expect(byPath.get(pagePaths.pricing)).toMatchObject({ family: 'Service' });
    expect(byPath.get(pagePaths.authors)).toMatchObject({ family: 'Post' });
  });

  it('filters projects by their industry and technologies, by name', () => {
    const project = projects.all[0]!;
    const record = byPath.get(`/projects/${project.slug}`)!;
    expect(record.family).toBe('Project');
    expect(record.industries).toHaveLength(1);
    expect(record.technologies).toHaveLength(project.technologies.length);
    expect(record.technologies.every((name) => /^[A-Z]/.test(name) && !name.includes('-'))).toBe(true);
  });

  it('gives posts and authors no industry or technology: the content does not say', () => {
    const post = byPath.get(`/blogposts/${blogPosts.all[0]!.slug}`)!;
    expect(post).toMatchObject({ family: 'Post', industries: [], technologies: [] });
  });
});

const record: SearchRecord = {
  path: '/projects/ledgerly',
  title: 'Ledgerly & <co>',
  family: 'Project',
  industries: ['Fintech'],
  technologies: ['React Native', 'Node.js'],
};

describe('searchableHtml', () => {
  const page =
    '<html><head><title>x</title></head><body class="b"><header>menu</header><main id="main"><h1>Hi</h1></main></body></html>';

  it('indexes only <main>, as it is, and adds the title, family and filters, escaped, outside it', () => {
    const html = searchableHtml(page, record);
    expect(html).toContain('<main data-pagefind-body id="main"><h1>Hi</h1></main>');
    expect(html).toContain(
      '<body class="b"><div hidden>' +
        '<span data-pagefind-meta="title">Ledgerly &amp; &lt;co&gt;</span>' +
        '<span data-pagefind-meta="family">Project</span>' +
        '<span data-pagefind-filter="family">Project</span>' +
        '<span data-pagefind-filter="industry">Fintech</span>' +
        '<span data-pagefind-filter="technology">React Native</span>' +
        '<span data-pagefind-filter="technology">Node.js</span>' +
        '</div><header>',
    );
  });

  it("leaves out an h1 that only repeats the page's name, so the excerpt starts with the page's own words", () => {
    const named = page.replace('<h1>Hi</h1>', '<h1 class="t">Ledgerly &amp; &lt;CO&gt;</h1><p>A budgeting app.</p>');
    expect(searchableHtml(named, record)).toContain(
      '<h1 data-pagefind-ignore="all" class="t">Ledgerly &amp; &lt;CO&gt;</h1><p>A budgeting app.</p>',
    );
    const headline = page.replace('<h1>Hi</h1>', '<h1>Ledgerly, budgets for small shops</h1>');
    expect(searchableHtml(headline, record)).toContain('<h1>Ledgerly, budgets for small shops</h1>');
  });

  it('refuses a page without <main>', () => {
    expect(() => searchableHtml('<html><body><div>x</div></body></html>', record)).toThrow(/no <main>/);
  });
});
