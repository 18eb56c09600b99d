import type { OutboxEntry } from '../context';
import type { DemoAccount, SeededAccounts } from '../store/meta';
import type { ClientLink, StudioLink } from './client-links';

const kindLabels: Record<OutboxEntry['kind'], string> = {
  'confirmation-code': 'Código de confirmación',
  'password-reset-code': 'Código para restablecer la contraseña',
  'mail-to-lawyer': 'Correo al abogado',
  notification: 'Notificación',
  payment: 'Pago',
};

/** d/m/yyyy and 24-hour time, in Buenos Aires, as the portal shows dates. */
const dateFormat = new Intl.DateTimeFormat('es-AR', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Argentina/Buenos_Aires',
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function renderEntry(entry: OutboxEntry): string {
  const code = typeof entry.data.code === 'string' ? `<p class="code">${escapeHtml(entry.data.code)}</p>` : '';
  return `<li class="entry ${escapeHtml(entry.kind)}">
  <header><span class="kind">${escapeHtml(kindLabels[entry.kind] ?? entry.kind)}</span>
  <time datetime="${escapeHtml(entry.createdAt)}">${escapeHtml(dateFormat.format(new Date(entry.createdAt)))}</time></header>
  <p class="to">Para: ${escapeHtml(entry.to)}</p>
  <h3>${escapeHtml(entry.subject)}</h3>
  ${code}<p class="body">${escapeHtml(entry.body)}</p>
</li>`;
}

const linkLabels: Record<ClientLink['kind'], string> = {
  'file-request': 'Pedido de archivo',
  'date-request': 'Pedido de fecha',
  invitation: 'Invitación de estudio',
};

const stateLabels: Record<ClientLink['state'], string> = {
  pendiente: 'Pendiente',
  respondido: 'Respondido',
  vencido: 'Vencido',
};

/** '2026-06-03 15:00:00', as the legacy API stores it, read d/m/yyyy hh:mm as the portal shows dates. */
function storedDate(stored: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})/.exec(stored);
  return match ? `${Number(match[3])}/${Number(match[2])}/${match[1]} ${match[4]}:${match[5]}` : stored;
}

function renderLink(link: ClientLink, portalOrigin: string | null): string {
  const href = `${portalOrigin ?? ''}${link.path}`;
  const detail = link.detail === '' ? '' : `<p class="body">${escapeHtml(link.detail)}</p>`;
  return `<li class="entry link ${escapeHtml(link.state)}">
  <header><span class="kind">${escapeHtml(linkLabels[link.kind])} · ${escapeHtml(stateLabels[link.state])}</span>
  <span>${escapeHtml(storedDate(link.issuedAt))}</span></header>
  <p class="to">Para: ${escapeHtml(link.to)}</p>
  <h3>${escapeHtml(link.subject)}</h3>
  ${detail}<p class="url"><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></p>
</li>`;
}

/**
 * What lawyers send clients and the emulator sends nowhere: each request's and invitation's
 * link, which opens in the portal. Without the portal's origin (EMULATOR_WEB_ORIGIN; `npm start`
 * sets it) the links are paths, which work where the portal serves this console too
 * (<portal>/__emulator).
 */
function renderClientLinks(links: readonly ClientLink[], portalOrigin: string | null): string {
  const where =
    portalOrigin === null
      ? 'Se abren en el portal: abra esta consola desde el portal (<code>&lt;portal&gt;/__emulator</code>) o inicie el emulador con <code>EMULATOR_WEB_ORIGIN</code>.'
      : `Se abren en el portal, <code>${escapeHtml(portalOrigin)}</code>: ingresado como el cliente, o sin sesión, como lo recibe el cliente.`;
  const list =
    links.length === 0
      ? '<p class="empty">Todavía no hay pedidos ni invitaciones.</p>'
      : `<ol class="links">${links.map((link) => renderLink(link, portalOrigin)).join('\n')}</ol>`;
  return `<h2 id="enlaces">Enlaces enviados a clientes</h2>
<p>Los pedidos de archivo y de fecha de los abogados y las invitaciones de los estudios, con el enlace que recibe el cliente por correo; primero los que siguen abiertos. ${where}</p>
${list}`;
}

/**
 * The studios' consultation links (consultationViaLink), which a studio shares publicly: opened
 * without a session they are what a visitor gets; the preview shows the studio and its lawyers.
 */
