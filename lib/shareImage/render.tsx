import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { SITE_ORIGIN } from '@/content/brand';
import { BRAND } from '@/lib/brand/colours';
import { WOODS_HEIGHT, WOODS_LAYERS, WOODS_WIDTH } from '@/lib/brand/woods';
import { SHARE_IMAGE_SIZE, type ShareCard } from '@/lib/shareImage/cards';
import { fitText } from '@/lib/shareImage/fitText';

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE_SIZE;
const PADDING = 72;
/** The picture's column on the right; the text has the rest. */
const PICTURE_WIDTH = 400;
const TEXT_WIDTH = WIDTH - PICTURE_WIDTH - PADDING * 2;
/** The strip of hills and pines along the bottom. */
const WOODS_SHOWN = 120;

// Fraunces is a wide display face at weight 600; Inter at 500 close to the estimate.
const TITLE_BOX = { width: TEXT_WIDTH, height: 270, sizes: [80, 72, 64, 56, 48], lineHeight: 1.12, widthFactor: 1.12 };
const DETAIL_BOX = { width: TEXT_WIDTH, height: 84, sizes: [30, 26], lineHeight: 1.3, widthFactor: 1.05 };
const KICKER_BOX = { width: TEXT_WIDTH, height: 40, sizes: [26], lineHeight: 1.2, widthFactor: 1.25 };

const fontFile = (name: string) => readFile(path.join(process.cwd(), 'lib/shareImage/fonts', name));
// Read once per build worker: every image of the build uses the same two faces.
let fonts: Promise<Awaited<ReturnType<typeof loadFonts>>> | undefined;
async function loadFonts() {
  const [fraunces, inter] = await Promise.all([fontFile('fraunces-600.ttf'), fontFile('inter-500.ttf')]);
  return [
    { name: 'Fraunces', data: fraunces, weight: 600 as const, style: 'normal' as const },
    { name: 'Inter', data: inter, weight: 500 as const, style: 'normal' as const },
  ];
}

// The drawings keep their subject near the middle: the picture is drawn at the card's height, its centre in the column.
const PICTURE_SIZE = { width: Math.round((HEIGHT * 1200) / 630), height: HEIGHT };

/**
 * A picture from public/ as a data URL (the renderer fetches nothing), drawn at the size the card shows it. Never the
 * original file: next/og hands the card to librsvg as one XML document of at most 10 MB, data URLs included, so a
 * photo of 7.7 MB inlined as it was stopped the build ("Buffer size limit exceeded"). JPEG for a photo, PNG for a
 * picture with transparency (a drawing). Whatever a file holds past a damage is left out rather than stopping the
 * build (`failOn`).
 */
async function pictureData(src: string | undefined): Promise<string | undefined> {
  if (!src) return undefined;
  const file = path.join(process.cwd(), 'public', src);
  // Its header only: the size it states, whatever that is.
  const { format, width, height, hasAlpha } = await sharp(file, { limitInputPixels: false }).metadata();
  // An SVG is drawn at the width and height it states, which may be any: at the card's size instead.
  const scale = width && height ? Math.max(PICTURE_SIZE.width / width, PICTURE_SIZE.height / height) : 1;
  const density = format === 'svg' ? 72 * scale : undefined;
  const picture = sharp(file, { density, failOn: 'none' }).resize({ ...PICTURE_SIZE, fit: 'cover' });
  const [type, data] = hasAlpha
    ? ['image/png', await picture.png().toBuffer()]
    : ['image/jpeg', await picture.jpeg({ quality: 85 }).toBuffer()];
  return `data:${type};base64,${data.toString('base64')}`;
}

/** The brand's art where a page has no picture: the full moon above the night's hills. */
function Moon() {
  return (
    <div style={{ display: 'flex', position: 'absolute', right: 110, top: 96 }}>
      <div style={{ width: 190, height: 190, borderRadius: 95, background: BRAND.fullMoon, display: 'flex' }} />
      <div
        style={{
          position: 'absolute',
          left: 46,
          top: 54,
          width: 34,
          height: 34,
          borderRadius: 17,
          background: BRAND.fullMoonDeep,
        }}
      />
      <div
        style={{
          position: 'absolute',
          left: 112,
          top: 112,
          width: 22,
          height: 22,
          borderRadius: 11,
          background: BRAND.fullMoonDeep,
        }}
      />
    </div>
  );
}

