/** Reading the intent corpus (JSON lines) and its train part; no I/O here, callers pass the text. */
import { isTestId, type CorpusRow } from './intent-split';

export function readIntentCorpus(jsonl: string): CorpusRow[] {
  return jsonl
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as CorpusRow);
}

export const trainRows = (rows: readonly CorpusRow[]) => rows.filter((r) => !isTestId(r.id));
export const testRows = (rows: readonly CorpusRow[]) => rows.filter((r) => isTestId(r.id));
