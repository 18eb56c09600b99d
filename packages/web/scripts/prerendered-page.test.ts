import { describe, expect, it } from 'vitest';
import {
  assetsOf,
  firstPathSegment,
  isRouteComponent,
  preloadingHtml,
  prerenderedHtml,
  routeChain,
  routeIdOfFile,
  routesOfSegment,
  type BuiltChunk,
} from './prerendered-page';

const ROUTES = '/app/src/routes';
const chunk = (file: string, extra: Partial<BuiltChunk> = {}): BuiltChunk => ({
  file,
  moduleIds: [],
  imports: [],
  css: [],
  isEntry: false,
  ...extra,
});

describe('routeIdOfFile', () => {
  it('reads a route file as file-based routing names it, dots and folders alike', () => {
    expect(routeIdOfFile('_public/welcome.{-$verified}.tsx')).toBe('/_public/welcome/{-$verified}');
    expect(routeIdOfFile('_main/_cases/asunto.$id.{-$id_movent}.tsx')).toBe('/_main/_cases/asunto/$id/{-$id_movent}');
    expect(routeIdOfFile('_public.tsx')).toBe('/_public');
    expect(routeIdOfFile('_main/index.tsx')).toBe('/_main/');
  });
});

describe('assetsOf the routes', () => {
  const chunks = [
    chunk('assets/index.js', { isEntry: true, css: ['assets/index.css'] }),
    chunk('assets/_public.js', {
      moduleIds: [`${ROUTES}/_public.tsx?tsr-split=component`],
      imports: ['assets/index.js'],
    }),
    // The router plugin's split module may share a chunk named after something else.
    chunk('assets/welcome-shared.js', {
      moduleIds: [
        `${ROUTES}/_public/welcome.{-$verified}.tsx?tsr-split=component`,
        '/app/src/features/identity/welcome-page.tsx',
      ],
      imports: ['assets/index.js', 'assets/field.js'],
      css: ['assets/welcome.css'],
    }),
    chunk('assets/field.js', { css: ['assets/field.css'], imports: ['assets/welcome-shared.js'] }),
    chunk('assets/agenda.js', {
      moduleIds: [`${ROUTES}/_main/agenda.tsx?tsr-split=component`],
      css: ['assets/agenda.css'],
    }),
    // The route file itself (its guard) is not its component's chunk.
    chunk('assets/other.js', { moduleIds: [`${ROUTES}/_main/agenda.tsx`], css: ['assets/other.css'] }),
    chunk('assets/build-portal.js', { moduleIds: ['/app/src/app/build-portal.ts'], imports: ['assets/index.js'] }),
  ];

  it("gathers each matched route's component chunk and what it imports, once, with their styles, never the entry", () => {
    expect(
      assetsOf(chunks, isRouteComponent(ROUTES, ['__root__', '/_public', '/_public/welcome/{-$verified}'])),
    ).toEqual({
      scripts: ['assets/_public.js', 'assets/welcome-shared.js', 'assets/field.js'],
      styles: ['assets/welcome.css', 'assets/field.css'],
    });
  });

  it("takes no other route's chunks, and any module asked for by name", () => {
    expect(assetsOf(chunks, isRouteComponent(ROUTES, ['/_main/agenda']))).toEqual({
      scripts: ['assets/agenda.js'],
      styles: ['assets/agenda.css'],
    });
    expect(assetsOf(chunks, isRouteComponent(ROUTES, ['/_public/terminosCondiciones']))).toEqual({
      scripts: [],
      styles: [],
    });
    expect(assetsOf(chunks, (id) => id === '/app/src/app/build-portal.ts').scripts).toEqual(['assets/build-portal.js']);
  });
});

describe('routeChain and firstPathSegment', () => {
  it('match a route with the layouts above it, and name the first segment of its address', () => {
    expect(routeChain('/_main/_cases/asunto/$id/{-$id_movent}')).toEqual([
      '/_main',
      '/_main/_cases',
      '/_main/_cases/asunto',
      '/_main/_cases/asunto/$id',
      '/_main/_cases/asunto/$id/{-$id_movent}',
    ]);
    expect(firstPathSegment('/_main/_cases/asunto/$id/{-$id_movent}')).toBe('asunto');
    expect(firstPathSegment('/_main/miCuenta')).toBe('miCuenta');
    expect(firstPathSegment('/_main/')).toBeNull();
  });
});

