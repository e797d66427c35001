// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Slots } from '@/lib/intake/guards/slots';

/** A piece of work that ends when told to, recording how many ran at once. */
function tracker() {
  let running = 0;
  let most = 0;
  const order: number[] = [];
  const ends: (() => void)[] = [];
  const work = (index: number) => async () => {
    running += 1;
    most = Math.max(most, running);
    order.push(index);
    await new Promise<void>((end) => ends.push(end));
    running -= 1;
    return index;
  };
  return { work, ends, order, most: () => most };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Slots', () => {
  it('runs at most its count at once, the others in the order they came, and refuses none', async () => {
    const slots = new Slots(2);
    const { work, ends, order, most } = tracker();
    const results = Promise.all([0, 1, 2, 3, 4].map((index) => slots.run(work(index))));
    await settle();
    expect(order).toEqual([0, 1]);
    while (ends.length > 0) {
      ends.shift()!();
      await settle();
    }
    expect(await results).toEqual([0, 1, 2, 3, 4]);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(most()).toBe(2);
  });

  it('frees the place of work that failed', async () => {
    const slots = new Slots(1);
    await expect(slots.run(async () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    expect(await slots.run(async () => 'next')).toBe('next');
  });
});
