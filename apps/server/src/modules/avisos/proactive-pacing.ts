import { jittered } from '@/lib/backoff';

/**
 * The pace of proactive messages (reminders, confirmations, notices) per sending number
 * (docs/decisions/032): about one every 12 s, each gap drawn between 7.2 s and 16.8 s, so a
 * number never sends a burst (the first message after a quiet spell goes at once, the next
 * ones one gap apart) and its sends do not tick like a machine. About 300 an hour per number.
 * Replies to a customer who just wrote are not paced: they answer a person, not a list.
 */
export const PROACTIVE_GAP_MS = 12_000;
export const PROACTIVE_GAP_SPREAD = 0.4;

export type ProactivePacing = {
  /** The wait after one proactive message of a number before its next one. */
  nextGapMs: () => number;
};

/** About `averageMs` between two proactive messages of one number (PROACTIVE_GAP_MS). */
export const proactivePacing = (averageMs: number): ProactivePacing => ({
  nextGapMs: () => jittered(averageMs, PROACTIVE_GAP_SPREAD),
});

export const defaultProactivePacing = proactivePacing(PROACTIVE_GAP_MS);
