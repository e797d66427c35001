import PullQuote from '@/components/blocks/PullQuote';
import type { Block } from '@/content/schemas';
import { tableOfContents } from '@/lib/blocks';
import styles from './index.module.scss';

/** Renders content blocks as HTML at build time; headings get the anchor ids of the table of contents. */
export default function RichText({ blocks }: { blocks: readonly Block[] }) {
  const headingIds = tableOfContents(blocks).map((entry) => entry.id);
  let heading = 0;
  return (
    <div className={styles.prose}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading': {
            const id = headingIds[heading++];
            return block.level === 2 ? (
              <h2 key={index} id={id}>
                {block.text}
              </h2>
            ) : (
              <h3 key={index} id={id}>
                {block.text}
              </h3>
            );
          }
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            );
          }
          case 'quote':
            return (
              <PullQuote key={index} cite={block.cite}>
                <p>{block.text}</p>
              </PullQuote>
            );
        }
      })}
    </div>
  );
}
