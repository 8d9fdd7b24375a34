/**
 * The bench's sample sizes, each from an environment variable with its default, so a smoke test
 * can run every piece tiny. `npm run bench` prints the values it used.
 */
const num = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number ≥ 0, not "${raw}"`);
  return n;
};

export const BENCH = {
  /** Hands in each hand set (random, hard, mixed winning). */
  hands: num('SPARROW_BENCH_HANDS', 2000),
  /** Interleaved rounds of ours and the reference over the whole set; the median round counts. */
  rounds: num('SPARROW_BENCH_ROUNDS', 10),
  /** Minimum milliseconds per figure without a reference. */
  ms: num('SPARROW_BENCH_MS', 1000),
  /** Bot hands: a fresh process's first hands (cold), the warm-up, then the steady-state run; per level, over all presets. */
  botColdHands: num('SPARROW_BENCH_BOT_COLD_HANDS', 200),
  /** Hands per rule set whose own-turn decisions are timed in a fresh process (the cold decision row). */
  botColdDecisionHands: num('SPARROW_BENCH_BOT_COLD_DECISION_HANDS', 40),
  botWarmHands: num('SPARROW_BENCH_BOT_WARMUP_HANDS', 200),
  botSteadyHands: num('SPARROW_BENCH_BOT_HANDS', 2000),
  /** Hands whose every decision is timed (a run of its own: timing each one costs views and clock reads the steady run does not make). */
  botTimedHands: num('SPARROW_BENCH_BOT_TIMED_HANDS', 2000),
  /** Bot tables on the latency bench's host, the least seconds measured, the least moves timed, the most seconds. */
  tables: num('SPARROW_BENCH_TABLES', 200),
  seconds: num('SPARROW_BENCH_SECONDS', 20),
  minSamples: num('SPARROW_BENCH_MIN_SAMPLES', 1000),
  maxSeconds: num('SPARROW_BENCH_MAX_SECONDS', 240),
  /** Hands per preset played by strong bots and then reviewed, one seat's whole hand at a time. */
  reviewHands: num('SPARROW_BENCH_REVIEW_HANDS', 8),
  /** Tables seated from one loopback address (the host accepts 32 connections per address). */
  tablesPerAddress: num('SPARROW_BENCH_TABLES_PER_ADDRESS', 16),
};

export const describeSizes = (): string =>
  Object.entries(BENCH)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');
