/**
 * The id of this build: next.config.ts makes one per build (or takes `SITE_BUILD_ID` from the
 * deployment) and gives it to Next as its own build id. Server code only; pages pass it on.
 */
export const BUILD_ID = process.env.SITE_BUILD_ID ?? 'development';
