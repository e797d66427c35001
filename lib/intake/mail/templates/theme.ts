/**
 * The brand's colours for e-mails, copied from styles/_tokens.scss (a unit test keeps them equal): mail
 * clients never see the site's stylesheets, so the templates set every style inline from these values.
 * Fonts are the system's: a mail client would not load the site's self-hosted faces.
 */
export const emailTheme = {
  colors: {
    midnight: '#0f1b2d',
    midnightSoft: '#1c2b45',
    sunsetDeep: '#b8391f',
    fullMoon: '#fbf3e4',
    fullMoonDeep: '#f1e3c8',
    borealisDeep: '#0b6e64',
    white: '#fff',
    inkMuted: '#45536b',
    line: '#d9ccb2',
    error: '#b3261e',
    errorSoft: '#fdecea',
  },
  fonts: {
    display: "Georgia, 'Times New Roman', serif",
    text: "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
    mono: "ui-monospace, Menlo, Consolas, 'Courier New', monospace",
  },
} as const;
