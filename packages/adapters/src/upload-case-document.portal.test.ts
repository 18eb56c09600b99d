import { createPortal, err, portalError, type FileStore, type PortalPorts } from '@justiciable/core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeCloud, freshCloud } from './testing/emulator-cloud';
import { orThrow } from './testing/seed-discovery';

/*
 * What both packages' docs and the TSDoc say of uploadCaseDocument, checked on the real adapters against
 * the emulator: a failed call made again with the same file makes no second movement and no
 * second copy; a call made again after a success sends the file again.
 */

afterAll(closeCloud);

/** Ports that may make a view of themselves for each call (whatever that view's argument). */
type PortsWithCallViews = PortalPorts & { readonly forCall?: (call: never) => PortalPorts };

const bytesOf = (text: string) => new TextEncoder().encode(text);

describe('uploadCaseDocument over the real adapters, against the demo seed', () => {
  it('a send retried after its answer was lost makes one movement and one copy; a second successful send makes a second of each', async () => {
    const cloud = await freshCloud();
    // The upload function's answer is lost once, after it stored the file (a dropped connection),
    // also in the view of the ports a portal may make for each call.
    let loseNextAnswer = false;
    const losingAnswers = (ports: PortsWithCallViews): PortsWithCallViews => {
      const real = ports.files;
      const files: FileStore = {
        upload: async (file) => {
          const stored = await real.upload(file);
          if (!loseNextAnswer) return stored;
          loseNextAnswer = false;
          return err(portalError.unavailable('timeout', 'answer dropped by the test'));
        },
        download: (fileLink) => real.download(fileLink),
        downloadBytes: (fileLink) => real.downloadBytes(fileLink),
      };
      const { forCall } = ports;
      return {
        ...ports,
        files,
        ...(forCall === undefined ? {} : { forCall: (call: unknown) => losingAnswers(forCall(call as never)) }),
      };
    };
    const portal = createPortal(losingAnswers(cloud.ports));
    await cloud.signInAs(cloud.demo);
    const { client } = orThrow(await portal.loadSession(), 'load the session');
    const [kase] = orThrow(await portal.listCases({ client }), 'list the cases');
    if (kase === undefined) throw new Error('the demo account has no case');
    const target = { caseId: kase.id, groupId: kase.id_grupo };
    const upload = {
      client,
      ...target,
      file: { name: 'recibo-prueba.pdf', bytes: bytesOf('%PDF-1.4 recibo de prueba') },
    };
    const announcements = async () =>
      orThrow(await portal.listMovements({ caseId: kase.id }), 'list the movements').movements.filter(
        (movement) => movement.descripcion_movimiento === 'Documento enviado: recibo-prueba.pdf',
      );
    const copies = async () =>
      orThrow(await portal.listCaseDocuments(target), 'list the documents').filter(
        (document) => document.name === 'recibo-prueba.pdf',
      );

    loseNextAnswer = true;
    expect((await portal.uploadCaseDocument(upload)).ok).toBe(false);
    const retried = orThrow(await portal.uploadCaseDocument(upload), 'retry the send');
    expect((await announcements()).map((movement) => movement.id_movimiento)).toEqual([retried.movementId]);
    expect((await copies()).map((document) => document.id)).toEqual([retried.key]);

    const again = orThrow(await portal.uploadCaseDocument(upload), 'send it again');
    expect(again.movementId).not.toBe(retried.movementId);
    expect((await announcements()).map((movement) => movement.id_movimiento).sort()).toEqual(
      [retried.movementId, again.movementId].sort(),
    );
    expect((await copies()).map((document) => document.id).sort()).toEqual([retried.key, again.key].sort());
  });
});
