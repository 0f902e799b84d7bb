import { describe, expect, it } from 'vitest';
import { type DateTimeReading, readDateTime, toCliRange } from './datetime';

/** Friday 13 March 2026, 10:00 in the business's zone. */
const FRIDAY = { today: '2026-03-13', now: '10:00' };
/** Monday 16 March 2026, 09:00. */
const MONDAY = { today: '2026-03-16', now: '09:00' };
/** Tuesday 29 December 2026, 15:00: the year turns inside the week. */
const YEAR_END = { today: '2026-12-29', now: '15:00' };

const read = (text: string, ref = FRIDAY) => readDateTime(text, ref);
const pick = (r: DateTimeReading) => ({ date: r.date, time: r.time, part: r.part });

describe('readDateTime: days', () => {
  it('reads today, tomorrow and the day after, with slang and typos', () => {
    for (const text of ['hoje', 'hj', 'today']) expect(read(text).date).toBe('2026-03-13');
    for (const text of ['amanhã', 'amanha', 'amanhâ', 'amanah', 'tomorrow', 'mañana']) {
      expect(read(text).date).toBe('2026-03-14');
    }
    expect(read('depois de amanhã').date).toBe('2026-03-15');
    expect(read('dps de amanha').date).toBe('2026-03-15');
  });

  it('reads a bare weekday as the next one after today, so a Friday’s "sexta" is a week away', () => {
    expect(read('sexta').date).toBe('2026-03-20');
    expect(read('na sexta-feira').date).toBe('2026-03-20');
    expect(read('sex').date).toBe('2026-03-20');
    expect(read('sab').date).toBe('2026-03-14');
    expect(read('qta').date).toBe('2026-03-19');
    expect(read('na terça').date).toBe('2026-03-17');
    expect(read('segunda feira').date).toBe('2026-03-16');
    expect(read('na 5a feira').date).toBe('2026-03-19');
  });

  it('reads "essa X" in the current Monday–Sunday week and never as a past day', () => {
    expect(read('essa sexta').date).toBe('2026-03-13');
    expect(read('essa quinta', MONDAY).date).toBe('2026-03-19');
    expect(read('essa segunda').date).toBe('2026-03-16');
  });

  it('reads "próxima X" and "X que vem" as the nearest X ahead', () => {
    expect(read('próxima quinta', MONDAY).date).toBe('2026-03-19');
    expect(read('sexta que vem', MONDAY).date).toBe('2026-03-20');
  });

  it('reads "X da semana que vem" in the next Monday–Sunday week', () => {
    expect(read('sexta da semana que vem', MONDAY).date).toBe('2026-03-27');
    expect(read('terça da próxima semana', MONDAY).date).toBe('2026-03-24');
    expect(read('semana que vem na quarta', MONDAY).date).toBe('2026-03-25');
  });

  it('reads "dia 12" as the next date with that day, today included', () => {
    expect(read('dia 13').date).toBe('2026-03-13');
    expect(read('dia 12').date).toBe('2026-04-12');
    expect(read('dia 31', { today: '2026-04-05', now: '10:00' }).date).toBe('2026-05-31');
    expect(read('dia 2', YEAR_END).date).toBe('2027-01-02');
    expect(read('dia vinte e cinco').date).toBe('2026-03-25');
  });

  it('reads day-first numeric dates and month names, pushing past ones to next year', () => {
    expect(read('20/03').date).toBe('2026-03-20');
    expect(read('20/3').date).toBe('2026-03-20');
    expect(read('12/03').date).toBe('2027-03-12');
    expect(read('12-04').date).toBe('2026-04-12');
    expect(read('05/04/2027').date).toBe('2027-04-05');
    expect(read('dia 12 de março').date).toBe('2027-03-12');
    expect(read('15 de maio').date).toBe('2026-05-15');
    expect(read('dia 2 de jan').date).toBe('2027-01-02');
    expect(read('dia 10 de fev de 2027').date).toBe('2027-02-10');
  });

  it('reads a weekday beside a day number as that day number', () => {
    expect(read('sexta dia 20 às 16h')).toMatchObject({ date: '2026-03-20', time: '16:00' });
  });

  it('reads movable and fixed holidays by name', () => {
    expect(read('terça de carnaval').date).toBe('2027-02-09');
    expect(read('segunda de carnaval').date).toBe('2027-02-08');
    expect(read('sexta-feira santa').date).toBe('2026-04-03');
    expect(read('corpus christi').date).toBe('2026-06-04');
    expect(read('natal').date).toBe('2026-12-25');
    expect(read('ano novo').date).toBe('2027-01-01');
    expect(read('tiradentes').date).toBe('2026-04-21');
    expect(read('finados').date).toBe('2026-11-02');
  });

  it('reads offsets in days and weeks from today', () => {
    expect(read('daqui a 2 dias').date).toBe('2026-03-15');
    expect(read('daqui a uma semana').date).toBe('2026-03-20');
    expect(read('em 3 dias').date).toBe('2026-03-16');
    expect(read('daqui a 3 dias', YEAR_END).date).toBe('2027-01-01');
  });

  it('reads offsets in hours and minutes as a date and a time from now', () => {
    expect(pick(read('daqui a meia hora'))).toEqual({
      date: '2026-03-13',
      time: '10:30',
      part: null,
    });
    expect(read('daqui a 2 horas').time).toBe('12:00');
    expect(read('daqui a 12 horas', YEAR_END)).toMatchObject({ date: '2026-12-30', time: '03:00' });
  });
});

