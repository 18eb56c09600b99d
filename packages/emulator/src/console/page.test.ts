import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../context';
import type { ClientLink } from './client-links';
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

  it("lists a link a lawyer sent with the portal's address, and what the lawyer wrote as inert text", () => {
    const link: ClientLink = {
      kind: 'file-request',
      to: 'cliente@example.com',
      subject: 'Despido <b>sin causa</b>',
      detail: 'Envíe <a href="https://banco-falso.example">el recibo</a>',
      issuedAt: '2030-06-03 12:00:00',
      state: 'pendiente',
      path: '/fileRequest/12/34/5?token=abcdef123456',
    };
    const html = renderConsolePage('http://127.0.0.1:4010', [], { demo: null, other: null }, null, {
      links: [link],
      portalOrigin: 'http://127.0.0.1:5173',
    });
    const entry = html.slice(html.indexOf('<ol class="links">'), html.lastIndexOf('</ol>'));
    expect(entry).toContain('Pedido de archivo · Pendiente');
    expect(entry).toContain('3/6/2030 12:00');
    expect(entry).toContain('Para: cliente@example.com');
    expect(entry).toContain('Despido &#60;b&#62;sin causa&#60;/b&#62;');
    expect(entry).toContain('<a href="http://127.0.0.1:5173/fileRequest/12/34/5?token=abcdef123456">');
    expect(entry.match(/<a\b/g)).toHaveLength(1);
  });
});
