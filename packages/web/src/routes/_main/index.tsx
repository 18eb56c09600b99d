import { createFileRoute, redirect } from '@tanstack/react-router';

/** / goes to Nueva consulta (SPEC §2, route name newConsultation). */
export const Route = createFileRoute('/_main/')({
  beforeLoad: () => {
    throw redirect({ to: '/nuevaConsulta', replace: true });
  },
});
