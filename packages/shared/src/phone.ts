/** Keeps digits only: phone inputs strip everything else as the user types. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Brazilian phone display, grouped by digit count (spec §5 Profile, Contact):
 * 11 → (99)99999-9999, 10 → (99)9999-9999, 9 → 99999-9999, 8 → 9999-9999; anything else as typed.
 */
export function formatPhone(value: string | null | undefined): string {
  const d = onlyDigits(value ?? '');
  switch (d.length) {
    case 11:
      return `(${d.slice(0, 2)})${d.slice(2, 7)}-${d.slice(7)}`;
    case 10:
      return `(${d.slice(0, 2)})${d.slice(2, 6)}-${d.slice(6)}`;
    case 9:
      return `${d.slice(0, 5)}-${d.slice(5)}`;
    case 8:
      return `${d.slice(0, 4)}-${d.slice(4)}`;
    default:
      return d;
  }
}
