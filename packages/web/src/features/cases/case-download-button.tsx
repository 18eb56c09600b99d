import { useAction } from '../../data/use-action';
import { usePortal } from '../../session/router-context';
import { Button } from '../../ui/button';

/** "Descargar" for a stored file of the case: the download function's short-lived link opens at once, in a tab of its own. */
export function DownloadButton({ fileKey, name }: { readonly fileKey: string; readonly name: string }) {
  const portal = usePortal();
  const download = useAction(portal.downloadCaseFile, {
    onSuccess: ({ url }) => void window.open(url, '_blank', 'noopener'),
  });
  return (
    <Button
      variant="secondary"
      aria-label={`Descargar ${name}`}
      isPending={download.pending}
      onPress={() => void download.run({ fileKey })}
    >
      Descargar
    </Button>
  );
}
