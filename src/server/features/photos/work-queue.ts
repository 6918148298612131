// Image work one at a time per instance, with a short waiting line: uploads never take both cores
// from page requests, and past the line an upload is told to come back rather than held in memory.

import { PHOTO_BUSY } from "../../../shared/photos.ts";
import { UnavailableError } from "../../http/errors.ts";

export class PhotoWorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly maxWaiting: number,
    private readonly concurrency = 1,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new UnavailableError(PHOTO_BUSY, 5);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
