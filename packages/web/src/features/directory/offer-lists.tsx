import { priceMessages, servicePriceText, type CommunicationMedium, type LawyerService } from '@justiciable/core';
import { mediumPriceText } from './offer-format';

/** How a lawyer attends and each medium's reference value, with what those values mean. */
export function MediaList({
  media,
  empty,
}: {
  readonly media: readonly CommunicationMedium[];
  readonly empty: string;
}) {
  if (media.length === 0) return <p>{empty}</p>;
  return (
    <>
      <ul className="offer-list" aria-label="Medios y precios">
        {media.map((medium) => (
          <li key={medium.id}>
            <span>{medium.nombre}</span>
            <span className="offer-price">{mediumPriceText(medium.precio)}</span>
          </li>
        ))}
      </ul>
      {media.some((medium) => medium.precio !== null && medium.precio > 0) ? (
        <p className="offer-note">{priceMessages.mediaNote}</p>
      ) : null}
    </>
  );
}

/** A lawyer's services, each with what it covers and what it charges and when. */
export function ServiceList({ services }: { readonly services: readonly LawyerService[] }) {
  if (services.length === 0) return <p>El abogado todavía no publicó sus servicios.</p>;
  return (
    <ul className="offer-list" aria-label="Servicios y precios">
      {services.map((service) => (
        <li key={service.id}>
          <span className="offer-service">
            <span>{service.nombre}</span>
            {service.descripcion.trim() !== '' ? (
              <span className="offer-description">{service.descripcion}</span>
            ) : null}
          </span>
          <span className="offer-price">{servicePriceText(service)}</span>
        </li>
      ))}
    </ul>
  );
}
