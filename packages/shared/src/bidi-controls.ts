/**
 * The invisible characters that reorder text on screen: embeddings and overrides (U+202A–U+202E),
 * isolates (U+2066–U+2069), the LTR/RTL marks (U+200E, U+200F) and the Arabic letter mark
 * (U+061C). In a name they can make 'Ana' display as something else (U+202E turns what follows
 * around), so names are stored without them (docs/decisions/029).
 */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

export const stripBidiControls = (text: string) => text.replace(BIDI_CONTROLS, '');
