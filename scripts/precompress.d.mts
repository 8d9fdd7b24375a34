/** Writes .br and .gz copies beside every text file under `dir`; returns how many were written. */
export function precompress(dir: string): number;
