import type { StudyInfo } from '@justiciable/core';
import type { DraftLawyer } from './consultation-draft';

/** The lawyer a studio's or a calendar's link names, as the studio lists its members. */
export function linkLawyer(study: StudyInfo, lawyerId: string, groupId: string): DraftLawyer {
  const member = study.usuarios.find((user) => user.id === lawyerId);
  return { id: lawyerId, groupId, clientGroupId: '', name: member?.nombre ?? study.nombre, study: study.nombre };
}

/** Folds case and accents away, so a link's 'consulta inicial' names 'Consulta inicial' and 'videollamada' 'Videollamada'. */
export function sameName(a: string, b: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase('es-AR')
      .trim();
  return fold(a) === fold(b);
}
