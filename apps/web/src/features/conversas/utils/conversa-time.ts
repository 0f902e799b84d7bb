import { addDays } from '@secretaria/shared/civil-time';
import { msg } from '@secretaria/shared/messages';
import { instantToLocal } from '@secretaria/shared/zoned-time';

const t = msg.conversas;

const ddmm = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}`;

/**
 * A chat's last activity in the list, in the instance's time zone: 'agora' within a minute,
 * '14:32' today, 'ontem', else '12/03'.
 */
export function listTime(iso: string, now: Date, timeZone: string): string {
  const at = new Date(iso);
  if (now.getTime() - at.getTime() < 60_000) return t.now;
  const local = instantToLocal(at, timeZone);
  const today = instantToLocal(now, timeZone).dia;
  if (local.dia === today) return local.hora;
  if (local.dia === addDays(today, -1)) return t.yesterday;
  return ddmm(local.dia);
}

/** A message's time under its text: '14:32'. */
export function messageTime(iso: string, timeZone: string): string {
  return instantToLocal(new Date(iso), timeZone).hora;
}

/** The local day of an instant ('YYYY-MM-DD'), for day separators. */
export function messageDay(iso: string, timeZone: string): string {
  return instantToLocal(new Date(iso), timeZone).dia;
}

/** A day separator: 'Hoje', 'Ontem', else '12/03/2026'. */
export function dayLabel(dia: string, now: Date, timeZone: string): string {
  const today = instantToLocal(now, timeZone).dia;
  if (dia === today) return t.today;
  if (dia === addDays(today, -1)) return 'Ontem';
  return `${ddmm(dia)}/${dia.slice(0, 4)}`;
}
