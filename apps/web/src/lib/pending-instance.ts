import { z } from 'zod';
import { PendingInstanceSchema, type PendingInstance } from '@secretaria/shared/billing-schemas';
import { onlyDigits } from '@secretaria/shared/phone';
import { offsetHours } from '@secretaria/shared/timezones';
import { readStorage, removeStorage, writeStorage } from './storage';

/** Spec §3: the add-instance form, kept locally while the browser is at the checkout page. */
export const PENDING_INSTANCE_KEY = 'pendingInstance';

export type PendingInstanceDraft = PendingInstance & { fullPhoneNumber: string };

/** Spec §4 step 3: the country dialling code followed by the number, digits only. */
export function buildFullPhoneNumber(ddi: string, phoneNumber: string): string {
  return `${onlyDigits(ddi)}${onlyDigits(phoneNumber)}`;
}

type DraftInput = {
  name: string;
  phoneNumber: string;
  countryId: number;
  assistantName: string;
  timezone: string;
  /** The zone's offset in minutes, as the time-zone list gives it. */
  timezoneOffsetMinutes: number;
  ddi: string;
};

/** The draft saved before checkout: the form's fields plus the full number (spec §3). */
export function buildPendingInstanceDraft(input: DraftInput): PendingInstanceDraft {
  return {
    name: input.name.trim(),
    phoneNumber: onlyDigits(input.phoneNumber),
    countryId: input.countryId,
    assistantName: input.assistantName.trim(),
    timezone: input.timezone,
    timezone_offset: offsetHours(input.timezoneOffsetMinutes),
    fullPhoneNumber: buildFullPhoneNumber(input.ddi, input.phoneNumber),
  };
}

/** The part of the draft the checkout contract carries (it has no fullPhoneNumber). */
export function toPendingInstance({ fullPhoneNumber: _full, ...instance }: PendingInstanceDraft) {
  return instance satisfies PendingInstance;
}

export function savePendingInstance(draft: PendingInstanceDraft): void {
  writeStorage(PENDING_INSTANCE_KEY, JSON.stringify(draft));
}

export function readPendingInstance(): string | null {
  return readStorage(PENDING_INSTANCE_KEY);
}

const DraftSchema = PendingInstanceSchema.extend({ fullPhoneNumber: z.string() });

/** The saved draft, when there is one and it still reads as a draft (else nothing to refill). */
export function readPendingInstanceDraft(): PendingInstanceDraft | null {
  const raw = readPendingInstance();
  if (!raw) return null;
  try {
    const parsed = DraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearPendingInstance(): void {
  removeStorage(PENDING_INSTANCE_KEY);
}
