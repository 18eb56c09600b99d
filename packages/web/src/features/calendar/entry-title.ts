/**
 * What an entry is called wherever it shows (the list, the month and week, the .ics file): core's
 * calendarEntryTitle, its title, else the name of its case.
 */
export { calendarEntryTitle as entryTitle } from '@justiciable/core';
