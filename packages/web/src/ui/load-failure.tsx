import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from './button';
import './load-failure.css';

/**
 * What a page shows when its data could not be read: the catalogue's message, announced, and a
 * way to try again that reloads the page's data without leaving it.
 */
export function LoadFailure({ message }: { readonly message: string }) {
  const router = useRouter();
  const [retrying, setRetrying] = useState(false);
  async function retry() {
    setRetrying(true);
    await router.invalidate();
    setRetrying(false);
  }
  return (
    <div className="ui-alert ui-alert--error load-failure" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onPress={() => void retry()} isPending={retrying}>
        Reintentar
      </Button>
    </div>
  );
}
