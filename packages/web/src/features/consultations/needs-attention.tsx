import {
  attentionMessages,
  formatDate,
  formatPesos,
  weekdayName,
  type AttentionItem,
  type WhatNeedsMe,
} from '@justiciable/core';
import type { Loaded } from '../../data/loaded';
import { useSettled } from '../../data/use-settled';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Link } from '../../ui/link';
import { LoadFailure } from '../../ui/load-failure';
import './needs-attention.css';

/** How many items the panel shows at first: the most urgent, which fit a phone's screen or two. */
const FIRST_SHOWN = 6;
/** The most it shows when asked for all: a large account's hundreds are one tap away in Asuntos instead. */
const MOST_SHOWN = 60;

/**
 * "Lo que necesita su atención", at the top of the page every sign-in lands on: each thing that
 * waits on the client as a card that opens where it is done. It loads beside the page (the loader
 * does not wait for it), so the consultation form below is there at once; meanwhile it says it is
 * looking, and a failure shows the catalogue's message with 'Reintentar'.
 */
export function NeedsAttention({ answer }: { readonly answer: Promise<Loaded<WhatNeedsMe>> }) {
  const settled = useSettled(answer);
  const [all, setAll] = useState(false);
  if (settled === null) {
    return (
      <section className="attention" aria-labelledby="attention-title" aria-busy="true">
        <h2 id="attention-title" className="attention-title">
          {attentionMessages.heading}
        </h2>
        <p className="attention-loading" role="status">
          {attentionMessages.loading}
        </p>
      </section>
    );
  }
  if (!settled.ok) {
    return (
      <section className="attention" aria-labelledby="attention-title">
        <h2 id="attention-title" className="attention-title">
          {attentionMessages.heading}
        </h2>
        <LoadFailure message={settled.message} />
      </section>
    );
  }
  const { items } = settled.value;
  if (items.length === 0) {
    return (
      <section className="attention attention--calm" aria-label={attentionMessages.heading}>
        <p className="attention-none" role="status">
          {attentionMessages.nothingPending}
        </p>
      </section>
    );
  }
  const shown = items.slice(0, all ? MOST_SHOWN : FIRST_SHOWN);
  const rest = items.length - shown.length;
  return (
    <section className="attention" aria-labelledby="attention-title">
      <h2 id="attention-title" className="attention-title">
        {attentionMessages.heading} <span className="attention-count">{attentionMessages.count(items.length)}</span>
      </h2>
      <ul className="attention-list">
        {shown.map((item) => (
          <li key={item.key} className={`attention-item attention-item--${item.kind}`}>
            <AttentionCard item={item} />
          </li>
        ))}
      </ul>
      {rest > 0 ? (
        <div className="attention-more">
          {!all ? (
            <Button variant="secondary" onPress={() => setAll(true)}>
              {attentionMessages.showAll(items.length)}
            </Button>
          ) : (
            <p>
              {attentionMessages.more(rest)}:{' '}
              <Link to="/asuntos" search={{ atencion: 'si' }}>
                {attentionMessages.casesNeedingClient}
              </Link>
            </p>
          )}
        </div>
      ) : null}
    </section>
  );
}

/** The card's text: what to do, what it is about, and its case, amount or time. */
function CardText({ item }: { readonly item: AttentionItem }) {
  const details = [
    item.caseName,
    item.amount === null ? null : formatPesos(item.amount),
    item.due === null ? null : whenOf(item.due),
  ].filter((detail): detail is string => detail !== null && detail !== '');
  return (
    <>
      <span className="attention-label">{item.label}</span>
      <span className="attention-description">{item.description}</span>
      {details.length > 0 ? <span className="attention-details">{details.join(' · ')}</span> : null}
    </>
  );
}

/** One tap from being done: the request or payment inside its case, the agenda, the invitation, the case's messages. */
function AttentionCard({ item }: { readonly item: AttentionItem }) {
  const text = <CardText item={item} />;
  switch (item.kind) {
    case 'invitation':
      return <Link to="/notificaciones">{text}</Link>;
    case 'meeting':
      return item.due === null ? (
        <Link to="/agenda">{text}</Link>
      ) : (
        <Link to="/agenda" search={{ vista: 'semana', dia: item.due.day }}>
          {text}
        </Link>
      );
    case 'message':
      return item.caseId === null ? (
        <Link to="/mensajes">{text}</Link>
      ) : (
        <Link to="/mensajes/$id" params={{ id: item.caseId }}>
          {text}
        </Link>
      );
    default:
      return item.caseId === null ? (
        <Link to="/asuntos">{text}</Link>
      ) : (
        <Link
          to="/asunto/$id/{-$id_movent}/{-$paid}/{-$id_comment}"
          params={{ id: item.caseId, id_movent: item.movementId ?? undefined }}
        >
          {text}
        </Link>
      );
  }
}

/** 'lunes 8/12/2026, 18:00', or 'todo el día' for an entry without a start time. */
function whenOf(due: NonNullable<AttentionItem['due']>): string {
  const day = `${weekdayName(due.day)} ${formatDate(due.day)}`;
  if (due.minutes === null) return `${day}, todo el día`;
  const hours = String(Math.floor(due.minutes / 60)).padStart(2, '0');
  const minutes = String(due.minutes % 60).padStart(2, '0');
  return `${day}, ${hours}:${minutes}`;
}
