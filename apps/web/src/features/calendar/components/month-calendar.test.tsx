import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { CalendarMonth } from '../utils/month-grid';
import type { CalendarChip } from './calendar-day-cell';
import { MonthCalendar, type MonthCalendarProps } from './month-calendar';

const TODAY = '2026-11-18';

// Stand-in for packages/shared/src/holidays.ts, written elsewhere.
const holidays: Record<string, string> = {
  '2026-11-20': 'Dia Nacional de Zumbi e da Consciência Negra',
  '2026-12-25': 'Natal',
};
const holidayName = (iso: string) => holidays[iso];

type HarnessProps = Partial<MonthCalendarProps> & { initialSelected?: string[] };

function Harness({ initialSelected = [], ...props }: HarnessProps) {
  const [month, setMonth] = useState<CalendarMonth>({ year: 2026, monthIndex: 10 });
  const [selected, setSelected] = useState(initialSelected);
  return (
    <>
      <MonthCalendar
        month={month}
        onMonthChange={setMonth}
        today={TODAY}
        selected={selected}
        onSelectedChange={setSelected}
        holidayName={holidayName}
        {...props}
      />
      <output data-testid="selected">{selected.join(' ')}</output>
    </>
  );
}

function selectedDays(): string {
  return screen.getByTestId('selected').textContent ?? '';
}

/** The cell of a day of the month shown, found by its accessible name. */
function day(dayOfMonth: number, monthName = 'novembro'): HTMLElement {
  return screen.getByRole('gridcell', {
    name: new RegExp(`^[^,]+, ${dayOfMonth} de ${monthName} de 2026`),
  });
}

function press(cell: HTMLElement, { ctrl = false } = {}) {
  fireEvent.pointerDown(cell, { ctrlKey: ctrl, button: 0 });
  fireEvent.pointerUp(document.body, { ctrlKey: ctrl, button: 0 });
}

