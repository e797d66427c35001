import type { ReactNode } from 'react';
import Image from 'next/image';
import SiteLink from '@/components/ui/SiteLink';
import { entryRoute, type EntryParams } from '@/app/(site)/_routing/pageRoutes';
import CtaBanner from '@/components/ui/CtaBanner';
import PageHero from '@/components/layout/PageHero';
import RelatedProjects from '@/components/blocks/RelatedProjects';
import ProjectScreens from '@/components/blocks/ProjectScreens';
import Section from '@/components/layout/Section';
import ShareBar from '@/components/ui/ShareBar';
import Stats from '@/components/blocks/Stats';
import TagList from '@/components/blocks/TagList';
import TechnologyTags from '@/components/blocks/TechnologyTags';
import { industries } from '@/content/industries';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { technologies } from '@/content/technologies';
import { entryPages } from '@/lib/collections';
import { formatProjectDuration } from '@/lib/projectDuration';
import { industryPath, projectPath, servicePath } from '@/lib/routes';
import styles from './page.module.scss';

const route = entryRoute(entryPages.projects);

export const dynamicParams = false;
export const generateStaticParams = route.staticParams;
export const generateMetadata = route.metadata;

export default async function Page({ params }: { params: EntryParams }) {
  const project = await route.fromParams(params);
  const from = `project ${project.slug}`;
  const industry = industries.get(project.industry, from);
  const others = projects.all.filter((p) => p.slug !== project.slug).slice(0, 3);

  return (
    <>
      <PageHero
        eyebrow={project.client}
        title={project.title}
        intro={<p>{project.tagline}</p>}
        crumbs={route.crumbs(project)}
        aside={
          <Image
            src={project.image.src}
            alt={project.image.alt}
            width={project.image.width}
            height={project.image.height}
            preload
            fetchPriority="high"
            sizes="(min-width: 48rem) 40vw, 92vw"
          />
        }
      />
      <div className={styles.lead}>
        <p className={styles.summary}>{project.summary}</p>
        <ShareBar kind="project" path={projectPath(project.slug)} {...project.seo} />
      </div>

      <Section title="The challenge" tone="white">
        <StoryWithAside paragraphs={project.challenge} asideLabel="Project facts" asideSurface="moon">
          <dl className={styles.factList}>
            <div>
              <dt>Client</dt>
              <dd>
                {/* The client's own logo, its name as alt text (an SVG is served as it is, a PNG or WebP resized). */}
                <Image
                  src={project.logo.src}
                  alt={project.logo.alt}
                  width={project.logo.width}
                  height={project.logo.height}
                  sizes="10rem"
                  className={styles.clientLogo}
                />
              </dd>
            </div>
            <div>
              <dt>Industry</dt>
              <dd>
                <SiteLink href={industryPath(industry.slug)}>{industry.name}</SiteLink>
              </dd>
            </div>
            <div>
              <dt>Platforms</dt>
              <dd>{project.platforms.join(', ')}</dd>
            </div>
            <div>
              <dt>Launched</dt>
              <dd>{project.year}</dd>
            </div>
            <div>
              <dt>Duration</dt>
              <dd>{formatProjectDuration(project.duration, project.year)}</dd>
            </div>
          </dl>
        </StoryWithAside>
      </Section>

      <Section title="The solution" tone="moon">
        <StoryWithAside paragraphs={project.solution} asideLabel="Services and technologies" asideSurface="white">
          <TagList
            label="Services"
            items={services.resolve(project.services, from).map((s) => ({ label: s.name, href: servicePath(s) }))}
          />
          <TechnologyTags technologies={technologies.resolve(project.technologies, from)} />
        </StoryWithAside>
      </Section>

      {project.screens.length > 0 && (
        <Section title="Screens" tone="white">
          <ProjectScreens screens={project.screens} />
        </Section>
      )}

      <Section title="design elements" tone="white">
        <div className={styles.design}>
          <div>
            <h3>Palette</h3>
            <ul className={styles.palette}>
              {project.designElements.palette.map((colour) => (
                <li key={colour.hex}>
                  <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
                    <rect width="48" height="48" rx="12" fill={colour.hex} />
                  </svg>
                  <span>
                    {colour.name}
                    <br />
                    <code>{colour.hex.toUpperCase()}</code>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3>Typography</h3>
            <ul className={styles.typography}>
              {project.designElements.typography.map((type) => (
                <li key={type.family}>
                  <strong>{type.family}</strong> {type.usage}
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.notes}>
            <h3>Design decisions</h3>
            {project.designElements.notes.map((note) => (
              <p key={note}>{note}</p>
            ))}
          </div>
        </div>
      </Section>

      <Section title="Results" tone="night">
        <Stats items={project.results} />
        {project.testimonial && (
          <figure className={styles.testimonial}>
            <blockquote>
              <p>{project.testimonial.quote}</p>
            </blockquote>
            <figcaption>
              {project.testimonial.name}, {project.testimonial.role}
            </figcaption>
          </figure>
        )}
      </Section>

      <RelatedProjects title="More projects" projects={others} />
      <CtaBanner />
    </>
  );
}

type StoryWithAsideProps = {
  paragraphs: readonly string[];
  asideLabel: string;
  /** The aside's surface: the other tone of the section it stands in. */
  asideSurface: 'moon' | 'white';
  children: ReactNode;
};

/** A part of the story with its facts beside it from a laptop's width, so the text keeps its measure. */
function StoryWithAside({ paragraphs, asideLabel, asideSurface, children }: StoryWithAsideProps) {
  return (
    <div className={styles.withAside}>
      <div className={styles.prose}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <aside aria-label={asideLabel} className={styles.aside} data-surface={asideSurface}>
        {children}
      </aside>
    </div>
  );
}
