/**
 * At most `count` pieces of work at a time; the rest wait their turn in order (none is refused). The intake
 * stores uploads through it, so that only a few files are held in memory and written at once however many
 * arrive together.
 */
export class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly count: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.count) await new Promise<void>((turn) => this.waiting.push(turn));
    else this.running += 1;
    try {
      return await work();
    } finally {
      // The place passes straight to the next in line, so a newcomer cannot take it in between.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
