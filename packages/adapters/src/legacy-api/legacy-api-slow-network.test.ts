import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorMessages, ok, type PortalError, type Result } from '@justiciable/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLegacyApi } from './legacy-api';
import { LegacyApiCaseRepository } from './legacy-api-case-repository';
import { CASE_ROW } from '../testing/wire-case-row';

/*
 * api.php over a real socket on a slow network: the per-attempt time limit is on silence. A
 * large answer that keeps arriving is waited for however long it takes (the agenda's megabytes
 * on a phone); a server that sends nothing, or stops halfway, is given up on with the catalogue's
 * timeout message. Node's own fetch, as the adapters use it, not a mock of it.
 */

const ANSWER = JSON.stringify({ status: 200, datos: [CASE_ROW] });

type Behaviour = (response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let behaviour: Behaviour = () => undefined;
let calls = 0;
/** Answers left open (a silent or stalled server), ended when the suite closes. */
const open = new Set<ServerResponse>();

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    calls += 1;
    open.add(response);
    response.on('close', () => open.delete(response));
    behaviour(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/justiciable-api`;
});

afterAll(async () => {
  for (const response of open) response.destroy();
  await new Promise((resolve) => server.close(resolve));
});

function cases(timeoutMs: number) {
  calls = 0;
  return new LegacyApiCaseRepository(
    createLegacyApi({
      baseUrl,
      timeoutMs,
      readRetries: 2,
      accessToken: async () => ok('eyJ.token'),
      productToken: 'justiciable',
    }),
  );
}

function failureOf<T>(result: Result<T, PortalError>): PortalError {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return result.error;
}

const TIMED_OUT = { kind: 'unavailable', transport: 'timeout', message: errorMessages.timeout } as const;

describe('api.php on a slow network', () => {
  it('waits for an answer that keeps arriving, though the whole takes longer than the time limit', async () => {
    // Twice the limit in all, a piece every tenth of it: never that long without a byte.
    behaviour = (response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const pieces = 20;
      const size = Math.ceil(ANSWER.length / pieces);
      let sent = 0;
      const next = setInterval(() => {
        response.write(ANSWER.slice(sent, sent + size));
        sent += size;
        if (sent >= ANSWER.length) {
          clearInterval(next);
          response.end();
        }
      }, 100);
      response.on('close', () => clearInterval(next));
    };
    expect(await cases(1_000).listCases('client-1')).toEqual(
      ok([expect.objectContaining({ id: '1024', case: CASE_ROW.case })]),
    );
    expect(calls).toBe(1);
  });

  it('gives up on a server that sends nothing, each read attempt with its own time limit', async () => {
    behaviour = () => undefined;
    expect(failureOf(await cases(100).listCases('client-1'))).toMatchObject(TIMED_OUT);
    expect(calls).toBe(3);
  });

  it('gives up on an answer that stops arriving halfway, as a timeout, and tries a read again', async () => {
    behaviour = (response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write(ANSWER.slice(0, ANSWER.length / 2));
    };
    expect(failureOf(await cases(100).listCases('client-1'))).toMatchObject(TIMED_OUT);
    expect(calls).toBe(3);
  });
});
