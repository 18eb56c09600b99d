import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

const refusals: readonly ErrorSummaryItem[] = [
  { field: 'name', message: 'Escriba su nombre y apellido' },
  { field: 'password', message: 'La contraseña debe tener al menos 8 caracteres' },
  { message: 'No hay conexión a internet' },
];

/** A form refused on every send with the problems given, the way the portal's forms show core's answer. */
function RefusedForm({ problems }: { readonly problems: readonly ErrorSummaryItem[] }) {
  const [attempt, setAttempt] = useState(0);
  const shown = attempt === 0 ? [] : problems;
  const fieldErrors = Object.fromEntries(
    shown.filter((item) => item.field !== undefined).map((item) => [item.field, item.message]),
  );
  return (
    <Form
      validationBehavior="aria"
      validationErrors={fieldErrors}
      onSubmit={(event) => {
        event.preventDefault();
        setAttempt((count) => count + 1);
      }}
    >
      <ErrorSummary errors={shown} attempt={attempt} />
      <TextField name="name" label="Nombre y apellido" />
      <TextField name="email" label="Correo electrónico" />
      <PasswordField name="password" label="Contraseña" />
      <button type="submit">Crear cuenta</button>
    </Form>
  );
}

/** The texts an assistive technology reads as the element's description, in order. */
function describedBy(element: HTMLElement): string[] {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`);
}

describe('the error summary of a refused form', () => {
  it('shows nothing before the form is sent', () => {
    render(<RefusedForm problems={refusals} />);
    expect(screen.queryByText('Hay un problema')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists every problem at once under "Hay un problema", takes the focus, and links each to its field', async () => {
    const user = userEvent.setup();
    render(<RefusedForm problems={refusals} />);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2 }).textContent).toBe('Hay un problema');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(refusals.map((item) => item.message));
    // Focus left the button for the summary, so it is read out and seen whatever the scroll.
    expect(document.activeElement).toBe(alert.parentElement);
    expect(alert.parentElement?.getAttribute('tabindex')).toBe('-1');

    const name = screen.getByRole('textbox', { name: 'Nombre y apellido' });
    const nameLink = within(alert).getByRole('link', { name: 'Escriba su nombre y apellido' });
    expect(nameLink.getAttribute('href')).toBe(`#${name.id}`);
    // A problem of the whole form has no field to go to.
    expect(within(alert).getAllByRole('link')).toHaveLength(2);

    await user.click(within(alert).getByRole('link', { name: 'La contraseña debe tener al menos 8 caracteres' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Contraseña'));
    await user.click(nameLink);
    expect(document.activeElement).toBe(name);
  });

  it('ties each message to its field, marked invalid, and prefixes it with "Error:" for screen readers only', async () => {
    const user = userEvent.setup();
    render(<RefusedForm problems={refusals} />);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    const name = screen.getByRole('textbox', { name: 'Nombre y apellido' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(name)).toEqual(['Error: Escriba su nombre y apellido']);
    const prefix = screen.getAllByText('Error:');
    expect(prefix.every((element) => element.className === 'visually-hidden')).toBe(true);
    expect(prefix).toHaveLength(2);
    const email = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(email.hasAttribute('aria-invalid')).toBe(false);
  });

  it("starts the page's title with 'Error: ' while the problems show, and gives it back after", async () => {
    document.title = 'Crear cuenta · Justiciable';
    const user = userEvent.setup();
    const { unmount } = render(<RefusedForm problems={refusals} />);
    expect(document.title).toBe('Crear cuenta · Justiciable');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(document.title).toBe('Error: Crear cuenta · Justiciable');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(document.title).toBe('Error: Crear cuenta · Justiciable');
    unmount();
    expect(document.title).toBe('Crear cuenta · Justiciable');
  });

  it('keeps the focus where the person is while they fix a field, and takes it again on the next failed send', async () => {
    const user = userEvent.setup();
    render(<RefusedForm problems={refusals} />);
    const send = screen.getByRole('button', { name: 'Crear cuenta' });
    await user.click(send);
    const name = screen.getByRole('textbox', { name: 'Nombre y apellido' });
    await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'Escriba su nombre y apellido' }));
    await user.keyboard('Ana');
    expect(document.activeElement).toBe(name);

    await user.click(send);
    expect(document.activeElement).toBe(screen.getByRole('alert').parentElement);
  });
});
