import { crc32 } from './crc32';
import { utf8Bytes } from './utf8';

/** One file of an archive, under a relative path with '/' between folders. */
export interface ZipEntry {
  readonly path: string;
  readonly bytes: Uint8Array;
}

/** A wall-clock time, as ZIP keeps it: without a zone, to the even second, from 1980. */
export interface ZipTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** 2.0: the version every unzip tool reads. */
const VERSION = 20;
/** General purpose bit 11: names are UTF-8, so 'Contestación.pdf' opens as written. */
const UTF8_NAMES = 0x0800;
/** Method 0: stored as is. Documents are PDFs and pictures, already compressed; the JSON is small. */
const STORED = 0;
/** Beyond these the format needs its ZIP64 records, which no export of one person's data comes near. */
const MAX_ENTRIES = 0xffff;
const MAX_OFFSET = 0xffffffff;

/**
 * A ZIP archive (PKWARE APPNOTE 6.3, without ZIP64) holding the entries as they are. A path
 * that is absolute, climbs out ('..'), has empty parts or backslashes, or repeats another is
 * a bug of the caller, which names the files, and throws.
 */
export function writeZip(entries: readonly ZipEntry[], modified: ZipTime): Uint8Array {
  if (entries.length > MAX_ENTRIES) throw new RangeError(`A ZIP without ZIP64 holds at most ${MAX_ENTRIES} files`);
  const { time, date } = dosDateTime(modified);
  const seen = new Set<string>();
  const files = entries.map((entry) => {
    checkPath(entry.path, seen);
    return { name: utf8Bytes(entry.path), bytes: entry.bytes, crc: crc32(entry.bytes) };
  });

  const localSize = files.reduce((sum, file) => sum + 30 + file.name.length + file.bytes.length, 0);
  const centralSize = files.reduce((sum, file) => sum + 46 + file.name.length, 0);
  if (localSize + centralSize > MAX_OFFSET) throw new RangeError('A ZIP without ZIP64 holds at most 4 GiB');

  const archive = new Uint8Array(localSize + centralSize + 22);
  const view = new DataView(archive.buffer);
  let at = 0;
  const offsets: number[] = [];
  for (const file of files) {
    offsets.push(at);
    view.setUint32(at, LOCAL_HEADER, true);
    view.setUint16(at + 4, VERSION, true);
    view.setUint16(at + 6, UTF8_NAMES, true);
    view.setUint16(at + 8, STORED, true);
    view.setUint16(at + 10, time, true);
    view.setUint16(at + 12, date, true);
    view.setUint32(at + 14, file.crc, true);
    view.setUint32(at + 18, file.bytes.length, true);
    view.setUint32(at + 22, file.bytes.length, true);
    view.setUint16(at + 26, file.name.length, true);
    view.setUint16(at + 28, 0, true);
    archive.set(file.name, at + 30);
    archive.set(file.bytes, at + 30 + file.name.length);
    at += 30 + file.name.length + file.bytes.length;
  }

  const centralStart = at;
  files.forEach((file, index) => {
    view.setUint32(at, CENTRAL_HEADER, true);
    view.setUint16(at + 4, VERSION, true);
    view.setUint16(at + 6, VERSION, true);
    view.setUint16(at + 8, UTF8_NAMES, true);
    view.setUint16(at + 10, STORED, true);
    view.setUint16(at + 12, time, true);
    view.setUint16(at + 14, date, true);
    view.setUint32(at + 16, file.crc, true);
    view.setUint32(at + 20, file.bytes.length, true);
    view.setUint32(at + 24, file.bytes.length, true);
    view.setUint16(at + 28, file.name.length, true);
    // Extra field, comment, disk number, internal and external attributes: none.
    view.setUint32(at + 42, offsets[index]!, true);
    archive.set(file.name, at + 46);
    at += 46 + file.name.length;
  });

  view.setUint32(at, END_OF_CENTRAL_DIRECTORY, true);
  view.setUint16(at + 8, files.length, true);
  view.setUint16(at + 10, files.length, true);
  view.setUint32(at + 12, at - centralStart, true);
  view.setUint32(at + 16, centralStart, true);
  return archive;
}

function checkPath(path: string, seen: Set<string>): void {
  const parts = path.split('/');
  if (path.includes('\\') || parts.some((part) => part === '' || part === '.' || part === '..')) {
    throw new RangeError(`Not a safe relative path inside a ZIP: '${path}'`);
  }
  if (utf8Bytes(path).length > 0xffff)
    throw new RangeError(`A ZIP file name is at most 65535 bytes: '${path.slice(0, 40)}…'`);
  // Case-insensitive file systems (Windows, macOS) would write one file over the other.
  const key = path.toLowerCase();
  if (seen.has(key)) throw new RangeError(`Two files of the ZIP are named '${path}'`);
  seen.add(key);
}

/** MS-DOS date and time fields; ZIP cannot say a time before 1980, which becomes its first day. */
function dosDateTime({ year, month, day, hour, minute, second }: ZipTime): {
  readonly time: number;
  readonly date: number;
} {
  if (year < 1980) return { time: 0, date: (1 << 5) | 1 };
  return {
    time: (hour << 11) | (minute << 5) | Math.floor(second / 2),
    date: ((year - 1980) << 9) | (month << 5) | day,
  };
}
