// Imports nothing: the editor's fields run it in the browser, where content/schemas.ts (which reads files) cannot go.

/**
 * What is wrong with a salary range whose lower end is above its higher one, in the words of the editor's fields
 * (From, To): the build (content/schemas.ts) and the editor (lib/editor/fields.tsx) both say it so.
 */
export function salaryRangeProblem(min: number, max: number): string | undefined {
  if (min <= max) return undefined;
  return `From (${min}) is more than To (${max}): the range goes from the lower figure to the higher, so swap them`;
}
