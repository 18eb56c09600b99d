import * as v from 'valibot';

/** Where a toast may appear (SPEC §2). */
export const NOTIFICATION_POSITIONS = [
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
  'top',
  'bottom',
  'left',
  'right',
  'center',
] as const;
export const NotificationPositionSchema = v.picklist(NOTIFICATION_POSITIONS);
export type NotificationPosition = v.InferOutput<typeof NotificationPositionSchema>;

/** A toast shows for 5 s at the bottom unless told otherwise (SPEC §2, §9). */
export const NOTIFICATION_DEFAULTS: { readonly durationMs: number; readonly position: NotificationPosition } = {
  durationMs: 5000,
  position: 'bottom',
};
