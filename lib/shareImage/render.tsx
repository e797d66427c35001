import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { SITE_NAME, SITE_ORIGIN } from '@/content/brand';
import { BRAND } from '@/lib/brand/colours';
import { WOLF_MARK } from '@/lib/brand/mark';
import { WOODS_HEIGHT, WOODS_LAYERS, WOODS_WIDTH } from '@/lib/brand/woods';
import { MARK_BOX, SHARE_IMAGE_SIZE, type ShareCard } from '@/lib/shareImage/cards';
import { fitText } from '@/lib/shareImage/fitText';

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE_SIZE;
/** The card's margin: the text and the brand's mark start here. */
const PADDING = MARK_BOX.left;
/** The picture's column on the right (a photo, cut to fill it); the text has the rest. */
const PICTURE_WIDTH = 400;
/**
 * Where a landscape picture (a post's diagram, a project's screens, the home page's wolf) is shown whole: contained in
 * this box on the right, never cut to the column, which took both ends off a diagram wider than it.
 */
const FRAME = { right: 56, width: 520, height: 372, centreY: 268 } as const;
/** The strip of hills and pines along the bottom. */
const WOODS_SHOWN = 120;

export type PictureLayout = { kind: 'column' | 'frame'; left: number; top: number; width: number; height: number };

/**
 * Where and how large a picture of the given size is drawn. A landscape picture is contained in FRAME (its whole
 * width and height shown, at its own shape); any other is drawn at the card's height, cut to the column, as a photo
 * of a person or a place can be.
 */
export function pictureLayout(width: number, height: number): PictureLayout {
  if (width / height >= 1.2) {
    const scale = Math.min(FRAME.width / width, FRAME.height / height);
    const [drawnWidth, drawnHeight] = [Math.round(width * scale), Math.round(height * scale)];
    return {
      kind: 'frame',
      left: WIDTH - FRAME.right - drawnWidth,
      top: Math.round(FRAME.centreY - drawnHeight / 2),
      width: drawnWidth,
      height: drawnHeight,
    };
  }
  const drawnWidth = Math.round((HEIGHT * width) / height);
  return {
    kind: 'column',
    left: WIDTH - PICTURE_WIDTH + Math.round((PICTURE_WIDTH - drawnWidth) / 2),
    top: 0,
    width: drawnWidth,
    height: HEIGHT,
  };
}

/** The text's width beside the picture: narrower beside a framed one. */
const textWidth = (layout: PictureLayout | undefined) =>
  layout?.kind === 'frame' ? WIDTH - FRAME.right - FRAME.width - 48 - PADDING : WIDTH - PICTURE_WIDTH - PADDING * 2;

// Fraunces is a wide display face at weight 600; Inter at 500 close to the estimate.
const titleBox = (width: number, height: number) => ({
  width,
  height,
  sizes: [80, 72, 64, 56, 48, 44],
  lineHeight: 1.12,
  widthFactor: 1.12,
});
const detailBox = (width: number) => ({ width, height: 84, sizes: [30, 26], lineHeight: 1.3, widthFactor: 1.05 });
const highlightBox = (width: number) => ({ width, height: 40, sizes: [30, 26], lineHeight: 1.2, widthFactor: 1.1 });
const kickerBox = (width: number) => ({ width, height: 40, sizes: [26], lineHeight: 1.2, widthFactor: 1.25 });

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

/**
 * A picture from public/ as a data URL (the renderer fetches nothing), drawn at the size the card shows it. Never the
 * original file: next/og hands the card to librsvg as one XML document of at most 10 MB, data URLs included, so a
 * photo of 7.7 MB inlined as it was stopped the build ("Buffer size limit exceeded"). JPEG for a photo, PNG for a
 * picture with transparency (a drawing). Whatever a file holds past a damage is left out rather than stopping the
 * build (`failOn`).
 */
