import { createFileRoute } from '@tanstack/react-router';
import { CalendarNewConsultationPage } from '../../features/consultations/calendar-new-consultation-page';

export const Route = createFileRoute('/_basic/calendarNewConsultation/$lawyerId/$id_grupo/$media/{-$comment}')({
  component: CalendarNewConsultationPage,
});
