import { createFileRoute } from '@tanstack/react-router';
import { NewConsultationPage } from '../../features/consultations/new-consultation-page';

export const Route = createFileRoute('/_main/nuevaConsulta')({
  component: NewConsultationPage,
});
