import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { isCompleteTime, TimeInput, timeValueOf } from './time-input';

function Controlled({ onValue }: { onValue?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TimeInput
      aria-label="Início"
      value={value}
      onValueChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

describe('TimeInput', () => {
  afterEach(cleanup);

  it('knows a whole HH:MM and reads typed times with the shared parser', () => {
    expect(['09:30', '23:59', '24:00', '9:30', '09:3'].map(isCompleteTime)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(['9', '09', '9h', '9:00', '0900', '18h30', '25'].map(timeValueOf)).toEqual([
      '09:00',
      '09:00',
      '09:00',
      '09:00',
      '09:00',
      '18:30',
      '25',
    ]);
  });

  it('is a text field (not the browser time field) handing back HH:MM', () => {
    const onValueChange = vi.fn();
    render(<TimeInput aria-label="Início" value="" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Início' });
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.change(input, { target: { value: '14:15' } });
    expect(onValueChange).toHaveBeenLastCalledWith('14:15');
  });

  it.each([
    ['9', '09:00'],
    ['09', '09:00'],
    ['9h', '09:00'],
    ['9:00', '09:00'],
    ['0900', '09:00'],
    ['18h30', '18:30'],
  ])("keeps '%s' as typed while focused and shows %s on blur", (typed, shown) => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Início' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: typed } });
    expect(input.value).toBe(typed);
    expect(onValue).toHaveBeenLastCalledWith(shown);
    fireEvent.blur(input);
    expect(input.value).toBe(shown);
  });

  it('leaves what is not a time as typed, for the form to refuse', () => {
    render(<Controlled />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Início' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '25h' } });
    fireEvent.blur(input);
    expect(input.value).toBe('25h');
  });
});
