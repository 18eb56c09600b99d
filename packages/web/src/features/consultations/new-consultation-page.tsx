import { consultationMessages, type DirectoryEntry, type MyLawyer } from '@justiciable/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import type { Loaded } from '../../data/loaded';
import { onBoardingAtom } from '../../session/session-atoms';
import { FormAlert, PageHeader } from '../../ui/blocks';
import { LoadFailure } from '../../ui/load-failure';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { NO_SLOT_CHOICE } from '../../ui/week-slot-picker';
import { consultationDraftAtom, draftFor, emptyDraft, type ConsultationDraft, type DraftLawyer } from './consultation-draft';
import { ConsultationFlow } from './consultation-flow';
import { NeedsAttention } from './needs-attention';

const newConsultationRoute = getRouteApi('/_main/nuevaConsulta');
const ORIGIN = '/nuevaConsulta';
/** How many directory lawyers a search shows at once; the search narrows them. */
const DIRECTORY_RESULTS = 8;

function lawyerOf(entry: DirectoryEntry): DraftLawyer {
  return { id: entry.id, groupId: entry.id_grupo, clientGroupId: entry.id_grupo_justiciable ?? '', name: entry.abogadoEstudio.title, study: entry.abogadoEstudio.study };
}

/**
 * The draft for another lawyer: what was written stays, what belonged to the last lawyer goes. A
 * consultation already sent stays as it was sent: another lawyer starts a new draft.
 */
function withLawyer(draft: ConsultationDraft, lawyer: DraftLawyer, fresh: ConsultationDraft): ConsultationDraft {
  if (draft.sent !== null) return { ...fresh, lawyer, step: 1 };
  const same = draft.lawyer?.id === lawyer.id && draft.lawyer.groupId === lawyer.groupId;
  return same ? { ...draft, step: 1 } : { ...draft, lawyer, serviceId: null, mediumId: null, slot: NO_SLOT_CHOICE, step: 1 };
}

/** The draft when the lawyer the address names cannot be consulted: back to choosing one, keeping what was written. */
function withoutLawyer(draft: ConsultationDraft, fresh: ConsultationDraft): ConsultationDraft {
  if (draft.sent !== null) return fresh;
  return { ...draft, lawyer: null, serviceId: null, mediumId: null, slot: NO_SLOT_CHOICE, step: 0 };
}

/** /nuevaConsulta (newConsultation), where / and a new registration land. */
export function NewConsultationPage() {
  const { attention, myLawyers, directory, documentTypes, busySlots, namedLawyer } = newConsultationRoute.useLoaderData();
  const search = newConsultationRoute.useSearch();
  const { client } = newConsultationRoute.useRouteContext().session;
  const navigate = useNavigate();
  const [onBoarding, setOnBoarding] = useAtom(onBoardingAtom);
  const [stored, setStored] = useAtom(consultationDraftAtom);
  // The welcome shows once: leaving the page ends the on-boarding.
  useEffect(() => () => setOnBoarding(false), [setOnBoarding]);

  const fresh = useMemo(() => ({ ...emptyDraft(ORIGIN), ownerId: client.id }), [client.id]);
  const draft = draftFor(stored, ORIGIN, client.id) ?? fresh;
  const entries = directory.ok ? directory.value : [];
  const preselected = entries.find((entry) => entry.id === search.abogado && entry.id_grupo === search.grupo) ?? null;
  const chosenEntry = draft.lawyer === null ? null : (entries.find((entry) => entry.id === draft.lawyer?.id && entry.id_grupo === draft.lawyer.groupId) ?? null);

  // The URL names the lawyer whose agenda the loader reads: a lawyer page's link changes the
  // draft's lawyer, and a draft's lawyer goes into the URL when the page opens without one.
  // A lawyer the URL names who cannot be consulted (namedLawyer's message) takes the draft back to
  // choosing one, unless it already has another.
  const unavailable = !namedLawyer.ok ? namedLawyer.message : null;
  useEffect(() => {
    if (preselected !== null) {
      if (draft.lawyer?.id !== preselected.id || draft.lawyer.groupId !== preselected.id_grupo) setStored(withLawyer(draft, lawyerOf(preselected), fresh));
    } else if (unavailable !== null) {
      if (draft.lawyer !== null || draft.step !== 0) setStored(withoutLawyer(draft, fresh));
    } else if (search.abogado === undefined && draft.lawyer !== null) {
      void navigate({ to: '/nuevaConsulta', search: { abogado: draft.lawyer.id, grupo: draft.lawyer.groupId }, replace: true });
    }
  }, [preselected, unavailable, search.abogado, draft, fresh, setStored, navigate]);

  // Another lawyer goes through the URL (the effect above then takes them into the draft); the
  // same one again only moves on.
  function choose(entry: DirectoryEntry) {
    if (entry.id === search.abogado && entry.id_grupo === search.grupo) setStored(withLawyer(draft, lawyerOf(entry), fresh));
    else void navigate({ to: '/nuevaConsulta', search: { abogado: entry.id, grupo: entry.id_grupo }, replace: true });
  }

  const services: Loaded<DirectoryEntry['services']> | null = !directory.ok ? directory : chosenEntry === null ? null : { ok: true, value: chosenEntry.services };
  const media: Loaded<DirectoryEntry['media']> | null = !directory.ok ? directory : chosenEntry === null ? null : { ok: true, value: chosenEntry.media };

  return (
    <>
      <PageHeader title="Nueva consulta" lead="Cuéntele su caso a un abogado o estudio, elija cómo consultarlo y envíelo. Puede volver atrás sin perder nada." />
      <div className="page-stack">
        <NeedsAttention answer={attention} />
        {onBoarding ? <FormAlert tone="success">Su cuenta está lista. Bienvenido a Justiciable: ya puede iniciar su primera consulta.</FormAlert> : null}
        <ConsultationFlow
          steps={['who', 'what', 'how', 'review']}
          fresh={fresh}
          lawyerChooser={<LawyerChooser myLawyers={myLawyers} directory={directory} chosen={draft.lawyer} onChoose={choose} unavailable={unavailable} />}
          services={services}
          media={media}
          busySlots={busySlots}
          documentTypes={documentTypes}
          client={client}
          viaLink={null}
        />
      </div>
    </>
  );
}

