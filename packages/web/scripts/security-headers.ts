/**
 * The response headers the app is served with: by `npm start` and `npm run dev` (local-portal.ts),
 * and so by the end-to-end suite, which asserts them (e2e/security.e2e.ts). Production hosting
 * sends the same with the cloud's endpoints in connect-src (deploy/README.md).
 */
export interface SecurityHeadersOptions {
  /** Origins the adapters call besides the app's own: the emulator's, or the cloud's endpoints. */
  readonly connectOrigins: readonly string[];
  /**
   * Only for Vite's dev server, whose inline script and styles carry it (local-portal.ts). The
   * built app has no inline script or style and needs none.
   */
  readonly devNonce?: string;
}

/** sha256 of React Aria's `[data-react-aria-pressable] { touch-action: … }` style (react-aria-components 1.22). */
const REACT_ARIA_PRESSABLE_STYLE_HASH = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

export function securityHeaders({ connectOrigins, devNonce }: SecurityHeadersOptions): Record<string, string> {
  const nonce = devNonce === undefined ? [] : [`'nonce-${devNonce}'`];
  const policy = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...nonce],
    // React and React Aria set inline styles through the CSSOM (element.style), which CSP allows
    // without 'unsafe-inline'. The one <style> element is React Aria's, fixed text its usePress
    // adds to <head>; its hash allows exactly that text. A React Aria update that changes it shows
    // up as a violation in e2e/security.e2e.ts, whose report names the new hash.
    'style-src': ["'self'", REACT_ARIA_PRESSABLE_STYLE_HASH, ...nonce],
    // blob: for the previews of files the person picks to send (object URLs made on this page, of
    // their own files; ui/request-files-form.tsx). Nothing else is read from blob: or data:.
    'img-src': ["'self'", 'blob:'],
    'font-src': ["'self'"],
    // 'self' also covers the dev server's hot-reload WebSocket, on the same host and port.
    // Each origin's realtime socket too: Amplify opens AppSync's at its realtime host.
    'connect-src': ["'self'", ...connectOrigins, ...connectOrigins.flatMap(realtimeSocketOrigin)],
    // The service worker (/sw.js) and the web app manifest, named although default-src covers
    // them, so that a later change of default-src cannot let either come from elsewhere.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The payment checkout is reached by a top-level navigation to the provider's link, which
    // form-action does not govern; no form of the app posts anywhere.
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return {
    'Content-Security-Policy': Object.entries(policy)
      .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
      .join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The portal uses none of these: no page, and nothing injected into one, may ask for them.
    'Permissions-Policy': [
      'accelerometer',
      'camera',
      'display-capture',
      'geolocation',
      'gyroscope',
      'hid',
      'magnetometer',
      'microphone',
      'midi',
      'payment',
      'serial',
      'usb',
    ]
      .map((feature) => `${feature}=()`)
      .join(', '),
  };
}

/**
 * Where Amplify opens the realtime socket of a GraphQL origin: wss beside an https origin, on
 * AppSync's realtime host for its own domain; ws beside the local emulator's http origin. None
 * for anything but an http(s) origin.
 */
function realtimeSocketOrigin(origin: string): string[] {
  if (!/^https?:\/\//.test(origin)) return [];
  const url = new URL(origin);
  url.protocol = url.protocol === 'http:' ? 'ws:' : 'wss:';
  url.hostname = url.hostname.replace('.appsync-api.', '.appsync-realtime-api.');
  return [`${url.protocol}//${url.host}`];
}
