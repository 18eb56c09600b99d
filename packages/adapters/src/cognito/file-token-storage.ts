import type { TokenStorage } from './configure-amplify';

/** A token storage that keeps what it is given: `fileTokenStorage`'s answer. */
export interface WritableTokenStorage extends TokenStorage {
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/** The few `node:fs` and `node:path` functions the file storage needs, typed here so a script's types need no Node library. */
interface NodeFs {
  readFileSync(path: string, encoding: 'utf8'): string;
  writeFileSync(path: string, data: string, options: { readonly mode: number }): void;
  chmodSync(path: string, mode: number): void;
  renameSync(from: string, to: string): void;
  rmSync(path: string, options: { readonly force: boolean }): void;
  mkdirSync(path: string, options: { readonly recursive: true; readonly mode: number }): unknown;
}

interface NodePath {
  dirname(path: string): string;
}

/** Only the owner may read or write the file: it holds a refresh token, which signs in for 30 days. */
const FILE_MODE = 0o600;

function nodeModules(): { readonly fs: NodeFs; readonly path: NodePath; readonly pid: number } {
  // Through process.getBuiltinModule (Node 20.16 or later), not an import: the package also runs in browsers, whose bundles have no node:fs.
  const runtime = globalThis as { process?: { pid: number; getBuiltinModule?: (id: string) => unknown } };
  const load = runtime.process?.getBuiltinModule;
  if (runtime.process === undefined || load === undefined) {
    throw new Error(
      'fileTokenStorage needs Node 20.16 or later (process.getBuiltinModule); in a browser, give tokenStorage: window.localStorage',
    );
  }
  return { fs: load('node:fs') as NodeFs, path: load('node:path') as NodePath, pid: runtime.process.pid };
}

/**
 * A token storage for Node scripts, which have no localStorage: the session's tokens in a JSON file the script
 * names, so a second run resumes the session without the password (`loadSession()` answers it).
 * Give it to `createAdapters(config, { tokenStorage: fileTokenStorage(path) })`. The file is
 * written with mode 0600 (owner only: it holds a refresh token that signs in for 30 days), each
 * time whole to a temporary file renamed over it, so a crash never leaves it half written; its
 * folder is made (mode 0700) when missing. It is read once, here: one process at a time should
 * use a file. `signOut()` empties it. A file that is missing or unreadable is an empty storage.
 *
 * @example
 * const portal = createPortal(createAdapters(config, { tokenStorage: fileTokenStorage('.justiciable-session.json') }));
 * const stored = await portal.loadSession();
 * if (!stored.ok) valueOrThrow(await portal.signIn({ email, password }));
 */
export function fileTokenStorage(path: string): WritableTokenStorage {
  const { fs, path: paths, pid } = nodeModules();
  const items = new Map<string, string>(Object.entries(readItems(fs, path)));
  const save = () => {
    if (items.size === 0) {
      fs.rmSync(path, { force: true });
      return;
    }
    fs.mkdirSync(paths.dirname(path), { recursive: true, mode: 0o700 });
    const temporary = `${path}.${pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(Object.fromEntries(items), null, 2), { mode: FILE_MODE });
    // The mode given at creation is narrowed by the umask; this makes it exactly 0600.
    fs.chmodSync(temporary, FILE_MODE);
    fs.renameSync(temporary, path);
  };
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (items.get(key) === value) return;
      items.set(key, value);
      save();
    },
    removeItem: (key) => {
      if (!items.delete(key)) return;
      save();
    },
    clear: () => {
      items.clear();
      save();
    },
  };
}

function readItems(fs: NodeFs, path: string): Record<string, string> {
  let text: string;
  try {
    text = fs.readFileSync(path, 'utf8');
  } catch {
    return {};
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}