/** Folds case and accents away, so 'gomez' finds 'Gómez'. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('es-AR');
}

function matches(entry: DirectoryEntry, words: readonly string[]): boolean {
  const text = folded([entry.abogadoEstudio.title, entry.abogadoEstudio.study, entry.nombre_localidad_completo, ...entry.especialidades].join(' '));
  return words.every((word) => text.includes(word));
}

function LawyerChooser({
  myLawyers,
  directory,
  chosen,
  onChoose,
  unavailable,
}: {
  readonly myLawyers: Loaded<readonly MyLawyer[]>;
  readonly directory: Loaded<readonly DirectoryEntry[]>;
  readonly chosen: DraftLawyer | null;
  readonly onChoose: (entry: DirectoryEntry) => void;
  /** Why the lawyer the address names cannot be consulted ('El Estudio no está disponible'), if so. */
  readonly unavailable: string | null;
}) {
  const [query, setQuery] = useState('');
  if (!directory.ok) return <LoadFailure message={directory.message} />;
  const mine = myLawyers.ok
    ? myLawyers.value.flatMap((lawyer) => directory.value.filter((entry) => entry.id === lawyer.id_abogado && entry.id_grupo === lawyer.id_grupo))
    : [];
  const words = folded(query).split(/\s+/).filter(Boolean);
  const found = words.length === 0 ? [] : directory.value.filter((entry) => matches(entry, words));
  return (
    <>
      {unavailable !== null && chosen === null ? (
        <FormAlert>
          <span>
            <strong>{unavailable}</strong>. {consultationMessages.chooseAnotherLawyer}
          </span>
        </FormAlert>
      ) : null}
      <section aria-labelledby="consultation-my-lawyers">
        <h3 id="consultation-my-lawyers">Mis abogados</h3>
        {!myLawyers.ok ? <LoadFailure message={myLawyers.message} /> : null}
        {myLawyers.ok && mine.length === 0 ? <p className="ui-description">Todavía no trabaja con ningún abogado: búsquelo en el directorio.</p> : null}
        {mine.length > 0 ? <LawyerList entries={mine} chosen={chosen} onChoose={onChoose} label="Mis abogados" /> : null}
      </section>
      <section aria-labelledby="consultation-directory">
        <h3 id="consultation-directory">Buscar en el directorio</h3>
        <TextField label="Nombre, estudio, especialidad o localidad" type="search" value={query} onChange={setQuery} />
        <p role="status" className="ui-description">
          {words.length === 0
            ? `${directory.value.length} abogados en el directorio.`
            : found.length === 0
              ? 'Ningún abogado coincide con la búsqueda.'
              : found.length > DIRECTORY_RESULTS
                ? `${found.length} abogados coinciden; se muestran los primeros ${DIRECTORY_RESULTS}.`
                : `${found.length} ${found.length === 1 ? 'abogado coincide' : 'abogados coinciden'}.`}
        </p>
        {found.length > 0 ? <LawyerList entries={found.slice(0, DIRECTORY_RESULTS)} chosen={chosen} onChoose={onChoose} label="Resultados del directorio" /> : null}
      </section>
    </>
  );
}

function LawyerList({
  entries,
  chosen,
  onChoose,
  label,
}: {
  readonly entries: readonly DirectoryEntry[];
  readonly chosen: DraftLawyer | null;
  readonly onChoose: (entry: DirectoryEntry) => void;
  readonly label: string;
}) {
  return (
    <ul className="consultation-lawyers" aria-label={label}>
      {entries.map((entry) => {
        const isChosen = chosen?.id === entry.id && chosen.groupId === entry.id_grupo;
        return (
          <li key={`${entry.id}-${entry.id_grupo}`} className="consultation-lawyer" data-chosen={isChosen || undefined}>
            <strong>{entry.abogadoEstudio.title}</strong>
            <p>{[entry.abogadoEstudio.study, entry.especialidades.join(', '), entry.nombre_localidad_completo].filter(Boolean).join(' · ')}</p>
            <Button variant={isChosen ? 'primary' : 'secondary'} aria-label={`Elegir a ${entry.abogadoEstudio.title}`} aria-pressed={isChosen} onPress={() => onChoose(entry)}>
              {isChosen ? 'Elegido' : 'Elegir'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
