import {
  consultationPriceSentence,
  formatDate,
  type CommunicationMedium,
  type ConsultationCharge,
} from '@justiciable/core';
import { FactList, type Fact } from '../../ui/fact-list';
import { TermHelp } from '../../ui/term-help';
import type { ConsultationDraft, SentConsultation } from './consultation-draft';

/** What a consultation says, as the review shows it before sending and the sent step after. */
export type SummaryOf = Pick<SentConsultation, 'service' | 'medium' | 'slot' | 'attachment'>;

/** One row of the summary: its term and what it says. */
export type SummaryRow = Fact;

/** The rows every summary has, from the draft (lawyer, title, description) and the choices it names. */
export function summaryRows(draft: ConsultationDraft, of: SummaryOf): SummaryRow[] {
  const { lawyer } = draft;
  return [
    ['Abogado', lawyer === null ? '-' : `${lawyer.name}${lawyer.study !== '' ? ` · ${lawyer.study}` : ''}`],
    ['Servicio', of.service],
    ['Título', draft.title.trim()],
    ['Descripción', draft.description.trim()],
    ['Documento', of.attachment ?? 'Sin documento'],
    ['Medio', of.medium],
    [
      'Horario',
      of.slot === null
        ? 'A coordinar con el abogado'
        : `${formatDate(of.slot.date)} de ${of.slot.start} a ${of.slot.end}`,
    ],
  ];
}

/**
 * The consultation's two prices as one sentence (core's consultationPriceSentence): what the
 * service charges on sending, and the chosen medium's reference value, which is not charged.
 */
export function ConsultationPrice({
  charge,
  medium,
}: {
  /** The chosen service's charge (core's viewConsultationCharge). */
  readonly charge: ConsultationCharge;
  readonly medium: Pick<CommunicationMedium, 'precio'> | null;
}) {
  const reference = charge.type === 'sin_cargo' ? null : (medium?.precio ?? null);
  return (
    <>
      {consultationPriceSentence({ charge, reference })}
      {reference !== null ? (
        <TermHelp term="Valor de referencia" />
      ) : charge.type === 'a_convenir' ? (
        <TermHelp term="Honorarios" />
      ) : null}
    </>
  );
}

export function ConsultationSummary({ rows }: { readonly rows: readonly SummaryRow[] }) {
  return <FactList className="consultation-review" rows={rows} />;
}
