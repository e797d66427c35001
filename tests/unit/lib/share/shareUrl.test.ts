import { describe, expect, it } from 'vitest';
import { SHARE_NETWORKS, networkKey, shareUrl, type ShareNetwork } from '@/lib/share';

const full = {
  url: 'https://wolfpack-digital.com/blogposts/offline-first?ref=share',
  title: 'Offline-first apps: sync & conflicts',
  description: 'How we keep data safe #offline',
  quote: 'Sync is a product decision',
  hashtags: 'mobile,offline',
  twitterUser: 'wolfpackdigital',
  media: 'https://wolfpack-digital.com/share-preview.png',
};
// The same values, encoded (written out, not computed, so an encoding change fails the tests).
const U = 'https%3A%2F%2Fwolfpack-digital.com%2Fblogposts%2Foffline-first%3Fref%3Dshare';
const T = 'Offline-first%20apps%3A%20sync%20%26%20conflicts';
const D = 'How%20we%20keep%20data%20safe%20%23offline';
const Q = 'Sync%20is%20a%20product%20decision';
const M = 'https%3A%2F%2Fwolfpack-digital.com%2Fshare-preview.png';

const minimal = { url: 'https://wolfpack-digital.com/jobs/product-designer', title: 'Product Designer' };
const u = 'https%3A%2F%2Fwolfpack-digital.com%2Fjobs%2Fproduct-designer';
const t = 'Product%20Designer';

const withFull: Record<ShareNetwork, string> = {
  baidu: `http://cang.baidu.com/do/add?iu=${U}&it=${T}`,
  buffer: `https://bufferapp.com/add?text=${T}&url=${U}`,
  email: `mailto:?subject=${T}&body=${U}%0D%0A${D}`,
  evernote: `https://www.evernote.com/clip.action?url=${U}&title=${T}`,
  facebook: `https://www.facebook.com/sharer/sharer.php?u=${U}&title=${T}&description=${D}&quote=${Q}&hashtag=%23mobile`,
  flipboard: `https://share.flipboard.com/bookmarklet/popout?v=2&url=${U}&title=${T}`,
  hackernews: `https://news.ycombinator.com/submitlink?u=${U}&t=${T}`,
  instapaper: `https://www.instapaper.com/edit?url=${U}&title=${T}&description=${D}`,
  line: `https://line.me/R/msg/text/?${T}%0D%0A${U}%0D%0A${D}`,
  linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${U}`,
  messenger: `fb-messenger://share/?link=${U}`,
  odnoklassniki: `https://connect.ok.ru/dk?st.cmd=WidgetSharePreview&st.shareUrl=${U}&st.comments=${T}`,
  pinterest: `https://pinterest.com/pin/create/button/?url=${U}&media=${M}&description=${T}`,
  pocket: `https://getpocket.com/save?url=${U}&title=${T}`,
  quora: `https://www.quora.com/share?url=${U}&title=${T}`,
  reddit: `https://www.reddit.com/submit?url=${U}&title=${T}`,
  skype: `https://web.skype.com/share?url=${T}%0D%0A${U}%0D%0A${D}`,
  sms: `sms:?body=${T}%0D%0A${U}%0D%0A${D}`,
  stumbleupon: `https://www.stumbleupon.com/submit?url=${U}&title=${T}`,
  telegram: `https://t.me/share/url?url=${U}&text=${T}%0D%0A${D}`,
  tumblr: `https://www.tumblr.com/share/link?url=${U}&name=${T}&description=${D}`,
  twitter: `https://x.com/intent/tweet?text=${T}&url=${U}&hashtags=mobile,offline&via=wolfpackdigital`,
  viber: `viber://forward?text=${T}%0D%0A${U}%0D%0A${D}`,
  vk: `https://vk.com/share.php?url=${U}&title=${T}&description=${D}&image=${M}&noparse=true`,
  weibo: `https://service.weibo.com/share/share.php?url=${U}&title=${T}&pic=${M}`,
  whatsapp: `https://api.whatsapp.com/send?text=${T}%0D%0A${U}%0D%0A${D}`,
  wordpress: `https://wordpress.com/press-this.php?u=${U}&t=${T}&s=${D}&i=${M}`,
  xing: `https://www.xing.com/social/share/spi?op=share&url=${U}&title=${T}`,
  yammer: `https://www.yammer.com/messages/new?login=true&status=${T}%0D%0A${U}%0D%0A${D}`,
};

