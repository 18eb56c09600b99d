import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';

type IconName =
  'consultation' | 'cases' | 'messages' | 'agenda' | 'payments' | 'directory' | 'lawyers' | 'notifications' | 'more';

interface Section {
  readonly to: '/nuevaConsulta' | '/asuntos' | '/mensajes' | '/agenda' | '/pagos' | '/directorio' | '/abogados';
  readonly label: string;
  /** The label under its icon in the phone's bar, where five share the width. */
  readonly short: string;
  readonly icon: IconName;
  /** In the phone's bar, or behind its 'Más'. */
  readonly inBar: boolean;
  /** Whether its page is a list, outlined as one while it loads. */
  readonly list: boolean;
}

/** The sections of the signed-in portal (SPEC §2), in the order the navigation shows them; Notificaciones comes last, with its count. */
const SECTIONS: readonly Section[] = [
  { to: '/nuevaConsulta', label: 'Nueva consulta', short: 'Consulta', icon: 'consultation', inBar: true, list: false },
  { to: '/asuntos', label: 'Asuntos', short: 'Asuntos', icon: 'cases', inBar: true, list: true },
  { to: '/mensajes', label: 'Mensajes', short: 'Mensajes', icon: 'messages', inBar: false, list: true },
  { to: '/agenda', label: 'Agenda', short: 'Agenda', icon: 'agenda', inBar: true, list: true },
  { to: '/pagos', label: 'Pagos', short: 'Pagos', icon: 'payments', inBar: false, list: true },
  { to: '/directorio', label: 'Directorio', short: 'Directorio', icon: 'directory', inBar: false, list: true },
  { to: '/abogados', label: 'Mis abogados', short: 'Mis abogados', icon: 'lawyers', inBar: false, list: true },
];

const NOTIFICATIONS = { to: '/notificaciones', label: 'Notificaciones', short: 'Avisos', list: true } as const;

const MORE_SECTIONS = SECTIONS.filter((section) => !section.inBar);

function sectionAt(path: string): { readonly label: string; readonly list: boolean } | null {
  if (path === NOTIFICATIONS.to) return NOTIFICATIONS;
  return SECTIONS.find((section) => section.to === path) ?? null;
}

/** The title of the section at `path` ('/asuntos' → 'Asuntos'), or null for a page that is no section. */
export function sectionTitle(path: string): string | null {
  return sectionAt(path)?.label ?? null;
}

/** The title of the list section at `path`, or null for any other page. */
export function listSectionTitle(path: string): string | null {
  const section = sectionAt(path);
  return section?.list ? section.label : null;
}

/**
 * The sections, each marked with aria-current on its page. Wide, a strip under the header; on a
 * phone, a bar at the bottom within the thumb's reach, every target at least 44 px: the three
 * most used sections, Notificaciones with its count, and 'Más', which opens the others above the
 * bar. Nothing scrolls sideways, so nothing hides.
 */
export function SectionsNav({
  unread,
  unreadMessages,
}: {
  readonly unread?: React.ReactNode;
  readonly unreadMessages?: React.ReactNode;
}) {
  const [moreOpen, setMoreOpen] = useState(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const panelId = useId();
  const pathname = useLocation({ select: (location) => location.pathname });
  const moreCurrent = MORE_SECTIONS.some((section) => pathname === section.to);

  // Going anywhere closes the sections behind 'Más'.
  useEffect(() => setMoreOpen(false), [pathname]);

  // Escape closes them and gives the focus back to 'Más'; a press anywhere else closes them too.
  useEffect(() => {
    if (!moreOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMoreOpen(false);
      moreButton.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setMoreOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [moreOpen]);

  // Tabbing out of the open panel closes it: what comes next on the page lies under the panel
  // and would take the focus unseen (WCAG 2.4.11). Focus lost to nothing (the window left, the
  // bar hidden by a wider window) leaves it open, as Escape and a press elsewhere still close it.
  const closeOnLeaving = (event: React.FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (moreOpen && next !== null && !nav.current?.contains(next)) setMoreOpen(false);
  };

  return (
    <nav ref={nav} className="main-nav" aria-label="Secciones" onBlur={closeOnLeaving}>
      <ul className="main-nav-list">
        {SECTIONS.map((section) => (
          <li key={section.to} className={section.inBar ? undefined : 'main-nav-beyond-bar'}>
            <Link to={section.to} className="main-nav-link">
              <SectionIcon name={section.icon} />
              <NavLabel label={section.label} short={section.short} />
              {section.to === '/mensajes' ? unreadMessages : null}
            </Link>
          </li>
        ))}
        <li>
          <Link to={NOTIFICATIONS.to} className="main-nav-link">
            <SectionIcon name="notifications" />
            <NavLabel label={NOTIFICATIONS.label} short={NOTIFICATIONS.short} />
            {unread}
          </Link>
        </li>
        <li className="main-nav-more">
          <button
            ref={moreButton}
            type="button"
            className="main-nav-link"
            aria-expanded={moreOpen}
            aria-controls={panelId}
            data-current={moreCurrent || undefined}
            onClick={() => setMoreOpen((open) => !open)}
          >
            <SectionIcon name="more" />
            <span>Más</span>
            {/* Mensajes is behind 'Más' on a phone: its count shows on the button too. */}
            {unreadMessages}
          </button>
        </li>
      </ul>
      <div id={panelId} className="main-nav-panel" hidden={!moreOpen}>
        <ul>
          {MORE_SECTIONS.map((section) => (
            <li key={section.to}>
              <Link to={section.to} className="main-nav-panel-link">
                <SectionIcon name={section.icon} />
                {section.label}
                {section.to === '/mensajes' ? unreadMessages : null}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/** The full label, or on a phone the short one: only the one shown is read, so what is seen is what is heard. */
function NavLabel({ label, short }: { readonly label: string; readonly short: string }) {
  if (label === short) return <span>{label}</span>;
  return (
    <>
      <span className="main-nav-label-wide">{label}</span>
      <span className="main-nav-label-narrow">{short}</span>
    </>
  );
}

const ICON_PATHS: Record<IconName, React.ReactNode> = {
  consultation: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8v8M8 12h8" />
    </>
  ),
  cases: (
    <path d="M3 7.5A1.5 1.5 0 0 1 4.5 6h4l2 2h9A1.5 1.5 0 0 1 21 9.5v8a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z" />
  ),
  agenda: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  payments: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M3 10h18M7 15h4" />
    </>
  ),
  directory: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20.5 20.5-4.8-4.8" />
    </>
  ),
  lawyers: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M15.5 4.7a3.5 3.5 0 0 1 0 6.6M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
    </>
  ),
  messages: (
    <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5z" />
  ),
  notifications: <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15zM10 20.5a2 2 0 0 0 4 0" />,
  more: <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth="3.2" />,
};

function SectionIcon({ name }: { readonly name: IconName }) {
  return (
    <svg
      className="main-nav-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {ICON_PATHS[name]}
    </svg>
  );
}
