import { useBlocker } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Button } from '../../ui/button';
import { DialogActions } from '../../ui/dialog';
import { loadOverlayControls, useOverlayControls } from '../../ui/overlay-loader';

/**
 * Asks before leaving Mi cuenta with edits not saved: a navigation inside the portal waits for
 * '¿Salir sin guardar?', and closing or reloading the tab gets the browser's own question
 * (beforeunload). Going to /welcome is never held: the session is ending (signing out, the
 * account deleted or its session ended elsewhere), and what was typed could not be saved anyway.
 */
export function LeaveGuard({ unsaved }: { readonly unsaved: readonly string[] }) {
  const holding = useRef(false);
  holding.current = unsaved.length > 0;
  const blocker = useBlocker({
    shouldBlockFn: ({ next }) => holding.current && !next.pathname.startsWith('/welcome'),
    enableBeforeUnload: () => holding.current,
    withResolver: true,
  });
  const controls = useOverlayControls();
  const blocked = blocker.status === 'blocked';
  useEffect(() => {
    // Fetched on idle, so normally here already; asked for at once when a navigation waits on it.
    if (blocked && controls === null) void loadOverlayControls().catch(() => blocker.proceed?.());
  }, [blocked, controls, blocker]);
  if (!blocked || controls === null) return null;
  return (
    <controls.OpenDialogControl title="¿Salir sin guardar?" onClose={() => blocker.reset?.()}>
      <p>Hay cambios sin guardar en {listed(unsaved)}. Si sale ahora, se pierden.</p>
      <DialogActions>
        <Button variant="secondary" onPress={() => blocker.proceed?.()}>
          Salir sin guardar
        </Button>
        <Button autoFocus onPress={() => blocker.reset?.()}>
          Seguir editando
        </Button>
      </DialogActions>
    </controls.OpenDialogControl>
  );
}

/** 'Datos personales', 'Datos personales y Ubicación', 'A, B y C'. */
function listed(names: readonly string[]): string {
  const quoted = names.map((name) => `«${name}»`);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} y ${quoted[quoted.length - 1]}`;
}
