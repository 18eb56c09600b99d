import { consultationMessages, type DirectoryEntry } from '@justiciable/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import type { Loaded } from '../../data/loaded';
import { usePortal } from '../../session/router-context';
import { onBoardingAtom } from '../../session/session-atoms';
import { FormAlert, PageHeader } from '../../ui/blocks';
import { LoadFailure } from '../../ui/load-failure';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { NO_SLOT_CHOICE } from '../../ui/week-slot-picker';
import {
  consultationDraftAtom,
  draftFor,
  emptyDraft,
  type ConsultationDraft,
  type DraftLawyer,
} from './consultation-draft';
import { ConsultationFlow } from './consultation-flow';
import { STEP_FIELDS } from './flow-steps';
import { NeedsAttention } from './needs-attention';

const newConsultationRoute = getRouteApi('/_main/nuevaConsulta');
const ORIGIN = '/nuevaConsulta';
/** How many directory lawyers a search shows at once; 'Ver más' shows as many again. */
const DIRECTORY_RESULTS = 8;
/** The province select's option for no province. */
const ALL_PROVINCES = 'todas';

function lawyerOf(entry: DirectoryEntry): DraftLawyer {
  return {
    id: entry.id,
    groupId: entry.id_grupo,
    clientGroupId: entry.id_grupo_justiciable ?? '',
    name: entry.abogadoEstudio.title,
    study: entry.abogadoEstudio.study,
  };
}

/**
 * The draft for another lawyer: what was written stays, what belonged to the last lawyer goes. A
 * consultation already sent stays as it was sent: another lawyer starts a new draft.
 */
function withLawyer(draft: ConsultationDraft, lawyer: DraftLawyer, fresh: ConsultationDraft): ConsultationDraft {
  if (draft.sent !== null) return { ...fresh, lawyer, step: 1 };
  const same = draft.lawyer?.id === lawyer.id && draft.lawyer.groupId === lawyer.groupId;
  return same
    ? { ...draft, step: 1 }
    : { ...draft, lawyer, serviceId: null, mediumId: null, slot: NO_SLOT_CHOICE, step: 1 };
}

/** The draft when the lawyer the address names cannot be consulted: back to choosing one, keeping what was written. */
function withoutLawyer(draft: ConsultationDraft, fresh: ConsultationDraft): ConsultationDraft {
  if (draft.sent !== null) return fresh;
  return { ...draft, lawyer: null, serviceId: null, mediumId: null, slot: NO_SLOT_CHOICE, step: 0 };
}

