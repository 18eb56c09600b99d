import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * The time before the overlay controls have come (overlay-loader.ts): each test gets the ui
 * modules afresh, with nothing loaded, where the setup file loads the controls for every other test.
 */
async function freshUi() {
  vi.resetModules();
  const testing = await import('@testing-library/react');
  const { userEvent } = await import('@testing-library/user-event');
  const loader = await import('./overlay-loader');
  return { ...testing, user: userEvent.setup(), loader };
}

let cleanupFresh: (() => void) | null = null;
afterEach(() => {
  cleanupFresh?.();
  cleanupFresh = null;
});

const COUNTRIES = [
  { id: 'ar', label: 'Argentina' },
  { id: 'uy', label: 'Uruguay' },
];

describe('a select before its list has come', () => {
  it('looks and reads as the select, and a press opens the real list, whose choice is reported', async () => {
    const ui = await freshUi();
    cleanupFresh = ui.cleanup;
    const { Select } = await import('./select');
    const onChange = vi.fn();
    ui.render(<Select label="País" options={COUNTRIES} value="ar" onChange={onChange} description="Donde vive" />);

    const lookAlike = ui.screen.getByRole('button', { name: 'Argentina País' });
    expect(lookAlike.getAttribute('aria-haspopup')).toBe('listbox');
    expect(lookAlike).toHaveProperty('className', 'ui-select-button');
    expect(ui.screen.getByText('Donde vive').id).toBe(lookAlike.getAttribute('aria-describedby'));
    expect(ui.screen.queryByRole('listbox')).toBeNull();

    await ui.user.click(lookAlike);
    const list = await ui.screen.findByRole('listbox');
    await ui.user.click(ui.within(list).getByRole('option', { name: 'Uruguay' }));
    expect(onChange).toHaveBeenCalledWith('uy');
  });

  it('is replaced by the real select, named alike, once the controls come on idle, keeping its focus', async () => {
    const ui = await freshUi();
    cleanupFresh = ui.cleanup;
    const { Select } = await import('./select');
    ui.render(<Select label="País" options={COUNTRIES} value={null} onChange={() => undefined} />);
    const lookAlike = ui.screen.getByRole('button', { name: 'Seleccione una opción País' });
    lookAlike.focus();

    await ui.loader.loadOverlayControls();
    await ui.waitFor(() => expect(ui.screen.getByRole('button', { name: /País/ })).not.toBe(lookAlike));
    const control = ui.screen.getByRole('button', { name: /País/ });
    expect(control.getAttribute('aria-haspopup')).toBe('listbox');
    expect(control.textContent).toBe('Seleccione una opción');
    expect(document.activeElement).toBe(control);
  });
});

describe('a menu button before its menu has come', () => {
  it('opens the menu at the first press, and runs the chosen action', async () => {
    const ui = await freshUi();
    cleanupFresh = ui.cleanup;
    const { MenuButton } = await import('./menu');
    const signOut = vi.fn();
    ui.render(
      <MenuButton
        label="Lucía"
        ariaLabel="Cuenta de Lucía"
        actions={[
          { id: 'account', label: 'Mi cuenta', onAction: () => undefined },
          { id: 'logout', label: 'Cerrar sesión', onAction: signOut },
        ]}
      />,
    );
    await ui.user.click(ui.screen.getByRole('button', { name: 'Cuenta de Lucía' }));
    const menu = await ui.screen.findByRole('menu');
    await ui.user.click(ui.within(menu).getByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(signOut).toHaveBeenCalledOnce();
  });
});

describe('a dialog before it has come', () => {
  it('opens from its trigger at the first press', async () => {
    const ui = await freshUi();
    cleanupFresh = ui.cleanup;
    const { Dialog } = await import('./dialog');
    const { Button } = await import('./button');
    ui.render(
      <Dialog trigger={<Button>Desvincular</Button>} title="¿Desvincular al Estudio?" role="alertdialog">
        {(close) => <Button onPress={close}>Cancelar</Button>}
      </Dialog>,
    );
    await ui.user.click(ui.screen.getByRole('button', { name: 'Desvincular' }));
    const dialog = await ui.screen.findByRole('alertdialog', { name: '¿Desvincular al Estudio?' });
    await ui.user.click(ui.within(dialog).getByRole('button', { name: 'Cancelar' }));
    await ui.waitFor(() => expect(ui.screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('a combo box before its list has come', () => {
  it('keeps what was typed into it when the real one takes its place', async () => {
    const ui = await freshUi();
    cleanupFresh = ui.cleanup;
    const { ComboBox } = await import('./combo-box');
    ui.render(
      <ComboBox
        label="Localidad"
        options={COUNTRIES}
        selectedId={null}
        onSelectedIdChange={() => undefined}
        allowsCustomValue
      />,
    );
    const lookAlike = ui.screen.getByRole('combobox', { name: 'Localidad' });
    // Typed before the controls arrive: focusing asks for them, the keys land in the look-alike.
    ui.fireEvent.change(lookAlike, { target: { value: 'Urug' } });
    await ui.loader.loadOverlayControls();
    await ui.waitFor(() => expect(ui.screen.getByRole('combobox', { name: 'Localidad' })).not.toBe(lookAlike));
    expect(ui.screen.getByRole('combobox', { name: 'Localidad' })).toHaveProperty('value', 'Urug');
  });
});
