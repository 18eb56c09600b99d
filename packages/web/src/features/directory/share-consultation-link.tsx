import { useState } from 'react';
import { useToaster } from '../../session/router-context';
import { Button } from '../../ui/button';

/** The path of a studio's consultation link (SPEC §2 consultationViaLink), which anyone can open, with or without an account. */
export function consultationLinkPath(link: {
  readonly lawyerId: string;
  readonly groupId: string;
  readonly studyId: string;
}): string {
  return `/consultationViaLink/${[link.lawyerId, link.groupId, link.studyId].map(encodeURIComponent).join('/')}`;
}

/**
 * 'Compartir': hands a studio's consultation link to whoever the client wants to send it to, so
 * they can start a consultation with this lawyer with or without an account. The device's share
 * sheet where there is one (a phone), else the clipboard; the link stays written under the button
 * when neither can take it, to copy by hand.
 */
export function ShareConsultationLink({ path, name }: { readonly path: string; readonly name: string }) {
  const toaster = useToaster();
  const [shown, setShown] = useState(false);
  // Rendered only in the browser; a prerender would have no origin, and keeps the path.
  const url = typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
  async function share() {
    const title = `Consulta con ${name}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is the person's choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toaster.success(`Enlace copiado: péguelo donde quiera compartir la consulta con ${name}.`);
    } catch {
      toaster.info('No se pudo copiar el enlace: cópielo de aquí abajo.');
    }
    setShown(true);
  }
  return (
    <div className="share-link">
      <Button
        variant="secondary"
        onPress={() => void share()}
        aria-label={`Compartir el enlace para consultar a ${name}`}
      >
        Compartir
      </Button>
      {shown ? (
        <p className="share-link-url">
          Enlace para consultar a {name}: <a href={url}>{url}</a>
        </p>
      ) : null}
    </div>
  );
}
