import Image from 'next/image';
import { site } from '@/content/site';
import { BRAND } from '@/lib/brand/colours';
import { filePaths } from '@/lib/routes';
import styles from './index.module.scss';

/** The colours a writer or designer may need to show the brand, with where the site uses each. */
const SWATCHES = [
  { name: 'Midnight', hex: BRAND.midnight, use: 'Night skies, dark surfaces and text' },
  { name: 'Sunset', hex: BRAND.sunset, use: 'The wolf mark and the main calls to action' },
  { name: 'Coral', hex: BRAND.coral, use: 'The warm end of the sunset' },
  { name: 'Full moon', hex: BRAND.fullMoon, use: 'Light surfaces and the moon' },
  { name: 'Borealis', hex: BRAND.borealis, use: 'The second accent, the aurora' },
] as const;

/** `#0f1b2d` -> `#0F1B2D`, the way design tools show a colour. */
const hexLabel = (hex: string) => hex.toUpperCase();

/**
 * What the press corner's title promises: the logo files, the brand colours, the facts to quote about the
 * company and whom to write to. Every item is a real file or a fact of content/site.ts.
 */
export default function MediaKit() {
  return (
    <div className={styles.kit}>
      <div className={styles.about}>
        <h3 className={styles.heading}>About {site.name}</h3>
        <p className={styles.boilerplate}>{site.description}</p>
        <dl className={styles.facts}>
          <div>
            <dt>Founded</dt>
            <dd>
              {site.foundedYear}, in {site.city}, {site.country}
            </dd>
          </div>
          <div>
            <dt>Team</dt>
            <dd>{site.developerClaim}, with designers and testers beside them</dd>
          </div>
          <div>
            <dt>Recognition</dt>
            <dd>
              {site.award.title}, {site.award.year}
            </dd>
          </div>
          <div>
            <dt>Company</dt>
            <dd>{site.legalName}</dd>
          </div>
        </dl>
      </div>
      <div className={styles.side}>
        <div className={styles.logo}>
          <Image
            className={styles.mark}
            src={filePaths.logoPng}
            alt={`The ${site.name} wolf mark`}
            width={96}
            height={96}
          />
          <div>
            <h3 className={styles.heading}>Logo</h3>
            <p className={styles.note}>The wolf mark in sunset on midnight. Please keep it square and unaltered.</p>
            <ul className={styles.downloads}>
              <li>
                <a href={filePaths.logoSvg} download="wolfpack-digital-mark.svg">
                  SVG<span className={styles.format}>, vector</span>
                </a>
              </li>
              <li>
                <a href={filePaths.logoPng} download="wolfpack-digital-mark.png">
                  PNG<span className={styles.format}>, 512 × 512 px</span>
                </a>
              </li>
            </ul>
          </div>
        </div>
        <div className={styles.contact}>
          <h3 className={styles.heading}>Press contact</h3>
          <p className={styles.note}>
            Interviews, quotes, figures or pictures: write to{' '}
            <a href={`mailto:${site.email}?subject=Press%20enquiry`}>{site.email}</a>. We answer within{' '}
            {site.replyWithin.enquiry}.
          </p>
        </div>
      </div>
      <div className={styles.colours}>
        <h3 className={styles.heading}>Brand colours</h3>
        <ul className={styles.swatches}>
          {SWATCHES.map((swatch) => (
            <li key={swatch.name} className={styles.swatch}>
              <svg className={styles.chip} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
                <rect width="48" height="48" rx="10" fill={swatch.hex} />
              </svg>
              <span className={styles.swatchName}>{swatch.name}</span>
              <span className={styles.hex}>{hexLabel(swatch.hex)}</span>
              <span className={styles.use}>{swatch.use}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
