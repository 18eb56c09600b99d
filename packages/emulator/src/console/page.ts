import type { OutboxEntry } from '../context';
import type { DemoAccount, SeededAccounts } from '../store/meta';

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

function renderAccount(label: string, account: DemoAccount | null): string {
  return account
    ? `<p>${label}: <strong>${escapeHtml(account.email)}</strong>, contraseña <code>${escapeHtml(account.password)}</code></p>`
    : '';
}

/**
 * The console at /__emulator: the outbox, newest first, and where to find the configuration.
 * consoleToken, when the console needs one, goes on its own links.
 */
export function renderConsolePage(baseUrl: string, entries: readonly OutboxEntry[], accounts: SeededAccounts, consoleToken: string | null = null): string {
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
</nav>
<h2>Bandeja de salida</h2>
${outbox}
</body>
</html>`;
}
