import type { ReactNode } from 'react';
import CopyLink from '@/components/ui/CopyLink';
import SharePopups from '@/components/ui/SharePopups';
import { config } from '@/lib/config';
import { notSearchedProps } from '@/lib/search/html';
import { SHARE_NETWORK_LABELS, shareUrl, shareVerb, type ShareNetwork } from '@/lib/share';
import { openMode } from '@/lib/share/popup';
import { absoluteUrl } from '@/lib/urls';
import styles from './index.module.scss';

/** What each kind of page offers: the networks its readers use, business first. */
const BARS = {
  article: {
    heading: 'Share this article',
    networks: ['linkedin', 'twitter', 'facebook', 'email'],
  },
  project: {
    heading: 'Share this case study',
    networks: ['linkedin', 'twitter', 'facebook', 'email'],
  },
  // Job seekers pass roles on to friends in chats as much as on LinkedIn.
  job: {
    heading: 'Know someone who would fit? Share this role',
    networks: ['linkedin', 'whatsapp', 'facebook', 'email'],
  },
} as const satisfies Record<string, { heading: string; networks: readonly ShareNetwork[] }>;

export type ShareBarKind = keyof typeof BARS;

type ShareBarProps = {
  kind: ShareBarKind;
  /** Site-relative path of the page; the shared link is its canonical URL. */
  path: string;
  /** The page's title and description, as in its metadata. */
  title: string;
  description: string;
};

/**
 * The share links of a post, project or job. Every link is built here, on the server, and is a plain
 * link that works without JavaScript (web networks in a new tab, email in the mail app). In the browser
 * a small listener opens web networks in a centred popup instead, and "Copy link" appears.
 */
export default function ShareBar({ kind, path, title, description }: ShareBarProps) {
  const { heading, networks } = BARS[kind];
  const url = absoluteUrl(config.siteUrl, path);
  const headingId = `share-${kind}-title`;

  return (
    <section className={styles.bar} aria-labelledby={headingId} {...notSearchedProps}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <SharePopups>
        <ul className={styles.list}>
          {networks.map((network) => {
            const href = shareUrl(network, { url, title, description });
            const popup = openMode(href) === 'popup';
            return (
              <li key={network}>
                <a
                  href={href}
                  className={styles.link}
                  data-share={network}
                  {...(popup && { target: '_blank', rel: 'noopener' })}
                >
                  {ICONS[network]}
                  <span className={styles.hint}>{shareVerb(network)}</span> {capitalise(SHARE_NETWORK_LABELS[network])}
                  {popup && (
                    <>
                      {' '}
                      <span className={styles.hint}>(opens in a new window)</span>
                    </>
                  )}
                </a>
              </li>
            );
          })}
          <CopyLink url={url} />
        </ul>
      </SharePopups>
    </section>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const icon = (path: string, outline = false) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={outline ? styles.outline : undefined}>
    <path d={path} fillRule="evenodd" />
  </svg>
);

/** Simple marks of the networks the bars offer, drawn for this site in the text colour. */
const ICONS: Partial<Record<ShareNetwork, ReactNode>> = {
  linkedin: icon(
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2ZM6.5 8a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0Zm.25 2.5V17h2.5v-6.5Zm4.25 0V17h2.5v-3.3c0-1.2.6-1.9 1.6-1.9s1.4.6 1.4 1.8V17H19v-3.9c0-2.4-1-3.6-3-3.6a2.9 2.9 0 0 0-2.6 1.3v-1.3Z',
  ),
  twitter: icon('M3.5 3.5h5l12 17h-5ZM18.6 3.5h2L13.8 11l-1.1-1.5ZM10.3 13l1.1 1.5-6.3 6.9h-2Z'),
  facebook: icon(
    'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21Z',
  ),
  whatsapp: icon(
    'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Zm0 1.8a7.2 7.2 0 1 1-3.7 13.4l-.3-.2-2.5.7.7-2.5-.2-.3A7.2 7.2 0 0 1 12 4.8ZM9.2 7.7c-.2 0-.5 0-.8.4-.3.3-1 1-1 2.4s1 2.8 1.2 3c.1.2 2 3.2 5 4.3 2.4 1 2.9.8 3.5.7.5 0 1.7-.7 1.9-1.4.2-.7.2-1.2.2-1.4-.1-.1-.3-.2-.6-.3l-2-1c-.3-.1-.5-.1-.7.2l-.9 1.1c-.2.2-.3.2-.6.1-.3-.2-1.2-.5-2.3-1.4-.8-.8-1.4-1.7-1.6-2-.1-.3 0-.4.2-.6l.4-.5.3-.5v-.5l-.9-2.2c-.2-.5-.5-.5-.7-.5Z',
  ),
  email: icon('M3 5.5h18v13H3Zm1.5 1.5 7.5 6 7.5-6', true),
};
