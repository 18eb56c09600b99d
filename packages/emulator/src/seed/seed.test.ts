import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../index';
import { signIn } from '../legacy-api/test-kit';
import { DEMO_ACCOUNT, OTHER_ACCOUNT, seed } from './index';

/** A fixed day, so two seeds can be compared row by row. */
const DAY = new Date('2025-06-02T15:00:00Z');

const LEGACY_TABLES = [
  'estudios',
  'grupos',
  'abogados',
  'abogados_grupo',
  'abogado_especialidades',
  'servicios',
  'abogado_medios',
  'categorias_documento',
  'casos',
  'movimientos',
  'comentarios',
  'agendas',
  'notificaciones',
  'invitaciones',
  'solicitudes',
  'contactos',
];

async function seededEmulator(size: 'demo' | 'large'): Promise<RunningEmulator> {
  const emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'none' });
  seed(emulator.context, { size, now: DAY });
  return emulator;
}

function count(emulator: RunningEmulator, query: string, ...params: (string | number)[]): number {
  return (emulator.context.db.prepare(query).get(...params) as { n: number }).n;
}

function subOf(emulator: RunningEmulator, email: string): string {
  return (emulator.context.db.prepare('SELECT sub FROM cognito_users WHERE email = ?').get(email) as { sub: string })
    .sub;
}

