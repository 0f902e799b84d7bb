// Generates packages/shared/src/data/paises-ddi.json: every country with a dialling code, its pt-BR
// name and its bundled flag (served by the app from the flag-icons package, never a remote URL).
// Run: node scripts/generate-paises.mjs (the output is committed; ids stay stable).
import fs from 'node:fs';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

const names = new Intl.DisplayNames(['pt-BR'], { type: 'region' });
const flags = new Set(
  fs.readdirSync('node_modules/flag-icons/flags/4x3').map((f) => f.replace('.svg', '')),
);
const rows = getCountries()
  .filter((iso) => flags.has(iso.toLowerCase()))
  .map((iso) => ({
    iso,
    pais: names.of(iso),
    ddi: getCountryCallingCode(iso),
    img: `/flags/${iso.toLowerCase()}.svg`,
  }))
  .sort((a, b) => a.pais.localeCompare(b.pais, 'pt-BR'))
  .map((row, index) => ({ id: index + 1, ...row }));
fs.writeFileSync('packages/shared/src/data/paises-ddi.json', JSON.stringify(rows, null, 1) + '\n');
console.log(`${rows.length} países`);
