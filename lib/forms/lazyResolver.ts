import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<Values extends FieldValues> = {
  /** For `useForm`: checks the values with the loaded resolver, loading it first when needed. */
  resolver: Resolver<Values>;
  /** Starts loading (when the visitor first focuses or touches the form), so the first check is instant. */
  preload: () => void;
};

/**
 * A react-hook-form resolver whose checks load on first use. The schemas and zod are a fifth of a form
 * page's JavaScript and nothing needs them before the visitor starts on the form, so the page loads,
 * paints and hydrates without them.
 *
 * If they cannot be loaded (the connection dropped, or a newer build has replaced the file), the values go
 * out unchecked rather than the form getting stuck: the intake checks them with the very same schemas and
 * answers 422 with each message for its field, so the visitor still sees what to fix and keeps what was
 * typed. The next check tries loading again.
 */
export function lazyResolver<Values extends FieldValues>(load: () => Promise<Resolver<Values>>): LazyResolver<Values> {
  let loading: Promise<Resolver<Values> | null> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      console.warn('The form checks could not be loaded; the server will check the form instead.', error);
      loading = undefined;
      return null;
    }));
  return {
    resolver: async (values, context, options) => {
      const resolver = await loaded();
      return resolver ? resolver(values, context, options) : { values, errors: {} };
    },
    preload: () => void loaded(),
  };
}
