/**
 * The order of the benchmark's runs: round-robin over the pages (every page once per round), each round
 * starting one page later, so that no page always runs first or right after the same neighbour.
 */
export function interleave<T>(pages: readonly T[], rounds: number): { page: T; round: number }[] {
  const order: { page: T; round: number }[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (let index = 0; index < pages.length; index += 1) {
      order.push({ page: pages[(index + round) % pages.length]!, round: round + 1 });
    }
  }
  return order;
}
