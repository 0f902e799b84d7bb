import { describe, expect, it } from 'vitest';
import {
  type SelectionAction,
  type SelectionContext,
  type SelectionState,
  selectableWeekdays,
  selectedPerMonth,
  selectionReducer,
} from './selection';

const holidays: Record<string, string> = {
  '2026-11-02': 'Finados',
  '2026-11-20': 'Dia Nacional de Zumbi e da Consciência Negra',
};

const ctx: SelectionContext = {
  today: '2026-11-18',
  month: { year: 2026, monthIndex: 10 },
  mode: 'multiple',
  isSelectable: (iso) => iso !== '2026-11-26',
  holidayName: (iso) => holidays[iso],
};

function run(
  actions: SelectionAction[],
  selected: string[] = [],
  context: SelectionContext = ctx,
): SelectionState {
  return actions.reduce<SelectionState>(
    (state, action) => selectionReducer(state, action, context),
    { selected, drag: null },
  );
}

const click = (iso: string, accumulate = false): SelectionAction => ({
  type: 'click',
  iso,
  accumulate,
});

describe('selectionReducer: clicks', () => {
  it('selects the clicked day', () => {
    expect(run([click('2026-11-19')]).selected).toEqual(['2026-11-19']);
  });

  it('clears the selection when the only selected day is clicked again', () => {
    expect(run([click('2026-11-19'), click('2026-11-19')]).selected).toEqual([]);
  });

  it('replaces a selection of several days with the day clicked without Ctrl', () => {
    expect(run([click('2026-11-23')], ['2026-11-19', '2026-11-23']).selected).toEqual([
      '2026-11-23',
    ]);
  });

  it('accumulates days with Ctrl and removes a selected one with Ctrl, keeping them sorted', () => {
    const state = run([click('2026-11-25', true), click('2026-11-19', true)], ['2026-11-23']);
    expect(state.selected).toEqual(['2026-11-19', '2026-11-23', '2026-11-25']);
    expect(selectionReducer(state, click('2026-11-23', true), ctx).selected).toEqual([
      '2026-11-19',
      '2026-11-25',
    ]);
  });

  it('never selects a past day, a day of another month or a day the screen excludes', () => {
    const selected = ['2026-11-19'];
    for (const iso of ['2026-11-17', '2026-12-01', '2026-11-26']) {
      expect(run([click(iso)], selected).selected).toBe(selected);
      expect(run([click(iso, true)], selected).selected).toBe(selected);
    }
  });

  it('selects today', () => {
    expect(run([click('2026-11-18')]).selected).toEqual(['2026-11-18']);
  });

  it('keeps at most one day in single mode, even with Ctrl', () => {
    const single = { ...ctx, mode: 'single' as const };
    expect(run([click('2026-11-19'), click('2026-11-23', true)], [], single).selected).toEqual([
      '2026-11-23',
    ]);
    expect(run([click('2026-11-23')], ['2026-11-23'], single).selected).toEqual([]);
  });
});

