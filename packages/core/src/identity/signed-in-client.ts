/**
 * The client acting, as the legacy API needs them on their requests (id, name, e-mail, phone).
 * loadSession answers it; the UI hands it back to the use-cases that act for the client.
 */
export interface SignedInClient {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
}
