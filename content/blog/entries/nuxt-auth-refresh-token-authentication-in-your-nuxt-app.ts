import type { Input, blogPostSchema } from "@/content/schemas";

const entry: Input<typeof blogPostSchema> = {
  slug: "nuxt-auth-refresh-token-authentication-in-your-nuxt-app",
  title: "Nuxt auth: refresh token authentication in your Nuxt app",
  excerpt:
    "Short-lived access tokens, rotating refresh tokens and httpOnly cookies: a practical pattern for authentication in Nuxt 3 and 4 that survives server rendering and parallel requests.",
  seo: {
    title: "Nuxt auth: refresh token authentication in Nuxt",
    description:
      "How we implement refresh token authentication in Nuxt: httpOnly cookies, server routes, token rotation, concurrent 401s and server-side rendering pitfalls.",
  },
  author: "andrei-muresan",
  publishedAt: "2026-02-03",
  tags: ["Nuxt", "Vue", "Security"],
  image: {
    src: "/images/blog/nuxt-auth-refresh-token-authentication-in-your-nuxt-app.svg",
    alt: "",
    width: 1200,
    height: 630,
  },
  body: [
    {
      type: "paragraph",
      text: "Authentication in a server-rendered Nuxt app is harder than in a single-page app, because the same code runs in two places: on the server during the first request, and in the browser afterwards. Most broken implementations we are asked to fix keep tokens in local storage, refresh them in a client-only plugin and then wonder why the first server render shows a signed-out page, or why users are logged out at random every fifteen minutes. This is the pattern we use instead on Nuxt 3 and Nuxt 4 projects, with a separate identity API or an OAuth provider behind it.",
    },
    { type: "heading", level: 2, text: "Keep tokens away from JavaScript" },
    {
      type: "paragraph",
      text: "In our setup the browser never sees a token. The sign-in form posts to a Nuxt server route, server/api/auth/login.post.ts, which calls the identity API and receives a short-lived access token (ten to fifteen minutes) and a refresh token valid for 14 to 30 days. The route stores both in cookies, for example setCookie(event, 'at', accessToken, { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 900 }), and returns only the user profile. The refresh token cookie gets path: '/api/auth' so it travels only to the refresh and sign-out routes, not with every image and API call. A cross-site scripting bug can no longer exfiltrate a session, because scripts cannot read httpOnly cookies at all.",
    },
    {
      type: "paragraph",
      text: "Calls to your back end go through Nuxt server routes too, usually a catch-all handler under server/api/proxy that reads the access token cookie and forwards the request with an Authorization header. The browser only ever talks to its own origin, which removes most CORS configuration. Because cookies are now your credential, protect state-changing routes against cross-site request forgery: SameSite=Lax does most of the work, and checking the Origin header on every POST, PUT and DELETE closes the rest for a few lines of code.",
    },
    { type: "heading", level: 2, text: "Rotate refresh tokens, and detect reuse" },
    {
      type: "paragraph",
      text: "Each time a refresh token is used, the identity service issues a new one and invalidates the old. If an old refresh token is ever presented again, someone has copied it, and the whole token family is revoked, signing that user out on every device. Rotation turns a stolen refresh token from a month-long skeleton key into something that is detected the first time both parties use it. One practical adjustment: allow a grace window of ten to thirty seconds in which the previous token still returns the same new pair. Without it, two browser tabs or two server instances refreshing at the same moment will trigger reuse detection against your own user.",
    },
    { type: "heading", level: 2, text: "Refresh once, even when ten requests fail" },
    {
      type: "paragraph",
      text: "The classic bug appears when the access token expires while a page fires several API calls at once. Each gets a 401, each tries to refresh, and with rotation all but the first refresh fail, so the user is signed out for no visible reason. The fix is a single-flight refresh, on the server per session and in the browser per tab:",
    },
    {
      type: "list",
      ordered: true,
      items: [
        "A request returns 401 because the access token has expired.",
        "If no refresh is running, start one and keep its promise; in the browser, a small wrapper created with $fetch.create and an onResponseError hook does this.",
        "Every other failing request awaits that same promise instead of starting its own refresh.",
        "When it resolves, the new cookies are set and each request is retried exactly once.",
        "If the refresh itself fails, clear both cookies and redirect to sign-in with the original path as a query parameter.",
      ],
    },
    { type: "heading", level: 2, text: "Server rendering pitfalls" },
    {
      type: "paragraph",
      text: "During server rendering, $fetch to your own API routes does not carry the visitor's cookies. Use useRequestFetch, or useFetch, which forwards them for you; otherwise every server render looks signed out and the page flickers when hydration takes over. Set-Cookie headers returned by an internal call are not passed on to the browser either, so when the server refreshes a token mid-render you must append them to the outgoing response yourself, or the browser keeps a refresh token that was just revoked. Do not derive the signed-in state from useCookie in components: an httpOnly cookie is readable on the server but undefined in the browser, which produces hydration mismatches. Load the user once in a server plugin into useState and let the client reuse it. Finally, exclude every page rendered for a signed-in user from swr, isr and cachedEventHandler caches, or one customer's dashboard will be served to the next visitor.",
    },
    {
      type: "quote",
      text: "If a token can be read by JavaScript, assume that one day it will be read by someone else's JavaScript.",
      cite: "Andrei Muresan, CTO",
    },
    {
      type: "paragraph",
      text: "Modules such as nuxt-auth-utils cover much of this pattern with sealed cookie sessions, and we use them when the identity provider fits; the trade-off is less control over rotation and revocation. Whichever route you choose, test the unhappy paths on purpose before launch: an expired access token during server rendering, ten parallel 401s, a reused refresh token, two open tabs and a sign-out in one of them. In our projects the whole pattern takes three to five days to build and test properly, which is far cheaper than one incident.",
    },
  ],
};

export default entry;
