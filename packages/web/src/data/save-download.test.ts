import { describe, expect, it, vi } from 'vitest';
import { saveDownload } from './save-download';

/** The name the browser was told to save under, as the clicked link carried it. */
function savedName(fileName: string): string {
  let name: string | null = null;
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    name = this.download;
  });
  URL.createObjectURL = vi.fn(() => 'blob:descarga');
  saveDownload(new Blob(['%PDF']), fileName);
  click.mockRestore();
  if (name === null) throw new Error('no link was clicked');
  return name;
}

describe('saveDownload', () => {
  it('saves under the name given', () => {
    expect(savedName('mis-datos-justiciable-2026-03-10.zip')).toBe('mis-datos-justiciable-2026-03-10.zip');
  });

  it.each([
    ['\u202Efdp.exe', 'fdp.exe'],
    ['factura\u202Efdp.exe', 'facturafdp.exe'],
    ['agenda\u200B\u2060\uFEFF\u200E.ics', 'agenda.ics'],
  ])(
    "saves '%s' as '%s': no bidi control or zero-width character names a download, so its name cannot read as another's",
    (given, saved) => {
      expect(savedName(given)).toBe(saved);
    },
  );

  it("saves a name with nothing visible left as 'descarga'", () => {
    expect(savedName('\u202E\u200B')).toBe('descarga');
  });
});
