/**
 * A project's duration as a visitor reads it: `7 months to launch, supported since 2024`, or only the
 * time to launch when the pack no longer looks after the product.
 */
export function formatProjectDuration(
  duration: { monthsToLaunch: number; supportOngoing: boolean },
  launchYear: number,
): string {
  const months = duration.monthsToLaunch;
  const toLaunch = `${months} ${months === 1 ? 'month' : 'months'} to launch`;
  return duration.supportOngoing ? `${toLaunch}, supported since ${launchYear}` : toLaunch;
}
