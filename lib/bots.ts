/**
 * Search-engine crawlers and link-preview fetchers. They must never be shown
 * the error view: an indexed "Oops!" page would replace the real page in
 * search results and share previews.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawler|spider|crawling|slurp|mediapartners|facebookexternalhit|facebookcatalog|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|skypeuripreview|nuzzel|bitlybot|tumblr|flipboard|redditbot|telegrambot|discordbot|slackbot|linkedinbot|twitterbot|applebot|yandex|baiduspider|duckduckbot|bingpreview|google-inspectiontool/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent) && BOT_PATTERN.test(userAgent as string);
}
