import type { TooLongMessage } from './catalogue';
import { overLongFields, type TextFields } from './text-limits';

export interface TextLengthCheck<Field extends string> {
  /** What each field holds, as it would be sent. */
  readonly texts: NoInfer<Readonly<Partial<Record<Field, string | null | undefined>>>>;
  /** The kind of text each field holds (a form's *TextFields, or one of textLimits' kinds). */
  readonly fields: TextFields<Field>;
}

/** The text rules a form needs while the person writes: pure and synchronous, as the use-cases apply them. */
export interface TextViews {
  /**
   * The fields whose text is longer than their kind takes (textLimits), each with the catalogue's
   * 'Máximo N caracteres': what the use-case sending them would refuse. Empty when all fit.
   *
   * @example
   * const { text } = portal.checkTextLengths({ texts: { text: comment }, fields: commentTextFields });
   * if (text === undefined) await portal.addComment({ movementId, text: comment });
   */
  checkTextLengths<Field extends string>(check: TextLengthCheck<Field>): Partial<Record<Field, TooLongMessage>>;
}

/** The text views, the same for every portal. */
export const textViews: TextViews = {
  checkTextLengths: ({ texts, fields }) => overLongFields(texts, fields),
};
