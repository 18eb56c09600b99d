import {
  errorMessages,
  fileRequestMessages,
  MAX_FILES_PER_SEND,
  MAX_UPLOAD_BYTES,
  requestFilesMessages,
  validationMessages,
  type PortalError,
  type Result,
} from '@justiciable/core';
import { useEffect, useId, useRef, useState } from 'react';
import { readFileBytes } from '../data/read-file-bytes';
import { FormAlert } from './blocks';
import { Button } from './button';
import { documentKind, formatFileSize } from './file-format';
import { ErrorPrefix } from './field-frame';
import { FilesPicker } from './file-picker';
import './file-picker.css';

/** A file of the answer once stored: its storage key. */
export interface StoredRequestFile {
  readonly key: string;
}

export interface RequestFilesFormProps {
  /** The form's accessible name. */
  readonly label: string;
  /** Stores one file (core's storeRequestFile); the same key for the same chosen file on every try. */
  readonly store: (
    file: { readonly name: string; readonly bytes: Uint8Array },
    uploadKey: string,
  ) => Promise<Result<StoredRequestFile, PortalError>>;
  /** Marks the request answered by all the stored files (core's completeFileRequest). */
  readonly complete: (files: readonly StoredRequestFile[]) => Promise<Result<unknown, PortalError>>;
  /** The completion's failure, told by the form. */
  readonly completeError: string | null;
}

/** Where one chosen file is: waiting to go, being read, handed to the upload function, stored, or not. */
type Stage =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'reading'; readonly share: number }
  | { readonly kind: 'sending' }
  | { readonly kind: 'stored'; readonly key: string }
  | { readonly kind: 'failed'; readonly message: string }
  /** Over 10 MB: it cannot go, and must be removed before the others are sent. */
  | { readonly kind: 'refused'; readonly message: string };

