import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PhoneInput } from './phone-input';

function Harness({ initial = '' }: { initial?: string }) {
  const [digits, setDigits] = useState(initial);
  return (
    <>
      <label htmlFor="tel">Telefone</label>
      <PhoneInput id="tel" value={digits} onValueChange={setDigits} />
      <output data-testid="digits">{digits}</output>
    </>
  );
}

describe('PhoneInput', () => {
  afterEach(cleanup);

  it('shows the mask and keeps digits only, at most 11', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Telefone');
    fireEvent.change(input, { target: { value: '(11) 9abc8765-43210999' } });
    expect(screen.getByTestId('digits').textContent).toBe('11987654321');
    expect((input as HTMLInputElement).value).toBe('(11) 98765-4321');
  });

  it('deleting a mask character removes the digit before it', () => {
    render(<Harness initial="1133334444" />);
    const input = screen.getByLabelText('Telefone');
    expect((input as HTMLInputElement).value).toBe('(11) 3333-4444');
    // Backspace right after the hyphen: the browser removes only the '-', caret at 8.
    fireEvent.change(input, { target: { value: '(11) 33334444', selectionStart: 8 } });
    expect(screen.getByTestId('digits').textContent).toBe('113334444');
  });
});
