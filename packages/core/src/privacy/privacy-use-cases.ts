import type { PortalPorts } from '../portal-ports';
import type { makeExportMyData } from './export-my-data';
import { onFirstCall } from '../shared/on-first-call';
import { exportUnreachable } from './export-parts';

/** The portal's use-cases of privacy. */
export interface PrivacyUseCases {
  readonly exportMyData: ReturnType<typeof makeExportMyData>;
}

export function privacyUseCases(ports: PortalPorts): PrivacyUseCases {
  return {
    exportMyData: onFirstCall(async () => (await import('./export-my-data')).makeExportMyData(ports), exportUnreachable),
  };
}
