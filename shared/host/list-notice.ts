/**
 * The lobby's list of tables changes: told to its listeners once things settle (50 ms after the
 * first change), and only when the list as they see it did change. Every shell uses this one rule.
 */
import type { TableSummary } from '../protocol';
import type { HostClock, TimerHandle } from './clock';

const LIST_NOTICE_MS = 50;

export class ListNotice {
  private timer: TimerHandle | null = null;
  private last = '';

  constructor(
    private readonly clock: HostClock,
    private readonly list: () => TableSummary[],
    private readonly tell: (tables: TableSummary[]) => void,
  ) {}

  changed(): void {
    if (this.timer) return;
    this.timer = this.clock.setTimer(
      () => {
        this.timer = null;
        const tables = this.list();
        const now = JSON.stringify(tables);
        if (now === this.last) return;
        this.last = now;
        this.tell(tables);
      },
      LIST_NOTICE_MS,
      true,
    );
  }

  stop(): void {
    if (this.timer) this.clock.clearTimer(this.timer);
    this.timer = null;
  }
}
