/** A refused club action: thrown inside the evening's step, caught by `applyEvening`, which changes nothing. */
import type { EveningRefusal } from './types';

export class Refusal extends Error {
  constructor(
    readonly code: EveningRefusal,
    message: string,
  ) {
    super(message);
  }
}

export const refuse = (code: EveningRefusal, message: string): never => {
  throw new Refusal(code, message);
};
