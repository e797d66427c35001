import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import Analytics from '@/components/consent/Analytics';
import AttributionCapture from '@/components/forms/AttributionCapture';
import BuildUpdate from '@/components/layout/BuildUpdate';
import ConsentDialog from '@/components/consent/ConsentDialog';
import CookieSettingsButton from '@/components/consent/CookieSettingsButton';
import Footer from '@/components/layout/Footer';
import Header from '@/components/layout/Header';
import RootView from '@/components/layout/RootView';
import SkipLink from '@/components/layout/SkipLink';
import { site } from '@/content/site';
import { BUILD_ID } from '@/lib/build-update/buildId';
import { consentBootstrapScript } from '@/lib/analytics/consentMode';
import { brandFacesWaitScript, brandFamily, fontStackRules, LEAD_FAMILIES_ATTRIBUTE } from '@/lib/fonts/brandFaces';
import { afterFirstPaintScript } from '@/lib/hydration/afterFirstPaint';
import { earlyTapsScript } from '@/lib/hydration/earlyTaps';
import { fallbackFontFaces } from '@/lib/fonts/fallbacks';
import { config } from '@/lib/config';
import { ConsentProvider } from '@/components/consent/ConsentProvider';
import { brandedTitle, SHARE_IMAGE, TITLE_TEMPLATE } from '@/lib/metadata';
import { displayExtendedFont, displayFont, textExtendedFont, textFont } from './fonts';
import '@/styles/globals.scss';

export const metadata: Metadata = {
  metadataBase: new URL(config.siteUrl),
  title: { default: brandedTitle(`Web and mobile app development in ${site.city}`), template: TITLE_TEMPLATE },
  description: site.description,
  applicationName: site.name,
  openGraph: { siteName: site.name, locale: 'en_GB', type: 'website', images: [SHARE_IMAGE] },
  twitter: { card: 'summary_large_image' },
};

export const viewport: Viewport = { themeColor: '#0f1b2d', width: 'device-width', initialScale: 1 };

const leadFamilies = [displayFont, textFont].map((font) => brandFamily(font.style.fontFamily));

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // data-scroll-behavior: the router turns smooth scrolling off for its own scroll to a new page's top.
    // suppressHydrationWarning: the head scripts mark <html> before React hydrates (consent pending).
    <html lang="en" data-scroll-behavior="smooth" suppressHydrationWarning>
      <head>
        {/* Consent Mode default (and a returning visitor's stored choice) before any tag can run. */}
        <script dangerouslySetInnerHTML={{ __html: consentBootstrapScript() }} />
        {/* A tap made before hydration is honoured once the page can act on it (lib/hydration/earlyTaps.ts). */}
        <script dangerouslySetInnerHTML={{ __html: earlyTapsScript() }} />
        {/* The text waits a short, bounded time for the brand faces (lib/fonts/brandFaces.ts). */}
        <script
          {...{ [LEAD_FAMILIES_ATTRIBUTE]: JSON.stringify(leadFamilies) }}
          dangerouslySetInnerHTML={{ __html: brandFacesWaitScript() }}
        />
        {/* The page's scripts start once its text is painted (lib/hydration/afterFirstPaint.ts). */}
        <script dangerouslySetInnerHTML={{ __html: afterFirstPaintScript() }} />
        {/* The brand faces' metric-matched system fallbacks (app/(site)/fonts.ts), and which stack the page uses. */}
        <style
          dangerouslySetInnerHTML={{
            __html: `${fallbackFontFaces()}\n${fontStackRules({
              display: { lead: displayFont.style.fontFamily, extended: displayExtendedFont.style.fontFamily },
              text: { lead: textFont.style.fontFamily, extended: textExtendedFont.style.fontFamily },
            })}`,
          }}
        />
      </head>
      <body>
        <ConsentProvider>
          <SkipLink />
          {/* Right after the skip link: the cookie panel is the second stop for a keyboard. */}
          <ConsentDialog />
          <RootView>
            <Header />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <Footer>
              <li>
                <CookieSettingsButton />
              </li>
            </Footer>
          </RootView>
          <AttributionCapture />
          <BuildUpdate buildId={BUILD_ID} />
          <Analytics gtmId={config.gtmId} hotjarSiteId={config.hotjarSiteId} chatAccountId={config.chatAccountId} />
        </ConsentProvider>
      </body>
    </html>
  );
}
