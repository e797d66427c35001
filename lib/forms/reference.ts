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