describe('selectionReducer: drags', () => {
  it('selects the selectable days between the anchor and the pointer', () => {
    const state = run([
      { type: 'pointerDown', iso: '2026-11-24', accumulate: false },
      { type: 'pointerEnter', iso: '2026-11-25' },
      { type: 'pointerEnter', iso: '2026-11-27' },
    ]);
    expect(state.selected).toEqual(['2026-11-24', '2026-11-25', '2026-11-27']);
    expect(state.drag?.moved).toBe(true);
  });

  it('shrinks the range when the pointer comes back and works backwards, skipping past days', () => {
    const state = run(
      [
        { type: 'pointerDown', iso: '2026-11-19', accumulate: false },
        { type: 'pointerEnter', iso: '2026-11-21' },
        { type: 'pointerEnter', iso: '2026-11-16' },
      ],
      ['2026-11-30'],
    );
    expect(state.selected).toEqual(['2026-11-18', '2026-11-19']);
  });

  it('adds the range to the existing selection when Ctrl is held at mouse-down', () => {
    const state = run(
      [
        { type: 'pointerDown', iso: '2026-11-23', accumulate: true },
        { type: 'pointerEnter', iso: '2026-11-24' },
        { type: 'pointerUp' },
      ],
      ['2026-11-19', '2026-11-30'],
    );
    expect(state).toEqual({
      selected: ['2026-11-19', '2026-11-23', '2026-11-24', '2026-11-30'],
      drag: null,
    });
  });

  it('ends the drag on mouse-up: later pointer moves change nothing', () => {
    const state = run([
      { type: 'pointerDown', iso: '2026-11-23', accumulate: false },
      { type: 'pointerEnter', iso: '2026-11-24' },
      { type: 'pointerUp' },
      { type: 'pointerEnter', iso: '2026-11-30' },
    ]);
    expect(state).toEqual({ selected: ['2026-11-23', '2026-11-24'], drag: null });
  });

  it('treats a press and release on the same day as a click', () => {
    const down = (accumulate: boolean): SelectionAction => ({
      type: 'pointerDown',
      iso: '2026-11-23',
      accumulate,
    });
    expect(run([down(false), { type: 'pointerUp' }], ['2026-11-19']).selected).toEqual([
      '2026-11-23',
    ]);
    expect(run([down(true), { type: 'pointerUp' }], ['2026-11-19']).selected).toEqual([
      '2026-11-19',
      '2026-11-23',
    ]);
  });

  it('keeps the selection when the browser cancels the pointer', () => {
    const state = run(
      [
        { type: 'pointerDown', iso: '2026-11-23', accumulate: false },
        { type: 'pointerCancel' },
        { type: 'pointerUp' },
      ],
      ['2026-11-19'],
    );
    expect(state).toEqual({ selected: ['2026-11-19'], drag: null });
  });

  it('does not drag in single mode', () => {
    const single = { ...ctx, mode: 'single' as const };
    const state = run(
      [
        { type: 'pointerDown', iso: '2026-11-23', accumulate: false },
        { type: 'pointerEnter', iso: '2026-11-25' },
        { type: 'pointerUp' },
      ],
      [],
      single,
    );
    expect(state.selected).toEqual(['2026-11-23']);
  });
});

describe('selectionReducer: month and weekdays', () => {
  it('keeps the selection across a month change and drops any drag (issue 25)', () => {
    const state = run(
      [{ type: 'pointerDown', iso: '2026-11-23', accumulate: false }, { type: 'monthChange' }],
      ['2026-11-19'],
    );
    expect(state).toEqual({ selected: ['2026-11-19'], drag: null });
  });

  it('clears the selection on a month change in single mode', () => {
    const state = run([{ type: 'monthChange' }], ['2026-11-19'], { ...ctx, mode: 'single' });
    expect(state).toEqual({ selected: [], drag: null });
  });

  it("selects the coming week across the month boundary in one pass: other months' days stay", () => {
    const december: SelectionContext = { ...ctx, month: { year: 2026, monthIndex: 11 } };
    const november = run([click('2026-11-30'), { type: 'monthChange' }]).selected;
    expect(november).toEqual(['2026-11-30']);
    // A plain click replaces the displayed month's days only.
    let state = run([click('2026-12-01'), click('2026-12-02')], november, december);
    expect(state.selected).toEqual(['2026-11-30', '2026-12-02']);
    state = run([click('2026-12-02'), click('2026-12-02')], november, december);
    expect(state.selected).toEqual(['2026-11-30']);
    // A plain drag too.
    state = run(
      [
        { type: 'pointerDown', iso: '2026-12-01', accumulate: false },
        { type: 'pointerEnter', iso: '2026-12-04' },
        { type: 'pointerUp' },
      ],
      ['2026-11-30', '2026-12-10'],
      december,
    );
    expect(state.selected).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    // The weekdays checkbox and its unchecking act on the displayed month.
    expect(run([{ type: 'selectWeekdays' }], ['2026-12-01'], ctx).selected).toContain('2026-12-01');
    expect(run([{ type: 'clear' }], ['2026-11-30', '2026-12-01'], december).selected).toEqual([
      '2026-11-30',
    ]);
  });

  it('counts the selected days of each month', () => {
    expect(selectedPerMonth([])).toEqual([]);
    expect(selectedPerMonth(['2026-12-02', '2026-11-30', '2026-12-01', '2027-01-04'])).toEqual([
      ['2026-11', 1],
      ['2026-12', 2],
      ['2027-01', 1],
    ]);
  });

  it("selects the month's remaining weekdays that are not holidays and are selectable", () => {
    expect(run([{ type: 'selectWeekdays' }], ['2026-11-21']).selected).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-27',
      '2026-11-30',
    ]);
  });

  it('selects every weekday of a future month but its holidays and excluded days', () => {
    const days = selectableWeekdays({ ...ctx, today: '2026-10-01' });
    // 21 weekdays, minus two holidays and the 26th the screen excludes.
    expect(days).toHaveLength(18);
    expect(days).not.toContain('2026-11-02');
    expect(days).not.toContain('2026-11-20');
    expect(days[0]).toBe('2026-11-03');
  });

  it('selects no weekday of a past month', () => {
    expect(selectableWeekdays({ ...ctx, month: { year: 2026, monthIndex: 9 } })).toEqual([]);
  });
});

