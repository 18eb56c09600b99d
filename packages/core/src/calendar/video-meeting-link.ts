import { isVideoMeeting } from './meeting';

/**
 * Where the portal opens the video rooms it creates, when a deployment names no other: Jitsi Meet's
 * public service, which needs no account and makes a room of any unguessable name.
 */
export const DEFAULT_VIDEO_MEETING_BASE_URL = 'https://meet.jit.si/';

/**
 * A video meeting's join link: a room on `baseUrl` named after an unguessable id (the ports' random
 * IdGenerator), with nothing else in it: no name, no case, no secret beyond the room's name.
 * Characters outside letters, digits and '-' are dropped from the id.
 */
export function videoMeetingLink(roomId: string, baseUrl: string = DEFAULT_VIDEO_MEETING_BASE_URL): string {
  const room = `justiciable-${roomId.replace(/[^A-Za-z0-9-]/g, '')}`;
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${room}`;
}

/**
 * The link a booked meeting carries: the one given, else, for a video meeting, a new room
 * (videoMeetingLink); a presencial or phone meeting without a place has none.
 */
export function bookedMeetingLink(
  medium: string,
  given: string | null,
  newRoomId: () => string,
  baseUrl?: string,
): string | null {
  const place = given?.trim() ?? '';
  if (place !== '') return place;
  return isVideoMeeting(medium) ? videoMeetingLink(newRoomId(), baseUrl) : null;
}
