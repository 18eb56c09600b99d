import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createPortal, filterCalendar, valueOrThrow } from './src/index';
import { aCalendarEntry, createInMemoryPorts, DEFAULT_CLIENT, seedDemoWorld, TEST_PASSWORD } from './src/testing/index';

/** A package's documentation as one text: its README, then the pages of its docs/ folder. */
function documentationOf(folder: string): string {
  const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
  const pages = readdirSync(fileURLToPath(new URL(`${folder}docs/`, import.meta.url)))
    .filter((file) => file.endsWith('.md'))
    .sort();
  return [read(`${folder}README.md`), ...pages.map((page) => read(`${folder}docs/${page}`))].join('\n');
}

// What the documentation says of the fakes' seeded world, read against the world itself.
const readme = documentationOf('./');

/** A section of the documentation: a page's title (`# `) or a section of a page (`## `), to the next of either. */
function section(heading: string): string {
  const start = readme.search(new RegExp(`\\n##? ${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  if (start < 0) throw new Error(`The documentation has no section '${heading}'`);
  const next = readme.slice(start + 1).search(/\n##? /);
  return readme.slice(start, next < 0 ? undefined : start + 1 + next).replace(/\s+/g, ' ');
}

describe("core's documentation", () => {
  it('says what seedDemoWorld holds: its client, the cases by name and how many, agenda, notifications and invitations', async () => {
    const testing = section('Testing your code');
    const ports = createInMemoryPorts({ now: '2026-11-21T12:00:00Z', seed: seedDemoWorld });
    const portal = createPortal(ports);
    valueOrThrow(await portal.signIn({ email: DEFAULT_CLIENT.email, password: TEST_PASSWORD }));
    const { client } = valueOrThrow(await portal.loadSession());
    const cases = valueOrThrow(await portal.listCases({ client }));
    const agenda = valueOrThrow(await portal.listCalendar({ client }));
    const notifications = valueOrThrow(await portal.listNotifications({ client }));
    const invitations = valueOrThrow(await portal.listPendingInvitations({ client }));

    expect(testing).toContain(`${DEFAULT_CLIENT.name} (\`${DEFAULT_CLIENT.email}\``);
    expect(testing).toContain(`with ${cases.length} cases (`);
    for (const kase of cases) expect(testing).toContain(`'${kase.case}'`);
    expect(testing).toContain(`${agenda.length} agenda entry`);
    expect(testing).toContain(`${notifications.length} notification`);
    expect(invitations.map((invitation) => invitation.nombre_estudio)).toEqual(['Estudio Sosa']);
    expect(testing).toContain('a pending invitation from Estudio Sosa');
    // Not the emulator's demo account, which the documentation must not claim it matches.
    expect(testing).toContain("**not** the emulator's demo account");
    expect(readme).not.toMatch(/matches the demo|like the demo account/);
  });

  it('documents the answers a script meets and the helpers, with SPEC §5 rule that the last agenda filter wins, true of filterCalendar', () => {
    const reference = section('Reference: what the use-cases answer, and the helpers');
    // Each shape as a value of its exported type: the adapters' documentation test type-checks them, so a field missing or unknown fails there.
    for (const type of ['FileDownload', 'Notification', 'CalendarEntry', 'DirectoryEntry'])
      expect(reference).toMatch(new RegExp(`const \\w+: ${type} = \\{`));
    for (const helper of [
      'filterCalendar',
      'filterDirectory',
      'unreadNews',
      'consultationCharge',
      'awaitsFile',
      'awaitsDate',
      'awaitsPayment',
    ]) {
      expect(reference).toContain(`\`${helper}(`);
    }
    expect(reference).toContain('**Only one filter takes effect, the last applied**');

    const video = aCalendarEntry({ id: '1', asunto: 'Despido', tipo_reunion: 'Videollamada' });
    const office = aCalendarEntry({ id: '2', asunto: 'Divorcio de mutuo acuerdo', tipo_reunion: 'Presencial' });
    const both = { dates: [], subjects: ['Divorcio de mutuo acuerdo'], firms: [], meetingTypes: ['Videollamada'] };
    expect(filterCalendar([video, office], both).map((entry) => entry.id)).toEqual(['1']);
    expect(filterCalendar([video, office], both, 'subjects').map((entry) => entry.id)).toEqual(['2']);
  });

  it('says of uploadCaseDocument what its tests show (upload-case-document tests): a failed send retried adds nothing twice, a send after a success sends again', () => {
    const adaptersReadme = documentationOf('../adapters/');
    for (const text of [readme, adaptersReadme]) {
      const line = text.split('\n').find((candidate) => candidate.startsWith('- `uploadCaseDocument(')) ?? '';
      expect(line).toContain('a call that failed can be made again with the same file');
      expect(line).toContain('calling again after a success sends the file again');
      expect(line).not.toContain('retries without duplicating');
    }
  });

  it("says in the quick start where the emulator's codes and invitations come from", () => {
    const quickStart = section('Quick start');
    expect(quickStart).toContain('`GET <emulator>/__emulator/outbox.json`');
    expect(quickStart).toContain("`'confirmation-code'`");
    expect(quickStart).toContain(
      '`POST <emulator>/__emulator/invitations` with the JSON `{ email, lawyerId, groupId }`',
    );
    expect(quickStart).toContain('`link_token`');
  });

  it("does not say a failure's detail is in English: the legacy API's own texts in it are Spanish", () => {
    const detailRow = section('Results and errors').match(/\| `detail` \|[^|]*\|/)?.[0] ?? '';
    expect(detailRow).toContain('often Spanish');
    expect(detailRow).toContain('No se encontró el asunto');
    expect(readme).not.toMatch(/said, in English/);
  });
});
