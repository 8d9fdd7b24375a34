/** Why a text in Sparrow's notation could not be read (the renderer translates it by its message: logic/errors.ts). */
export class NotationError extends Error {
  override name = 'NotationError';
}