function Picture({ src }: { src: string }) {
  return (
    <div
      style={{
        position: 'absolute',
        right: 0,
        top: 0,
        width: PICTURE_WIDTH,
        height: HEIGHT,
        display: 'flex',
        overflow: 'hidden',
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- an image drawn by next/og, not a page */}
      <img
        src={src}
        alt=""
        width={PICTURE_SIZE.width}
        height={PICTURE_SIZE.height}
        style={{ position: 'absolute', left: (PICTURE_WIDTH - PICTURE_SIZE.width) / 2, top: 0 }}
      />
      {/* The picture fades into the night on its left edge. */}
      <div
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          width: 120,
          height: HEIGHT,
          backgroundImage: `linear-gradient(to right, ${BRAND.midnight}, rgba(15, 27, 45, 0))`,
        }}
      />
    </div>
  );
}

function Woods() {
  const layers = [
    [WOODS_LAYERS['far-forest'], BRAND.midnightSoft],
    [WOODS_LAYERS.near, '#0b1424'],
  ] as const;
  return (
    <svg
      width={WIDTH}
      height={(WOODS_HEIGHT * WIDTH) / WOODS_WIDTH}
      viewBox={`0 0 ${WOODS_WIDTH} ${WOODS_HEIGHT}`}
      style={{ position: 'absolute', left: 0, bottom: 0 }}
    >
      {layers.flatMap(([paths, fill]) => paths.map((d) => <path key={`${fill}${d.slice(0, 24)}`} d={d} fill={fill} />))}
    </svg>
  );
}

/**
 * A title line in Fraunces. Its "+" is a composite glyph (a bar and the turned bar) that next/og's renderer
 * draws out of place ("70+" as "70-" with a stray stroke), so the plus alone is set in Inter.
 */
function TitleLine({ text }: { text: string }) {
  const parts = text.split('+');
  return (
    <div style={{ display: 'flex', whiteSpace: 'pre' }}>
      {parts.flatMap((part, index) => [
        ...(index > 0
          ? [
              <span key={`plus${index}`} style={{ fontFamily: 'Inter' }}>
                +
              </span>,
            ]
          : []),
        part,
      ])}
    </div>
  );
}

/** The share image of one page: 1200×630 PNG, text fitted to its boxes by fitText so it never overflows. */
export async function renderShareImage(card: ShareCard): Promise<ImageResponse> {
  const picture = await pictureData(card.picture);
  const kicker = fitText(card.kicker, KICKER_BOX);
  const title = fitText(card.title, TITLE_BOX);
  const detail = card.detail ? fitText(card.detail, DETAIL_BOX) : undefined;
  return new ImageResponse(
    <div
      style={{
        width: WIDTH,
        height: HEIGHT,
        display: 'flex',
        position: 'relative',
        background: BRAND.midnight,
        color: BRAND.fullMoon,
        fontFamily: 'Inter',
      }}
    >
      {picture ? <Picture src={picture} /> : <Moon />}
      <Woods />
      <div
        style={{
          position: 'absolute',
          left: PADDING,
          top: PADDING - 8,
          width: TEXT_WIDTH,
          height: HEIGHT - PADDING - WOODS_SHOWN + 40,
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', fontSize: kicker.fontSize, color: BRAND.sunset }}>
          <div style={{ width: 40, height: 6, borderRadius: 3, background: BRAND.sunset, marginRight: 18 }} />
          {kicker.lines[0]}
        </div>
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            marginTop: 28,
            fontFamily: 'Fraunces',
            fontSize: title.fontSize,
            lineHeight: TITLE_BOX.lineHeight,
          }}
        >
          {title.lines.map((line, index) => (
            <TitleLine key={index} text={line} />
          ))}
        </div>
        {detail && (
          <div
            style={{
              display: 'flex',
              flexDirection: 'column',
              marginTop: 24,
              fontSize: detail.fontSize,
              lineHeight: DETAIL_BOX.lineHeight,
              color: BRAND.fullMoonDeep,
            }}
          >
            {detail.lines.map((line, index) => (
              <div key={index} style={{ display: 'flex', whiteSpace: 'nowrap' }}>
                {line}
              </div>
            ))}
          </div>
        )}
      </div>
      <div
        style={{
          position: 'absolute',
          left: PADDING,
          bottom: 34,
          display: 'flex',
          fontSize: 26,
          color: BRAND.fullMoon,
        }}
      >
        {/* The address, not the name: a page with no family of its own has the name as its kicker. */}
        {new URL(SITE_ORIGIN).host.replace(/^www\./, '')}
      </div>
    </div>,
    { ...SHARE_IMAGE_SIZE, fonts: await (fonts ??= loadFonts()) },
  );
}
