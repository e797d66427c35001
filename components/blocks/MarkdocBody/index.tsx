import Markdoc from '@markdoc/markdoc';
import { createElement, Fragment } from 'react';
import PullQuote from '@/components/blocks/PullQuote';
import SiteLink from '@/components/ui/SiteLink';
import { transformBody } from '@/lib/markdoc';
import type { BodyComponent } from '@/lib/markdoc/config';
import Callout from './Callout';
import Fence from './Fence';
import Figure from './Figure';
import Table from './Table';
import styles from './index.module.scss';

const components = { Callout, Fence, Figure, Quote: PullQuote, SiteLink, Table } satisfies Record<
  BodyComponent,
  unknown
>;

/**
 * A Markdoc body (a post's, a press item's) rendered on the server at build: code comes highlighted and
 * pictures measured, so the page ships no script for it. Headings carry the ids bodyHeadings lists.
 */
export default function MarkdocBody({ source }: { source: string }) {
  return (
    <div className={styles.prose}>
      {Markdoc.renderers.react(transformBody(source), { createElement, Fragment }, { components })}
    </div>
  );
}
