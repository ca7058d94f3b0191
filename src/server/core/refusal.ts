/**
 * The one refusal: services and handlers throw it with a Chinese message the caller can act on, and the app's error
 * handler (`app.ts`) alone turns it into the envelope `{ code: 0, msg, data }` (`data: { field }` when it names one).
 */
export class Refusal extends Error {
  /** The first field the input was refused for (a form shows the message under it); none for a refusal of the whole call. */
  readonly field: string | undefined;
  constructor(message: string, field?: string) {
    super(message);
    this.field = field;
  }
}
