import { formatPhone, onlyDigits } from './phone';

type InstancePhone = {
  name?: string | null;
  phone_number: string | null;
  full_phone_number: string | null;
  pais?: { ddi: string } | null;
};

/**
 * The instance's full number for display (spec §2): '+DDI (DD)NNNNN-NNNN' when the stored full
 * number is the dialling code followed by the local number, else '+' and the stored digits; with
 * no full number, the plus sign then the phone number.
 */
export function formatInstancePhone(instance: InstancePhone): string {
  const full = onlyDigits(instance.full_phone_number ?? '');
  const local = onlyDigits(instance.phone_number ?? '');
  if (!full) return local ? `+${local}` : '';
  const ddi = instance.pais?.ddi ?? '';
  if (ddi && local && full === `${ddi}${local}`) return `+${ddi} ${formatPhone(local)}`;
  return `+${full}`;
}

/** How menus and tables name an instance: its name, or its formatted phone number. */
export function instanceLabel(instance: InstancePhone): string {
  const name = instance.name?.trim();
  if (name) return name;
  return formatInstancePhone(instance) || 'Sem nome';
}
