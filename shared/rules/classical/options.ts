/** Table options of the two classical presets, with their defaults. */

export interface ClassicalOptions {
  /** Points for a limit hand (also the cap on ordinary hands unless the roof is off). */
  limit: number;
  /** No cap on ordinary hands. */
  roofOff: boolean;
  /** A Mah-Jong worth less collects nothing (Hungarian rule); 0 disables. */
  minimum: number;
  /** Hungarian "blind game": older discards lie face down. */
  blindGame: boolean;
  /** Largest single payment in settlement; null for none. */
  paymentCap: number | null;
  /**
   * House rule: the BMJA's shapes of their own beyond Thirteen Unique Wonders (Knitting, Triple
   * Knitting, All Pair Honours, Wriggling Snake) go Mah-Jong. Off: seed 000 rule 29 names only
   * Thirteen Unique Wonders (presetTables.ts).
   */
  bmjaExtras: boolean;
}

/** Classical (Millington): the BMJA table, Mah-Jong as seed 000 rule 29 defines it. */
export const MILLINGTON_OPTIONS: Readonly<ClassicalOptions> = {
  limit: 1000,
  roofOff: false,
  minimum: 0,
  blindGame: false,
  paymentCap: null,
  bmjaExtras: false,
};

/** Classical (Hungarian 1920s): the DMJL table with seed 003's set values, minimum 26 as docs/rules/readings.md reads the seed. */
export const HUNGARIAN_OPTIONS: Readonly<ClassicalOptions> = {
  limit: 500,
  roofOff: false,
  minimum: 26,
  blindGame: false,
  paymentCap: null,
  bmjaExtras: false,
};
