import { describe, expect, it } from 'vitest';
import { tooLongMessage } from './catalogue';
import { overLongFields, overLongInput, textLimits } from './text-limits';

describe('text limits', () => {
  it('states every limit once, sensibly', () => {
    expect(textLimits).toEqual({
      name: 100,
      email: 254,
      username: 128,
      password: 256,
      phone: 20,
      address: 200,
      place: 100,
      option: 100,
      taxId: 20,
      title: 200,
      text: 2000,
      form: 8000,
    });
  });

  it("words a refusal as 'Máximo N caracteres'", () => {
    expect(tooLongMessage(100)).toBe('Máximo 100 caracteres');
  });

  it('names every field over its limit and lets the rest, and absent ones, pass', () => {
    const fields = { name: 'name', phone: 'phone', address: 'address' } as const;
    expect(overLongFields({ name: 'x'.repeat(101), phone: '1'.repeat(21), address: 'x'.repeat(200) }, fields)).toEqual({
      name: 'Máximo 100 caracteres',
      phone: 'Máximo 20 caracteres',
    });
    expect(overLongFields({ name: 'x'.repeat(100), phone: null }, fields)).toEqual({});
  });

  it('answers the first over-long field as an invalid-input refusal', () => {
    expect(overLongInput({ name: 'ok', phone: '1'.repeat(21) }, { name: 'name', phone: 'phone' })).toEqual({
      kind: 'invalid-input',
      field: 'phone',
      message: 'Máximo 20 caracteres',
    });
    expect(overLongInput({ name: 'ok' }, { name: 'name' })).toBeNull();
  });
});
