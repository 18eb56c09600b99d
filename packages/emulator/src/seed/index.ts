import { createConfirmedUser } from '../cognito/users';
import type { EmulatorContext } from '../context';
import { saveAccountExtras } from '../graphql';
import { inTransaction } from '../store/database';
import type { DemoAccount, SeededAccounts } from '../store/meta';
import { SeedCalendar } from './calendar';
import { type SeedClient, seedDemoClient, seedOtherClient } from './clients';
import { DirectorySeeder } from './directory';
import { LARGE_ACCOUNT, seedLargeAccount } from './large';
import { SeededRandom } from './random';

export interface SeedAccount {
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly phone: string;
}

/** The demo client: every case state, movement type and request state, with billing and location. */
export const DEMO_ACCOUNT: SeedAccount = {
  email: 'demo@justiciable.test',
  password: 'demo-2025!',
  name: 'Lucía Fernández',
  phone: '+5493515550100',
};

/** A second client whose data the demo client must never see. */
export const OTHER_ACCOUNT: SeedAccount = {
  email: 'otra@justiciable.test',
  password: 'otra-2025!',
  name: 'Martín Ocampo',
  phone: '+5493415550177',
};

export interface SeedOptions {
  readonly size: 'demo' | 'large';
  /** The day the data is built around (agenda dates, case ages); today by default. */
  readonly now?: Date;
}

/** Same data on every run: one fixed seed for the pseudo-random choices. */
const SEED = 20_250_601;

/**
 * Fills a new database: the directory (12 studies, 48 lawyers, one study disabled), the demo
 * client and a second client. 'large' also grows the directory to 2,000 lawyers and gives the
 * demo client 5,000 cases and 50,000 agenda entries. One transaction: all or nothing.
 */
export function seed(ctx: EmulatorContext, options: SeedOptions): SeededAccounts<DemoAccount> {
  const calendar = new SeedCalendar(options.now ?? new Date());
  const random = new SeededRandom(SEED);
  inTransaction(ctx.db, () => {
    const demo = createAccount(ctx, DEMO_ACCOUNT);
    saveAccountExtras(ctx, demo.sub, {
      billing: {
        billingName: DEMO_ACCOUNT.name,
        taxId: '27-31456789-2',
        address: 'Bv. San Juan 845, piso 2 "A", Córdoba',
        phone: DEMO_ACCOUNT.phone,
        condition: 'Consumidor Final',
        email: DEMO_ACCOUNT.email,
      },
      location: {
        countryId: 1,
        country: 'Argentina',
        regionId: 6,
        region: 'Córdoba',
        cityId: 1427,
        city: 'Córdoba',
        address: 'Bv. San Juan 845, piso 2 "A"',
      },
    });
    const other = createAccount(ctx, OTHER_ACCOUNT);
    const directory = new DirectorySeeder(ctx.db, random, calendar);
    directory.seedNamedStudies();
    if (options.size === 'large') directory.growTo(LARGE_ACCOUNT.lawyers);
    seedDemoClient(ctx, calendar, demo, directory.studies);
    seedOtherClient(ctx, calendar, other, directory.studies);
    if (options.size === 'large') seedLargeAccount(ctx, calendar, random, demo, directory.studies);
  });
  return {
    demo: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    other: { email: OTHER_ACCOUNT.email, password: OTHER_ACCOUNT.password },
  };
}

function createAccount(ctx: EmulatorContext, account: SeedAccount): SeedClient {
  const { sub } = createConfirmedUser(ctx, account);
  return { sub, email: account.email, name: account.name };
}
