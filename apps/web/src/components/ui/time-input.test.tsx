import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { completeTime, formatTimeDigits, isCompleteTime, TimeInput } from './time-input';

describe('TimeInput', () => {
  afterEach(cleanup);

  it('shows digits as HH:MM while typing and completes an hour of one digit', () => {
    expect(['9', '09', '093', '0930'].map(formatTimeDigits)).toEqual(['9', '09', '09:3', '09:30']);
    expect(completeTime('93:0')).toBe('09:30');
    expect(completeTime('09:30')).toBe('09:30');
    expect(['09:30', '23:59', '24:00', '9:30', '09:3'].map(isCompleteTime)).toEqual([
      true,
      true,
      false,
      false,
      false,
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
});
