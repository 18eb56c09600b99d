import { legacyNames, type LegacyNames } from '@justiciable/core';
import { legacyActions, type LegacyActions } from './legacy-actions';
import { LegacyApiClient, type LegacyApiClientOptions } from './legacy-api-client';

/** What every legacy API adapter shares: the client, the action table and the product's field names. */
export interface LegacyApi {
  readonly client: LegacyApiClient;
  readonly actions: LegacyActions;
  readonly names: LegacyNames<string>;
}

export function createLegacyApi(options: LegacyApiClientOptions & { readonly productToken: string }): LegacyApi {
  return {
    client: new LegacyApiClient(options),
    actions: legacyActions(options.productToken),
    names: legacyNames(options.productToken),
  };
}