// Only url and title: every network but X keeps its empty parameters and line breaks.
const withMinimal: Record<ShareNetwork, string> = {
  baidu: `http://cang.baidu.com/do/add?iu=${u}&it=${t}`,
  buffer: `https://bufferapp.com/add?text=${t}&url=${u}`,
  email: `mailto:?subject=${t}&body=${u}%0D%0A`,
  evernote: `https://www.evernote.com/clip.action?url=${u}&title=${t}`,
  facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}&title=${t}&description=&quote=&hashtag=`,
  flipboard: `https://share.flipboard.com/bookmarklet/popout?v=2&url=${u}&title=${t}`,
  hackernews: `https://news.ycombinator.com/submitlink?u=${u}&t=${t}`,
  instapaper: `https://www.instapaper.com/edit?url=${u}&title=${t}&description=`,
  line: `https://line.me/R/msg/text/?${t}%0D%0A${u}%0D%0A`,
  linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  messenger: `fb-messenger://share/?link=${u}`,
  odnoklassniki: `https://connect.ok.ru/dk?st.cmd=WidgetSharePreview&st.shareUrl=${u}&st.comments=${t}`,
  pinterest: `https://pinterest.com/pin/create/button/?url=${u}&media=&description=${t}`,
  pocket: `https://getpocket.com/save?url=${u}&title=${t}`,
  quora: `https://www.quora.com/share?url=${u}&title=${t}`,
  reddit: `https://www.reddit.com/submit?url=${u}&title=${t}`,
  skype: `https://web.skype.com/share?url=${t}%0D%0A${u}%0D%0A`,
  sms: `sms:?body=${t}%0D%0A${u}%0D%0A`,
  stumbleupon: `https://www.stumbleupon.com/submit?url=${u}&title=${t}`,
  telegram: `https://t.me/share/url?url=${u}&text=${t}%0D%0A`,
  tumblr: `https://www.tumblr.com/share/link?url=${u}&name=${t}&description=`,
  twitter: `https://x.com/intent/tweet?text=${t}&url=${u}`,
  viber: `viber://forward?text=${t}%0D%0A${u}%0D%0A`,
  vk: `https://vk.com/share.php?url=${u}&title=${t}&description=&image=&noparse=true`,
  weibo: `https://service.weibo.com/share/share.php?url=${u}&title=${t}&pic=`,
  whatsapp: `https://api.whatsapp.com/send?text=${t}%0D%0A${u}%0D%0A`,
  wordpress: `https://wordpress.com/press-this.php?u=${u}&t=${t}&s=&i=`,
  xing: `https://www.xing.com/social/share/spi?op=share&url=${u}&title=${t}`,
  yammer: `https://www.yammer.com/messages/new?login=true&status=${t}%0D%0A${u}%0D%0A`,
};

describe('SHARE_NETWORKS', () => {
  it('lists the 29 networks of the spec, in its order', () => {
    expect(SHARE_NETWORKS).toEqual([
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
    ]);
  });
});