describe('readDateTime: spans of days', () => {
  it('reads the weeks, the weekend and the month as date ranges', () => {
    expect(read('semana que vem').dateRange).toEqual({ from: '2026-03-16', to: '2026-03-22' });
    expect(read('próxima semana', MONDAY).dateRange).toEqual({
      from: '2026-03-23',
      to: '2026-03-29',
    });
    expect(read('essa semana', MONDAY).dateRange).toEqual({ from: '2026-03-16', to: '2026-03-22' });
    expect(read('fim de semana').dateRange).toEqual({ from: '2026-03-14', to: '2026-03-15' });
    expect(read('fds', MONDAY).dateRange).toEqual({ from: '2026-03-21', to: '2026-03-22' });
    expect(read('mês que vem').dateRange).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(read('mês que vem', YEAR_END).dateRange).toEqual({
      from: '2027-01-01',
      to: '2027-01-31',
    });
  });

  it('reads "de segunda a quarta" and "do dia 10 ao 15" as ranges', () => {
    expect(read('de segunda a quarta').dateRange).toEqual({ from: '2026-03-16', to: '2026-03-18' });
    expect(read('entre quarta e sexta', MONDAY).dateRange).toEqual({
      from: '2026-03-18',
      to: '2026-03-20',
    });
    expect(read('do dia 20 ao dia 25').dateRange).toEqual({ from: '2026-03-20', to: '2026-03-25' });
  });

  it('places a day number said with "mês que vem" in that month', () => {
    expect(read('mês que vem dia 5').date).toBe('2026-04-05');
  });
});

