import { createPortal, valueOrThrow } from '@justiciable/core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeCloud, freshCloud } from './testing/emulator-cloud';

/*
 * Core README's quick start, "Codes and invitations on the emulator", done as it says on the real
 * adapters: a registration's code read from the outbox, an invitation made through the console
 * and opened with what it answered, the demo account's pending invitation and request tokens.
 */

afterAll(closeCloud);

describe("where a script finds the emulator's codes and invitations", () => {
  it('confirms a registration with the code of outbox.json, and opens an invitation POSTed to /__emulator/invitations', async () => {
    const cloud = await freshCloud();
    const emulator = cloud.emulator.url;
    const portal = createPortal(cloud.ports);
    const email = 'ana.perez@example.com';

    valueOrThrow(
      await portal.registerClient({
        name: 'Ana Pérez',
        email,
        password: 'clave-segura-1',
        phone: '+54 9 351 555-0123',
      }),
    );
    type Mail = { kind: string; to: string; data: { code?: string } };
    const outbox = (await (await fetch(`${emulator}/__emulator/outbox.json`)).json()) as Mail[];
    const code = outbox.find((mail) => mail.kind === 'confirmation-code' && mail.to === email)?.data.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(valueOrThrow(await portal.confirmRegistration({ email, code }))).toEqual({ signedIn: true });

    const { client } = valueOrThrow(await portal.loadSession());
    expect(client.email).toBe(email);
    const [lawyer] = valueOrThrow(await portal.listDirectory({ client }));
    const invited = await fetch(`${emulator}/__emulator/invitations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, lawyerId: Number(lawyer?.id), groupId: Number(lawyer?.id_grupo) }),
    });
    expect(invited.status).toBe(201);
    const { id_invitacion, token } = (await invited.json()) as { id_invitacion: number; token: string };
    const { invitation, study } = valueOrThrow(
      await portal.openInvitation({ invitationId: String(id_invitacion), token }),
    );
    expect(invitation).toMatchObject({
      id: String(id_invitacion),
      email,
      id_abogado: lawyer?.id,
      id_grupo: lawyer?.id_grupo,
    });
    expect(study?.id_grupo).toBe(lawyer?.id_grupo);
    const notices = valueOrThrow(await portal.listNotifications({ client }));
    expect(
      notices.some((notice) => notice.id_invitacion === String(id_invitacion) && notice.token_invitacion === token),
    ).toBe(true);
    expect(valueOrThrow(await portal.listPendingInvitations({ client })).map((pending) => pending.id)).toContain(
      String(id_invitacion),
    );
  });

  it('the demo account has a pending invitation already, and its requests carry their link tokens', async () => {
    const cloud = await freshCloud();
    const portal = createPortal(cloud.ports);
    await cloud.signInAs(cloud.demo);
    const { client } = valueOrThrow(await portal.loadSession());
    expect(valueOrThrow(await portal.listPendingInvitations({ client })).length).toBeGreaterThan(0);
    const tokens: (string | null)[] = [];
    for (const kase of valueOrThrow(await portal.listCases({ client }))) {
      const { movements } = valueOrThrow(await portal.listMovements({ caseId: kase.id }));
      tokens.push(
        ...movements
          .filter((movement) => movement.id_tipo === 2 || movement.id_tipo === 7)
          .map((movement) => movement.link_token),
      );
    }
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((token) => typeof token === 'string' && token.length > 0)).toBe(true);
  });
});