describe('routesOfSegment', () => {
  it("finds the routes a shell's path opens, behind their pathless layouts, and no route of a segment that only begins alike", () => {
    const routeIds = [
      '/_preview',
      '/_preview/previewInfoEstudio/$id_lawyer/$id_group/$lawyer_name',
      '/_preview/previewListaEstudios/$id_lawyer/$id_group/$lawyer_name',
      '/_basic/fileRequest/$id_case/$id_movement/$id_group',
      '/_main/previewInfoEstudioX',
    ];
    expect(routesOfSegment(routeIds, 'previewInfoEstudio')).toEqual([
      '/_preview/previewInfoEstudio/$id_lawyer/$id_group/$lawyer_name',
    ]);
    // With its layout, the chain the shell's preloads follow.
    expect(routesOfSegment(routeIds, 'previewListaEstudios').flatMap(routeChain)).toEqual(
      expect.arrayContaining(['/_preview', '/_preview/previewListaEstudios/$id_lawyer/$id_group/$lawyer_name']),
    );
    expect(routesOfSegment(routeIds, 'asuntos')).toEqual([]);
  });
});

describe('preloadingHtml', () => {
  it("asks for the page's styles and chunks in the head, beside the entry", () => {
    const html = preloadingHtml(
      '<html>\n  <head>\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>',
      {
        scripts: ['assets/agenda.js'],
        styles: ['assets/agenda.css'],
      },
    );
    expect(html).toContain(
      '    <link rel="stylesheet" crossorigin href="/assets/agenda.css">\n    <link rel="modulepreload" crossorigin href="/assets/agenda.js">\n  </head>',
    );
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('prerenderedHtml', () => {
  const template =
    '<html>\n  <head>\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>';

  it('puts the page, inert, into #root and its styles into the head', () => {
    const html = prerenderedHtml(template, '<h1>Términos</h1>', ['assets/welcome.css']);
    expect(html).toContain('<div id="root"><div data-prerendered inert><h1>Términos</h1></div></div>');
    expect(html).toContain('    <link rel="stylesheet" crossorigin href="/assets/welcome.css">\n  </head>');
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it("becomes a shell that also fetches its page's chunks and styles, with preloadingHtml over it, none holding back its paint", () => {
    const assets = { scripts: ['assets/_preview.js', 'assets/build-portal.js'], styles: ['assets/directory.css'] };
    const html = preloadingHtml(prerenderedHtml(template, '<main><p role="status">Cargando…</p></main>', []), assets, {
      overShell: true,
    });
    expect(html).toContain(
      '<div id="root"><div data-prerendered inert><main><p role="status">Cargando…</p></main></div></div>',
    );
    expect(html).toContain(
      '<script type="module" src="/assets/index.js"></script>\n' +
        '    <link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/directory.css">\n' +
        '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/_preview.js">\n' +
        '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/build-portal.js">\n  </head>',
    );
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('asks at once for the data its scripts read first, as fetch() asks for it', () => {
    const html = preloadingHtml(
      prerenderedHtml(template, '<main></main>', []),
      { scripts: [], styles: [] },
      { overShell: true, fetches: ['/__emulator/config.json'] },
    );
    expect(html).toContain('    <link rel="preload" as="fetch" crossorigin href="/__emulator/config.json">\n  </head>');
  });

  it("names the page in the HTML's title, escaped, in place of the app's", () => {
    const titled =
      '<html>\n  <head>\n    <title>Justiciable</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>';
    const html = prerenderedHtml(titled, '<h1>Términos</h1>', [], 'Términos & <condiciones> · Justiciable');
    expect(html).toContain('<title>Términos &amp; &lt;condiciones&gt; · Justiciable</title>');
    expect(html).not.toContain('<title>Justiciable</title>');
    expect(() => prerenderedHtml(template, '<h1>x</h1>', [], 'x · Justiciable')).toThrow(/<title>/);
  });

  it('refuses a page with an inline script, which the CSP would block, and a template it cannot fill', () => {
    expect(() => prerenderedHtml(template, '<h1>x</h1><script>scrollTo(0,0)</script>', [])).toThrow(/script/);
    expect(() => prerenderedHtml('<html><body></body></html>', '<h1>x</h1>', [])).toThrow(/#root/);
  });
});
