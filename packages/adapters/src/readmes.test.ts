import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORTAL_USE_CASES } from '@justiciable/core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * What a script author reads, checked as code: every use-case is listed in both packages'
 * documentation (the README and the pages of docs/ beside it), and every ```js / ```ts snippet
 * in it type-checks against the packages' sources
 * (strict, as a Node ES module). A snippet that continues an earlier one may use the names below
 * (a signed-in `portal`, its `client`…) without declaring them; everything else it must import
 * or declare, as a script would.
 */

const here = dirname(fileURLToPath(import.meta.url));
const adaptersRoot = resolve(here, '..');
const PACKAGES = {
  core: resolve(adaptersRoot, '../core'),
  adapters: adaptersRoot,
} as const;

/** A package's documentation: its README, then the pages of its docs/ folder the README links to. */
function documentsOf(name: keyof typeof PACKAGES): { readonly path: string; readonly text: string }[] {
  const root = PACKAGES[name];
  const pages = readdirSync(join(root, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => join(root, 'docs', file));
  return [join(root, 'README.md'), ...pages].map((path) => ({ path, text: readFileSync(path, 'utf8') }));
}

/** The whole documentation of a package as one text. */
function documentationOf(name: keyof typeof PACKAGES): string {
  return documentsOf(name)
    .map((document) => document.text)
    .join('\n');
}

/** Names an earlier snippet of the same README made; a snippet that uses one gets it unless it declares it. */
const CONTEXT: Readonly<Record<string, string>> = {
  createPortal: "import { createPortal } from '@justiciable/core';",
  valueOrThrow: "import { valueOrThrow } from '@justiciable/core';",
  isPortalFailure: "import { isPortalFailure } from '@justiciable/core';",
  createAdapters: "import { createAdapters } from '@justiciable/adapters';",
  emulatorConfig: "import { emulatorConfig } from '@justiciable/adapters';",
  configFromEnv: "import { configFromEnv } from '@justiciable/adapters';",
  portal: "declare const portal: import('@justiciable/core').Portal;",
  client: "declare const client: import('@justiciable/core').SignedInClient;",
  kase: "declare const kase: import('@justiciable/core').Case;",
  asunto: "declare const asunto: import('@justiciable/core').Case;",
  movementId: 'declare const movementId: string;',
};

interface Snippet {
  /** The page it is in, relative to the packages' folder (core/README.md, adapters/docs/…). */
  readonly readme: string;
  /** The page's line where the code starts (1-based). */
  readonly line: number;
  readonly code: string;
}

function snippetsOf(name: keyof typeof PACKAGES): Snippet[] {
  return documentsOf(name).flatMap(({ path, text }) => snippetsIn(relative(resolve(adaptersRoot, '..'), path), text));
}

function snippetsIn(page: string, text: string): Snippet[] {
  const lines = text.split('\n');
  const snippets: Snippet[] = [];
  let open: { line: number; code: string[] } | null = null;
  lines.forEach((text, index) => {
    if (open !== null) {
      if (text.trim() === '```') {
        snippets.push({ readme: page, line: open.line, code: open.code.join('\n') });
        open = null;
      } else open.code.push(text);
      return;
    }
    if (/^```(js|ts|javascript|typescript|mjs)\s*$/.test(text.trim())) open = { line: index + 2, code: [] };
  });
  return snippets;
}

/** The names a snippet imports or declares itself. */
function ownNames(code: string): Set<string> {
  const names = new Set<string>();
  for (const [, list = ''] of code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from/g)) {
    for (const part of list.split(',')) {
      const name = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .at(-1)
        ?.trim();
      if (name) names.add(name);
    }
  }
  for (const [, pattern = ''] of code.matchAll(/\b(?:const|let|var|function|class)\s+(\{[^}]*\}|\[[^\]]*\]|[\w$]+)/g)) {
    for (const name of pattern.match(/[\w$]+/g) ?? []) names.add(name);
  }
  return names;
}

function withContext(code: string): { readonly text: string; readonly preludeLines: number } {
  const own = ownNames(code);
  const prelude = Object.entries(CONTEXT)
    .filter(([name]) => !own.has(name) && new RegExp(`(?<![\\w$.'])${name.replace('$', '\\$')}(?![\\w$])`).test(code))
    .map(([, line]) => line);
  return { text: [...prelude, code, 'export {};', ''].join('\n'), preludeLines: prelude.length };
}

/** Type-checks every snippet in one program; answers each snippet's errors, with its page and line. */
function typeErrors(snippets: readonly Snippet[]): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ['@justiciable/source'],
    lib: ['lib.es2023.d.ts'],
    types: ['node'],
    typeRoots: [join(adaptersRoot, '../../node_modules/@types'), join(adaptersRoot, 'node_modules/@types')],
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    noEmit: true,
    esModuleInterop: true,
    resolveJsonModule: true,
  };
  const files = new Map(
    snippets.map((snippet, index) => {
      const { text, preludeLines } = withContext(snippet.code);
      return [join(adaptersRoot, `readme-snippet-${index}.ts`), { snippet, text, preludeLines }] as const;
    }),
  );
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) => {
    const virtual = files.get(resolve(fileName));
    return virtual === undefined
      ? getSourceFile(fileName, language, ...rest)
      : ts.createSourceFile(fileName, virtual.text, language, true);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => files.has(resolve(fileName)) || fileExists(fileName);
  const program = ts.createProgram([...files.keys()], options, host);
  return [...files].flatMap(([fileName, { snippet, preludeLines }]) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(fileName)).map((diagnostic) => {
      const at =
        diagnostic.file && diagnostic.start !== undefined
          ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line
          : 0;
      return `${snippet.readme} line ${snippet.line + at - preludeLines}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    }),
  );
}

describe("the packages' documentation", () => {
  it.each(Object.keys(PACKAGES) as (keyof typeof PACKAGES)[])('%s lists every use-case of PORTAL_USE_CASES', (name) => {
    const readme = documentationOf(name);
    const missing = PORTAL_USE_CASES.filter((useCase) => !new RegExp(`^- .*\`${useCase}\\(`, 'm').test(readme));
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(PACKAGES) as (keyof typeof PACKAGES)[])(
    "%s speaks to a script author: the packages' own test suites are in CONTRIBUTING.md, not there",
    (name) => {
      const readme = documentationOf(name);
      expect(readme).not.toMatch(/^## Tests/m);
      expect(readme.match(/[\w./*-]+\.test\.ts|e2e\/harness/g) ?? []).toEqual([]);
    },
  );

  it('have snippets that type-check, strict, against the packages as a script imports them', () => {
    const snippets = [...snippetsOf('core'), ...snippetsOf('adapters')];
    expect(snippets.length).toBeGreaterThan(8);
    expect(typeErrors(snippets)).toEqual([]);
  }, 60_000);
});
