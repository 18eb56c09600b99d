import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { Form, I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { ComboBox } from './combo-box';
import { DateField } from './date-field';
import { PasswordField } from './password-field';
import { Select } from './select';
import { TextField } from './text-field';

const options = [
  { id: 'ar', label: 'Argentina' },
  { id: 'uy', label: 'Uruguay' },
];
const noop = () => undefined;
const error = 'Revise este dato';

interface Case {
  readonly component: string;
  readonly field: ReactNode;
  readonly label: string;
  readonly optional: boolean;
  readonly description: string;
  /** The element that carries the field's name and description for assistive technology. */
  readonly control: () => HTMLElement;
}

const cases: readonly Case[] = [
  {
    component: 'TextField',
    field: <TextField name="field" label="DNI" optional description="Sin puntos" />,
    label: 'DNI',
    optional: true,
    description: 'Sin puntos',
    control: () => screen.getByRole('textbox', { name: 'DNI (opcional)' }),
  },
  {
    component: 'Select',
    field: (
      <Select
        name="field"
        label="País"
        optional
        description="Donde vive"
        options={options}
        value={null}
        onChange={noop}
      />
    ),
    label: 'País',
    optional: true,
    description: 'Donde vive',
    // The button is named by the shown value, then the label.
    control: () => screen.getByRole('button', { name: 'Seleccione una opción País (opcional)' }),
  },
  {
    component: 'ComboBox',
    field: (
      <ComboBox
        name="field"
        label="Provincia"
        optional
        description="Escriba para buscar"
        options={options}
        selectedId={null}
        onSelectedIdChange={noop}
      />
    ),
    label: 'Provincia',
    optional: true,
    description: 'Escriba para buscar',
    control: () => screen.getByRole('combobox', { name: 'Provincia (opcional)' }),
  },
  {
    component: 'DateField',
    field: <DateField name="field" label="Fecha de la audiencia" description="Día, mes y año" />,
    label: 'Fecha de la audiencia',
    optional: false,
    description: 'Día, mes y año',
    control: () => screen.getByRole('group', { name: 'Fecha de la audiencia' }),
  },
  {
    component: 'PasswordField',
    field: (
      <PasswordField
        name="field"
        label="Contraseña"
        help={
          <ul>
            <li>Al menos 8 caracteres</li>
          </ul>
        }
      />
    ),
    label: 'Contraseña',
    optional: false,
    description: 'Al menos 8 caracteres',
    control: () => screen.getByLabelText('Contraseña'),
  },
];

/** The texts an assistive technology reads as the element's description, in order. */
function describedBy(element: HTMLElement): string[] {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`);
}

describe('the frame around every form field', () => {
  it.each(cases)(
    '$component shows its label, marker, description and error, and describes the control with them',
    (testCase) => {
      // The form reports an error for the field, as the app's forms do with the server's refusals.
      render(
        <I18nProvider locale="es-AR">
          <Form validationErrors={{ field: error }}>{testCase.field}</Form>
        </I18nProvider>,
      );
      const control = testCase.control();

      expect(screen.getByText(testCase.label).className).toBe('ui-label');
      if (testCase.optional) expect(screen.getByText('(opcional)').className).toBe('ui-optional');
      else expect(screen.queryByText('(opcional)')).toBeNull();
      expect(screen.getByText(testCase.description)).toBeDefined();
      expect(screen.getByText(error).className).toBe('ui-field-error');
      // The message is read as an error, not a hint: GOV.UK's visually hidden prefix.
      expect(describedBy(control)).toEqual([testCase.description, `Error: ${error}`]);
    },
  );

  it('leaves out the marker, the description and the error when there are none', () => {
    render(<TextField label="Nombre" />);
    expect(screen.getByRole('textbox', { name: 'Nombre' }).hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText('(opcional)')).toBeNull();
  });
});

/** A form whose send answers the next refusal given, as the app's forms set the server's. */
function RefusingForm({ refusals }: { readonly refusals: readonly Record<string, string>[] }) {
  const [sent, setSent] = useState(0);
  return (
    <Form
      validationErrors={refusals[sent - 1] ?? {}}
      onSubmit={(event) => {
        event.preventDefault();
        setSent((count) => count + 1);
      }}
    >
      <TextField name="code" label="Código" />
      <PasswordField name="password" label="Contraseña" />
      <button type="submit">Enviar</button>
    </Form>
  );
}

describe("a form's refusal under its field", () => {
  it.each([
    ['TextField', 'code', () => screen.getByRole('textbox', { name: 'Código' })],
    ['PasswordField', 'password', () => screen.getByLabelText('Contraseña')],
  ])(
    '%s keeps it, and its place, while the person fixes the value and leaves the field, until the form is sent again',
    async (_component, field, control) => {
      const user = userEvent.setup();
      render(<RefusingForm refusals={[{ [field]: error }, {}]} />);
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      expect(screen.getByText(error)).toBeDefined();

      await user.type(control(), 'otro valor');
      // Leaving the field is what made React Aria drop it, moving the button from under the pointer.
      await user.tab();
      expect(screen.getByText(error).className).toBe('ui-field-error');
      expect(describedBy(control())).toContain(`Error: ${error}`);

      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      expect(screen.queryByText(error)).toBeNull();
    },
  );
});
