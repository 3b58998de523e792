import { SOVEREIGN_COUNTRIES, TERRITORY_CONTINENTS } from './countries';

export const UNITED_STATES = 'United States';

/**
 * Other spellings → our standard name: the abbreviated names of the world-atlas boundaries
 * (Natural Earth) and what people commonly type or other tools export.
 */
const ALIASES: Record<string, string> = {
  // world-atlas (Natural Earth) short names
  'United States of America': 'United States',
  Vatican: 'Vatican City',
  'Marshall Is.': 'Marshall Islands',
  'N. Mariana Is.': 'Northern Mariana Islands',
  'U.S. Virgin Is.': 'U.S. Virgin Islands',
  'S. Geo. and the Is.': 'South Georgia and the South Sandwich Islands',
  'Br. Indian Ocean Ter.': 'British Indian Ocean Territory',
  'Pitcairn Is.': 'Pitcairn Islands',
  'Falkland Is.': 'Falkland Islands',
  'Cayman Is.': 'Cayman Islands',
  'British Virgin Is.': 'British Virgin Islands',
  'Turks and Caicos Is.': 'Turks and Caicos Islands',
  eSwatini: 'Eswatini',
  'S. Sudan': 'South Sudan',
  // Natural Earth draws these apart; the UN counts them as part of the country.
  Somaliland: 'Somalia',
  'N. Cyprus': 'Cyprus',
  'Siachen Glacier': 'India',
  Åland: 'Finland',
  'Solomon Is.': 'Solomon Islands',
  'São Tomé and Principe': 'São Tomé and Príncipe',
  'St. Vin. and Gren.': 'Saint Vincent and the Grenadines',
  'St. Kitts and Nevis': 'Saint Kitts and Nevis',
  'Cook Is.': 'Cook Islands',
  'W. Sahara': 'Western Sahara',
  Macedonia: 'North Macedonia',
  'St. Pierre and Miquelon': 'Saint Pierre and Miquelon',
  'Wallis and Futuna Is.': 'Wallis and Futuna',
  'St-Martin': 'Saint Martin',
  'St-Barthélemy': 'Saint Barthélemy',
  'Fr. Polynesia': 'French Polynesia',
  'Fr. S. Antarctic Lands': 'French Southern Territories',
  'Faeroe Is.': 'Faroe Islands',
  'Eq. Guinea': 'Equatorial Guinea',
  'Dominican Rep.': 'Dominican Republic',
  'Dem. Rep. Congo': 'Democratic Republic of the Congo',
  Congo: 'Republic of the Congo',
  'Central African Rep.': 'Central African Republic',
  'Bosnia and Herz.': 'Bosnia and Herzegovina',
  'Indian Ocean Ter.': 'Australian Indian Ocean Territories',
  'Heard I. and McDonald Is.': 'Heard Island and McDonald Islands',
  'Ashmore and Cartier Is.': 'Ashmore and Cartier Islands',
  'Antigua and Barb.': 'Antigua and Barbuda',
  // Common spellings
  USA: 'United States',
  'U.S.A.': 'United States',
  US: 'United States',
  'U.S.': 'United States',
  'United States of America (the)': 'United States',
  America: 'United States',
  UK: 'United Kingdom',
  'U.K.': 'United Kingdom',
  'Great Britain': 'United Kingdom',
  Britain: 'United Kingdom',
  England: 'United Kingdom',
  Scotland: 'United Kingdom',
  Wales: 'United Kingdom',
  'Northern Ireland': 'United Kingdom',
  'United Kingdom of Great Britain and Northern Ireland': 'United Kingdom',
  'Czech Republic': 'Czechia',
  Holland: 'Netherlands',
  'The Netherlands': 'Netherlands',
  Türkiye: 'Turkey',
  Turkiye: 'Turkey',
  Burma: 'Myanmar',
  'Ivory Coast': "Côte d'Ivoire",
  "Cote d'Ivoire": "Côte d'Ivoire",
  Swaziland: 'Eswatini',
  'Cape Verde': 'Cabo Verde',
  'East Timor': 'Timor-Leste',
  'Holy See': 'Vatican City',
  'Vatican City State': 'Vatican City',
  'Korea, Republic of': 'South Korea',
  'Republic of Korea': 'South Korea',
  Korea: 'South Korea',
  "Korea, Democratic People's Republic of": 'North Korea',
  'Russian Federation': 'Russia',
  'Viet Nam': 'Vietnam',
  "Lao People's Democratic Republic": 'Laos',
  'Syrian Arab Republic': 'Syria',
  'Iran, Islamic Republic of': 'Iran',
  'Islamic Republic of Iran': 'Iran',
  'Republic of Moldova': 'Moldova',
  'United Republic of Tanzania': 'Tanzania',
  'Bolivia (Plurinational State of)': 'Bolivia',
  'Venezuela (Bolivarian Republic of)': 'Venezuela',
  'Micronesia (Federated States of)': 'Micronesia',
  'Federated States of Micronesia': 'Micronesia',
  'State of Palestine': 'Palestine',
  'Palestinian Territories': 'Palestine',
  'DR Congo': 'Democratic Republic of the Congo',
  DRC: 'Democratic Republic of the Congo',
  'Congo-Kinshasa': 'Democratic Republic of the Congo',
  'Congo-Brazzaville': 'Republic of the Congo',
  'Sao Tome and Principe': 'São Tomé and Príncipe',
  UAE: 'United Arab Emirates',
  'Brunei Darussalam': 'Brunei',
  Macau: 'Macao',
  Curacao: 'Curaçao',
  'Saint Barthelemy': 'Saint Barthélemy',
  'Hong Kong SAR': 'Hong Kong',
  'Hong Kong SAR China': 'Hong Kong',
  'Taiwan, Province of China': 'Taiwan',
  'Republic of China': 'Taiwan',
  'Republic of Ireland': 'Ireland',
  'Bahamas, The': 'Bahamas',
  'The Bahamas': 'Bahamas',
  'The Gambia': 'Gambia',
  'Gambia, The': 'Gambia',
};

function key(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

const LOOKUP = new Map<string, string>();
for (const name of [...SOVEREIGN_COUNTRIES.keys(), ...TERRITORY_CONTINENTS.keys()])
  LOOKUP.set(key(name), name);
for (const [alias, name] of Object.entries(ALIASES)) LOOKUP.set(key(alias), name);

/**
 * The standard English short name of a country however it was spelled ("USA", "Czech Republic",
 * "Bosnia and Herz."); a name we do not know is returned trimmed, as given.
 */
export function standardCountryName(name: string): string {
  return LOOKUP.get(key(name)) ?? name.trim();
}

/** True when the name (in any known spelling) is one of the 195 sovereign countries. */
export function isSovereignCountry(name: string): boolean {
  return SOVEREIGN_COUNTRIES.has(standardCountryName(name));
}
