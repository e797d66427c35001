import type { Input, blogPostSchema } from '@/content/schemas';

const entry: Input<typeof blogPostSchema> = {
  slug: 'nuxt-auth-refresh-token-authentication-in-your-nuxt-app',
  title: 'Nuxt auth: refresh token authentication in your Nuxt app',
  excerpt:
    'Short-lived access tokens, rotating refresh tokens and httpOnly cookies: a practical pattern for authentication in Nuxt that survives server rendering.',
  seo: {
    title: 'Nuxt auth: refresh token authentication in Nuxt',
    description:
      'How we implement refresh token authentication in Nuxt: httpOnly cookies, server routes, token rotation, concurrent 401s and server-side rendering pitfalls.',
  },
  author: 'andrei-muresan',
  publishedAt: '2026-02-03',
  tags: ['Nuxt', 'Vue', 'Security'],
  image: {
    src: '/images/blog/nuxt-auth-refresh-token-authentication-in-your-nuxt-app.svg',
    alt: 'Abstract night landscape with a gate of light between two dark hills, suggesting a guarded entrance',
    width: 1200,
    height: 630,
  },
  body: [
    {
      type: 'paragraph',
      text: 'Authentication in a server-rendered Nuxt app is harder than in a single-page app, because the same code runs in two places: on the server during the first request, and in the browser afterwards. Most broken implementations we are asked to fix store tokens in local storage, refresh them in a client plugin and then wonder why the first server render shows a signed-out page. This is the pattern we use instead, on Nuxt 3 and 4.',
    },
    { type: 'heading', level: 2, text: 'Keep tokens away from JavaScript' },
    {
      type: 'paragraph',
      text: 'The browser never sees a token in our setup. When a user signs in, the form posts to a Nuxt server route, which calls the identity API and receives a short-lived access token (we use ten to fifteen minutes) and a long-lived refresh token. The server route stores both in cookies marked httpOnly, Secure and SameSite=Lax, and returns only the user profile. A cross-site scripting bug can then no longer steal a session, because scripts cannot read the cookies at all.',
    },
    {
      type: 'paragraph',
      text: 'Calls to your back end go through Nuxt server routes as well, for example a catch-all route under /api/proxy that reads the access token cookie and forwards the request with an Authorization header. The browser only ever talks to its own origin, which also removes most CORS configuration.',
    },
    { type: 'heading', level: 2, text: 'Rotate refresh tokens, and detect reuse' },
    {
      type: 'paragraph',
      text: 'Each time the refresh token is used, the identity service issues a new one and invalidates the old. If an old refresh token is ever presented again, someone has copied it, and the whole token family is revoked, signing the user out everywhere. Rotation turns a stolen refresh token from a month-long skeleton key into something that is detected the first time both parties use it.',
    },
    { type: 'heading', level: 2, text: 'Refresh once, even when ten requests fail' },
    {
      type: 'paragraph',
      text: 'The classic bug appears when the access token expires while a page fires several API calls at once. Each gets a 401, each tries to refresh, and with rotation all but the first refresh fail, so the user is signed out for no reason. Our proxy route keeps one refresh promise per session: the first 401 starts the refresh, later ones wait for the same promise, then every request retries once with the new token. In the browser, a small wrapper around $fetch does the same for calls that were already in flight.',
    },
    {
      type: 'list',
      ordered: true,
      items: [
        'A request returns 401 because the access token expired.',
        'If no refresh is running for this session, start one and remember the promise.',
        'Every other failing request awaits that same promise.',
        'When it resolves, set the new cookies and retry each request once.',
        'If the refresh itself fails, clear the cookies and redirect to sign-in with the return path.',
      ],
    },
    { type: 'heading', level: 2, text: 'Server rendering pitfalls' },
    {
      type: 'paragraph',
      text: 'During server rendering, calls made with $fetch do not carry the visitor\'s cookies automatically. Use useRequestFetch, or forward the cookie header yourself, otherwise every server render looks signed out and the page flickers when the browser takes over. When the server refreshes a token mid-render, it must also write the new cookies to the response with setCookie on the event, or the browser keeps the old, now revoked, refresh token. Finally, never put user-specific pages behind a shared cache: route rules that cache HTML must exclude anything rendered for a signed-in user.',
    },
    {
      type: 'quote',
      text: 'If a token can be read by JavaScript, assume it will be read by someone else\'s JavaScript one day.',
      cite: 'Andrei Muresan, CTO',
    },
    {
      type: 'paragraph',
      text: 'Modules such as nuxt-auth-utils cover much of this pattern with sealed cookie sessions, and we happily use them when the identity provider fits. Whichever route you choose, test the unhappy paths on purpose: an expired access token during server rendering, ten parallel 401s, a reused refresh token and a sign-out in another tab.',
    },
  ],
};

export default entry;
