import { MemoryCookieJar, type CookieOptions } from '../../../src/core/api';

/** A MemoryCookieJar on a hand-moved clock that also remembers the options of every write. */
export class RecordingJar extends MemoryCookieJar {
  clock = 1_800_000_000_000;
  readonly writes: { name: string; value: string; options: CookieOptions }[] = [];
  readonly removals: string[] = [];

  constructor(initial: Readonly<Record<string, string>> = {}) {
    super({ now: () => this.clock });
    for (const [name, value] of Object.entries(initial)) super.set(name, value);
  }

  override set(name: string, value: string, options: CookieOptions = {}): void {
    this.writes.push({ name, value, options });
    super.set(name, value, options);
  }

  override remove(name: string): void {
    this.removals.push(name);
    super.remove(name);
  }

  /** Moves the clock forward. */
  advance(ms: number): void {
    this.clock += ms;
  }
}