async function pictureData(src: string | undefined): Promise<{ data: string; layout: PictureLayout } | undefined> {
  if (!src) return undefined;
  const file = path.join(process.cwd(), 'public', src);
  // Its header only: the size it states, whatever that is.
  const { format, width, height, hasAlpha, orientation } = await sharp(file, { limitInputPixels: false }).metadata();
  // A photo turned by its EXIF orientation is drawn upright: its shape is the turned one.
  const [shownWidth, shownHeight] = orientation && orientation >= 5 ? [height, width] : [width, height];
  const layout = pictureLayout(shownWidth || 1200, shownHeight || 630);
  const size = { width: layout.width, height: layout.height };
  // An SVG is drawn at the width and height it states, which may be any: at the size the card shows it instead.
  const scale = width && height ? Math.max(size.width / width, size.height / height) : 1;
  // sharp takes a density of 1 or more: a drawing stated far larger than the card is drawn at that, then resized.
  const density = format === 'svg' ? Math.max(1, 72 * scale) : undefined;
  // The frame's size has the picture's own shape, so "cover" cuts nothing from it; the column cuts a photo's sides.
  const picture = sharp(file, { density, failOn: 'none' })
    .rotate()
    .resize({ ...size, fit: 'cover' });
  const [type, data] = hasAlpha
    ? ['image/png', await picture.png().toBuffer()]
    : ['image/jpeg', await picture.jpeg({ quality: 85 }).toBuffer()];
  return { data: `data:${type};base64,${data.toString('base64')}`, layout };
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

/** A landscape picture, whole, in a rounded frame on the right. */
function FramedPicture({ src, layout }: { src: string; layout: PictureLayout }) {
  return (
    <div
      style={{
        position: 'absolute',
        left: layout.left,
        top: layout.top,
        width: layout.width,
        height: layout.height,
        display: 'flex',
        overflow: 'hidden',
        borderRadius: 20,
        border: `2px solid ${BRAND.midnightMuted}`,
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- an image drawn by next/og, not a page */}
      <img src={src} alt="" width={layout.width} height={layout.height} />
    </div>
  );
}

function Picture({ src, layout }: { src: string; layout: PictureLayout }) {
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
        width={layout.width}
        height={layout.height}
        style={{ position: 'absolute', left: layout.left - (WIDTH - PICTURE_WIDTH), top: 0 }}
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

/** The brand's mark and name, and the site's address, along the bottom of every card. */
function Brand() {
  return (
    <div
      style={{
        position: 'absolute',
        left: MARK_BOX.left,
        top: MARK_BOX.top,
        height: MARK_BOX.size,
        display: 'flex',
        alignItems: 'center',
      }}
    >
      <svg width={MARK_BOX.size} height={MARK_BOX.size} viewBox={WOLF_MARK.viewBox}>
        <path d={WOLF_MARK.head} fill={BRAND.sunset} />
        {WOLF_MARK.features.map((d) => (
          <path key={d} d={d} fill={BRAND.midnight} />
        ))}
      </svg>
      <div style={{ display: 'flex', marginLeft: 14, fontFamily: 'Fraunces', fontSize: 30, color: BRAND.white }}>
        {SITE_NAME}
      </div>
      <div style={{ display: 'flex', marginLeft: 22, fontSize: 22, color: BRAND.fullMoonDeep }}>
        {new URL(SITE_ORIGIN).host.replace(/^www\./, '')}
      </div>
    </div>
  );
}

/** The share image of one page: 1200×630 PNG, text fitted to its boxes by fitText so it never overflows. */
export async function renderShareImage(card: ShareCard): Promise<ImageResponse> {
  const picture = await pictureData(card.picture);
  const width = textWidth(picture?.layout);
  const kicker = fitText(card.kicker, kickerBox(width));
  // A highlight line takes its room from the title's.
  const title = fitText(card.title, titleBox(width, card.highlight ? 222 : 270));
  const detail = card.detail ? fitText(card.detail, detailBox(width)) : undefined;
  const highlight = card.highlight ? fitText(card.highlight, highlightBox(width)) : undefined;
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
      {!picture && <Moon />}
      {picture?.layout.kind === 'column' && <Picture src={picture.data} layout={picture.layout} />}
      <Woods />
      {picture?.layout.kind === 'frame' && <FramedPicture src={picture.data} layout={picture.layout} />}
      <div
        style={{
          position: 'absolute',
          left: PADDING,
          top: PADDING - 8,
          width,
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
            lineHeight: 1.12,
          }}
        >
          {title.lines.map((line, index) => (
            <TitleLine key={index} text={line} />
          ))}
        </div>
        {highlight && (
          <div
            style={{
              display: 'flex',
              marginTop: 18,
              fontSize: highlight.fontSize,
              color: BRAND.sunset,
              whiteSpace: 'nowrap',
            }}
          >
            {highlight.lines[0]}
          </div>
        )}
        {detail && (
          <div
            style={{
              display: 'flex',
              flexDirection: 'column',
              marginTop: 24,
              fontSize: detail.fontSize,
              lineHeight: 1.3,
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
      <Brand />
    </div>,
    { ...SHARE_IMAGE_SIZE, fonts: await (fonts ??= loadFonts()) },
  );
}
