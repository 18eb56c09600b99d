import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { DateField } from './date-field';

describe('DateField', () => {
  it('asks for the date in Argentine order, day/month/year, in Spanish', () => {
    render(
      <I18nProvider locale="es-AR">
        <DateField label="Fecha de la audiencia" />
      </I18nProvider>,
    );
    const segments = screen.getAllByRole('spinbutton').map((segment) => segment.getAttribute('aria-label') ?? '');
    expect(segments).toHaveLength(3);
    expect(segments[0]).toMatch(/^día/);
    expect(segments[1]).toMatch(/^mes/);
    expect(segments[2]).toMatch(/^año/);
    expect(screen.getByRole('group', { name: 'Fecha de la audiencia' })).toBeDefined();
  });
});