describe('readDateTime: times', () => {
  it('reads bare hours 1–6 as the afternoon and 7–11 as the morning', () => {
    expect(read('às 3').time).toBe('15:00');
    expect(read('às 3h').time).toBe('15:00');
    expect(read('às 6').time).toBe('18:00');
    expect(read('às 7').time).toBe('07:00');
    expect(read('às 9').time).toBe('09:00');
    expect(read('às 12').time).toBe('12:00');
    expect(read('às duas').time).toBe('14:00');
  });

  it('lets "da manhã", "da tarde" and "da noite" decide the hour', () => {
    expect(read('às 3 da tarde').time).toBe('15:00');
    expect(read('às 6 da manhã').time).toBe('06:00');
    expect(read('8 da noite').time).toBe('20:00');
    expect(read('de noite às 8').time).toBe('20:00');
    expect(read('3pm').time).toBe('15:00');
  });

  it('reads the written forms of a clock time', () => {
    for (const text of ['15h', '15hrs', '15 horas', '15:00', '15h00']) {
      expect(read(text).time).toBe('15:00');
    }
    for (const text of ['15h30', '15:30', '15:30h', '15.30', '3 e meia', 'três e meia']) {
      expect(read(text).time).toBe('15:30');
    }
    expect(read('9 e meia').time).toBe('09:30');
    expect(read('3 e 15').time).toBe('15:15');
  });

  it('reads quarter-to hours, noon and midnight', () => {
    expect(read('quinze pras 3').time).toBe('14:45');
    expect(read('quinze para as três').time).toBe('14:45');
    expect(read('meio-dia').time).toBe('12:00');
    expect(read('meio dia e meia').time).toBe('12:30');
    expect(read('meia-noite').time).toBe('00:00');
  });

  it('reads parts of the day, with no part left once a time is known', () => {
    expect(pick(read('amanhã de manhã'))).toEqual({
      date: '2026-03-14',
      time: null,
      part: 'manha',
    });
    expect(read('pela manhã').part).toBe('manha');
    expect(read('à tarde').part).toBe('tarde');
    expect(read('a noite').part).toBe('noite');
    expect(read('amanhã cedo').part).toBe('manha');
    expect(pick(read('amanhã à tarde, umas 3'))).toEqual({
      date: '2026-03-14',
      time: '15:00',
      part: null,
    });
  });

  it('reads clock windows and named windows as time ranges', () => {
    const window = (text: string) => read(text).timeRange;
    expect(window('entre 14h e 16h')).toEqual({ from: '14:00', to: '16:00' });
    expect(window('entre 9 e 11')).toEqual({ from: '09:00', to: '11:00' });
    expect(window('das 7 às 9 da noite')).toEqual({ from: '19:00', to: '21:00' });
    expect(window('depois das 17h')).toEqual({ from: '17:00', to: '23:59' });
    expect(window('a partir das 14h')).toEqual({ from: '14:00', to: '23:59' });
    expect(window('até as 11h')).toEqual({ from: '00:00', to: '11:00' });
    expect(window('no fim da tarde')).toEqual({ from: '16:00', to: '18:00' });
    expect(window('final da tarde')).toEqual({ from: '16:00', to: '18:00' });
    expect(window('no começo da tarde')).toEqual({ from: '12:00', to: '14:00' });
    expect(window('início da tarde')).toEqual({ from: '12:00', to: '14:00' });
    expect(window('hora do almoço')).toEqual({ from: '12:00', to: '14:00' });
    expect(window('depois do almoço')).toEqual({ from: '13:00', to: '18:00' });
    expect(window('antes do almoço')).toEqual({ from: '00:00', to: '12:00' });
  });

  it('narrows a window to the part of the day said with it', () => {
    expect(read('amanhã à tarde depois das 15h').timeRange).toEqual({ from: '15:00', to: '18:00' });
  });

  it('flags the earliest slot', () => {
    for (const text of ['o quanto antes', 'o mais cedo possível', 'qualquer horário mais cedo']) {
      expect(read(text).earliest).toBe(true);
    }
    expect(read('amanhã às 10').earliest).toBe(false);
  });
});

describe('readDateTime: refusals and corrections', () => {
  it('rejects the day refused and keeps the one offered', () => {
    const r = read('amanhã não posso, só quinta');
    expect(r.date).toBe('2026-03-19');
    expect(r.rejectedDates).toEqual(['2026-03-14']);
    expect(read('hoje não, amanhã').date).toBe('2026-03-14');
    expect(read('não posso amanhã')).toMatchObject({ date: null, rejectedDates: ['2026-03-14'] });
  });

  it('reads a refused part of a day as a refusal of the part, not of the day', () => {
    expect(pick(read('amanhã de manhã não dá, mas à tarde sim'))).toEqual({
      date: '2026-03-14',
      time: null,
      part: 'tarde',
    });
  });

  it('reads a refused side of the day as the other side', () => {
    expect(read('não consigo antes das 18h').timeRange).toEqual({ from: '18:00', to: '23:59' });
    expect(read('amanhã não consigo antes das 15h')).toMatchObject({
      date: '2026-03-14',
      timeRange: { from: '15:00', to: '23:59' },
      rejectedDates: [],
    });
  });

  it('does not take a free day as a refusal', () => {
    expect(read('amanhã não trabalho, pode ser?').date).toBe('2026-03-14');
  });

  it('does not take a question with "não" as a refusal', () => {
    expect(read('não tem horário amanhã?').date).toBe('2026-03-14');
  });

  it('lets the last correction win', () => {
    expect(read('dia 14… ops, dia 13').date).toBe('2026-03-13');
    expect(read('dia 14, quer dizer, 13').date).toBe('2026-03-13');
    expect(read('dia 14, digo, 15, digo, 16').date).toBe('2026-03-16');
    expect(read('às 14h, quer dizer, 15h').time).toBe('15:00');
    expect(read('quinta... ops, sexta', MONDAY).date).toBe('2026-03-20');
  });

  it('keeps the first of two options joined by "ou"', () => {
    expect(read('amanhã ou sábado').date).toBe('2026-03-14');
    expect(read('segunda ou então terça').date).toBe('2026-03-16');
  });
});