describe('the demo seed', () => {
  let emulator: RunningEmulator;
  let demo: string;
  let other: string;

  beforeAll(async () => {
    emulator = await seededEmulator('demo');
    demo = subOf(emulator, DEMO_ACCOUNT.email);
    other = subOf(emulator, OTHER_ACCOUNT.email);
  });

  afterAll(async () => {
    await emulator.close();
  });

  it('builds a directory of 12 studies, one disabled, and 48 lawyers with specialities, services and media', () => {
    expect(count(emulator, 'SELECT COUNT(*) AS n FROM estudios')).toBe(12);
    expect(count(emulator, 'SELECT COUNT(*) AS n FROM estudios WHERE habilitado = 0')).toBe(1);
    expect(count(emulator, 'SELECT COUNT(*) AS n FROM abogados')).toBe(48);
    for (const table of ['abogado_especialidades', 'servicios', 'abogado_medios']) {
      expect(
        count(emulator, `SELECT COUNT(*) AS n FROM abogados WHERE id_abogado NOT IN (SELECT id_abogado FROM ${table})`),
      ).toBe(0);
    }
    expect(
      count(emulator, `SELECT COUNT(*) AS n FROM servicios WHERE tipo_cobro = 'monto_unico' AND precio < 1000`),
    ).toBe(0);
    expect(count(emulator, 'SELECT COUNT(DISTINCT id_tipo_medio_comunicacion) AS n FROM abogado_medios')).toBe(3);
    expect(count(emulator, 'SELECT COUNT(DISTINCT localidad) AS n FROM estudios')).toBeGreaterThanOrEqual(10);
  });

  it('gives the demo client every case state, movement type, and request state', () => {
    expect(count(emulator, 'SELECT COUNT(DISTINCT estado) AS n FROM casos WHERE id_justiciable = ?', demo)).toBe(3);
    const movementsOf = `FROM movimientos m JOIN casos c ON c.id_caso = m.id_caso WHERE c.id_justiciable = ?`;
    expect(count(emulator, `SELECT COUNT(DISTINCT m.id_tipo) AS n ${movementsOf}`, demo)).toBe(8);
    expect(
      count(emulator, `SELECT COUNT(*) AS n ${movementsOf} AND m.id_tipo = 4 AND m.pagado = 0`, demo),
    ).toBeGreaterThanOrEqual(2);
    expect(
      count(emulator, `SELECT COUNT(*) AS n ${movementsOf} AND m.id_tipo = 4 AND m.pagado = 1`, demo),
    ).toBeGreaterThanOrEqual(2);
    expect(
      count(emulator, `SELECT COUNT(*) AS n ${movementsOf} AND m.id_tipo = 2 AND m.link_archivo IS NULL`, demo),
    ).toBe(1);
    expect(
      count(emulator, `SELECT COUNT(*) AS n FROM comentarios WHERE id_justiciable = ?`, demo),
    ).toBeGreaterThanOrEqual(2);
    expect(
      count(
        emulator,
        'SELECT COUNT(DISTINCT leido) AS n FROM notificaciones WHERE id_justiciable = ? OR email = ?',
        demo,
        DEMO_ACCOUNT.email,
      ),
    ).toBe(2);
    expect(
      count(
        emulator,
        `SELECT COUNT(*) AS n FROM invitaciones WHERE email = ? AND estado = 'pendiente'`,
        DEMO_ACCOUNT.email,
      ),
    ).toBe(1);
    expect(count(emulator, 'SELECT COUNT(DISTINCT estado) AS n FROM solicitudes WHERE id_justiciable = ?', demo)).toBe(
      3,
    );
    expect(
      count(
        emulator,
        `SELECT COUNT(*) AS n FROM contactos WHERE id_justiciable = ? AND estado = 'activo' AND fecha_baja IS NULL`,
        demo,
      ),
    ).toBeGreaterThanOrEqual(5);
    expect(count(emulator, 'SELECT COUNT(*) AS n FROM agendas WHERE id_justiciable = ?', demo)).toBeGreaterThanOrEqual(
      10,
    );
  });

  it('stores real files: a PDF and text files', async () => {
    const files = emulator.context.db
      .prepare('SELECT key, content_type FROM case_file WHERE owner_sub = ?')
      .all(demo) as { key: string; content_type: string }[];
    expect(files.map((file) => file.content_type)).toEqual(expect.arrayContaining(['application/pdf', 'text/plain']));
    const { readFileSync } = await import('node:fs');
    const pdf = files.find((file) => file.content_type === 'application/pdf');
    const bytes = readFileSync(`${emulator.context.filesDir}/${pdf?.key}`, 'latin1');
    expect(bytes.startsWith('%PDF-1.4')).toBe(true);
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('gives every request movement (types 2, 3, 7) and every invitation its own link token, and nothing else one', () => {
    const tokens = emulator.context.db
      .prepare(
        'SELECT link_token AS token FROM movimientos WHERE id_tipo IN (2, 3, 7) UNION ALL SELECT token FROM invitaciones',
      )
      .all() as { token: string | null }[];
    expect(tokens.length).toBeGreaterThanOrEqual(10);
    expect(tokens.every(({ token }) => token !== null && /^[0-9a-f]{32}$/.test(token))).toBe(true);
    expect(new Set(tokens.map(({ token }) => token)).size).toBe(tokens.length);
    expect(
      count(
        emulator,
        'SELECT COUNT(*) AS n FROM movimientos WHERE id_tipo NOT IN (2, 3, 7) AND link_token IS NOT NULL',
      ),
    ).toBe(0);
  });

  it('keeps the second client apart', () => {
    expect(count(emulator, 'SELECT COUNT(*) AS n FROM casos WHERE id_justiciable = ?', other)).toBe(2);
    expect(
      count(
        emulator,
        `SELECT COUNT(*) AS n FROM invitaciones WHERE email = ? AND estado = 'pendiente'`,
        OTHER_ACCOUNT.email,
      ),
    ).toBe(1);
  });

  it('lets the demo client sign in and load the profile with billing and location', async () => {
    const session = await signIn(emulator, DEMO_ACCOUNT);
    const response = await fetch(`${emulator.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: session.token },
      body: JSON.stringify({
        query:
          'query ($id: ID!) { getUser(id: $id) { email celphone billingInfo { taxId condition } location { city region } } }',
        variables: { id: session.sub },
      }),
    });
    expect(await response.json()).toMatchObject({
      data: {
        getUser: {
          email: DEMO_ACCOUNT.email,
          celphone: expect.any(String),
          billingInfo: { taxId: '27-31456789-2', condition: 'Consumidor Final' },
          location: { city: 'Córdoba', region: 'Córdoba' },
        },
      },
    });
  });

  it('builds the same data every time', async () => {
    const again = await seededEmulator('demo');
    const rows = (target: RunningEmulator) => {
      const subs: [string, string][] = [
        [subOf(target, DEMO_ACCOUNT.email), '<demo>'],
        [subOf(target, OTHER_ACCOUNT.email), '<otra>'],
      ];
      const dump = JSON.stringify(
        LEGACY_TABLES.map((table) => target.context.db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all()),
      );
      // Link tokens are random by design, and dated when written; every other value must repeat.
      const tokensHidden = dump
        .replace(/"(link_token|token)":"[0-9a-f]{32}"/g, '"$1":"<token>"')
        .replace(/"(link_token_emitido|token_emitido)":\d+/g, '"$1":"<issued>"');
      return subs.reduce((text, [sub, placeholder]) => text.replaceAll(sub, placeholder), tokensHidden);
    };
    try {
      expect(rows(again)).toBe(rows(emulator));
    } finally {
      await again.close();
    }
  });
});

describe('the large seed', () => {
  it('gives the demo account 5,000 more cases and 50,000 agenda entries among 2,000 lawyers', async () => {
    const emulator = await seededEmulator('large');
    try {
      const demo = subOf(emulator, DEMO_ACCOUNT.email);
      expect(count(emulator, 'SELECT COUNT(*) AS n FROM abogados')).toBe(2000);
      expect(count(emulator, 'SELECT COUNT(*) AS n FROM casos WHERE id_justiciable = ?', demo)).toBe(5007);
      expect(
        count(emulator, 'SELECT COUNT(*) AS n FROM agendas WHERE id_justiciable = ?', demo),
      ).toBeGreaterThanOrEqual(50_000);
      expect(
        count(
          emulator,
          'SELECT COUNT(*) AS n FROM casos WHERE id_justiciable = ?',
          subOf(emulator, OTHER_ACCOUNT.email),
        ),
      ).toBe(2);
    } finally {
      await emulator.close();
    }
  });
});
