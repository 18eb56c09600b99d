import { mkdtemp, readFile, rm, stat, writeFile, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileTokenStorage } from './file-token-storage';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'justiciable-tokens-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('fileTokenStorage', () => {
  it('keeps what it is given in a file only its owner reads (0600), in a folder it makes, for the next storage made on it', async () => {
    const file = join(folder, 'nested', 'session.json');
    const storage = fileTokenStorage(file);
    expect(storage.getItem('CognitoIdentityServiceProvider.client.LastAuthUser')).toBeNull();
    storage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'user-1');
    storage.setItem('CognitoIdentityServiceProvider.client.user-1.refreshToken', 'refresh');

    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(join(folder, 'nested'))).mode & 0o777).toBe(0o700);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      'CognitoIdentityServiceProvider.client.LastAuthUser': 'user-1',
      'CognitoIdentityServiceProvider.client.user-1.refreshToken': 'refresh',
    });
    expect(fileTokenStorage(file).getItem('CognitoIdentityServiceProvider.client.user-1.refreshToken')).toBe('refresh');
  });

  it('makes a file another program left readable by others 0600 again at the next write', async () => {
    const file = join(folder, 'session.json');
    await writeFile(file, JSON.stringify({ kept: 'yes' }));
    await chmod(file, 0o644);
    const storage = fileTokenStorage(file);
    storage.setItem('another', 'value');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ kept: 'yes', another: 'value' });
  });

  it('reads a file that is not its JSON as an empty storage, and removes the file once nothing is left', async () => {
    const file = join(folder, 'session.json');
    await writeFile(file, 'not json');
    const storage = fileTokenStorage(file);
    expect(storage.getItem('anything')).toBeNull();
    storage.setItem('key', 'value');
    storage.removeItem('key');
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    storage.setItem('key', 'value');
    storage.clear();
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