describe('readDateTime: how a conversation says it', () => {
  it('lets a later sentence replace the day said before it', () => {
    expect(read('amanhã eu trabalho, segunda pode ser?').date).toBe('2026-03-16');
    expect(read('amanhã é feriado né, então sábado').date).toBe('2026-03-14');
  });

  it('keeps a date when a weekday after it only confirms it', () => {
    expect(read('dia 20, uma sexta').date).toBe('2026-03-20');
  });

  it('reads the target of a move', () => {
    expect(read('preciso remarcar de segunda pra quarta').date).toBe('2026-03-18');
    expect(read('trocar das 10h pras 15h').time).toBe('15:00');
  });

  it('reads a day offered right after another was refused', () => {
    expect(read('segunda não dá terça sim')).toMatchObject({
      date: '2026-03-17',
      rejectedDates: ['2026-03-16'],
    });
    expect(read('nem hoje nem amanhã').date).toBeNull();
  });

  it('reads "a outra sexta" as the Friday after the coming one', () => {
    expect(read('a outra sexta', MONDAY).date).toBe('2026-03-27');
  });

  it('reads masculine "esse sábado" in the current week', () => {
    expect(read('esse sábado', { today: '2026-08-15', now: '10:00' }).date).toBe('2026-08-15');
  });

  it('reads "cedo" as the morning only beside a day', () => {
    expect(read('amanhã cedo').part).toBe('manha');
    expect(read('sexta eu saio cedo do trabalho, umas 4 to livre').time).toBe('16:00');
  });

  it('reads plural weekdays as the next one', () => {
    expect(read('só posso aos sábados').date).toBe('2026-03-14');
    expect(read('às quintas-feiras à tarde')).toMatchObject({ date: '2026-03-19', part: 'tarde' });
  });

  it('leaves out only what follows "menos" or "exceto"', () => {
    expect(read('semana que vem menos segunda')).toMatchObject({
      dateRange: { from: '2026-03-16', to: '2026-03-22' },
      rejectedDates: ['2026-03-16'],
    });
    expect(read('amanhã mais ou menos às 11')).toMatchObject({ date: '2026-03-14', time: '11:00' });
  });

  it('reads a day number beside a weekday when it falls on that weekday', () => {
    expect(read('sexta 27 às 10')).toMatchObject({ date: '2026-03-27', time: '10:00' });
    expect(read('quarta 9')).toMatchObject({ date: '2026-03-18', time: '09:00' });
  });

  it('reads minutes typed after a space and short typos of the parts of the day', () => {
    expect(pick(read('amanhã 14 30'))).toEqual({ date: '2026-03-14', time: '14:30', part: null });
    expect(read('amanhã às 10 15 pessoas').time).toBe('10:00');
    expect(pick(read('amanhã de tade'))).toEqual({ date: '2026-03-14', time: null, part: 'tarde' });
    expect(pick(read('quita de manhã'))).toEqual({ date: '2026-03-19', time: null, part: 'manha' });
    expect(read('ele quita a dívida').date).toBeNull();
  });

  it('reads "antes de sexta" as the days up to it and "trabalho até as 18" as after 18h', () => {
    expect(read('antes de quarta').dateRange).toEqual({ from: '2026-03-13', to: '2026-03-17' });
    expect(read('antes do natal').dateRange).toEqual({ from: '2026-03-13', to: '2026-12-24' });
    expect(read('antes de amanhã').date).toBe('2026-03-13');
    expect(read('trabalho até as 18, então só depois disso').timeRange).toEqual({
      from: '18:00',
      to: '23:59',
    });
    expect(read('amanhã até as 11h').timeRange).toEqual({ from: '00:00', to: '11:00' });
  });

  it('reads "depois do dia 20" as the week after it, not that day', () => {
    expect(read('depois do dia 20').dateRange).toEqual({ from: '2026-03-21', to: '2026-03-27' });
    expect(read('depois de amanhã').date).toBe('2026-03-15');
  });

  it('reads the carnival weekend by name', () => {
    expect(read('sexta de carnaval', YEAR_END).date).toBe('2027-02-05');
    expect(read('sábado de carnaval', YEAR_END).date).toBe('2027-02-06');
  });

  it('reads "primeira semana de abril" as its first seven days', () => {
    expect(read('primeira semana de abril').dateRange).toEqual({
      from: '2026-04-01',
      to: '2026-04-07',
    });
  });

  it('reads the month of "dia 12 do 4" by its number', () => {
    expect(read('dia 12 do 4').date).toBe('2026-04-12');
    expect(pick(read('dia 5 do 3 às 10'))).toEqual({
      date: '2027-03-05',
      time: '10:00',
      part: null,
    });
  });

  it('reads a bare hour right after the day it falls on', () => {
    expect(pick(read('amanhã 10'))).toEqual({ date: '2026-03-14', time: '10:00', part: null });
    expect(pick(read('sab 3'))).toEqual({ date: '2026-03-14', time: '15:00', part: null });
    expect(pick(read('hoje 19'))).toEqual({ date: '2026-03-13', time: '19:00', part: null });
    expect(pick(read('dia 20 9'))).toEqual({ date: '2026-03-20', time: '09:00', part: null });
    expect(read('amanhã 2 pessoas').time).toBeNull();
    expect(read('sexta 27').time).toBeNull();
    // No morning has a 16 o'clock: 'segunda 16 de manhã' is Monday the 16th, in the morning.
    expect(pick(read('segunda 16 de manhã'))).toEqual({
      date: '2026-03-16',
      time: null,
      part: 'manha',
    });
  });

  it('lets windows said one after the other narrow each other', () => {
    expect(read('no final da tarde, depois das 17h').timeRange).toEqual({
      from: '17:00',
      to: '18:00',
    });
  });

  it('reads the week around a day and the first week of a month', () => {
    expect(read('na semana do dia 25').dateRange).toEqual({ from: '2026-03-23', to: '2026-03-29' });
    expect(read('começo de abril').dateRange).toEqual({ from: '2026-04-01', to: '2026-04-07' });
  });

  it('reads options that share the month said last', () => {
    expect(read('5 ou 6 de abril').date).toBe('2026-04-05');
    expect(read('dia 10 de abril do ano que vem').date).toBe('2027-04-10');
  });

  it('reads "tem agora?" as today, first free time', () => {
    expect(read('tem agora?')).toMatchObject({ date: '2026-03-13', earliest: true });
    expect(read('sexta agora').date).toBe('2026-03-20');
  });

  it('reads WhatsApp habits: "*23" corrects, "15h 30" has minutes, "qnt" is "quanto"', () => {
    expect(read('dia 22 *23').date).toBe('2026-03-23');
    expect(read('15h 30').time).toBe('15:30');
    expect(read('qnt custa?').date).toBeNull();
    expect(read('qnt às 9')).toMatchObject({ date: '2026-03-19', time: '09:00' });
  });

  it('repairs typos without turning names, places and other words into days', () => {
    expect(read('sexat de manha')).toMatchObject({ date: '2026-03-20', part: 'manha' });
    expect(read('Oi, aqui é a Amanda').date).toBeNull();
    expect(read('moro em Natal').date).toBeNull();
    expect(read('o carneiro').date).toBeNull();
  });

  it('leaves out past weekdays', () => {
    expect(read('sábado passado').date).toBeNull();
  });
});

