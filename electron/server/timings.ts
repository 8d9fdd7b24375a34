/** The latest N durations of something, for percentiles (the bench reads the host's own figures). */
export class Timings {
  private readonly values: number[] = [];
  private next = 0;

  constructor(private readonly keep: number) {}

  record(ms: number): void {
    if (this.values.length < this.keep) this.values.push(ms);
    else this.values[this.next] = ms;
    this.next = (this.next + 1) % this.keep;
  }

  all(): number[] {
    return [...this.values];
  }
}
