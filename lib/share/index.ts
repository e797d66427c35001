/**
 * Share links for 29 networks (`SHARE_NETWORKS`, by name), built the way the reference library
 * (vue-social-sharing 3) builds them: one link template per network, every value passed through
 * `encodeURIComponent` (a space is `%20`, never `+`), hashtags inserted as given.
 *
 * Where a service moved since, the template follows its own documentation: X's web intent lives on
 * x.com (twitter.com only redirects there, keeping the same parameters), and LINE, Instapaper and
 * Weibo answer on https. Dead services (StumbleUpon, Pocket, Skype, the Baidu bookmark) keep their
 * last known link so the list stays complete; the share bars never offer them.
 */

export const SHARE_NETWORKS = [
  'baidu',
  'buffer',
  'email',
  'evernote',
  'facebook',
  'flipboard',
  'hackernews',
  'instapaper',
  'line',
  'linkedin',
  'messenger',
  'odnoklassniki',
  'pinterest',
  'pocket',
  'quora',
  'reddit',
  'skype',
  'sms',
  'stumbleupon',
  'telegram',
  'tumblr',
  'twitter',
  'viber',
  'vk',
  'weibo',
  'whatsapp',
  'wordpress',
  'xing',
  'yammer',
] as const;

export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export type ShareParams = {
  /** The page to share (absolute). */
  url: string;
  title: string;
  description?: string;
  /** Facebook's quote (Meta has ignored it since 2022; kept for the link format). */
  quote?: string;
  /** Comma-separated, without `#`: `"apps,cluj"`. Inserted as given; Facebook takes the first only. */
  hashtags?: string;
  /** X account to credit (`via`), without `@`. */
  twitterUser?: string;
  /** Absolute image URL (Pinterest, VK, Weibo, WordPress). */
  media?: string;
};

/**
 * Placeholders: @u url, @t title, @d description, @q quote, @h hashtags, @m media, @tu X user.
 * `%0D%0A` is a line break (CRLF) between the parts of a single text value.
 */
const TEMPLATES: Record<ShareNetwork, string> = {
  baidu: 'http://cang.baidu.com/do/add?iu=@u&it=@t',
  buffer: 'https://bufferapp.com/add?text=@t&url=@u',
  email: 'mailto:?subject=@t&body=@u%0D%0A@d',
  evernote: 'https://www.evernote.com/clip.action?url=@u&title=@t',
  facebook: 'https://www.facebook.com/sharer/sharer.php?u=@u&title=@t&description=@d&quote=@q&hashtag=@h',
  flipboard: 'https://share.flipboard.com/bookmarklet/popout?v=2&url=@u&title=@t',
  hackernews: 'https://news.ycombinator.com/submitlink?u=@u&t=@t',
  instapaper: 'https://www.instapaper.com/edit?url=@u&title=@t&description=@d',
  line: 'https://line.me/R/msg/text/?@t%0D%0A@u%0D%0A@d',
  linkedin: 'https://www.linkedin.com/sharing/share-offsite/?url=@u',
  messenger: 'fb-messenger://share/?link=@u',
  odnoklassniki: 'https://connect.ok.ru/dk?st.cmd=WidgetSharePreview&st.shareUrl=@u&st.comments=@t',
  pinterest: 'https://pinterest.com/pin/create/button/?url=@u&media=@m&description=@t',
  pocket: 'https://getpocket.com/save?url=@u&title=@t',
  quora: 'https://www.quora.com/share?url=@u&title=@t',
  reddit: 'https://www.reddit.com/submit?url=@u&title=@t',
  skype: 'https://web.skype.com/share?url=@t%0D%0A@u%0D%0A@d',
  sms: 'sms:?body=@t%0D%0A@u%0D%0A@d',
  stumbleupon: 'https://www.stumbleupon.com/submit?url=@u&title=@t',
  telegram: 'https://t.me/share/url?url=@u&text=@t%0D%0A@d',
  tumblr: 'https://www.tumblr.com/share/link?url=@u&name=@t&description=@d',
  twitter: 'https://x.com/intent/tweet?text=@t&url=@u&hashtags=@h@tu',
  viber: 'viber://forward?text=@t%0D%0A@u%0D%0A@d',
  vk: 'https://vk.com/share.php?url=@u&title=@t&description=@d&image=@m&noparse=true',
  weibo: 'https://service.weibo.com/share/share.php?url=@u&title=@t&pic=@m',
  whatsapp: 'https://api.whatsapp.com/send?text=@t%0D%0A@u%0D%0A@d',
  wordpress: 'https://wordpress.com/press-this.php?u=@u&t=@t&s=@d&i=@m',
  xing: 'https://www.xing.com/social/share/spi?op=share&url=@u&title=@t',
  yammer: 'https://www.yammer.com/messages/new?login=true&status=@t%0D%0A@u%0D%0A@d',
};