interface ChosenFile {
  readonly id: string;
  readonly file: File;
  /** Kept for this file through every retry: the upload function answers a repeat with the stored file. */
  readonly uploadKey: string;
  /** An object URL for the preview (images; PDFs where the browser shows them), revoked when the file leaves. */
  readonly preview: string | null;
  readonly stage: Stage;
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function isImage(file: File): boolean {
  return file.type.startsWith('image/');
}

function isPdf(file: File): boolean {
  return file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
}

/**
 * An image's thumbnail. A PDF shows its icon, name and size: the portal's security policy lets no
 * plugin content in (object-src 'none'), and a phone's browser has no PDF viewer to embed anyway.
 */
function previewOf(file: File): string | null {
  return isImage(file) && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

const sameFile = (left: File, right: File) =>
  left.name === right.name && left.size === right.size && left.lastModified === right.lastModified;

/**
 * The files answering a lawyer's request: chosen or photographed, each previewed, then sent one
 * after the other with its own progress; a file that fails is retried or removed on its own, the
 * stored ones are never sent again (each keeps its upload key); once all are stored, the request
 * is marked answered once. Used inside the case and on the public /fileRequest page.
 */
export function RequestFilesForm({ label, store, complete, completeError }: RequestFilesFormProps) {
  const headingId = useId();
  const limitsId = useId();
  const errorId = useId();
  const [chosen, setChosen] = useState<readonly ChosenFile[]>([]);
  /** 'Enviar archivos' was pressed with no file chosen: the picker says so, as a field's error. */
  const [noneChosen, setNoneChosen] = useState(false);
  const pickerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState(false);
  const [busy, setBusy] = useState(false);
  /** The person pressed "Enviar N archivos": once the last failed file is retried, the answer completes. */
  const [sendAsked, setSendAsked] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const current = useRef(chosen);
  current.current = chosen;
  useEffect(
    () => () => {
      for (const item of current.current) if (item.preview !== null) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const update = (id: string, stage: Stage) =>
    setChosen((list) => list.map((item) => (item.id === id ? { ...item, stage } : item)));

  function add(files: readonly File[]) {
    const list = current.current;
    const fresh = files.filter((file) => !list.some((item) => sameFile(item.file, file)));
    const room = Math.max(0, MAX_FILES_PER_SEND - list.length);
    setOverflow(fresh.length > room);
    setNoneChosen(false);
    const added = fresh.slice(0, room).map<ChosenFile>((file) => ({
      id: newKey(),
      file,
      uploadKey: newKey(),
      preview: previewOf(file),
      stage:
        file.size > MAX_UPLOAD_BYTES
          ? { kind: 'refused', message: validationMessages.fileTooLarge }
          : { kind: 'waiting' },
    }));
    if (added.length > 0) setChosen([...list, ...added]);
  }

  function remove(id: string) {
    const item = current.current.find((each) => each.id === id);
    if (item?.preview) URL.revokeObjectURL(item.preview);
    setOverflow(false);
    const left = current.current.filter((each) => each.id !== id);
    setChosen(left);
    if (item) setAnnouncement(`Se quitó ${item.file.name} de la lista.`);
    // The row and its button leave: the focus goes to what is left of the list, or to the way to choose files again.
    requestAnimationFrame(() =>
      left.length > 0 ? listRef.current?.focus() : firstButtonOf(pickerRef.current)?.focus(),
    );
  }

  /** Reads and stores one file; true when it is stored. */
  async function upload(item: ChosenFile): Promise<StoredRequestFile | null> {
    update(item.id, { kind: 'reading', share: 0 });
    let bytes: Uint8Array;
    try {
      bytes = await readFileBytes(item.file, (share) => update(item.id, { kind: 'reading', share }));
    } catch {
      update(item.id, { kind: 'failed', message: errorMessages.uploadFile });
      return null;
    }
    update(item.id, { kind: 'sending' });
    const stored = await store({ name: item.file.name, bytes }, item.uploadKey);
    if (!stored.ok) {
      update(item.id, { kind: 'failed', message: stored.error.message });
      setAnnouncement(`${item.file.name}: no se envió.`);
      return null;
    }
    update(item.id, { kind: 'stored', key: stored.value.key });
    return stored.value;
  }

  /** Links the request to every stored file, once all of the list are. */
  async function completeIfAllStored(keys: ReadonlyMap<string, string>) {
    const list = current.current;
    const files = list.map((item) => (item.stage.kind === 'stored' ? item.stage.key : keys.get(item.id)));
    if (list.length === 0 || files.some((key) => key === undefined)) {
      setAnnouncement(fileRequestMessages.someFailed);
      return;
    }
    await complete(files.map((key) => ({ key: key as string })));
  }

  async function sendAll() {
    if (busy) return;
    if (chosen.length === 0) {
      // GOV.UK keeps the button enabled: pressed too early, it says why on the field and takes the person there.
      setNoneChosen(true);
      firstButtonOf(pickerRef.current)?.focus();
      return;
    }
    if (chosen.some((item) => item.stage.kind === 'refused')) {
      listRef.current?.focus();
      return;
    }
    setBusy(true);
    setSendAsked(true);
    const keys = new Map<string, string>();
    // One after the other: a phone holds one file's bytes at a time, and each bar moves in turn.
    for (const item of current.current) {
      if (item.stage.kind === 'stored') continue;
      setAnnouncement(`Enviando ${item.file.name}…`);
      const stored = await upload(item);
      if (stored !== null) keys.set(item.id, stored.key);
    }
    await completeIfAllStored(keys);
    setBusy(false);
  }

  async function retry(id: string) {
    const item = current.current.find((each) => each.id === id);
    if (busy || item === undefined) return;
    setBusy(true);
    setAnnouncement(`Reintentando ${item.file.name}…`);
    const stored = await upload(item);
    if (stored !== null && sendAsked) await completeIfAllStored(new Map([[id, stored.key]]));
    setBusy(false);
  }

  const refused = chosen.some((item) => item.stage.kind === 'refused');
  const failed = chosen.some((item) => item.stage.kind === 'failed');
  return (
    <form
      className="request-files"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        void sendAll();
      }}
    >
      <p id={headingId} className="request-files-title">
        {label}
      </p>
      <p id={limitsId} className="ui-description">
        {fileRequestMessages.limits}
      </p>
      {noneChosen ? (
        <p id={errorId} className="ui-field-error">
          <ErrorPrefix />
          {requestFilesMessages.noFiles}
        </p>
      ) : null}
      <div ref={pickerRef}>
        <FilesPicker
          describedBy={noneChosen ? `${errorId} ${limitsId}` : limitsId}
          isDisabled={busy || chosen.length >= MAX_FILES_PER_SEND}
          onAdd={add}
        />
      </div>
      {overflow ? <FormAlert>{validationMessages.tooManyFiles}</FormAlert> : null}
      {chosen.length > 0 ? (
        // Focused by script when a row leaves or a refused file keeps the list from going; never a stop for Tab.
        <ul ref={listRef} className="request-files-list" aria-label="Archivos elegidos" tabIndex={-1}>
          {chosen.map((item) => (
            <ChosenFileRow
              key={item.id}
              item={item}
              busy={busy}
              onRemove={() => remove(item.id)}
              onRetry={() => void retry(item.id)}
            />
          ))}
        </ul>
      ) : null}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {refused ? <FormAlert>Quite de la lista los archivos de más de 10 MB para enviar los demás.</FormAlert> : null}
      {!busy && failed ? <FormAlert>{fileRequestMessages.someFailed}</FormAlert> : null}
      {!busy && !failed && completeError !== null ? <FormAlert>{completeError}</FormAlert> : null}
      <div className="ui-card-actions ui-card-actions--start">
        <Button type="submit" isPending={busy}>
          {chosen.length === 0 ? 'Enviar archivos' : requestFilesMessages.sendFiles(chosen.length)}
        </Button>
      </div>
    </form>
  );
}

/** The first enabled button of the file picker: 'Elegir archivos'. */
function firstButtonOf(picker: HTMLElement | null): HTMLElement | null {
  return picker?.querySelector<HTMLElement>('button:not([disabled])') ?? null;
}

function stageText(stage: Stage): string {
  switch (stage.kind) {
    case 'waiting':
      return 'Listo para enviar';
    case 'reading':
      return 'Leyendo…';
    case 'sending':
      return 'Enviando…';
    case 'stored':
      return 'Enviado';
    case 'failed':
    case 'refused':
      return stage.message;
  }
}

function ChosenFileRow({
  item,
  busy,
  onRemove,
  onRetry,
}: {
  readonly item: ChosenFile;
  readonly busy: boolean;
  readonly onRemove: () => void;
  readonly onRetry: () => void;
}) {
  const { file, stage } = item;
  const nameId = useId();
  const canRemove = !busy && (stage.kind === 'waiting' || stage.kind === 'failed' || stage.kind === 'refused');
  return (
    <li className="request-file" data-stage={stage.kind} aria-labelledby={nameId}>
      <FilePreview item={item} />
      <div className="request-file-body">
        <span id={nameId} className="request-file-name">
          {file.name}
        </span>
        <span className="request-file-meta">
          {documentKind(file.type || 'application/octet-stream')} · {formatFileSize(file.size)}
        </span>
        {stage.kind === 'refused' ? null : <FileProgress name={file.name} stage={stage} />}
        {stage.kind === 'failed' || stage.kind === 'refused' ? (
          // Said once, when the file fails or is refused: the row names which file.
          <span role="alert" className="request-file-state ui-field-error">
            {stageText(stage)}
          </span>
        ) : (
          <span className="request-file-state">{stageText(stage)}</span>
        )}
      </div>
      <div className="request-file-actions">
        {stage.kind === 'failed' ? (
          <Button variant="secondary" isDisabled={busy} onPress={onRetry} aria-label={`Reintentar ${file.name}`}>
            Reintentar
          </Button>
        ) : null}
        {canRemove ? (
          <Button variant="quiet" onPress={onRemove} aria-label={`Quitar ${file.name}`}>
            Quitar
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** The file's own bar: read share while reading, moving without a value while the upload function has it, full once stored. */
function FileProgress({ name, stage }: { readonly name: string; readonly stage: Stage }) {
  const value =
    stage.kind === 'reading'
      ? Math.round(stage.share * 100)
      : stage.kind === 'stored'
        ? 100
        : stage.kind === 'sending'
          ? null
          : 0;
  return (
    <div
      className="request-file-progress"
      role="progressbar"
      aria-label={`Envío de ${name}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value ?? undefined}
      aria-valuetext={stageText(stage)}
      data-indeterminate={value === null || undefined}
    >
      <div className="request-file-progress-fill" style={value === null ? undefined : { width: `${value}%` }} />
    </div>
  );
}

function FilePreview({ item }: { readonly item: ChosenFile }) {
  const { file, preview } = item;
  if (preview !== null)
    return <img className="request-file-preview" src={preview} alt={`Vista previa de ${file.name}`} />;
  return <FileIcon file={file} />;
}

function FileIcon({ file }: { readonly file: File }) {
  const extension = isPdf(file)
    ? 'PDF'
    : file.name.includes('.')
      ? (file.name.split('.').pop() ?? '').slice(0, 4).toUpperCase()
      : '';
  return (
    <span className="request-file-preview request-file-icon" aria-hidden="true">
      {extension || 'ARCH'}
    </span>
  );
}
