import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeUnlinkLawyer } from './unlink-lawyer';

describe('unlinkLawyer (SPEC §4 → CONTACTAR)', () => {
  it('ends the link and answers the CONTACTAR button', async () => {
    const { ports, demo, client } = aSignedInPortal();
    expect(expectOk(await makeUnlinkLawyer(ports)({ client, lawyerId: demo.linkedLawyerId }))).toEqual({
      button: { 'msg-btn': 'CONTACTAR', disabled: false },
    });
    expect(ports.world.myLawyers.filter((record) => record.clientId === client.id)).toEqual([]);
  });

  it.each([
    ['the service fails', portalError.unavailable('network'), 'unavailable'],
    ['the lawyer is not linked', null, 'not-found'],
  ] as const)(
    "answers 'Ocurrió un error al intentar desvincular el Abogado.' when %s",
    async (_case, failure, kind) => {
      const { ports, demo, client } = aSignedInPortal();
      if (failure !== null) ports.myLawyers.failNext('unlink', failure);
      const lawyerId = failure === null ? demo.otherLawyerId : demo.linkedLawyerId;
      expect(expectFailure(await makeUnlinkLawyer(ports)({ client, lawyerId }), kind).message).toBe(
        'Ocurrió un error al intentar desvincular el Abogado.',
      );
    },
  );
});
