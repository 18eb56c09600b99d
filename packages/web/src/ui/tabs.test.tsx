import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function Welcome() {
  const [selected, setSelected] = useState('ingresar');
  return (
    <Tabs
      label="Ingresar o crear cuenta"
      selectedId={selected}
      onSelectedIdChange={setSelected}
      items={[
        { id: 'ingresar', label: 'Ingresar', content: <p>Formulario de ingreso</p> },
        { id: 'registro', label: 'Crear cuenta', content: <p>Formulario de registro</p> },
        { id: 'ayuda', label: 'Ayuda', content: <p>Preguntas frecuentes</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('shows the chosen tab’s panel, labelled by its tab, with only that tab in the tab order', () => {
    render(<Welcome />);
    expect(screen.getAllByRole('tablist', { name: 'Ingresar o crear cuenta' })).toHaveLength(1);
    const signIn = screen.getByRole('tab', { name: 'Ingresar' });
    expect(signIn.getAttribute('aria-selected')).toBe('true');
    expect(signIn.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: 'Crear cuenta' }).getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('tabpanel', { name: 'Ingresar' }).textContent).toBe('Formulario de ingreso');
    expect(screen.queryByText('Formulario de registro')).toBeNull();
  });

  it('chooses a tab by click, and by arrow keys, Home and End, moving focus with the choice and wrapping around', async () => {
    const user = userEvent.setup();
    render(<Welcome />);
    await user.click(screen.getByRole('tab', { name: 'Crear cuenta' }));
    expect(screen.getByRole('tabpanel', { name: 'Crear cuenta' }).textContent).toBe('Formulario de registro');

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Ayuda' }));
    expect(screen.getByRole('tabpanel', { name: 'Ayuda' }).textContent).toBe('Preguntas frecuentes');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Ingresar' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Ayuda' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Ingresar' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Ayuda' }));
    expect(screen.getByRole('tab', { name: 'Ingresar' }).getAttribute('aria-selected')).toBe('false');
  });
});