function renderStudioLinks(studios: readonly StudioLink[], portalOrigin: string | null): string {
  if (studios.length === 0) return '';
  const origin = portalOrigin ?? '';
  const items = studios
    .map(
      (studio) => `<li class="entry link">
  <header><span class="kind">Enlace de consulta del estudio</span></header>
  <h3>${escapeHtml(studio.study)}</h3>
  <p class="to">Atiende: ${escapeHtml(studio.lawyer)}</p>
  <p class="url">Consulta: <a href="${escapeHtml(origin + studio.consultationPath)}">${escapeHtml(origin + studio.consultationPath)}</a></p>
  <p class="url">Presentación: <a href="${escapeHtml(origin + studio.previewPath)}">${escapeHtml(origin + studio.previewPath)}</a></p>
</li>`,
    )
    .join('\n');
  return `<h2 id="estudios">Enlaces de consulta de los estudios</h2>
<p>El enlace que cada estudio comparte en su sitio o por mensaje para que cualquiera le inicie una consulta, con o sin cuenta, y su página de presentación.</p>
<ol class="links">${items}</ol>`;
}

function renderAccount(label: string, account: DemoAccount | null): string {
  return account
    ? `<p>${label}: <strong>${escapeHtml(account.email)}</strong>, contraseña <code>${escapeHtml(account.password)}</code></p>`
    : '';
}

/**
 * The console at /__emulator: the outbox, newest first, the links lawyers send clients, and where
 * to find the configuration.
 * consoleToken, when the console needs one, goes on its own links.
 */
export function renderConsolePage(
  baseUrl: string,
  entries: readonly OutboxEntry[],
  accounts: SeededAccounts,
  consoleToken: string | null = null,
  links: {
    readonly links: readonly ClientLink[];
    readonly portalOrigin: string | null;
    readonly studios?: readonly StudioLink[];
  } = { links: [], portalOrigin: null },
): string {
  const query = consoleToken === null ? '' : `?token=${encodeURIComponent(consoleToken)}`;
  const outbox =
    entries.length === 0
      ? '<p class="empty">Todavía no se envió nada.</p>'
      : `<ol class="outbox">${entries.map(renderEntry).join('\n')}</ol>`;
  const seededAccounts = renderAccount('Cuenta demo', accounts.demo) + renderAccount('Segunda cuenta', accounts.other);
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Emulador de Justiciable</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 52rem; padding: 1.5rem; color: #1f2933; background: #f7f7f5; }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  h2 { font-size: 1.1rem; margin: 2rem 0 .75rem; }
  a { color: #c2410c; }
  nav a { margin-right: 1rem; }
  .outbox { list-style: none; padding: 0; margin: 0; }
  .entry { background: #fff; border: 1px solid #e4e4e0; border-radius: 8px; padding: .75rem 1rem; margin-bottom: .75rem; }
  .entry header { display: flex; justify-content: space-between; font-size: .85rem; color: #52606d; }
  .kind { font-weight: 600; color: #c2410c; }
  .entry h3 { font-size: 1rem; margin: .25rem 0; }
  .to { margin: .25rem 0 0; font-size: .9rem; }
  .code { font: 600 1.6rem ui-monospace, monospace; letter-spacing: .2em; margin: .25rem 0; }
  .body { white-space: pre-wrap; margin: .25rem 0 0; }
  .empty { color: #52606d; }
  .links { list-style: none; padding: 0; margin: 0; }
  .link.respondido, .link.vencido { opacity: .7; }
  .url { margin: .25rem 0 0; overflow-wrap: anywhere; }
  code { background: #ecece8; padding: 0 .25rem; border-radius: 4px; }
</style>
</head>
<body>
<h1>Emulador de Justiciable</h1>
<p>Cognito, AppSync, api.php y las funciones Lambda en <code>${escapeHtml(baseUrl)}</code>.</p>
${seededAccounts}
<nav>
  <a href="/__emulator/config.json">config.json</a>
  <a href="${escapeHtml(`/__emulator/outbox.json${query}`)}">outbox.json</a>
  <a href="${escapeHtml(`/__emulator${query}`)}">Actualizar</a>
  <a href="#enlaces">Enlaces enviados a clientes</a>
  ${links.studios !== undefined && links.studios.length > 0 ? '<a href="#estudios">Enlaces de los estudios</a>' : ''}
</nav>
<h2>Bandeja de salida</h2>
${outbox}
${renderClientLinks(links.links, links.portalOrigin)}
${renderStudioLinks(links.studios ?? [], links.portalOrigin)}
</body>
</html>`;
}
