import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NUMBER_WORDS, WEEKDAYS } from './lexicon';

const dir = path.dirname(fileURLToPath(import.meta.url));
const readers = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'lexicon.ts');

describe('the one lexicon (issue 24)', () => {
  it('holds the weekday and number words, and no other nlu file has its own copy', () => {
    expect(WEEKDAYS.segunda).toBe(1);
    expect(NUMBER_WORDS.dois).toBe(2);
    for (const file of readers) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(text, file).not.toMatch(/\bterca: 2,/);
      expect(text, file).not.toMatch(/\bdois: 2,/);
    }
  });

  it('holds every alias table: no nlu reader declares a word → word table of its own', () => {
    for (const file of readers) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(text, file).not.toMatch(/const \w+: Record<string, string> = \{/);
    }
  });
});
