import type { PortalPorts } from '../portal-ports';
import type { makeStartConsultation } from './start-consultation';
import { onFirstCall } from '../shared/on-first-call';

/** The portal's use-cases of consultations. */
export interface ConsultationUseCases {
  readonly startConsultation: ReturnType<typeof makeStartConsultation>;
}

export function consultationUseCases(ports: PortalPorts): ConsultationUseCases {
  return {
    startConsultation: onFirstCall(async () => (await import('./start-consultation')).makeStartConsultation(ports)),
  };
}
