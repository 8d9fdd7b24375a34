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
}

/** Classical (Millington): the BMJA table. */
export const MILLINGTON_OPTIONS: Readonly<ClassicalOptions> = {
  limit: 1000,
  roofOff: false,
  minimum: 0,
  blindGame: false,
  paymentCap: null,
};

/** Classical (Hungarian 1920s): the DMJL table, minimum 26 as RULES.md reads the seed. */
export const HUNGARIAN_OPTIONS: Readonly<ClassicalOptions> = {
  limit: 500,
  roofOff: false,
  minimum: 26,
  blindGame: false,
  paymentCap: null,
};
