/**
 * The attribution a form carries (`lead[utm_source]` ... `lead[first_visit_at]`), checked by the intake
 * only: the browser never validates it (the visitor did not type it), so it stays out of the forms' bundle.
 */
import * as z from 'zod/mini';
import { ATTRIBUTION_KEYS, type AttributionKey } from '@/lib/attribution/keys';
import { MAX_LENGTH } from './keys';

/** Each key optional, each a bounded string; an unknown key is refused. */
export const attributionSchema = z.strictObject(
  Object.fromEntries(
    ATTRIBUTION_KEYS.map((key) => [key, z.optional(z.string().check(z.maxLength(MAX_LENGTH.attribution)))]),
  ) as Record<AttributionKey, z.ZodMiniOptional<z.ZodMiniString>>,
);