describe('selectionReducer: touch', () => {
  const tap = (iso: string): SelectionAction[] => [
    { type: 'pointerDown', iso, accumulate: false, touch: true },
    { type: 'pointerUp' },
  ];

  it('toggles each tapped day, keeping the others, and untoggles a second tap', () => {
    const state = run([...tap('2026-11-23'), ...tap('2026-11-19'), ...tap('2026-11-25')]);
    expect(state.selected).toEqual(['2026-11-19', '2026-11-23', '2026-11-25']);
    expect(run(tap('2026-11-23'), state.selected).selected).toEqual(['2026-11-19', '2026-11-25']);
  });

  it('never selects a past or excluded day by a tap', () => {
    expect(run([...tap('2026-11-17'), ...tap('2026-11-26')], ['2026-11-19']).selected).toEqual([
      '2026-11-19',
    ]);
  });

  it('does not follow the finger before the long press (the page scrolls instead)', () => {
    const state = run([
      { type: 'pointerDown', iso: '2026-11-23', accumulate: false, touch: true },
      { type: 'pointerEnter', iso: '2026-11-25' },
      { type: 'pointerCancel' },
    ]);
    expect(state).toEqual({ selected: [], drag: null });
  });

  it('after a long press, adds the range under the finger to the selection', () => {
    const state = run(
      [
        { type: 'pointerDown', iso: '2026-11-23', accumulate: false, touch: true },
        { type: 'longPress' },
        { type: 'pointerEnter', iso: '2026-11-24' },
        { type: 'pointerEnter', iso: '2026-11-27' },
        { type: 'pointerUp' },
      ],
      ['2026-11-19'],
    );
    expect(state.selected).toEqual([
      '2026-11-19',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-27',
    ]);
    expect(state.drag).toBeNull();
  });

  it('a long press released without moving toggles the day like a tap', () => {
    const state = run([
      { type: 'pointerDown', iso: '2026-11-23', accumulate: false, touch: true },
      { type: 'longPress' },
      { type: 'pointerUp' },
    ]);
    expect(state.selected).toEqual(['2026-11-23']);
  });

  it('keeps the mouse rules: a drag follows at once and a plain click replaces', () => {
    const state = run(
      [
        { type: 'pointerDown', iso: '2026-11-23', accumulate: false },
        { type: 'pointerEnter', iso: '2026-11-24' },
        { type: 'pointerUp' },
      ],
      ['2026-11-19'],
    );
    expect(state.selected).toEqual(['2026-11-23', '2026-11-24']);
  });
});