/** /nuevaConsulta (newConsultation), where / and a new registration land. */
export function NewConsultationPage() {
  const { attention, lawyers, documentTypes, busySlots } = newConsultationRoute.useLoaderData();
  const search = newConsultationRoute.useSearch();
  const { client, profile } = newConsultationRoute.useRouteContext().session;
  const directory: Loaded<readonly DirectoryEntry[]> = lawyers.ok
    ? { ok: true, value: lawyers.value.directory }
    : lawyers;
  const myLawyers: Loaded<readonly DirectoryEntry[]> = !lawyers.ok
    ? lawyers
    : lawyers.value.mine.ok
      ? { ok: true, value: lawyers.value.mine.value }
      : { ok: false, message: lawyers.value.mine.error.message };
  const navigate = useNavigate();
  const [onBoarding, setOnBoarding] = useAtom(onBoardingAtom);
  const [stored, setStored] = useAtom(consultationDraftAtom);
  // The welcome shows once: leaving the page ends the on-boarding.
  useEffect(() => () => setOnBoarding(false), [setOnBoarding]);

  const fresh = useMemo(() => ({ ...emptyDraft(ORIGIN), ownerId: client.id }), [client.id]);
  const draft = draftFor(stored, ORIGIN, client.id) ?? fresh;
  const entries = directory.ok ? directory.value : [];
  const preselected = entries.find((entry) => entry.id === search.abogado && entry.id_grupo === search.grupo) ?? null;
  const chosenEntry =
    draft.lawyer === null
      ? null
      : (entries.find((entry) => entry.id === draft.lawyer?.id && entry.id_grupo === draft.lawyer.groupId) ?? null);

  // The URL names the lawyer whose agenda the loader reads: a lawyer page's link changes the
  // draft's lawyer, and a draft's lawyer goes into the URL when the page opens without one.
  // A lawyer the URL names who cannot be consulted (namedLawyer's message) takes the draft back to
  // choosing one, unless it already has another.
  const unavailable = lawyers.ok ? lawyers.value.unavailable : null;
  useEffect(() => {
    if (preselected !== null) {
      if (draft.lawyer?.id !== preselected.id || draft.lawyer.groupId !== preselected.id_grupo)
        setStored(withLawyer(draft, lawyerOf(preselected), fresh));
    } else if (unavailable !== null) {
      if (draft.lawyer !== null || draft.step !== 0) setStored(withoutLawyer(draft, fresh));
    } else if (search.abogado === undefined && draft.lawyer !== null) {
      void navigate({
        to: '/nuevaConsulta',
        search: { abogado: draft.lawyer.id, grupo: draft.lawyer.groupId },
        replace: true,
      });
    }
  }, [preselected, unavailable, search.abogado, draft, fresh, setStored, navigate]);

  // Another lawyer goes through the URL (the effect above then takes them into the draft); the
  // same one again only moves on.
  function choose(entry: DirectoryEntry) {
    if (entry.id === search.abogado && entry.id_grupo === search.grupo)
      setStored(withLawyer(draft, lawyerOf(entry), fresh));
    else void navigate({ to: '/nuevaConsulta', search: { abogado: entry.id, grupo: entry.id_grupo }, replace: true });
  }

  const services: Loaded<DirectoryEntry['services']> | null = !directory.ok
    ? directory
    : chosenEntry === null
      ? null
      : { ok: true, value: chosenEntry.services };
  const media: Loaded<DirectoryEntry['media']> | null = !directory.ok
    ? directory
    : chosenEntry === null
      ? null
      : { ok: true, value: chosenEntry.media };

  return (
    <>
      <PageHeader
        title="Nueva consulta"
        lead="Cuéntele su caso a un abogado o estudio, elija cómo consultarlo y envíelo. Puede volver atrás sin perder nada."
      />
      <div className="page-stack">
        <NeedsAttention answer={attention} />
        {onBoarding ? (
          <FormAlert tone="success">
            Su cuenta está lista. Le damos la bienvenida a Justiciable: ya puede iniciar su primera consulta.
          </FormAlert>
        ) : null}
        <ConsultationFlow
          steps={['who', 'what', 'how', 'review']}
          fresh={fresh}
          lawyerChooser={
            <LawyerChooser
              myLawyers={myLawyers}
              mineUnavailable={lawyers.ok ? lawyers.value.mineUnavailable : []}
              directory={directory}
              chosen={draft.lawyer}
              onChoose={choose}
              unavailable={unavailable}
              savedProvince={profile.state}
            />
          }
          services={services}
          media={media}
          busySlots={busySlots}
          documentTypes={documentTypes}
          client={client}
          viaLink={null}
          attention={attention}
        />
      </div>
    </>
  );
}

