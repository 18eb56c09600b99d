import { NOTIFICATION_POSITIONS } from '@justiciable/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegions } from './toast';
import { createToastSystem } from './toast-system';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a message at the bottom for 5000 ms in a region screen readers are told about', () => {
    const { toaster, queues } = createToastSystem();
    render(<ToastRegions queues={queues} />);
    act(() => toaster.success('Cuenta eliminada correctamente'));

    const toast = screen.getByRole('alertdialog');
    expect(toast.textContent).toContain('Cuenta eliminada correctamente');
    expect(toast.closest('[data-position]')?.getAttribute('data-position')).toBe('bottom');
    expect(screen.getByRole('region', { name: 'Avisos abajo' })).toBeDefined();

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByRole('alertdialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('places a message at any of the nine positions, for as long as asked', () => {
    const { toaster, queues } = createToastSystem();
    render(<ToastRegions queues={queues} />);
    for (const position of NOTIFICATION_POSITIONS)
      act(() => toaster.info(`Aviso ${position}`, { position, durationMs: 8000 }));

    for (const position of NOTIFICATION_POSITIONS) {
      expect(screen.getByText(`Aviso ${position}`).closest('[data-position]')?.getAttribute('data-position')).toBe(
        position,
      );
    }
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(NOTIFICATION_POSITIONS.length);
    act(() => vi.advanceTimersByTime(2100));
    expect(screen.queryAllByRole('alertdialog')).toHaveLength(0);
  });

  it('says in words whether it is an error, and can be closed', () => {
    const { toaster, queues } = createToastSystem();
    render(<ToastRegions queues={queues} />);
    act(() => toaster.error('Error al obtener el usuario'));
    expect(screen.getByRole('alertdialog').textContent).toBe('Error: Error al obtener el usuario✕');
    act(() => screen.getByRole('button', { name: 'Cerrar aviso' }).click());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
