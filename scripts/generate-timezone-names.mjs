// Generates packages/shared/src/data/timezone-names-pt.json from Unicode CLDR 48.2:
//  - aliases: the legacy ids the runtime's ICU still lists (Asia/Calcutta) → the current IANA
//    name (Asia/Kolkata), from cldr-bcp47's `_iana`;
//  - cities: the pt-BR name of each zone's city where it differs from the id (São Paulo,
//    Nova York, Cidade do México), from cldr-dates-full's pt exemplar cities, keyed by the
//    current id. Cities renamed since their pt exemplar was written keep the current name.
// Run: node scripts/generate-timezone-names.mjs (downloads the two packages with npm pack into a
// temporary folder; the output is committed).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CLDR = '48.2.0';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cldr-'));
for (const pkg of ['cldr-bcp47', 'cldr-dates-full']) {
  const tgz = execFileSync('npm', ['pack', `${pkg}@${CLDR}`, '--silent'], { cwd: dir })
    .toString()
    .trim();
  fs.mkdirSync(path.join(dir, pkg));
  execFileSync('tar', ['xzf', tgz, '-C', pkg, '--strip-components=1'], { cwd: dir });
}
const read = (file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));

const aliases = {};
const bcp47 = read('cldr-bcp47/bcp47/timezone.json').keyword.u.tz;
for (const [key, entry] of Object.entries(bcp47)) {
  if (key.startsWith('_') || !entry._alias || !entry._iana) continue;
  for (const id of entry._alias.split(' ')) if (id !== entry._iana) aliases[id] = entry._iana;
}
const current = (id) => aliases[id] ?? id;

// Renamed cities: pt still writes the old name (Calcutá, Rangum, Kiev).
const RENAMED = { 'Asia/Kolkata': 'Kolkata', 'Asia/Yangon': 'Yangon', 'Europe/Kyiv': 'Kyiv' };
// What timezoneCity (packages/shared/src/timezones.ts) reads from the id when no name is stored.
const fromId = (id) => id.split('/').at(-1).replace(/_/g, ' ');
const cities = {};
const zones = read('cldr-dates-full/main/pt/timeZoneNames.json').main.pt.dates.timeZoneNames.zone;
(function walk(node, prefix) {
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('_')) continue;
    const id = prefix + key;
    if (value && value._type === 'zone') {
      const name = RENAMED[current(id)] ?? value.exemplarCity;
      if (name && name !== fromId(current(id))) cities[current(id)] = name;
    } else if (value && typeof value === 'object') walk(value, `${id}/`);
  }
})(zones, '');
for (const [id, name] of Object.entries(RENAMED)) if (name === fromId(id)) delete cities[id];

const sorted = (o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(
  'packages/shared/src/data/timezone-names-pt.json',
  JSON.stringify({ cldr: CLDR, aliases: sorted(aliases), cities: sorted(cities) }, null, 1) + '\n',
);
fs.rmSync(dir, { recursive: true, force: true });
console.log(`${Object.keys(aliases).length} aliases, ${Object.keys(cities).length} city names`);