function LawyerChooser({
  myLawyers,
  mineUnavailable,
  directory,
  chosen,
  onChoose,
  unavailable,
  savedProvince,
}: {
  readonly myLawyers: Loaded<readonly DirectoryEntry[]>;
  /** The client's lawyers whose studio the directory no longer lists: said, so the list matches Mis abogados'. */
  readonly mineUnavailable: readonly string[];
  readonly directory: Loaded<readonly DirectoryEntry[]>;
  readonly chosen: DraftLawyer | null;
  readonly onChoose: (entry: DirectoryEntry) => void;
  /** Why the lawyer the address names cannot be consulted ('El Estudio no está disponible'), if so. */
  readonly unavailable: string | null;
  /** The province saved in Mi cuenta, where the search starts. */
  readonly savedProvince: string | null;
}) {
  const portal = usePortal();
  const [query, setQuery] = useState('');
  const entries = useMemo(() => (directory.ok ? directory.value : []), [directory]);
  // Only a directory that was read asks the portal's views: a failed read may mean its code never came.
  const { provinces, starting } = useMemo(
    () =>
      directory.ok
        ? portal.consultationLawyerProvinces({ entries, saved: savedProvince })
        : { provinces: [], starting: null },
    [portal, directory.ok, entries, savedProvince],
  );
  const [province, setProvince] = useState<string | null>(starting);
  const [shownCount, setShownCount] = useState(DIRECTORY_RESULTS);
  if (!directory.ok) return <LoadFailure message={directory.message} />;
  const mine = myLawyers.ok ? myLawyers.value : [];
  const { typed, searching, found } = portal.searchConsultationLawyers({ entries, text: query, province });
  const shown = found.slice(0, shownCount);
  const where = province === null ? '' : ` en ${province}`;
  // A new search starts again from the first results.
  const searchFor = (change: () => void) => {
    change();
    setShownCount(DIRECTORY_RESULTS);
  };
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
        {myLawyers.ok && mine.length === 0 ? (
          <p className="ui-description">Todavía no trabaja con ningún abogado: búsquelo en el directorio.</p>
        ) : null}
        {mine.length > 0 ? (
          <LawyerList entries={mine} chosen={chosen} onChoose={onChoose} label="Mis abogados" />
        ) : null}
        {mineUnavailable.length > 0 ? (
          <p className="ui-description">
            {mineUnavailable.length === 1
              ? `${mineUnavailable[0] ?? ''} no aparece: su estudio ya no está disponible para consultas.`
              : `${mineUnavailable.join(', ')} no aparecen: sus estudios ya no están disponibles para consultas.`}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="consultation-directory">
        <h3 id="consultation-directory">Buscar en el directorio</h3>
        <div className="consultation-directory-search">
          <TextField
            name={STEP_FIELDS.lawyer}
            label="Nombre, estudio, especialidad o localidad"
            type="search"
            value={query}
            onChange={(text) => searchFor(() => setQuery(text))}
          />
          <Select
            label="Provincia"
            description={province !== null && province === starting ? 'La de su cuenta' : undefined}
            options={[{ id: ALL_PROVINCES, label: 'Todas' }, ...provinces.map((name) => ({ id: name, label: name }))]}
            value={province ?? ALL_PROVINCES}
            onChange={(value) => searchFor(() => setProvince(value === null || value === ALL_PROVINCES ? null : value))}
          />
        </div>
        <p role="status" className="ui-description">
          {!searching
            ? `${entries.length} abogados en el directorio. Escriba un nombre o elija una provincia para verlos.`
            : found.length === 0
              ? `Ningún abogado${where} coincide con la búsqueda.`
              : found.length > shown.length
                ? `${found.length} abogados${where} coinciden; se muestran ${shown.length}.`
                : `${found.length} ${found.length === 1 ? 'abogado' : 'abogados'}${where} ${found.length === 1 ? 'coincide' : 'coinciden'}.`}
        </p>
        {found.length === 0 && province !== null && typed ? (
          <Button variant="secondary" onPress={() => searchFor(() => setProvince(null))}>
            Buscar en todas las provincias
          </Button>
        ) : null}
        {shown.length > 0 ? (
          <LawyerList entries={shown} chosen={chosen} onChoose={onChoose} label="Resultados del directorio" />
        ) : null}
        {found.length > shown.length ? (
          <Button variant="secondary" onPress={() => setShownCount((count) => count + DIRECTORY_RESULTS)}>
            {`Ver ${Math.min(DIRECTORY_RESULTS, found.length - shown.length)} más`}
          </Button>
        ) : null}
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
            <p>
              {[entry.abogadoEstudio.study, entry.especialidades.join(', '), entry.nombre_localidad_completo]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {/* The visible word starts the accessible name (WCAG 2.5.3): 'Elegido: Alejandro Castro'. */}
            <Button
              variant={isChosen ? 'primary' : 'secondary'}
              aria-label={
                isChosen ? `Elegido: ${entry.abogadoEstudio.title}` : `Elegir a ${entry.abogadoEstudio.title}`
              }
              aria-pressed={isChosen}
              onPress={() => onChoose(entry)}
            >
              {isChosen ? 'Elegido' : 'Elegir'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
