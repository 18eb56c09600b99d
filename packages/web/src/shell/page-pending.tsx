import { useRouterState } from '@tanstack/react-router';
import { ListSkeleton, PageSkeleton } from '../ui/list-skeleton';
import { listSectionTitle } from './sections';

/**
 * A page whose data is slow, while it comes (the router's default pending component): its
 * outline, a list's skeleton for the list sections. The root tells screen readers what is loading
 * (route-loading.tsx).
 */
export function PagePending() {
  const title = useRouterState({ select: (state) => listSectionTitle(state.location.pathname) });
  return title === null ? <PageSkeleton /> : <ListSkeleton title={title} />;
}
