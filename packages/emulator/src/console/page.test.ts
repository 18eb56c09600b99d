import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../context';
import { renderConsolePage } from './page';

const phishingMail: OutboxEntry = {
  id: 1,
  kind: 'mail-to-lawyer',
  to: 'abogado@example.com',
  subject: 'Nueva consulta a través de su link',
  body: 'Soporte <a href="https://banco-falso.example">Ingrese aquí</a> le envió una consulta desde su link: "https[:]//banco-falso[.]example".',
  data: {},
  createdAt: '2030-06-03T15:00:00.000Z',
};

describe('the console page', () => {
  it('shows a mail to a lawyer as inert text: escaped, with no link to follow', () => {
    const html = renderConsolePage('http://127.0.0.1:4010', [phishingMail], { demo: null, other: null });
    const entry = html.slice(html.indexOf('<ol class="outbox">'), html.indexOf('</ol>'));
    expect(entry).toContain('Correo al abogado');
    expect(entry).toContain('Nueva consulta a través de su link');
    expect(entry).toContain('&#60;a href=&#34;https://banco-falso.example&#34;&#62;Ingrese aquí&#60;/a&#62;');
    expect(entry).toContain('https[:]//banco-falso[.]example');
    expect(entry).not.toMatch(/<a\b|href="/);
  });
});
