import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import ClientLogos from '@/components/cards/ClientLogos';
import RecognitionList from '@/components/cards/RecognitionList';
import Button from '@/components/ui/Button';
import CtaBanner from '@/components/ui/CtaBanner';
import JsonLd from '@/components/blocks/JsonLd';
import PageHero from '@/components/layout/PageHero';
import IndustryCards from '@/components/cards/IndustryCards';
import BlogPostCards from '@/components/cards/BlogPostCards';
import ProjectCards from '@/components/cards/ProjectCards';
import Section from '@/components/layout/Section';
import ServiceCards from '@/components/cards/ServiceCards';
import Stats from '@/components/blocks/Stats';
import TechnologyTags from '@/components/blocks/TechnologyTags';
import TeamGrid from '@/components/cards/TeamGrid';
import AppsUnderTheMoon from '@/components/artwork/AppsUnderTheMoon';
import { blogPosts } from '@/content/blog';
import { industries } from '@/content/industries';
import { openJobs } from '@/content/jobs';
import { projects } from '@/content/projects';
import { recognition } from '@/content/recognition';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { teamMembers } from '@/content/team';
import { technologies } from '@/content/technologies';
import { config } from '@/lib/config';
import { brandedTitle } from '@/lib/metadata';
import { pagePaths } from '@/lib/routes';
import { organization } from '@/lib/structuredData';
import styles from './home.module.scss';

const route = staticRoute(pagePaths.home);
// The layout's title template applies to nested pages only, so home brands its title itself.
export const metadata = { ...route.metadata, title: { absolute: brandedTitle(route.page.seo.title) } };

export default function Home() {
  const featured = projects.all.filter((project) => project.featured).slice(0, 3);
  const { awards, certifications } = recognition();
  return (
    <>
      <JsonLd data={organization(site, config.siteUrl, awards)} />
      <PageHero
        eyebrow={`${site.name} · ${site.city}, ${site.country}`}
        title="Web and mobile apps, built by a pack that hunts together"
        intro={
          <p>
            {site.developerClaim}, with designers and testers of our own, taking a product from the first workshop to
            the App Store and keeping it healthy long after launch.
          </p>
        }
        aside={<AppsUnderTheMoon />}
      >
        <Button link={pagePaths.contact} text="Let's Hunt Together!" variant="sunset" />
        <Button link={pagePaths.projects} text="See Our work" variant="white" />
      </PageHero>

      <Section title="partners who trust us" tone="moon">
        {/* The footer leaves its awards and certifications out on a page that shows them (components/layout/Footer). */}
        <div className={styles.trust} data-page-recognition>
          <ClientLogos title="Clients" projects={projects.all} headingLevel="h3" />
          <RecognitionList title="Awards" items={awards} issuerLabel="Given by" headingLevel="h3" />
          <RecognitionList title="Certifications" items={certifications} issuerLabel="Certified by" headingLevel="h3" />
        </div>
      </Section>

      <Section
        title="What we do"
        intro={<p>Strategy, design, engineering and quality for products that have to work on day one.</p>}
        tone="white"
        action={<Button link={pagePaths.services} text="All services" variant="white-midnight" />}
      >
        <ServiceCards services={services.all.filter((service) => !service.parent)} />
      </Section>

      <Section
        title="Featured projects"
        intro={<p>A few of the apps we designed, built and still look after with our partners.</p>}
        tone="moon"
        action={<Button link={pagePaths.projects} text="view all apps" variant="white-midnight" />}
      >
        <ProjectCards projects={featured} />
      </Section>

      <Section
        title="Industries we know"
        tone="white"
        action={<Button link={pagePaths.industries} text="All industries" variant="white-midnight" />}
      >
        <IndustryCards industries={industries.all} />
      </Section>

      <Section
        title="Technologies we build with"
        tone="night"
        action={<Button link={pagePaths.technologies} text="All technologies" variant="white" />}
      >
        <TechnologyTags technologies={technologies.all} />
      </Section>

      <Section title={`A pack of ${site.developerClaim}`} tone="moon">
        <div className={styles.numbers}>
          <Stats
            items={[
              { value: `${site.developerCount}+`, label: `developers in ${site.city}` },
              { value: String(site.foundedYear), label: 'the year the pack started hunting' },
              { value: String(site.award.year), label: site.award.title },
            ]}
          />
          <p className={styles.award}>{site.award.body}</p>
        </div>
      </Section>

      <Section
        title="Meet some of the pack"
        tone="white"
        action={<Button link={pagePaths.team} text="See The Team" variant="white-midnight" />}
      >
        <TeamGrid members={teamMembers.all.slice(0, 4)} />
      </Section>

      <Section
        title="Open positions"
        intro={
          <p>
            {openJobs().length} roles open in {site.city} right now, from internships to lead positions.
          </p>
        }
        tone="night"
      >
        <Button link={pagePaths.jobs} text="View Open Positions" variant="sunset" />
      </Section>

      <Section
        title="Latest from the blog"
        tone="moon"
        action={<Button link={pagePaths.blog} text="All articles" variant="white-midnight" />}
      >
        <BlogPostCards posts={blogPosts.all.slice(0, 3)} />
      </Section>

      <CtaBanner />
    </>
  );
}