describe('readDateTime: numbers that are not dates or times', () => {
  it.each([
    'R$ 50',
    '50 reais',
    'o valor é 50,00',
    'tenho 30 anos',
    'meu filho de 7 anos',
    '11 98765-4321',
    '(11) 3333-4444',
    '01310-100',
    'rua 7 de setembro',
    'rua 15 de novembro, 300',
    'av. 9 de julho',
    '2 pessoas',
    '3 cortes',
    'corte de 30 min',
    'as 2 unhas',
    '1 hora de massagem',
    'a massagem dura 50 minutos?',
    'meu CPF é 123.456.789-00',
    '1',
    '2',
    'boa tarde!',
    'bom dia',
  ])('reads nothing in %j', (text) => {
    expect(read(text)).toEqual({
      date: null,
      time: null,
      part: null,
      dateRange: null,
      timeRange: null,
      earliest: false,
      rejectedDates: [],
    });
  });

  it('still reads the date beside a price, an age or an address', () => {
    expect(read('é 50 reais? se for, amanhã às 11h')).toMatchObject({
      date: '2026-03-14',
      time: '11:00',
    });
    expect(read('moro na rua 7 de setembro, dá pra ir quarta?').date).toBe('2026-03-18');
  });
});

describe('readDateTime: other languages', () => {
  it('reads English and Spanish basics', () => {
    expect(pick(read('tomorrow at 3pm'))).toEqual({
      date: '2026-03-14',
      time: '15:00',
      part: null,
    });
    expect(read('mañana a las 10')).toMatchObject({ date: '2026-03-14', time: '10:00' });
    expect(read('el viernes por la mañana')).toMatchObject({ date: '2026-03-20', part: 'manha' });
  });
});

describe('toCliRange', () => {
  it('gives the date range when there is one, else the time range', () => {
    expect(toCliRange(read('semana que vem depois das 17h'))).toEqual({
      from: '2026-03-16',
      to: '2026-03-22',
    });
    expect(toCliRange(read('amanhã depois das 17h'))).toEqual({ from: '17:00', to: '23:59' });
    expect(toCliRange(read('amanhã às 10'))).toBeNull();
  });
});
