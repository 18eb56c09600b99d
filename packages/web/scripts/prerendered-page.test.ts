import { describe, expect, it } from 'vitest';
import { prerenderedHtml, routeIdOfFile, routeStyles, type BuiltChunk } from './prerendered-page';

const ROUTES = '/app/src/routes';
const chunk = (file: string, extra: Partial<BuiltChunk> = {}): BuiltChunk => ({ file, moduleIds: [], imports: [], css: [], isEntry: false, ...extra });

describe('routeIdOfFile', () => {
  it('reads a route file as file-based routing names it, dots and folders alike', () => {
    expect(routeIdOfFile('_public/welcome.{-$verified}.tsx')).toBe('/_public/welcome/{-$verified}');
    expect(routeIdOfFile('_main/_cases/asunto.$id.{-$id_movent}.tsx')).toBe('/_main/_cases/asunto/$id/{-$id_movent}');
    expect(routeIdOfFile('_public.tsx')).toBe('/_public');
  });
});

describe('routeStyles', () => {
  const chunks = [
    chunk('assets/index.js', { isEntry: true, css: ['assets/index.css'] }),
    chunk('assets/_public.js', { moduleIds: [`${ROUTES}/_public.tsx?tsr-split=component`], imports: ['assets/index.js'] }),
    // The router plugin's split module may share a chunk named after something else.
    chunk('assets/welcome-shared.js', {
      moduleIds: [`${ROUTES}/_public/welcome.{-$verified}.tsx?tsr-split=component`, '/app/src/features/identity/welcome-page.tsx'],
      imports: ['assets/index.js', 'assets/field.js'],
      css: ['assets/welcome.css'],
    }),
    chunk('assets/field.js', { css: ['assets/field.css'], imports: ['assets/welcome-shared.js'] }),
    chunk('assets/agenda.js', { moduleIds: [`${ROUTES}/_main/agenda.tsx?tsr-split=component`], css: ['assets/agenda.css'] }),
    // The route file itself (its guard) is not its component's chunk.
    chunk('assets/other.js', { moduleIds: [`${ROUTES}/_main/agenda.tsx`], css: ['assets/other.css'] }),
  ];

  it("gathers the styles of each matched route's component chunk and what it imports, once, never the entry's", () => {
    expect(routeStyles(chunks, ROUTES, ['__root__', '/_public', '/_public/welcome/{-$verified}'])).toEqual(['assets/welcome.css', 'assets/field.css']);
  });

  it("takes no other route's styles", () => {
    expect(routeStyles(chunks, ROUTES, ['/_main/agenda'])).toEqual(['assets/agenda.css']);
    expect(routeStyles(chunks, ROUTES, ['/_public/terminosCondiciones'])).toEqual([]);
  });
});

describe('prerenderedHtml', () => {
  const template = '<html>\n  <head>\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>';

  it('puts the page, inert, into #root and its styles into the head', () => {
    const html = prerenderedHtml(template, '<h1>Términos</h1>', ['assets/welcome.css']);
    expect(html).toContain('<div id="root"><div data-prerendered inert><h1>Términos</h1></div></div>');
    expect(html).toContain('    <link rel="stylesheet" crossorigin href="/assets/welcome.css">\n  </head>');
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('refuses a page with an inline script, which the CSP would block, and a template it cannot fill', () => {
    expect(() => prerenderedHtml(template, '<h1>x</h1><script>scrollTo(0,0)</script>', [])).toThrow(/script/);
    expect(() => prerenderedHtml('<html><body></body></html>', '<h1>x</h1>', [])).toThrow(/#root/);
  });
});