/** How each network is named to visitors. */
export const SHARE_NETWORK_LABELS: Record<ShareNetwork, string> = {
  baidu: 'Baidu',
  buffer: 'Buffer',
  email: 'email',
  evernote: 'Evernote',
  facebook: 'Facebook',
  flipboard: 'Flipboard',
  hackernews: 'Hacker News',
  instapaper: 'Instapaper',
  line: 'LINE',
  linkedin: 'LinkedIn',
  messenger: 'Messenger',
  odnoklassniki: 'Odnoklassniki',
  pinterest: 'Pinterest',
  pocket: 'Pocket',
  quora: 'Quora',
  reddit: 'Reddit',
  skype: 'Skype',
  sms: 'text message',
  stumbleupon: 'StumbleUpon',
  telegram: 'Telegram',
  tumblr: 'Tumblr',
  twitter: 'X',
  viber: 'Viber',
  vk: 'VK',
  weibo: 'Weibo',
  whatsapp: 'WhatsApp',
  wordpress: 'WordPress',
  xing: 'XING',
  yammer: 'Yammer',
};

/** The words before a network's name: "Share by" email or text message, "Share on" the others. */
export const shareVerb = (network: ShareNetwork) =>
  network === 'email' || network === 'sms' ? 'Share by' : 'Share on';

/** The network's key: names are case-insensitive (`LinkedIn` is `linkedin`); an unknown name throws. */
export function networkKey(network: string): ShareNetwork {
  const key = network.toLowerCase();
  if (!Object.hasOwn(TEMPLATES, key)) throw new Error(`Network ${key} does not exist`);
  return key as ShareNetwork;
}

/** iPhone and iPad Messages want `sms:&body=`, everything else `sms:?body=`. */
const isAppleMobile = (userAgent: string) => /iphone|ipad/i.test(userAgent);

/**
 * The link that shares `params` on `network`. Pure: the browser's user agent, which only changes the
 * SMS link, is an argument (`navigator.userAgent` on a click; absent on the server).
 */
export function shareUrl(network: string, params: ShareParams, userAgent = ''): string {
  const key = networkKey(network);
  const { url, title, description = '', quote = '', hashtags = '', twitterUser = '', media = '' } = params;
  let template = TEMPLATES[key];

  if (key === 'sms' && isAppleMobile(userAgent)) template = template.replace(':?', ':&');
  // X shows an empty `hashtags=` as a stray "#" and an empty `via` as "via @": leave both out.
  if (key === 'twitter' && !hashtags) template = template.replace('&hashtags=@h', '');

  const values: Record<string, string> = {
    u: encodeURIComponent(url),
    t: encodeURIComponent(title),
    d: encodeURIComponent(description),
    q: encodeURIComponent(quote),
    // Facebook takes one hashtag, with its "#".
    h: key === 'facebook' && hashtags ? `%23${hashtags.split(',')[0]}` : hashtags,
    m: encodeURIComponent(media),
    tu: twitterUser ? `&via=${encodeURIComponent(twitterUser)}` : '',
  };
  // One pass, so nothing inserted (the raw hashtags) is read again as a placeholder.
  return template.replace(/@(tu|[utdqhm])/g, (_, name: string) => values[name] ?? '');
}
