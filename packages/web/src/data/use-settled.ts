import { useEffect, useState } from 'react';
import type { Loaded } from './loaded';

/**
 * What a read a loader did not wait for answered, once it has: null while it is read. An answer
 * shown stays while the route reads it again (after the router's minute, or a change of its
 * params); a failure does not, so 'Reintentar' shows the read under way at once.
 */
export function useSettled<T>(answer: Promise<Loaded<T>>): Loaded<T> | null {
  const [settled, setSettled] = useState<{ readonly of: Promise<Loaded<T>>; readonly answer: Loaded<T> } | null>(null);
  useEffect(() => {
    let current = true;
    void answer.then((answered) => {
      if (current) setSettled({ of: answer, answer: answered });
    });
    return () => {
      current = false;
    };
  }, [answer]);
  if (settled === null) return null;
  return settled.of === answer || settled.answer.ok ? settled.answer : null;
}
