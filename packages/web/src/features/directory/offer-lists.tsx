import type { CommunicationMedium, LawyerService } from '@justiciable/core';
import { chargeTypeLabel, formatPrice } from './offer-format';

/** How a lawyer attends and what each medium costs. */
export function MediaList({ media, empty }: { readonly media: readonly CommunicationMedium[]; readonly empty: string }) {
  if (media.length === 0) return <p>{empty}</p>;
  return (
    <ul className="offer-list" aria-label="Medios y precios">
      {media.map((medium) => (
        <li key={medium.id}>
          <span>{medium.nombre}</span>
          <span className="offer-price">{medium.precio === null ? 'Precio a consultar' : formatPrice(medium.precio)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A lawyer's services, with the price of those charged once and the charge type of the rest. */
export function ServiceList({ services }: { readonly services: readonly LawyerService[] }) {
  if (services.length === 0) return <p>El abogado todavía no publicó sus servicios.</p>;
  return (
    <ul className="offer-list" aria-label="Servicios y precios">
      {services.map((service) => (
        <li key={service.id}>
          <span>{service.nombre}</span>
          <span className="offer-price">
            {service.tipo_cobro === 'monto_unico' ? formatPrice(service.precio) : chargeTypeLabel(service.tipo_cobro)}
            {service.tipo_cobro === 'monto_unico' ? <small> · {chargeTypeLabel(service.tipo_cobro)}</small> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