describe('MonthCalendar', () => {
  afterEach(cleanup);

  it('shows the month title, the weekday headers and each day with its full date and holiday', () => {
    render(<Harness agendamentoCounts={{ '2026-11-19': 3 }} />);
    expect(screen.getByRole('heading', { name: 'Novembro de 2026' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['DOM', 'SEG', 'TER', 'QUA', 'QUI', 'SEX', 'SÁB']);
    const named = (name: string) => screen.getByRole('gridcell', { name });
    expect(
      named(
        'sexta-feira, 20 de novembro de 2026, feriado: Dia Nacional de Zumbi e da Consciência Negra',
      ),
    ).toBe(day(20));
    expect(within(day(20)).getByText('Dia Nacional de Zumbi e da Consciência Negra')).toBeTruthy();
    expect(day(18).getAttribute('aria-current')).toBe('date');
    expect(named('quarta-feira, 18 de novembro de 2026, hoje')).toBe(day(18));
    expect(named('quinta-feira, 19 de novembro de 2026, 3 agendamentos')).toBe(day(19));
    expect(within(day(19)).getByText('3')).toBeTruthy();
  });

  it('selects a day on click, replaces the selection on a plain click and clears a lone day', () => {
    render(<Harness />);
    press(day(19));
    expect(selectedDays()).toBe('2026-11-19');
    expect(day(19).getAttribute('aria-selected')).toBe('true');
    press(day(23));
    expect(selectedDays()).toBe('2026-11-23');
    press(day(23));
    expect(selectedDays()).toBe('');
  });

  it('accumulates days with Ctrl-click and removes one with Ctrl-click', () => {
    render(<Harness />);
    press(day(19));
    press(day(25), { ctrl: true });
    press(day(23), { ctrl: true });
    expect(selectedDays()).toBe('2026-11-19 2026-11-23 2026-11-25');
    press(day(23), { ctrl: true });
    expect(selectedDays()).toBe('2026-11-19 2026-11-25');
  });

  it('toggles a day activated without a pointer (assistive technology click)', () => {
    render(<Harness />);
    fireEvent.click(day(19));
    expect(selectedDays()).toBe('2026-11-19');
  });

  it('never selects past days or days the screen excludes, and marks them aria-disabled', () => {
    render(<Harness isSelectable={(iso) => iso !== '2026-11-24'} />);
    expect(day(17).getAttribute('aria-disabled')).toBe('true');
    expect(day(24).getAttribute('aria-disabled')).toBe('true');
    expect(day(18).getAttribute('aria-disabled')).toBeNull();
    press(day(17));
    press(day(24));
    fireEvent.keyDown(day(17), { key: 'Enter' });
    expect(selectedDays()).toBe('');
  });

  it('selects the range of selectable days while dragging, until the mouse is released', () => {
    render(<Harness isSelectable={(iso) => iso !== '2026-11-24'} />);
    fireEvent.pointerDown(day(23), { button: 0 });
    fireEvent.pointerEnter(day(24));
    fireEvent.pointerEnter(day(25));
    expect(selectedDays()).toBe('2026-11-23 2026-11-25');
    fireEvent.pointerEnter(day(26));
    expect(selectedDays()).toBe('2026-11-23 2026-11-25 2026-11-26');
    fireEvent.pointerUp(document.body);
    fireEvent.pointerEnter(day(30));
    expect(selectedDays()).toBe('2026-11-23 2026-11-25 2026-11-26');
  });

  it('adds the dragged range to the selection when Ctrl is held', () => {
    render(<Harness initialSelected={['2026-11-19']} />);
    fireEvent.pointerDown(day(23), { button: 0, ctrlKey: true });
    fireEvent.pointerEnter(day(24));
    fireEvent.pointerUp(document);
    expect(selectedDays()).toBe('2026-11-19 2026-11-23 2026-11-24');
  });

  it('moves the focus with the keyboard and toggles with Enter, Space and Ctrl+Enter', () => {
    render(<Harness />);
    const todayCell = day(18);
    expect(todayCell.tabIndex).toBe(0);
    expect(day(19).tabIndex).toBe(-1);
    act(() => todayCell.focus());
    fireEvent.keyDown(todayCell, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day(19));
    expect(day(19).tabIndex).toBe(0);
    fireEvent.keyDown(day(19), { key: 'Enter' });
    expect(selectedDays()).toBe('2026-11-19');
    fireEvent.keyDown(day(19), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(day(26));
    fireEvent.keyDown(day(26), { key: 'Enter', ctrlKey: true });
    expect(selectedDays()).toBe('2026-11-19 2026-11-26');
    fireEvent.keyDown(day(26), { key: ' ' });
    expect(selectedDays()).toBe('2026-11-26');
    fireEvent.keyDown(day(26), { key: 'Home' });
    expect(document.activeElement).toBe(day(22));
    fireEvent.keyDown(day(22), { key: 'End' });
    expect(document.activeElement).toBe(day(28));
  });

  it('changes month when the arrows cross its edge, and keeps the selection', () => {
    render(<Harness initialSelected={['2026-11-30']} />);
    const last = day(30);
    act(() => last.focus());
    fireEvent.keyDown(last, { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { name: 'Dezembro de 2026' })).toBeTruthy();
    expect(document.activeElement).toBe(day(1, 'dezembro'));
    expect(selectedDays()).toBe('2026-11-30');
  });

  it('keeps the selection when the month changes with the buttons, and comes back with Hoje', () => {
    render(<Harness initialSelected={['2026-11-19', '2026-11-23']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(screen.getByRole('heading', { name: 'Dezembro de 2026' })).toBeTruthy();
    expect(selectedDays()).toBe('2026-11-19 2026-11-23');
    expect(within(day(25, 'dezembro')).getByText('Natal')).toBeTruthy();
    press(day(1, 'dezembro'));
    fireEvent.click(screen.getByRole('button', { name: 'Hoje' }));
    expect(screen.getByRole('heading', { name: 'Novembro de 2026' })).toBeTruthy();
    expect(selectedDays()).toBe('2026-11-19 2026-11-23 2026-12-01');
    fireEvent.click(screen.getByRole('button', { name: 'Mês anterior' }));
    expect(screen.getByRole('heading', { name: 'Outubro de 2026' })).toBeTruthy();
  });

  it("selects the month's remaining weekdays with the checkbox and clears them when unchecked", () => {
    render(<Harness showWeekdaysCheckbox isSelectable={(iso) => iso !== '2026-11-26'} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Selecionar dias úteis do mês.' });
    fireEvent.click(checkbox);
    expect(selectedDays()).toBe(
      '2026-11-18 2026-11-19 2026-11-23 2026-11-24 2026-11-25 2026-11-27 2026-11-30',
    );
    expect((checkbox as HTMLInputElement).checked).toBe(true);
    press(day(19), { ctrl: true });
    expect((checkbox as HTMLInputElement).checked).toBe(false);
    fireEvent.click(checkbox);
    fireEvent.click(checkbox);
    expect(selectedDays()).toBe('');
  });

  it('disables the checkbox in a month without weekdays left, and hides it unless asked', () => {
    const { unmount } = render(<Harness showWeekdaysCheckbox />);
    fireEvent.click(screen.getByRole('button', { name: 'Mês anterior' }));
    const checkbox = screen.getByRole('checkbox', { name: 'Selecionar dias úteis do mês.' });
    expect((checkbox as HTMLInputElement).disabled).toBe(true);
    unmount();
    render(<Harness />);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('calls onChipClick for a chip without toggling or dragging its day', () => {
    const onChipClick = vi.fn();
    const chip: CalendarChip = { id: 'disp-1', label: '08:00 - 12:00' };
    render(<Harness chips={{ '2026-11-19': [chip] }} onChipClick={onChipClick} />);
    const button = within(day(19)).getByRole('button', { name: '08:00 - 12:00' });
    fireEvent.pointerDown(button, { button: 0 });
    fireEvent.pointerUp(document.body);
    fireEvent.click(button, { detail: 1 });
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(onChipClick).toHaveBeenCalledTimes(1);
    expect(onChipClick).toHaveBeenCalledWith(chip, '2026-11-19');
    expect(selectedDays()).toBe('');
  });

  it('keeps one day in single mode and opens the selectable day that was clicked', () => {
    const onDayOpen = vi.fn();
    render(
      <Harness
        mode="single"
        onDayOpen={onDayOpen}
        isSelectable={(iso) => iso === '2026-11-19' || iso === '2026-11-23'}
      />,
    );
    expect(screen.getByRole('grid').getAttribute('aria-multiselectable')).toBe('false');
    press(day(19));
    fireEvent.pointerDown(day(23), { button: 0, ctrlKey: true });
    fireEvent.pointerEnter(day(19));
    fireEvent.pointerUp(document.body);
    expect(selectedDays()).toBe('2026-11-23');
    press(day(21));
    expect(onDayOpen.mock.calls).toEqual([['2026-11-19'], ['2026-11-23']]);
  });
});