describe('shareUrl', () => {
  it.each(SHARE_NETWORKS)('builds the %s link from every parameter', (network) => {
    expect(shareUrl(network, full)).toBe(withFull[network]);
  });

  it.each(SHARE_NETWORKS)('builds the %s link from a url and a title only', (network) => {
    expect(shareUrl(network, minimal)).toBe(withMinimal[network]);
  });

  it('encodes like encodeURIComponent: %20 for spaces, & and # escaped, UTF-8 for accents and emoji', () => {
    const link = shareUrl('reddit', { url: 'https://example.com/a b?x=1&y=2#top', title: 'Café & Co. #1 Ζ 🐺' });
    expect(link).toBe(
      'https://www.reddit.com/submit?url=https%3A%2F%2Fexample.com%2Fa%20b%3Fx%3D1%26y%3D2%23top&title=Caf%C3%A9%20%26%20Co.%20%231%20%CE%96%20%F0%9F%90%BA',
    );
    expect(link).not.toContain('+');
  });

  it("leaves ! ' ( ) * ~ as they are, as encodeURIComponent does", () => {
    expect(shareUrl('hackernews', { url: 'https://example.com/', title: "Don't (ever) stop! *~" })).toBe(
      "https://news.ycombinator.com/submitlink?u=https%3A%2F%2Fexample.com%2F&t=Don't%20(ever)%20stop!%20*~",
    );
  });

  it('inserts hashtags as given, not encoded', () => {
    expect(shareUrl('twitter', { ...minimal, hashtags: 'café,b2b' })).toBe(
      `https://x.com/intent/tweet?text=${t}&url=${u}&hashtags=café,b2b`,
    );
  });

  it('never reads an inserted value as a placeholder or a replacement pattern', () => {
    expect(shareUrl('twitter', { ...minimal, hashtags: '@u$&' })).toBe(
      `https://x.com/intent/tweet?text=${t}&url=${u}&hashtags=@u$&`,
    );
  });

  it('gives Facebook the first hashtag only, with an encoded #', () => {
    expect(shareUrl('facebook', { ...minimal, hashtags: 'apps,cluj,b2b' })).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${u}&title=${t}&description=&quote=&hashtag=%23apps`,
    );
  });

  it('keeps an empty hashtag on Facebook as an empty parameter', () => {
    expect(shareUrl('facebook', minimal)).toMatch(/&hashtag=$/);
  });

  it('drops empty hashtags and an empty via from X, and adds each alone when given', () => {
    expect(shareUrl('twitter', { ...minimal, hashtags: '', twitterUser: '' })).toBe(
      `https://x.com/intent/tweet?text=${t}&url=${u}`,
    );
    expect(shareUrl('twitter', { ...minimal, twitterUser: 'wolf pack' })).toBe(
      `https://x.com/intent/tweet?text=${t}&url=${u}&via=wolf%20pack`,
    );
    expect(shareUrl('twitter', { ...minimal, hashtags: 'hiring' })).toBe(
      `https://x.com/intent/tweet?text=${t}&url=${u}&hashtags=hiring`,
    );
  });

  it('joins title, url and description with CRLF in the single-text networks', () => {
    const text = decodeURIComponent(new URL(shareUrl('whatsapp', full)).searchParams.get('text') ?? '');
    expect(text).toBe(`${full.title}\r\n${full.url}\r\n${full.description}`);
  });

  it('uses the iPhone and iPad form of the SMS link, and the usual form elsewhere', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15';
    const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15';
    const android = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131.0 Mobile';
    expect(shareUrl('sms', minimal, iphone)).toBe(`sms:&body=${t}%0D%0A${u}%0D%0A`);
    expect(shareUrl('sms', minimal, ipad)).toBe(`sms:&body=${t}%0D%0A${u}%0D%0A`);
    expect(shareUrl('sms', minimal, android)).toBe(`sms:?body=${t}%0D%0A${u}%0D%0A`);
    expect(shareUrl('whatsapp', minimal, iphone)).toBe(withMinimal.whatsapp);
  });

  it('reads network names in any case', () => {
    expect(shareUrl('LinkedIn', minimal)).toBe(withMinimal.linkedin);
    expect(shareUrl('WHATSAPP', minimal)).toBe(withMinimal.whatsapp);
    expect(networkKey('HackerNews')).toBe('hackernews');
  });

  it('throws for an unknown network, naming it in lower case', () => {
    expect(() => shareUrl('MySpace', minimal)).toThrow(new Error('Network myspace does not exist'));
    // Names of Object.prototype are not networks either.
    expect(() => shareUrl('toString', minimal)).toThrow('Network tostring does not exist');
    expect(() => shareUrl('constructor', minimal)).toThrow('Network constructor does not exist');
  });
});
