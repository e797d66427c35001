/**
 * The size to show a logo at so that a row of logos reads as one size to the eye: each is given the same area, not
 * the same width or height. A wide wordmark ("Ledgerly" beside its mark) then comes out lower and longer, a compact
 * one ("Glow") taller and shorter, and neither looks half the size of the other, as they did when each filled the
 * width of its grid cell. Pure: the page sets the result as the picture's width and height.
 *
 * The logo's own size is its drawing's edges (an SVG's viewBox cut to the ink, a PNG without empty margins).
 */

export type Size = { width: number; height: number };

export type LogoArea = {
  /** The area every logo gets, in CSS pixels squared. */
  area: number;
  /** Limits for the most extreme shapes: a very long wordmark, a square mark. */
  maxWidth: number;
  maxHeight: number;
};

/** The row of client logos on the home page: about 136 × 35 px for a typical mark-and-name logo. */
export const CLIENT_LOGO_AREA: LogoArea = { area: 4800, maxWidth: 160, maxHeight: 56 };

export function opticalSize(logo: Size, { area, maxWidth, maxHeight }: LogoArea): Size {
  if (!(logo.width > 0 && logo.height > 0))
    throw new Error(`A logo needs a width and a height, not ${logo.width}×${logo.height}`);
  const aspect = logo.width / logo.height;
  let height = Math.sqrt(area / aspect);
  let width = height * aspect;
  if (width > maxWidth) [width, height] = [maxWidth, maxWidth / aspect];
  if (height > maxHeight) [width, height] = [maxHeight * aspect, maxHeight];
  return { width: Math.round(width), height: Math.round(height) };
}
