import { describe, expect, it } from 'vitest';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from './contract-expectations';
import { seedDemoWorld } from './demo-world';
import { InMemoryLawyerDirectory } from './in-memory-lawyer-directory';
import { InMemoryWorld } from './in-memory-world';
import { describeLawyerDirectoryContract } from './lawyer-directory-contract';

function signedInDemo() {
  const world = new InMemoryWorld();
  const demo = seedDemoWorld(world);
  world.signInAs(demo.client.userId);
  return { world, demo, directory: new InMemoryLawyerDirectory(world) };
}

describeLawyerDirectoryContract('InMemoryLawyerDirectory', async () => {
  const { world, demo, directory } = signedInDemo();
  return {
    subject: directory,
    clientId: demo.client.userId,
    foreignClientId: demo.otherClient.userId,
    lawyerId: demo.linkedLawyerId,
    groupId: demo.linkedLawyerGroupId,
    disabledGroupId: demo.disabledGroupId,
    missingLawyerId: 'abogado-inexistente',
    missingGroupId: '999',
    signOut: async () => world.signOut(),
  };
});

describe('InMemoryLawyerDirectory', () => {
  it('lists every lawyer, hidden ones too: hiding them is a rule of the directory screen', async () => {
    const { world, directory } = signedInDemo();
    world.addLawyer({ ...world.lawyers[0]!, id: 'oculto', visible: 'f' });
    expect(expectOk(await directory.listLawyers()).map((lawyer) => lawyer.id)).toContain('oculto');
  });

  it('fails as told', async () => {
    const { demo, directory } = signedInDemo();
    directory.failNext('getStudyInfo', portalError.unavailable('http', '502 Bad Gateway'));
    expectFailure(await directory.getStudyInfo(demo.linkedLawyerGroupId), 'unavailable');
  });
});
