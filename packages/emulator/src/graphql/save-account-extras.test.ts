import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeContext, type FakeEmulatorContext } from '../testing/fake-emulator-context';
import { billingTable, findRecord, locationTable, userTable } from './account-store';
import { createConfirmedUser } from './account-operations';
import { saveAccountExtras } from './save-account-extras';

let ctx: FakeEmulatorContext;
const sub = 'sub-demo';

beforeEach(() => {
  ctx = createFakeContext();
  createConfirmedUser(
    ctx.db,
    { sub, email: 'demo@justiciable.test', phone: '+5491100000000', name: 'Demo' },
    '2025-01-01T00:00:00.000Z',
  );
});

afterEach(() => ctx.close());

describe('saveAccountExtras', () => {
  it('creates billing and location owned by the user and links them', () => {
    const saved = saveAccountExtras(ctx, sub, {
      billing: { billingName: 'Demo SRL', taxId: '30-71234567-8', condition: 'Responsable Inscripto' },
      location: { countryId: 1, country: 'Argentina', regionId: 6, region: 'Buenos Aires', address: 'Calle 7 nº 1234' },
    });
    const user = findRecord(ctx.db, userTable, sub);
    expect(user).toMatchObject({ userBillingInfoId: saved.billingId, userLocationId: saved.locationId });
    expect(findRecord(ctx.db, billingTable, saved.billingId ?? '')).toMatchObject({
      billingName: 'Demo SRL',
      address: null,
      owner: sub,
    });
    expect(findRecord(ctx.db, locationTable, saved.locationId ?? '')).toMatchObject({
      region: 'Buenos Aires',
      cityId: null,
      owner: sub,
    });
  });

  it('updates the linked records in place when run again', () => {
    const first = saveAccountExtras(ctx, sub, { billing: { billingName: 'Primera' } });
    const second = saveAccountExtras(ctx, sub, {
      billing: { billingName: 'Segunda' },
      location: { country: 'Uruguay' },
    });
    expect(second.billingId).toBe(first.billingId);
    expect(first.locationId).toBeNull();
    expect(findRecord(ctx.db, billingTable, second.billingId ?? '')?.billingName).toBe('Segunda');
    expect(ctx.db.prepare('SELECT count(*) AS n FROM account_billing').get()).toEqual({ n: 1 });
  });

  it('refuses a user that has no record yet', () => {
    expect(() => saveAccountExtras(ctx, 'sub-nobody', { billing: {} })).toThrow(/userConfirmed/);
  });
});
