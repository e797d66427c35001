/**
 * The reference of a sent form: the id the intake stored it under, shown on the prerendered success page so
 * the visitor can quote it. A form sent without JavaScript gets it in the URL of the 303
 * (`/contact/success?reference=…`; no analytics run without JavaScript). A form sent with JavaScript keeps it
 * in the tab's session storage instead, so the address that analytics and session recordings see after
 * consent never carries an id that ties a visit to a stored lead.
 */
export const REFERENCE_PARAM = 'reference';

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The success page's address with the reference, or without it when there is none. */
export function successLocation(successPath: string, id: string | undefined): string {
  return id ? `${successPath}?${new URLSearchParams({ [REFERENCE_PARAM]: id })}` : successPath;
}

/** The reference in a query string, when it has the shape of an id the intake gives (never other text). */
export function readReference(search: string): string | undefined {
  const value = new URLSearchParams(search).get(REFERENCE_PARAM)?.trim().toLowerCase();
  return value && ID_PATTERN.test(value) ? value : undefined;
}

const STORAGE_KEY = 'submission-reference';

/**
 * The reference as the success page shows it, for a person to read out on the phone or type into a reply: the id's
 * first eight characters in capitals, in two groups of four (`0F8E 4C1A`). That is 4 billion values, so two of a
 * site's submissions share one only by a rare accident; the intake CLI finds the submission from it and, in that
 * case, names the candidates (`npm run intake -- show 0F8E4C1A`).
 */
export function shortReference(id: string): string {
  const head = id.slice(0, 8).toUpperCase();
  return `${head.slice(0, 4)} ${head.slice(4)}`;
}

/**
 * What someone typed to find a submission, as an id or as the start of one: a whole id or a short reference, in any
 * case, with or without its spaces and dashes. `undefined` for anything else.
 */
export function parseReference(text: string): { id: string } | { prefix: string } | undefined {
  const hex = text.replace(/[\s-]/g, '').toLowerCase();
  if (/^[0-9a-f]{8}$/.test(hex)) return { prefix: hex };
  if (!/^[0-9a-f]{32}$/.test(hex)) return undefined;
  const [, ...groups] = /^(.{8})(.{4})(.{4})(.{4})(.{12})$/.exec(hex)!;
  return { id: groups.join('-') };
}

/** Keeps a sent form's reference for its success page, in this tab only. */
export function rememberReference(id: string | undefined, storage: Storage = window.sessionStorage): void {
  try {
    if (id) storage.setItem(STORAGE_KEY, id);
    else storage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode, quota): the page shows no reference; the form was still sent.
  }
}

/** The reference kept by `rememberReference`, when it has the shape of an id the intake gives. */
export function rememberedReference(storage: Storage = window.sessionStorage): string | undefined {
  try {
    return readReference(new URLSearchParams({ [REFERENCE_PARAM]: storage.getItem(STORAGE_KEY) ?? '' }).toString());
  } catch {
    return undefined;
  }
}
