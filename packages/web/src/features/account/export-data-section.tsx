import type { ExportArchive, ExportProgress, LoadedSession } from '@justiciable/core';
import { useEffect, useRef, useState } from 'react';
import { usePortal } from '../../session/router-context';
import { Card, FormAlert } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { ProgressBar } from '../../ui/progress-bar';
import { saveDownload } from '../../data/save-download';
import './export-data.css';

type ExportState =
  | { readonly step: 'idle' }
  | { readonly step: 'working'; readonly progress: ExportProgress | null }
  | { readonly step: 'failed'; readonly part: string; readonly message: string }
  | { readonly step: 'done'; readonly fileName: string };

/** Parts finished as a whole percent; it reaches 100 only with the archive written. */
function percentOf(progress: ExportProgress | null): number {
  return progress === null || progress.total === 0 ? 0 : Math.floor((progress.done / progress.total) * 100);
}

/** The archive as a download of the browser's, under the name core gave it. */
function saveArchive({ bytes, fileName, mediaType }: ExportArchive): void {
  saveDownload(new Blob([new Uint8Array(bytes)], { type: mediaType }), fileName);
}

/**
 * "Descargar mis datos" (Ley 25.326's right of access): everything the portal keeps
 * about the client in one ZIP, built by core's exportMyData with its progress shown. It is all
 * or nothing: a part that fails is named, with a retry, and no file is saved.
 */
export function ExportDataSection({ loaded }: { readonly loaded: LoadedSession }) {
  const portal = usePortal();
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  // Leaving the page lets the export finish unseen: no state to set and no file to save.
  const onPage = useRef(true);
  useEffect(() => {
    onPage.current = true;
    return () => {
      onPage.current = false;
    };
  }, []);

  async function exportData() {
    setState({ step: 'working', progress: null });
    const exported = await portal.exportMyData({
      client: loaded.client,
      onProgress: (progress) => {
        if (onPage.current) setState({ step: 'working', progress });
      },
    });
    if (!onPage.current) return;
    if (!exported.ok) {
      // A session a service refused is ended, and said why, by the session watch (session/revoked-session.ts).
      setState(
        exported.error.kind === 'unauthenticated'
          ? { step: 'idle' }
          : { step: 'failed', part: exported.error.part, message: exported.error.message },
      );
      return;
    }
    saveArchive(exported.value);
    setState({ step: 'done', fileName: exported.value.fileName });
  }

  const working = state.step === 'working';
  const percent = working ? percentOf(state.progress) : 0;
  return (
    <Card
      title="Descargar mis datos"
      lead="Una copia de todo lo que Justiciable guarda sobre usted, en un archivo ZIP."
      labelledBy="export-title"
    >
      <div className="export-data">
        <p>El archivo contiene:</p>
        <ul>
          <li>Sus datos personales, de facturación y de ubicación.</li>
          <li>Sus asuntos, con sus movimientos, los comentarios y los documentos guardados en cada uno.</li>
          <li>
            Su agenda, sus notificaciones, las solicitudes de contacto que envió, las invitaciones de estudios y sus
            abogados.
          </li>
          <li>Un archivo LEEME.txt que explica qué hay en cada parte.</li>
        </ul>
        <p>Los datos van en archivos de texto (JSON) que se abren con cualquier editor. No incluye su contraseña.</p>
        {working ? (
          <div className="export-progress">
            <ProgressBar label="Preparando sus datos" percent={percent} />
            <p className="export-progress-part">
              {state.progress === null ? 'Empezando…' : `En curso: ${state.progress.part}`}
            </p>
          </div>
        ) : null}
        {/* Told as it goes in steps of a tenth, so a large account does not flood the screen reader. */}
        <p className="visually-hidden" role="status">
          {working ? `Preparando sus datos: ${Math.floor(percent / 10) * 10} %` : ''}
        </p>
        {state.step === 'failed' ? (
          <FormAlert>
            <div>
              <p>No se pudo preparar el archivo porque falló la lectura de {state.part}.</p>
              <p>{state.message}</p>
              <p>No se descargó ningún archivo. Puede intentarlo de nuevo.</p>
            </div>
          </FormAlert>
        ) : null}
        {state.step === 'done' ? <FormAlert tone="success">Listo: se descargó {state.fileName}.</FormAlert> : null}
        <div className="ui-card-actions ui-card-actions--start">
          <Button
            variant={state.step === 'failed' ? 'primary' : 'secondary'}
            isPending={working}
            onPress={() => void exportData()}
          >
            {state.step === 'failed' ? 'Reintentar' : 'Descargar mis datos'}
          </Button>
        </div>
      </div>
    </Card>
  );
}
