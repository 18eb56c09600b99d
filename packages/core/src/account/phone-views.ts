import { cellphoneE164, phoneParts, type PhoneParts } from './phone-number';

export interface TypedPhone {
  /** The phone as a person typed it, in any format. */
  readonly typed: string;
  /** The country (ISO code, one of CALLING_CODES') a number typed without its calling code is read in; Argentina when left out. */
  readonly country?: string | undefined;
}

export interface StoredPhone {
  /** A phone as the account stores it (E.164), or none. */
  readonly stored: string | null | undefined;
}

/** What a phone field works out as the person types: pure and synchronous, one object argument each. */
export interface PhoneViews {
  /**
   * A cell phone as it is stored and sent (E.164), from what a person typed: a number with '+' or
   * '00' carries its own calling code; any other is a national number of `country`. An Argentine
   * number loses the trunk 0 and the mobile '15' and gets the '9'. Blank stays blank.
   *
   * @example
   * portal.cellphoneE164({ typed: '011 15 2345-6789' }); // '+5491123456789'
   */
  cellphoneE164(phone: TypedPhone): string;

  /**
   * A stored phone split for a field with a calling-code picker: the country whose code it starts
   * with and the rest as a person writes it. A phone stored without '+' or with a code the picker
   * lacks is given whole, under Argentina.
   *
   * @example
   * portal.phoneParts({ stored: '+5491123456789' }); // { country: 'AR', number: '11 2345-6789' }
   */
  phoneParts(phone: StoredPhone): PhoneParts;
}

/** The phone views, the same for every portal. */
export const phoneViews: PhoneViews = {
  cellphoneE164: ({ typed, country }) => cellphoneE164(typed, country),
  phoneParts: ({ stored }) => phoneParts(stored),
};
