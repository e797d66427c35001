/**
 * The reference of a sent form: the id the intake stored it under, carried to the success page in the
 * URL (`/contact/success?reference=…`) by the 303 of a form sent without JavaScript and by the form's
 * own navigation after a 201, so the prerendered page can show it and the visitor can quote it.
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
