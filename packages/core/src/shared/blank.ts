/** Missing, empty or only spaces: the services use all three for "no value". */
export function isBlank(text: string | null | undefined): boolean {
  return text === null || text === undefined || text.trim() === '';
}

/** The text as given, or null when it is blank. */
export function presentText(text: string | null | undefined): string | null {
  return text === null || text === undefined || text.trim() === '' ? null : text;
}
