import { deviceDataMessages } from '@justiciable/core';
import type { Loaded } from '../data/loaded';
import './data-freshness.css';

/**
 * Says when the data on screen is the device's copy, and of when: 'Datos de las 14:32 ·
 * actualizando…' while it is read again behind it, 'Sin conexión · datos de las 14:32' offline,
 * 'No se pudo actualizar · datos de las 14:32' when the service did not answer. Nothing for fresh
 * data or a failure (LoadFailure says that). A polite live region, there while empty too, so a
 * change is announced (a role of status would make it one more status of the page, whose count
 * of rows is the one the page's own status says).
 */
export function DataFreshness({ of }: { readonly of: Loaded<unknown> }) {
  const text =
    of.ok && of.savedAt !== undefined && of.freshness !== undefined
      ? deviceDataMessages[of.freshness](of.savedAt, new Date())
      : null;
  return (
    <p
      aria-live="polite"
      className="data-freshness"
      data-freshness={text === null ? undefined : of.ok ? of.freshness : undefined}
    >
      {text}
    </p>
  );
}
